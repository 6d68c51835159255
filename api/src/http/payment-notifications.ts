/**
 * POST /payments/notifications/<provider>: the payment provider's notifications, verified (HMAC),
 * applied once per event id (domains/orders/payment-notifications.ts), answered "[accepted]".
 */
import { crashPointEnabled } from '../config/mode';
import { type NotificationContext, UnknownPaymentError } from '../domains/orders/order-shared';
import { applyNotification } from '../domains/orders/payment-notifications';
import { NotificationSignatureError, type PaymentProvider } from '../domains/payments/provider';
import type { PathHandler } from './routes';
import { sendText } from './send';

/** A provider's notification is small; anything bigger is not one. */
const MAX_NOTIFICATION_BYTES = 1_000_000;

export function createNotificationReceiver(services: Omit<NotificationContext, 'now' | 'payments'> & { payments: PaymentProvider }): PathHandler {
  const { payments } = services;
  return async function receiveNotification(req, res) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_NOTIFICATION_BYTES) return sendText(req, res, 413, 'Payload too large');
      chunks.push(chunk as Buffer);
    }
    let items: ReturnType<typeof payments.verifyNotification>;
    try {
      items = payments.verifyNotification(Buffer.concat(chunks).toString('utf8'));
    } catch (error) {
      if (error instanceof NotificationSignatureError) return sendText(req, res, 401, 'Invalid signature');
      throw error;
    }
    try {
      // Crash drill (demo only): die after the provider decided, before the shop applied it.
      if (crashPointEnabled('payment-notification')) process.kill(process.pid, 'SIGKILL');
      for (const item of items) await applyNotification({ ...services, now: new Date() }, item);
    } catch (error) {
      // The provider retries until we accept: nothing is lost by answering an error now.
      if (error instanceof UnknownPaymentError) return sendText(req, res, 404, 'Unknown payment');
      throw error;
    }
    await sendText(req, res, 200, '[accepted]');
  };
}
