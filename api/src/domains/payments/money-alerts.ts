/**
 * Alerts about money (issue 33, ADR 0041): a chargeback, a failed capture, a loss, a refund the
 * provider refused, a double payment, a notification that does not fit. Every alert is logged as
 * `[payments] ALERT: …` (as before; a structured line with the alert's kind, ADR 0061) and, when
 * ALERT_WEBHOOK_URL is set, POSTed there as JSON in the background — the same webhook the release
 * alerts use (remotes/alerts.ts) with a kind of its own.
 * The message names orders by number and amounts in cents: never a card number, PIN or address.
 */
import { log } from '../../observability/log';

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
  | 'capture.failed';

export interface MoneyAlert {
  kind: MoneyAlertKind;
  message: string;
  orderNumber?: string | null;
  amountCents?: number | null;
  currency?: string | null;
}

type Listener = (alert: MoneyAlert) => void;
const listeners = new Set<Listener>();

/** Tests (in process) listen to what is alerted; returns the unsubscribe. */
export function onMoneyAlert(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function webhook(): string | null {
  const value = process.env.ALERT_WEBHOOK_URL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Raises an alert: logged at once, sent to the webhook in the background (a few tries), never throws. */
export function moneyAlert(alert: MoneyAlert): void {
  // The order and the amount as fields too: a message's six-digit amounts in cents are masked like PINs.
  log.error({ alert: alert.kind, orderNumber: alert.orderNumber ?? undefined, amountCents: alert.amountCents ?? undefined, currency: alert.currency ?? undefined }, `[payments] ALERT: ${alert.message}`);
  for (const listener of listeners) {
    try {
      listener(alert);
    } catch {
      // a listener's problem is not the payment's
    }
  }
  const url = webhook();
  if (!url) return;
  const body = JSON.stringify({ source: 'shop', at: new Date().toISOString(), ...alert });
  void (async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (attempt > 0) await new Promise((resume) => setTimeout(resume, 500 * 2 ** (attempt - 1)).unref());
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, redirect: 'manual', signal: AbortSignal.timeout(5_000) });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // unreachable or slow: the next try
      }
    }
    log.error({ alert: alert.kind }, '[payments] the alert webhook did not take an alert');
  })();
}
