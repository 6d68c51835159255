/**
 * Operator alerts about releases (issue 32 item 4, ADR 0037): every automatic fallback, every canary
 * the health job ends, every release it pulls or promotes is POSTed as JSON to ALERT_WEBHOOK_URL (off
 * when unset), through the shop's one alert delivery (observability/alerts.ts, ADR 0062). Sent in the
 * background: the caller never waits (`notify` returns at once; the promise it returns is for tests).
 * The message names storefronts, remotes, versions and the reason in words: never a secret, an address
 * or the webhook URL itself. Counting (shop_alerts_total, the fallback and rollout metrics) happens
 * where the alert is raised (health-job.ts `raise`), whether a webhook is configured or not.
 */
import { type ReleaseAlertKind, type WebhookOptions, alertWebhookProblem, postAlert } from '../observability/alerts';

export { alertWebhookProblem };

export type AlertKind = ReleaseAlertKind;

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

export type AlertOptions = WebhookOptions;

const NONE: AlertSender = { notify: () => Promise.resolve(false) };

export function createAlertSender(options: AlertOptions): AlertSender {
  const url = options.url?.trim();
  if (!url || alertWebhookProblem(url)) return NONE;
  return { notify: (alert) => postAlert(options, { ...alert }) };
}
