/**
 * The Adyen adapter's side of issue 33 (ADR 0041), without a shop: every notification eventCode the
 * shop applies is verified and mapped (reference, original reference, event date, what it does to the
 * money), unknown ones are skipped; refunds and cancels are the Checkout API's modification calls
 * (`POST /payments/{pspReference}/refunds` with amount and merchant account, `/cancels`), against a
 * stand-in of the API on loopback; and the adapter no longer leans on the test payment service.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildNotification } from '../notification-signature';
import { NOTIFICATION_EVENT_CODES, type NotificationEventCode, type PaymentProvider, eventKind } from '../provider';
import { createAdyenProvider } from './adyen-provider';

const KEY = 'adeadbee'.repeat(8);
const MERCHANT = 'GiftShopECOM';

const EXPECTED_KINDS: Record<NotificationEventCode, string> = {
  AUTHORISATION: 'PAYMENT',
  CANCELLATION: 'PAYMENT',
  PENDING: 'PAYMENT',
  REFUND: 'REFUND',
  REFUND_FAILED: 'REFUND',
  REFUNDED_REVERSED: 'REFUND',
  CANCEL_OR_REFUND: 'REFUND',
  CAPTURE_FAILED: 'LOSS',
  NOTIFICATION_OF_CHARGEBACK: 'LOSS',
  CHARGEBACK: 'LOSS',
  SECOND_CHARGEBACK: 'LOSS',
  PREARBITRATION_LOST: 'LOSS',
  CHARGEBACK_REVERSED: 'LOSS_REVERSED',
  PREARBITRATION_WON: 'LOSS_REVERSED',
  REQUEST_FOR_INFORMATION: 'DISPUTE',
  NOTIFICATION_OF_FRAUD: 'DISPUTE',
};

interface Call {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

describe('Adyen: notifications of money after the sale', () => {
  const adyen = createAdyenProvider({ apiKey: 'AQE-secret', merchantAccount: MERCHANT, hmacKeyHex: KEY, checkoutUrl: 'http://127.0.0.1:9/v71', live: false });

  it.each(Object.keys(EXPECTED_KINDS) as NotificationEventCode[])('verifies and maps %s', (eventCode) => {
    const body = buildNotification(
      {
        pspReference: 'DISPUTE000000001',
        originalReference: 'PAYMENT000000001',
        merchantReference: '60-2611-000123',
        merchantAccountCode: MERCHANT,
        amountCents: 5000,
        currency: 'EUR',
        eventCode,
        success: true,
        eventDate: new Date('2026-05-01T10:00:00Z'),
        additionalData: eventCode.includes('CHARGEBACK') ? { disputeStatus: 'Undefended', chargebackReasonCode: '10.4' } : {},
      },
      KEY,
    );
    const [notification] = adyen.verifyNotification(body);
    expect(notification).toMatchObject({
      eventId: `DISPUTE000000001:${eventCode}:true`,
      eventCode,
      pspReference: 'DISPUTE000000001',
      originalReference: 'PAYMENT000000001',
      merchantReference: '60-2611-000123',
      merchantAccountCode: MERCHANT,
      amountCents: 5000,
      currency: 'EUR',
      success: true,
      eventDate: new Date('2026-05-01T10:00:00Z'),
    });
    expect(eventKind(eventCode)).toBe(EXPECTED_KINDS[eventCode]);
  });

  it('knows every code the brief lists, and skips (accepts) codes it does not apply', () => {
    expect([...NOTIFICATION_EVENT_CODES].sort()).toEqual(Object.keys(EXPECTED_KINDS).sort());
    for (const eventCode of ['CAPTURE', 'REPORT_AVAILABLE', 'MANUAL_REVIEW_ACCEPT']) {
      const body = buildNotification(
        { pspReference: 'X000000000000001', merchantReference: '60-2611-000123', merchantAccountCode: MERCHANT, amountCents: 1, currency: 'EUR', eventCode: eventCode as never, success: true },
        KEY,
      );
      expect(adyen.verifyNotification(body)).toEqual([]);
    }
  });

  it('refuses a refund notification whose signature does not cover what it says', () => {
    const body = buildNotification(
      { pspReference: 'R000000000000001', originalReference: 'P000000000000001', merchantReference: '60-2611-000123', merchantAccountCode: MERCHANT, amountCents: 500, currency: 'EUR', eventCode: 'REFUND', success: true },
      KEY,
    );
    const item = body.notificationItems[0]?.NotificationRequestItem as { amount: { value: number } };
    item.amount.value = 50_000;
    expect(() => adyen.verifyNotification(body)).toThrow('notification signature is invalid');
  });

  it('takes its HMAC check from the neutral module, not from the test payment service', () => {
    const source = readFileSync(join(__dirname, 'adyen-provider.ts'), 'utf8');
    expect(source).not.toMatch(/test-psp/);
    expect(source).toMatch(/from '\.\.\/notification-signature'/);
  });
});

describe('Adyen: refunds and cancels through the Checkout API', () => {
  let server: Server;
  let provider: PaymentProvider;
  const calls: Call[] = [];
  /** The next answer of the stand-in: status and body. */
  let answer: { status: number; body: unknown } = { status: 201, body: {} };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        calls.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(text || '{}') as Record<string, unknown> });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v71`;
    provider = createAdyenProvider({ apiKey: 'AQE-secret', merchantAccount: MERCHANT, hmacKeyHex: KEY, checkoutUrl: url, live: false, timeoutMs: 5_000 });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    calls.length = 0;
  });

  const request = { pspReference: 'PAYMENT000000001', amountCents: 2500, currency: 'EUR', merchantReference: '60-2611-000123', idempotencyKey: '4b9c1d5e-0000-4000-8000-000000000001' };

  it('refunds: POST /payments/{pspReference}/refunds with amount, merchant account and our refund id as idempotency key', async () => {
    answer = { status: 201, body: { merchantAccount: MERCHANT, paymentPspReference: 'PAYMENT000000001', pspReference: 'REFUND0000000001', status: 'received' } };
    await expect(provider.refundPayment(request)).resolves.toEqual({ outcome: 'RECEIVED', pspReference: 'REFUND0000000001' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/v71/payments/PAYMENT000000001/refunds');
    expect(calls[0]?.body).toEqual({ merchantAccount: MERCHANT, amount: { value: 2500, currency: 'EUR' }, reference: '60-2611-000123' });
    expect(calls[0]?.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(calls[0]?.headers['x-api-key']).toBe('AQE-secret');
  });

  it('a refund Adyen refuses (422) is REJECTED; an unclear answer (500) throws so that it is retried, not given back', async () => {
    answer = { status: 422, body: { status: 422, errorCode: '167', message: 'Original pspReference required for this operation', errorType: 'validation' } };
    await expect(provider.refundPayment(request)).resolves.toMatchObject({ outcome: 'REJECTED', reason: expect.stringContaining('Original pspReference required') });
    answer = { status: 500, body: { status: 500, errorCode: '905', message: 'Internal error' } };
    await expect(provider.refundPayment(request)).rejects.toThrow('answered 500');
    answer = { status: 429, body: {} };
    await expect(provider.refundPayment(request)).rejects.toThrow('answered 429');
  });

  it('cancels: POST /payments/{pspReference}/cancels; a hosted session (no payment yet) is not sent', async () => {
    answer = { status: 201, body: { merchantAccount: MERCHANT, paymentPspReference: 'PAYMENT000000002', pspReference: 'CANCEL0000000001', status: 'received' } };
    await expect(provider.cancelPayment('PAYMENT000000002')).resolves.toBe(true);
    expect(calls[0]?.path).toBe('/v71/payments/PAYMENT000000002/cancels');
    expect(calls[0]?.body).toMatchObject({ merchantAccount: MERCHANT });
    answer = { status: 422, body: { status: 422, errorCode: '167', message: 'Payment already captured' } };
    await expect(provider.cancelPayment('PAYMENT000000003')).resolves.toBe(false);
    calls.length = 0;
    await expect(provider.cancelPayment('CS00000000000001')).resolves.toBe(true);
    expect(calls).toHaveLength(0);
    // Nothing but a reference reaches the URL path.
    await expect(provider.cancelPayment('../sessions')).resolves.toBe(false);
    await expect(provider.refundPayment({ ...request, pspReference: 'A/B' })).resolves.toMatchObject({ outcome: 'REJECTED' });
    expect(calls).toHaveLength(0);
  });
});
