/**
 * The one way the shop raises an alert (issue 38, ADR 0062). Every alert is counted
 * (`shop_alerts_total` by kind), logged as one line, and, when ALERT_WEBHOOK_URL is set, POSTed there
 * as JSON in the background: `{ source, at, kind, …fields }`. The release alerts (remotes/alerts.ts)
 * and the money alerts (domains/payments/money-alerts.ts) deliver through `postAlert` here; the newer
 * ones (stuck payments, failed issuing, a rise in failed PIN checks, a job that stopped) call
 * `raiseAlert`.
 *
 * When ALERT_MAIL_TO is set, every alert is also mailed to the operators: the server (server.ts, given
 * the addresses by main.ts) registers the mail domain's sink with `setAlertMailer` as it starts (this
 * module imports no domain code), and both ways an alert is raised (`raiseAlert`, and the health job's
 * `raise` for the release alerts) hand it to `mailAlert`. The sink enqueues into the shop's mail
 * outbox and bounds a storm (domains/mail/alert-mail.ts, ADR 0062).
 *
 * Delivery never blocks the caller and never throws: a few tries with a growing pause, each with a
 * timeout, no redirects followed. An alert names orders by number, storefronts, remotes, jobs and
 * amounts in cents: never a card number, PIN, address or the webhook URL itself (which often carries
 * a token); logs name only the webhook's origin.
 */
import { log } from './log';
import { alertDeliveryFailures, alertsRaised } from './metrics';

/** The release alerts (remotes/alerts.ts: its AlertKind is this type). */
export type ReleaseAlertKind = 'remote.fallback' | 'remote.rollout-end' | 'release.pulled' | 'release.auto-promote';

/** The money alerts (domains/payments/money-alerts.ts raises these). */
export type MoneyAlertKind =
  | 'payment.mismatch'
  | 'payment.double'
  | 'payment.issue-problem'
  | 'refund.failed'
  | 'refund.provider'
  | 'refund.loss'
  | 'dispute.opened'
  | 'dispute.chargeback'
  | 'dispute.reversed'
  | 'capture.failed'
  /** Paid, yet its cards were not issued (the totals do not fit, or the issuing failed). */
  | 'issuing.failed';

/** Every kind the shop alerts: one list, the rules and the shop_alerts_total label follow it. */
export type ShopAlertKind = ReleaseAlertKind | MoneyAlertKind | 'payment.stuck' | 'pin.failures-rise' | 'job.stale';

/** What an alert carries: its kind and the fields of its kind (plain values, nothing secret). */
export interface AlertPayload {
  kind: ShopAlertKind;
}

export interface WebhookOptions {
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

/** ALERT_WEBHOOK_URL's problem, or null (unset is fine: alerts are off). */
export function alertWebhookProblem(value: string | undefined | null): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'ALERT_WEBHOOK_URL must be an http(s) URL';
    return null;
  } catch {
    return 'ALERT_WEBHOOK_URL must be an absolute http(s) URL';
  }
}

/** One address: a local part and a domain of dot-separated labels (or localhost, for a local relay). */
const MAIL_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:localhost|[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)$/;

/**
 * ALERT_MAIL_TO: the operators' addresses alerts are mailed to, comma separated (unset or blank: no
 * alert mails), or the problem that refuses the start (one bad address is enough: an alert must not go
 * to half the team unnoticed).
 */
export function parseAlertMailTo(value: string | undefined | null): { recipients: string[]; problem: string | null } {
  if (!value?.trim()) return { recipients: [], problem: null };
  const addresses = value.split(',').map((address) => address.trim());
  const bad = addresses.filter((address) => !MAIL_ADDRESS.test(address));
  if (bad.length > 0) {
    const shown = bad.map((address) => (address ? `"${address}"` : 'an empty entry')).join(', ');
    return { recipients: [], problem: `ALERT_MAIL_TO must be e-mail addresses separated by commas (not an address: ${shown})` };
  }
  return { recipients: [...new Set(addresses.map((address) => address.toLowerCase()))], problem: null };
}

/**
 * POSTs `payload` to the webhook: resolves true once it answered 2xx, false when it is not configured
 * (or not a valid URL) or did not take it after all tries. Never rejects.
 */
export async function postAlert<T extends AlertPayload>(options: WebhookOptions, payload: T): Promise<boolean> {
  const url = options.url?.trim();
  if (!url || alertWebhookProblem(url)) return false;
  const tries = options.tries ?? 3;
  const delay = options.retryDelayMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const send = options.fetch ?? fetch;
  const body = JSON.stringify({ source: options.source ?? 'shop', at: new Date().toISOString(), ...payload });
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
  alertDeliveryFailures.labels('webhook').inc();
  const webhookOrigin = new URL(url).origin;
  log.warn({ alert: payload.kind, webhookOrigin, tries }, `[alerts] the webhook at ${webhookOrigin} did not accept "${payload.kind}" after ${tries} tries`);
  return false;
}

/** Counts an alert of `kind` (every raised alert is, configured webhook or not). */
export function countAlert(kind: ShopAlertKind): void {
  alertsRaised.labels(kind).inc();
}

export interface RaisedAlert extends AlertPayload {
  /** One line in words for the log and the webhook's reader. */
  message: string;
}

/**
 * Where alerts are mailed (the mail domain's outbox sink, registered by the server), or nothing. Any
 * field besides kind and message is a plain value the alert carries (order number, amount, remote …).
 */
export type AlertMailer = (alert: RaisedAlert & Record<string, unknown>) => Promise<void>;

let alertMailer: AlertMailer | null = null;

/**
 * Registers the sink every alert is mailed through (one per process: the server's, as it starts);
 * returns its removal, which leaves a sink registered since in place.
 */
export function setAlertMailer(mailer: AlertMailer): () => void {
  alertMailer = mailer;
  return () => {
    if (alertMailer === mailer) alertMailer = null;
  };
}

/**
 * Hands the alert to the registered mail sink in the background: never blocks the caller, never
 * throws (a mail that cannot be enqueued is logged and counted; the log line and the webhook carry
 * the alert anyway). Resolves once the sink is done (for tests).
 */
export function mailAlert(alert: RaisedAlert & Record<string, unknown>): Promise<void> {
  const mailer = alertMailer;
  if (!mailer) return Promise.resolve();
  return Promise.resolve()
    .then(() => mailer(alert))
    .catch((error: unknown) => {
      alertDeliveryFailures.labels('mail').inc();
      log.error({ alert: alert.kind, err: error }, `[alerts] could not enqueue the alert mail for "${alert.kind}"`);
    });
}

/**
 * Raises an alert: counted, logged at once (`[<area>] ALERT: <message>`), sent to ALERT_WEBHOOK_URL and
 * (when a mail sink is registered) to the operators' mailbox in the background. Returns the webhook's
 * delivery (for tests); callers need not wait for it.
 */
export function raiseAlert<T extends RaisedAlert>(alert: T, options: { area?: string; webhook?: WebhookOptions } = {}): Promise<boolean> {
  countAlert(alert.kind);
  // The alert's data as fields too (order number, amount, remote, version): the logger redacts both,
  // and a message's six-digit amounts in cents are masked like PINs (ADR 0061).
  const { message, kind, ...fields } = alert;
  const data: Record<string, unknown> = { alert: kind, ...fields };
  log.error(data, `[${options.area ?? 'alerts'}] ALERT: ${message}`);
  void mailAlert(alert as T & Record<string, unknown>);
  return postAlert(options.webhook ?? { url: process.env.ALERT_WEBHOOK_URL }, alert);
}
