/**
 * The standard notification wire format and its HMAC signature (Adyen's scheme: HMAC-SHA256 over
 * `pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success`,
 * base64, constant-time compare). Neutral ground for every provider: the live Adyen adapter verifies
 * with it, the demo's test payment service signs and verifies with it (ADR 0007, ADR 0041).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationEventCode, NotificationSignatureError, type PaymentNotification, isNotificationEventCode } from './provider';

/** The test payment service's merchant account (the default of built notifications). */
export const TEST_PSP_MERCHANT_ACCOUNT = 'ShopTestMerchant';

export interface NotificationRequestItem {
  eventCode: string;
  success: 'true' | 'false';
  pspReference: string;
  originalReference?: string;
  merchantReference: string;
  merchantAccountCode: string;
  amount: { value: number; currency: string };
  eventDate: string;
  reason?: string;
  additionalData: { hmacSignature: string; [key: string]: string };
}

export interface NotificationRequestBody {
  live: 'true' | 'false';
  notificationItems: Array<{ NotificationRequestItem: NotificationRequestItem }>;
}

/** The fields the signature covers; any of them may be missing (signed as ''). */
export interface SignableNotificationItem {
  pspReference?: string;
  originalReference?: string;
  merchantAccountCode?: string;
  merchantReference?: string;
  amount?: { value?: number | string; currency?: string };
  eventCode?: string;
  success?: string;
}

const HMAC_KEY_HEX = /^[0-9a-fA-F]{64}$/;

export function hmacKey(hmacKeyHex: string): Buffer {
  // Adyen's HMAC keys are 32 bytes shown as 64 hex characters; the key is the bytes, not the text.
  if (!HMAC_KEY_HEX.test(hmacKeyHex)) throw new Error('the notification HMAC key must be 64 hex characters');
  return Buffer.from(hmacKeyHex, 'hex');
}

function signingString(item: SignableNotificationItem): string {
  const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return [
    item.pspReference,
    item.originalReference,
    item.merchantAccountCode,
    item.merchantReference,
    item.amount?.value,
    item.amount?.currency,
    item.eventCode,
    item.success,
  ]
    .map(str)
    .join(':');
}

/** base64(HMAC-SHA256(key, signing string)): the item's `additionalData.hmacSignature`. */
export function signNotificationItem(item: SignableNotificationItem, hmacKeyHex: string): string {
  return createHmac('sha256', hmacKey(hmacKeyHex)).update(signingString(item), 'utf8').digest('base64');
}

export interface NotificationEventInput {
  pspReference: string;
  merchantReference: string;
  amountCents: number;
  currency: string;
  eventCode: NotificationEventCode;
  success: boolean;
  reason?: string | null;
  /** Default: now. */
  eventDate?: Date;
  merchantAccountCode?: string;
  originalReference?: string;
  /** Extra additionalData entries (Adyen: disputeStatus, chargebackReasonCode, …); signed entries are not covered. */
  additionalData?: Record<string, string>;
}

/** A complete, signed notification request body with one item. */
export function buildNotification(event: NotificationEventInput, hmacKeyHex: string): NotificationRequestBody {
  const unsigned: Omit<NotificationRequestItem, 'additionalData'> = {
    eventCode: event.eventCode,
    success: event.success ? 'true' : 'false',
    pspReference: event.pspReference,
    ...(event.originalReference ? { originalReference: event.originalReference } : {}),
    merchantReference: event.merchantReference,
    merchantAccountCode: event.merchantAccountCode ?? TEST_PSP_MERCHANT_ACCOUNT,
    amount: { value: event.amountCents, currency: event.currency },
    eventDate: (event.eventDate ?? new Date()).toISOString(),
    ...(event.reason ? { reason: event.reason } : {}),
  };
  return {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          ...unsigned,
          additionalData: { ...(event.additionalData ?? {}), hmacSignature: signNotificationItem(unsigned, hmacKeyHex) },
        },
      },
    ],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The string entries of an additionalData object, without the signature. */
function stringEntries(data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(data)) return out;
  for (const [name, value] of Object.entries(data)) if (name !== 'hmacSignature' && typeof value === 'string') out[name] = value;
  return out;
}

/** Constant-time comparison of two base64 strings (compared as text: lenient base64 decoding is avoided). */
function signatureMatches(expected: string, provided: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(provided, 'utf8');
  // The length of a SHA-256 signature is public; only the content needs a constant-time compare.
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Verifies every item of a notification body (object or JSON text) and returns them. Any malformed
 * item or signature mismatch rejects the whole body, as Adyen's libraries do: the shop then answers
 * with an error and nothing of the batch is applied. Verified items with event codes the shop does
 * not handle (CAPTURE, REPORT_AVAILABLE, …) are skipped: accepting them stops the provider's retries.
 */
export function verifyStandardNotification(body: unknown, hmacKeyHex: string, options: { live?: boolean } = {}): PaymentNotification[] {
  const malformed = (what: string) => new NotificationSignatureError(`malformed notification: ${what}`);
  let parsed = body;
  if (typeof parsed === 'string' || Buffer.isBuffer(parsed)) {
    try {
      parsed = JSON.parse(parsed.toString());
    } catch {
      throw malformed('not JSON');
    }
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.notificationItems) || parsed.notificationItems.length === 0) {
    throw malformed('no notificationItems');
  }
  // Test and live notifications never mix: one of the other kind is a misconfiguration.
  if (parsed.live !== (options.live ? 'true' : 'false')) throw malformed(options.live ? 'not a live notification' : 'not a test notification');

  const result: PaymentNotification[] = [];
  for (const entry of parsed.notificationItems) {
    const item = isRecord(entry) ? entry.NotificationRequestItem : undefined;
    if (!isRecord(item)) throw malformed('item without NotificationRequestItem');
    const { pspReference, merchantReference, merchantAccountCode, eventCode, success, amount, additionalData } = item;
    if (typeof pspReference !== 'string' || pspReference === '') throw malformed('pspReference');
    if (typeof merchantReference !== 'string') throw malformed('merchantReference');
    if (typeof merchantAccountCode !== 'string') throw malformed('merchantAccountCode');
    if (typeof eventCode !== 'string' || eventCode === '') throw malformed('eventCode');
    if (success !== 'true' && success !== 'false') throw malformed('success');
    if (!isRecord(amount) || !Number.isSafeInteger(amount.value) || (amount.value as number) < 0) throw malformed('amount.value');
    if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) throw malformed('amount.currency');
    if (item.originalReference !== undefined && typeof item.originalReference !== 'string') throw malformed('originalReference');
    if (item.reason !== undefined && typeof item.reason !== 'string') throw malformed('reason');
    const provided = isRecord(additionalData) ? additionalData.hmacSignature : undefined;
    if (typeof provided !== 'string' || provided === '') throw new NotificationSignatureError('notification item is not signed');

    const expected = signNotificationItem(item as SignableNotificationItem, hmacKeyHex);
    if (!signatureMatches(expected, provided)) throw new NotificationSignatureError();

    if (!isNotificationEventCode(eventCode)) continue;
    const eventDate = typeof item.eventDate === 'string' ? new Date(item.eventDate) : null;
    result.push({
      // Adyen may deliver an event more than once; the same event always yields the same id.
      eventId: `${pspReference}:${eventCode}:${success}`,
      eventCode: eventCode as NotificationEventCode,
      pspReference,
      originalReference: typeof item.originalReference === 'string' && item.originalReference !== '' ? item.originalReference : null,
      merchantReference,
      eventDate: eventDate && !Number.isNaN(eventDate.getTime()) ? eventDate : null,
      merchantAccountCode,
      success: success === 'true',
      amountCents: amount.value as number,
      currency: amount.currency,
      reason: typeof item.reason === 'string' && item.reason !== '' ? item.reason : null,
      additionalData: stringEntries(additionalData),
      raw: item,
    });
  }
  return result;
}


/** The former name (Adyen's scheme is the standard one). */
export const verifyAdyenNotification = verifyStandardNotification;
