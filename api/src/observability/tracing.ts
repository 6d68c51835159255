/**
 * Traces (issue 38, ADR 0065): OpenTelemetry spans of a request, the server render of its page, the
 * GraphQL operations it runs and the SQL statements they run, sent as OTLP over HTTP (JSON) to a
 * collector. Off unless configured: without an OTLP endpoint (or OTEL_TRACES_EXPORTER=otlp) no SDK is
 * started, every span of the shop comes from @opentelemetry/api's no-op tracer, and the SQL and
 * request wrappers are not installed at all (`tracingActive()`), so tracing costs nothing. The SDK
 * itself and the variables it reads are in tracing-sdk.ts, loaded only when tracing is configured.
 */
import { type Attributes, type Context, type Span, SpanKind, context, trace } from '@opentelemetry/api';
import type { Tracing } from './tracing-sdk';
import { tracingActive } from './tracing-state';

export type { Tracing, TracingSettings } from './tracing-sdk';

/** The instrumentation scope of every span the shop makes. */
const TRACER_NAME = '@shop/api';

/**
 * Whether the environment names an exporter or an OTLP endpoint, read as `tracingSettingsFromEnv`
 * (tracing-sdk.ts) reads them. Without one, tracing is off and there is nothing to warn about
 * (tracing.test.ts checks that both agree), so the SDK need not be loaded at all. With one, tracing may
 * still be off (OTEL_SDK_DISABLED, OTEL_TRACES_EXPORTER=none) or refused with a warning.
 */
export function tracingMentioned(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.OTEL_TRACES_EXPORTER?.replace(/[\s,]/g, '') || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

/**
 * Starts the SDK when the environment configures tracing (main.ts calls it first of all, before the
 * database is opened and the server listens); null when tracing is off. The SDK, its exporter and
 * their dependencies are imported only then: loading them cost ~0.15 s of CPU in every process start
 * and every API test file, where tracing is off.
 */
export async function startTracingFromEnv(env: NodeJS.ProcessEnv = process.env, say?: (line: string) => void): Promise<Tracing | null> {
  if (!tracingMentioned(env)) return null;
  const { startTracing } = await import('./tracing-sdk');
  return startTracing(env, say);
}

/** Whether an SDK is running (tracing-state.ts): the wrappers that make spans are installed only then. */
export { tracingActive };

/** The shop's tracer (the API's no-op one while tracing is off). */
export function shopTracer() {
  return trace.getTracer(TRACER_NAME);
}

/**
 * A span that other work runs under: `run` executes a function as its child (also a function called
 * later, from another async context, such as the render host's requests), `end` ends it once.
 */
export interface ParentSpan {
  span: Span | null;
  run<T>(fn: () => T): T;
  bind<F extends (...args: never[]) => unknown>(fn: F): F;
  end(attributes?: Attributes): void;
}

const NOTHING_TRACED: ParentSpan = { span: null, run: (fn) => fn(), bind: (fn) => fn, end() {} };

/** Starts an internal span as the child of the active one; while tracing is off, nothing at all. */
export function startParentSpan(name: string, attributes: Attributes = {}): ParentSpan {
  if (!tracingActive()) return NOTHING_TRACED;
  const span = shopTracer().startSpan(name, { kind: SpanKind.INTERNAL, attributes });
  const spanContext: Context = trace.setSpan(context.active(), span);
  let ended = false;
  return {
    span,
    run: (fn) => context.with(spanContext, fn),
    bind: (fn) => context.bind(spanContext, fn),
    end(endAttributes) {
      if (ended) return;
      ended = true;
      if (endAttributes) span.setAttributes(endAttributes);
      span.end();
    },
  };
}
