/**
 * Operator alerts (issue 32 item 4, ADR 0037): every automatic fallback, every canary the health job
 * ends, every release it pulls or promotes is POSTed as JSON to ALERT_WEBHOOK_URL (off when unset).
 * Sent in the background: the caller never waits (`notify` returns at once; the promise it returns is
 * for tests), a few tries with a growing pause, each with a timeout, no redirects followed. The
 * message names storefronts, remotes, versions and the reason in words: never a secret, an address or
 * the webhook URL itself (which often carries a token); logs name only the webhook's origin.
 */
import { log } from '../observability/log';

export type AlertKind = 'remote.fallback' | 'remote.rollout-end' | 'release.pulled' | 'release.auto-promote';

export interface Alert {
  kind: AlertKind;
  remote: string;
  /** The release acted on (the failing one; the promoted one). */
  version: string;
  /** Where: storefront keys, or ['*'] for every storefront. */
  storefronts: string[];
  /** What is served instead (null: nothing could be changed). */
  toVersion: string | null;
  reason: string;
}

export interface AlertSender {
  notify(alert: Alert): Promise<boolean>;
}

export interface AlertOptions {
  url: string | null | undefined;
  /** Tries in all (default 3). */
  tries?: number;
  /** Pause before the second try; doubles each time (default 500 ms). */
  retryDelayMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The shop's name in the message (default "shop"). */
  source?: string;
}

const NONE: AlertSender = { notify: () => Promise.resolve(false) };

/** ALERT_WEBHOOK_URL's problem, or null (unset is fine: alerts are off). */
export function alertWebhookProblem(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'ALERT_WEBHOOK_URL must be an http(s) URL';
    return null;
  } catch {
    return 'ALERT_WEBHOOK_URL must be an absolute http(s) URL';
  }
}

export function createAlertSender(options: AlertOptions): AlertSender {
  const url = options.url?.trim();
  if (!url || alertWebhookProblem(url)) return NONE;
  const origin = new URL(url).origin;
  const tries = options.tries ?? 3;
  const delay = options.retryDelayMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const send = options.fetch ?? fetch;
  return {
    notify(alert) {
      const body = JSON.stringify({ source: options.source ?? 'shop', at: new Date().toISOString(), ...alert });
      const attempt = async (): Promise<boolean> => {
        for (let i = 0; i < tries; i++) {
          if (i > 0) await new Promise((resume) => setTimeout(resume, delay * 2 ** (i - 1)).unref());
          try {
            const response = await send(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
              redirect: 'manual',
              signal: AbortSignal.timeout(timeoutMs),
            });
            await response.body?.cancel();
            if (response.ok) return true;
          } catch {
            // Unreachable or too slow: the next try.
          }
        }
        log.warn({ alert: alert.kind, remote: alert.remote, version: alert.version, webhookOrigin: origin, tries }, `[alerts] the webhook at ${origin} did not accept "${alert.kind}" for ${alert.remote} ${alert.version} after ${tries} tries`);
        return false;
      };
      return attempt();
    },
  };
}
