/**
 * The OpenTelemetry SDK of the shop's traces (ADR 0065): what the environment asks for and the SDK
 * that sends the spans. Kept apart from tracing.ts, which every request path imports, so that the SDK,
 * its exporter and their dependencies are loaded only when tracing is switched on: importing them cost
 * ~0.15 s of CPU in every process start and in every API test file (Jest loads modules per file),
 * where tracing is off. main.ts reaches this module through `startTracingFromEnv` (tracing.ts), which
 * imports it only when an OTEL_ variable asks for tracing.
 *
 * The standard variables are honoured (https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/):
 * OTEL_SDK_DISABLED, OTEL_TRACES_EXPORTER, OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT, OTEL_SERVICE_NAME,
 * OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER[_ARG]; the exporter itself reads
 * OTEL_EXPORTER_OTLP_[TRACES_]HEADERS, _TIMEOUT and _COMPRESSION from the process's environment.
 */
import { withoutPassword } from '../security/redact';
import { log } from './log';
import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { setTracingActive } from './tracing-state';

/** The service name spans carry without OTEL_SERVICE_NAME. */
export const DEFAULT_SERVICE_NAME = 'shop-api';
/** OTLP/HTTP's default traces endpoint (a collector on this host). */
const DEFAULT_TRACES_URL = 'http://localhost:4318/v1/traces';

export interface TracingSettings {
  /** Where spans are POSTed (OTLP/HTTP, JSON). */
  url: string;
  serviceName: string;
  resourceAttributes: Record<string, string>;
  sampler: Sampler;
  /** The sampler as configured, for the start-up line. */
  samplerDescription: string;
}

/** What the environment asks for: settings (tracing on), null (off), and any problems to log. */
export function tracingSettingsFromEnv(env: NodeJS.ProcessEnv): { settings: TracingSettings | null; warnings: string[] } {
  const warnings: string[] = [];
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return { settings: null, warnings };
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const tracesEndpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (exporters.includes('none')) return { settings: null, warnings };
  if (exporters.length > 0 && !exporters.includes('otlp')) {
    warnings.push(`OTEL_TRACES_EXPORTER=${exporters.join(',')} is not supported (only otlp): tracing stays off`);
    return { settings: null, warnings };
  }
  if (exporters.length === 0 && !tracesEndpoint && !endpoint) return { settings: null, warnings };
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? '').trim();
  if (protocol === 'grpc') {
    warnings.push('OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not supported (the shop sends OTLP over HTTP as JSON, port 4318): tracing stays off');
    return { settings: null, warnings };
  }
  if (protocol && protocol !== 'http/json') warnings.push(`OTEL_EXPORTER_OTLP_PROTOCOL=${protocol}: spans are sent as http/json, which every OTLP/HTTP receiver accepts`);
  // The signal's own endpoint is used as given; the general one is a base the signal's path is added to.
  const url = tracesEndpoint || (endpoint ? `${endpoint.replace(/\/+$/, '')}/v1/traces` : DEFAULT_TRACES_URL);
  const { sampler, description, warning } = samplerFromEnv(env);
  if (warning) warnings.push(warning);
  return {
    settings: {
      url,
      serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME,
      resourceAttributes: parseResourceAttributes(env.OTEL_RESOURCE_ATTRIBUTES),
      sampler,
      samplerDescription: description,
    },
    warnings,
  };
}

/**
 * OTEL_TRACES_SAMPLER / _ARG: always_on, always_off, traceidratio, parentbased_always_on (the
 * default), parentbased_always_off, parentbased_traceidratio. A parent-based sampler follows the
 * decision of a `traceparent` the request came with, which is read only from a trusted proxy
 * (tracing-http.ts): a client cannot have its requests sampled.
 */
export function samplerFromEnv(env: NodeJS.ProcessEnv): { sampler: Sampler; description: string; warning?: string } {
  const name = (env.OTEL_TRACES_SAMPLER ?? '').trim().toLowerCase() || 'parentbased_always_on';
  const rawRatio = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const parsedRatio = rawRatio ? Number(rawRatio) : 1;
  const ratioValid = Number.isFinite(parsedRatio) && parsedRatio >= 0 && parsedRatio <= 1;
  const ratio = ratioValid ? parsedRatio : 1;
  const ratioWarning = ratioValid ? undefined : `OTEL_TRACES_SAMPLER_ARG=${rawRatio} is not a ratio between 0 and 1: 1 is used`;
  switch (name) {
    case 'always_on':
      return { sampler: new AlwaysOnSampler(), description: name };
    case 'always_off':
      return { sampler: new AlwaysOffSampler(), description: name };
    case 'traceidratio':
      return { sampler: new TraceIdRatioBasedSampler(ratio), description: `${name} ${ratio}`, warning: ratioWarning };
    case 'parentbased_always_off':
      return { sampler: new ParentBasedSampler({ root: new AlwaysOffSampler() }), description: name };
    case 'parentbased_traceidratio':
      return { sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) }), description: `${name} ${ratio}`, warning: ratioWarning };
    case 'parentbased_always_on':
      return { sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }), description: name };
    default:
      return {
        sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
        description: 'parentbased_always_on',
        warning: `OTEL_TRACES_SAMPLER=${name} is not supported: parentbased_always_on is used`,
      };
  }
}

/** OTEL_RESOURCE_ATTRIBUTES: `key=value,key=value`, values percent-encoded; malformed pairs are skipped. */
export function parseResourceAttributes(value: string | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    try {
      attributes[key] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // A bad escape: the pair is skipped, as the specification asks of an invalid pair.
    }
  }
  return attributes;
}

export interface Tracing {
  settings: TracingSettings;
  /** Sends the spans ended so far (tests; a shutdown does it itself). */
  forceFlush(): Promise<void>;
  /** Sends what is left and stops; the shop's spans are no-ops again. */
  shutdown(): Promise<void>;
}

/**
 * Starts the SDK when the environment configures tracing (main.ts calls it first of all, through
 * `startTracingFromEnv`, before the database is opened and the server listens); null when tracing is
 * off. Registers the W3C trace context propagator only: baggage a client sends is never read.
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env, say: (line: string) => void = (line) => log.info(line)): Tracing | null {
  const { settings, warnings } = tracingSettingsFromEnv(env);
  for (const warning of warnings) say(`[tracing] ${warning}`);
  if (!settings) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ ...settings.resourceAttributes, [ATTR_SERVICE_NAME]: settings.serviceName }),
    sampler: settings.sampler,
    // Batched in the background: a request never waits for the collector, and a collector that is
    // down costs dropped spans (the queue is bounded), never the shop's answers.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }))],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  setTracingActive(true);
  say(`[tracing] on: OTLP/HTTP to ${withoutPassword(settings.url, 'an unparsable OTLP endpoint')} as ${settings.serviceName}, sampler ${settings.samplerDescription}`);
  return {
    settings,
    forceFlush: () => provider.forceFlush(),
    async shutdown() {
      setTracingActive(false);
      await provider.shutdown();
      // The globals go back to the API's no-ops (a test may start tracing again afterwards).
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
