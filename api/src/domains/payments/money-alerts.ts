/**
 * Alerts about money (issue 33, ADR 0041): a chargeback, a failed capture, a loss, a refund the
 * provider refused, a double payment, a notification that does not fit. Every alert is logged as
 * `[payments] ALERT: …` (as before), counted (shop_alerts_total) and, when ALERT_WEBHOOK_URL is set,
 * POSTed there as JSON in the background — the shop's one alert delivery (observability/alerts.ts,
 * ADR 0062), the same webhook the release alerts use, with a kind of its own.
 * The message names orders by number and amounts in cents: never a card number, PIN or address.
 */
import { type MoneyAlertKind, raiseAlert } from '../../observability/alerts';

export type { MoneyAlertKind };

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

/**
 * Raises an alert through the shop's one way (observability/alerts.ts): counted, logged at once as
 * `[payments] ALERT: …`, sent to the webhook in the background (a few tries); never throws.
 */
export function moneyAlert(alert: MoneyAlert): void {
  void raiseAlert(alert, { area: 'payments' });
  for (const listener of listeners) {
    try {
      listener(alert);
    } catch {
      // a listener's problem is not the payment's
    }
  }
}
