/**
 * The embedded test payment service ("test PSP"): a stand-in for an external provider such as Adyen,
 * behind the same `PaymentProvider` interface. It keeps its own records (`test_psp_payments`), lets a
 * person (or a test) decide each payment on a hosted page (see http/test-psp-pages.ts), decides BLIK by
 * itself, and reports outcomes like Adyen does: HMAC-signed notifications POSTed to the shop, retried
 * until the shop answers "[accepted]".
 *
 * The wire format and the signature are Adyen's (standard notifications, HMAC-SHA256 over
 * `pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success`),
 * so the shop's notification endpoint is exercised exactly as a live integration would exercise it.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db';
import { type TestPspPaymentRow, testPspNotifications, testPspPayments, testPspRefunds } from '../../../db/order-schema';
import { CARD_BEARING_METHODS, providerMethodIds } from '../../orders/payment-methods';
import {
  type NotificationEventInput,
  TEST_PSP_MERCHANT_ACCOUNT,
  buildNotification,
  hmacKey,
  verifyStandardNotification,
} from '../notification-signature';
import type {
  PaymentNotification,
  PaymentProvider,
  ProviderPaymentState,
  RefundRequest,
  RefundResult,
  StartPaymentRequest,
  StartPaymentResult,
} from '../provider';

// The wire format and signature live in ../notification-signature.ts; re-exported for the tests that sign with them.
export {
  type NotificationEventInput,
  type NotificationRequestBody,
  type NotificationRequestItem,
  type SignableNotificationItem,
  TEST_PSP_MERCHANT_ACCOUNT,
  buildNotification,
  signNotificationItem,
  verifyAdyenNotification,
} from '../notification-signature';
import { log as shopLog } from '../../../observability/log';

export const TEST_PSP_PROVIDER_NAME = 'test';

/** Status values of `test_psp_payments.status`. */
export type TestPspStatus = 'OPEN' | 'AUTHORISED' | 'REFUSED' | 'PENDING' | 'CANCELLED';
/** What the hosted page (or the BLIK timer, or settle) decides. */
export type TestPspOutcome = 'authorised' | 'refused' | 'pending' | 'cancelled';

const OUTCOME_STATUS: Record<TestPspOutcome, TestPspStatus> = {
  authorised: 'AUTHORISED',
  refused: 'REFUSED',
  pending: 'PENDING',
  cancelled: 'CANCELLED',
};

/** Adyen's `resultCode` for the browser's return, by our status. */
export const RESULT_CODES: Record<TestPspStatus, string> = {
  OPEN: 'Received',
  AUTHORISED: 'Authorised',
  REFUSED: 'Refused',
  PENDING: 'Pending',
  CANCELLED: 'Cancelled',
};

export function isTestPspOutcome(value: unknown): value is TestPspOutcome {
  return typeof value === 'string' && Object.hasOwn(OUTCOME_STATUS, value);
}

// ---------------------------------------------------------------------------------------------
// The service

export interface TestPaymentProviderOptions {
  db: Database;
  /** 64 hex characters (32 bytes), shared with the shop's notification verification. */
  hmacKeyHex: string;
  /** How long the "BLIK app" takes to answer; default 2000 ms. */
  blikDecisionDelayMs?: number;
  /**
   * Delay before each delivery attempt of a notification; default 0, 0.2 s, 1 s, 3 s, 10 s, 30 s,
   * 1 min, 2 min (8 tries). The first is 0 so the shop hears about the outcome at once.
   */
  retryDelaysMs?: readonly number[];
  /** Timeout of one delivery attempt; default 10 s. */
  attemptTimeoutMs?: number;
  /** Where delivery problems are reported; default the shop's log (warn). */
  log?: (message: string) => void;
  /**
   * How often undelivered notifications are looked for (after a restart, or sent by another
   * process); default 2000 ms, 0 = never (unit tests without a database).
   */
  sweepMs?: number;
}

export type DecideResult =
  | { kind: 'decided'; payment: TestPspPaymentRow }
  /** The payment was not in the expected state (already decided, or not pending): nothing changed. */
  | { kind: 'conflict'; payment: TestPspPaymentRow }
  | { kind: 'not-found' };

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: typeof TEST_PSP_PROVIDER_NAME;
  getPayment(pspReference: string): Promise<TestPspPaymentRow | undefined>;
  /**
   * Records an outcome and starts sending its notification (not awaited). `from` is the state the
   * payment must be in: OPEN for the hosted page and BLIK, PENDING for settling.
   */
  decide(pspReference: string, outcome: TestPspOutcome, from?: 'OPEN' | 'PENDING', card?: TestCardInput): Promise<DecideResult>;
  /** Sends the notification of a decided payment again (a replay); false when there is none to send. */
  resendNotification(pspReference: string): Promise<boolean>;
  /** Resolves when no notification is due within the next retry delays (tests). */
  idle(): Promise<void>;
  /** Stops BLIK timers and pending retries (server shutdown, tests). */
  close(): void;
}

/** A claimed notification is retried after this long if its sender died mid-attempt. */
const CLAIM_TIMEOUT_SECONDS = 60;

const DEFAULT_RETRY_DELAYS_MS = [0, 200, 1_000, 3_000, 10_000, 30_000, 60_000, 120_000] as const;
const PSP_REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BLIK_CODE = /^[0-9]{6}$/;
/** The BLIK code the test service refuses (everything else authorises). */
export const BLIK_REFUSED_CODE = '000000';

/** 16 random uppercase alphanumerics, the shape of Adyen's pspReference. */
export function newPspReference(): string {
  let ref = '';
  for (let i = 0; i < 16; i++) ref += PSP_REFERENCE_ALPHABET[randomInt(PSP_REFERENCE_ALPHABET.length)];
  return ref;
}

function absoluteHttpUrl(value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`test PSP: ${field} must be an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`test PSP: ${field} must be http(s)`);
  return value;
}

/** A test card whose payment is refused as suspected fraud, whatever outcome the page is told (TEST_CARDS). */
export const FRAUD_TEST_CARD = '4000000000009979';

/**
 * Test cards the hosted page offers (ADR 0043): what Adyen's notification would say of each (issuing
 * country, funding source). Any other number of 12 to 19 digits is taken too, its issuer unknown.
 */
export const TEST_CARDS: Record<string, { label: string; issuerCountry: string; fundingSource: 'CREDIT' | 'DEBIT'; refusalReason?: string }> = {
  '4111111111111111': { label: 'Visa credit, issued in NL', issuerCountry: 'NL', fundingSource: 'CREDIT' },
  '5555555555554444': { label: 'Mastercard credit, issued in DE', issuerCountry: 'DE', fundingSource: 'CREDIT' },
  '4000002500000003': { label: 'Visa debit, issued in FR', issuerCountry: 'FR', fundingSource: 'DEBIT' },
  '4000056655665556': { label: 'Visa debit, issued in US', issuerCountry: 'US', fundingSource: 'DEBIT' },
  // Refused, its issuer suspects fraud (Adyen's refusal reason): the shop asks for another method (spec §8 fraud, 2037).
  [FRAUD_TEST_CARD]: { label: 'Visa credit, issued in DE, refused: its issuer suspects fraud', issuerCountry: 'DE', fundingSource: 'CREDIT', refusalReason: 'Issuer Suspected Fraud' },
};
/** The card a card payment is made with when the page (or a test) names none. */
export const DEFAULT_TEST_CARD = '4111111111111111';

/** A test card payment as the page submits it: the card number and whether 3-D Secure authenticated it. */
export interface TestCardInput {
  number: string;
  threeDSecure: boolean;
}

/** A card number of 12 to 19 digits (spaces and dashes allowed), or null. */
export function testCardNumber(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/**
 * What Adyen's authorisation would carry in additionalData for this card, derived deterministically
 * from its number: BIN, last four, an alias (Adyen's per-card-number id: the fingerprint screening
 * counts by), issuing country and funding source when the card is a known test card, and the 3-D
 * Secure result (authenticated cards shift the liability to the issuer).
 */
export function testCardData(card: TestCardInput): Record<string, string> {
  const known = TEST_CARDS[card.number];
  return {
    // The card's account reference (PAR): one per card, the same whether it pays itself or from a
    // wallet, where the number Adyen sees is the phone's token (so its alias differs).
    paymentAccountReference: `V${createHash('sha256').update(`test-par|${card.number}`).digest('hex').slice(0, 28).toUpperCase()}`,
    cardBin: card.number.slice(0, 6),
    cardSummary: card.number.slice(-4),
    expiryDate: '3/2030',
    alias: `T${createHash('sha256').update(`test-card|${card.number}`).digest('hex').slice(0, 15).toUpperCase()}`,
    ...(known ? { issuerCountry: known.issuerCountry, fundingSource: known.fundingSource } : {}),
    threeDOffered: 'true',
    threeDAuthenticated: card.threeDSecure ? 'true' : 'false',
    liabilityShift: card.threeDSecure ? 'true' : 'false',
  };
}

/** The notification a decided payment produces (none for OPEN and PENDING). */
function notificationFor(payment: TestPspPaymentRow): NotificationEventInput | undefined {
  const base = {
    pspReference: payment.pspReference,
    merchantReference: payment.merchantReference,
    amountCents: payment.amountCents,
    currency: payment.currency,
    // The decision time: a resend of the same event carries the same date.
    eventDate: payment.updatedAt,
    // A card payment's card facts, as Adyen reports them (fraud screening, ADR 0043).
    ...(payment.cardData ? { additionalData: payment.cardData } : {}),
  };
  switch (payment.status as TestPspStatus) {
    case 'AUTHORISED':
      return { ...base, eventCode: 'AUTHORISATION', success: true };
    case 'REFUSED':
      // Adyen's refusal reason: the card's own (a card refused as fraud, TEST_CARDS), else the plain one.
      return { ...base, eventCode: 'AUTHORISATION', success: false, reason: payment.cardData?.refusalReasonRaw ?? 'Refused' };
    case 'CANCELLED':
      return { ...base, eventCode: 'CANCELLATION', success: true };
    default:
      return undefined;
  }
}

export function createTestPaymentProvider(options: TestPaymentProviderOptions): TestPaymentProvider {
  const { db, hmacKeyHex } = options;
  hmacKey(hmacKeyHex); // fail at start-up, not at the first notification
  const blikDelayMs = options.blikDecisionDelayMs ?? 2_000;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 10_000;
  const log = options.log ?? ((message: string) => shopLog.warn(message));

  let closed = false;
  const timers = new Map<NodeJS.Timeout, () => void>();

  /** A timer close() can cut short; unref'd so a pending retry never keeps the process alive. */
  function wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      timers.set(timer, resolve);
    });
  }

  async function attempt(url: string, body: string): Promise<string | undefined> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(attemptTimeoutMs),
      });
      const text = await res.text();
      // Adyen treats a delivery as done only on a 2xx answer whose body is "[accepted]".
      if (res.ok && text.trim() === '[accepted]') return undefined;
      return `HTTP ${res.status} ${text.slice(0, 200)}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  type NotificationRow = typeof testPspNotifications.$inferSelect;
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

  /**
   * Claims the due notifications (any process may run this: SKIP LOCKED, and the claim moves the
   * row's next attempt CLAIM_TIMEOUT_SECONDS ahead so a crash mid-attempt only delays it) and
   * delivers them. Returns how many were attempted.
   */
  async function deliverDue(): Promise<number> {
    const claimed = rowsOf(
      await db.execute(sql`
        update test_psp_notifications
        set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_TIMEOUT_SECONDS})
        where id in (
          select id from test_psp_notifications
          where delivered_at is null and next_attempt_at <= now()
          order by next_attempt_at limit 20 for update skip locked)
        returning id, psp_reference as "pspReference", url, body, attempts`),
    ) as unknown as Pick<NotificationRow, 'id' | 'pspReference' | 'url' | 'body' | 'attempts'>[];
    for (const row of claimed) {
      if (closed) break;
      const problem = await attempt(row.url, row.body);
      if (problem === undefined) {
        await db.update(testPspNotifications).set({ deliveredAt: sql`now()`, lastError: null }).where(eq(testPspNotifications.id, row.id));
        continue;
      }
      const tries = retryDelaysMs.length;
      log(`[test-psp] notification for ${row.pspReference} not accepted (try ${row.attempts}/${tries}): ${problem}`);
      const delay = retryDelaysMs[row.attempts];
      if (delay === undefined) {
        log(`[test-psp] gave up delivering the notification for ${row.pspReference}`);
        // Kept for the record; the shop's reconciliation asks about the payment instead.
        await db
          .update(testPspNotifications)
          .set({ lastError: `gave up: ${problem.slice(0, 500)}`, nextAttemptAt: sql`'infinity'::timestamptz` })
          .where(eq(testPspNotifications.id, row.id));
      } else {
        await db
          .update(testPspNotifications)
          .set({ lastError: problem.slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})` })
          .where(eq(testPspNotifications.id, row.id));
      }
    }
    return claimed.length;
  }

  /** Milliseconds until the next undelivered notification is due (null: none within the claim timeout). */
  async function nextDueInMs(): Promise<number | null> {
    const [row] = rowsOf(
      await db.execute(sql`
        -- min() is null without rows (greatest() would turn that null into 0)
        select (extract(epoch from (min(next_attempt_at) - now())) * 1000)::float8 as ms
        from test_psp_notifications
        where delivered_at is null and next_attempt_at < now() + make_interval(secs => ${CLAIM_TIMEOUT_SECONDS - 1})`),
    ) as { ms: number | null }[];
    return row?.ms == null ? null : Math.max(0, Number(row.ms));
  }

  let loop: Promise<void> | undefined;
  /** Delivers now and follows the retries that fall due soon; the sweep covers everything later. */
  function kick(): void {
    if (loop || closed) return;
    loop = (async () => {
      for (;;) {
        if (closed) return;
        await deliverDue();
        const next = await nextDueInMs();
        if (next === null || closed) return;
        await wait(Math.max(5, next));
      }
    })()
      .catch((error: unknown) => log(`[test-psp] delivery failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        loop = undefined;
      });
  }

  const sweepMs = options.sweepMs ?? 2_000;
  const sweep = sweepMs > 0 ? setInterval(kick, sweepMs) : undefined;
  sweep?.unref();

  /** Queues the notification of a decided payment (in the database: it survives a restart) and starts delivering it. */
  async function queueNotification(tx: Pick<Database, 'insert'>, payment: TestPspPaymentRow): Promise<boolean> {
    const event = notificationFor(payment);
    if (!event) return false;
    const body = JSON.stringify(buildNotification({ ...event, merchantAccountCode: payment.merchantAccount }, hmacKeyHex));
    await tx.insert(testPspNotifications).values({ id: randomUUID(), pspReference: payment.pspReference, url: payment.notificationUrl, body });
    return true;
  }

  async function getPayment(pspReference: string): Promise<TestPspPaymentRow | undefined> {
    const [row] = await db.select().from(testPspPayments).where(eq(testPspPayments.pspReference, pspReference)).limit(1);
    return row;
  }

  async function decide(pspReference: string, asked: TestPspOutcome, from: 'OPEN' | 'PENDING' = 'OPEN', card?: TestCardInput): Promise<DecideResult> {
    // A card its issuer refuses (TEST_CARDS' refusalReason) is refused whatever the page was told, with
    // that reason in its notification (Adyen's additionalData carries it as refusalReasonRaw too).
    const refusalReason = card ? TEST_CARDS[card.number]?.refusalReason : undefined;
    const outcome: TestPspOutcome = refusalReason && asked === 'authorised' ? 'refused' : asked;
    const cardData = { ...testCardData(card ?? { number: DEFAULT_TEST_CARD, threeDSecure: true }), ...(refusalReason && outcome === 'refused' ? { refusalReasonRaw: refusalReason } : {}) };
    // One conditional update: of two concurrent submits only one finds the payment still in `from`.
    // The notification is queued in the same transaction: a decided payment always reports itself.
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(testPspPayments)
        .set({
          status: OUTCOME_STATUS[outcome],
          updatedAt: sql`now()`,
          // A card or wallet payment decided on the page carries its card (the default test card,
          // 3-D Secure authenticated, when none was named): its notification tells the shop about it.
          ...(outcome === 'authorised' || outcome === 'refused'
            ? {
                cardData: sql`case when ${testPspPayments.method} in (${sql.join(
                  [...CARD_BEARING_METHODS].map((method) => sql`${method}`),
                  sql`, `,
                )}) then ${JSON.stringify(cardData)}::jsonb else ${testPspPayments.cardData} end`,
              }
            : {}),
        })
        .where(and(eq(testPspPayments.pspReference, pspReference), eq(testPspPayments.status, from)))
        .returning();
      if (row) await queueNotification(tx, row);
      return row;
    });
    if (!updated) {
      const current = await getPayment(pspReference);
      return current ? { kind: 'conflict', payment: current } : { kind: 'not-found' };
    }
    kick();
    return { kind: 'decided', payment: updated };
  }

  function scheduleBlikDecision(pspReference: string, code: string): void {
    // The shopper confirms in the banking app a moment later; the test service plays the app.
    wait(blikDelayMs)
      .then(() => (closed ? undefined : decide(pspReference, code === BLIK_REFUSED_CODE ? 'refused' : 'authorised')))
      .catch((error: unknown) => log(`[test-psp] BLIK decision for ${pspReference} failed: ${String(error)}`));
  }

  /** What the browser must do for a started payment. */
  function resultOf(row: TestPspPaymentRow): StartPaymentResult {
    if (row.method === 'blik') return { pspReference: row.pspReference, action: { type: 'AWAIT' } };
    // Relative: the hosted page is served by this same server, so the browser stays on the shop's origin.
    return { pspReference: row.pspReference, action: { type: 'REDIRECT', url: `/test-psp/pay/${row.pspReference}` } };
  }

  return {
    name: TEST_PSP_PROVIDER_NAME,
    merchantAccount: TEST_PSP_MERCHANT_ACCOUNT,

    async startPayment(request: StartPaymentRequest): Promise<StartPaymentResult> {
      if (request.method === 'invoice') throw new Error('test PSP: invoice payments are handled by the shop');
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 0) throw new Error('test PSP: invalid amount');
      if (!/^[A-Z]{3}$/.test(request.currency)) throw new Error('test PSP: invalid currency');
      // Like Adyen's API, a request without a usable BLIK code is rejected up front.
      if (request.method === 'blik' && !BLIK_CODE.test(request.blikCode ?? '')) throw new Error('test PSP: BLIK code must be 6 digits');

      // The shop's payment id is the idempotency key: a repeated start answers the payment it started.
      const [existing] = await db.select().from(testPspPayments).where(eq(testPspPayments.idempotencyKey, request.paymentId));
      if (existing) return resultOf(existing);
      const pspReference = newPspReference();
      const inserted = await db
        .insert(testPspPayments)
        .values({
        idempotencyKey: request.paymentId,
        merchantAccount: TEST_PSP_MERCHANT_ACCOUNT,
        pspReference,
        merchantReference: request.merchantReference,
        method: request.method,
        issuer: request.issuer,
        blikCode: request.method === 'blik' ? request.blikCode : null,
        amountCents: request.amountCents,
        currency: request.currency,
        shopperEmail: request.shopperEmail,
        returnUrl: absoluteHttpUrl(request.returnUrl, 'returnUrl'),
        notificationUrl: absoluteHttpUrl(request.notificationUrl, 'notificationUrl'),
        status: 'OPEN',
      })
        .onConflictDoNothing({ target: testPspPayments.idempotencyKey })
        .returning();
      if (inserted.length === 0) {
        const [raced] = await db.select().from(testPspPayments).where(eq(testPspPayments.idempotencyKey, request.paymentId));
        if (!raced) throw new Error('test PSP: idempotent start lost its payment');
        return resultOf(raced);
      }
      if (request.method === 'blik') scheduleBlikDecision(pspReference, request.blikCode as string);
      return resultOf(inserted[0] as TestPspPaymentRow);
    },

    paymentMethods: (countryCode, currency) => providerMethodIds(countryCode, currency),

    async lookupPayment({ pspReference, paymentId }): Promise<ProviderPaymentState> {
      const [row] = await db
        .select()
        .from(testPspPayments)
        .where(pspReference ? eq(testPspPayments.pspReference, pspReference) : eq(testPspPayments.idempotencyKey, paymentId));
      if (!row) return { state: 'UNKNOWN' };
      const event = notificationFor(row);
      if (!event) return { state: row.status === 'PENDING' ? 'PENDING' : 'OPEN', pspReference: row.pspReference };
      const [notification] = verifyStandardNotification(buildNotification({ ...event, merchantAccountCode: row.merchantAccount }, hmacKeyHex), hmacKeyHex);
      return notification ? { state: 'DECIDED', pspReference: row.pspReference, notification } : { state: 'OPEN', pspReference: row.pspReference };
    },

    async cancelPayment(pspReference: string): Promise<boolean> {
      return (await decide(pspReference, 'cancelled', 'OPEN')).kind === 'decided';
    },

    verifyNotification(body: unknown): PaymentNotification[] {
      return verifyStandardNotification(body, hmacKeyHex);
    },

    async refundPayment(request: RefundRequest): Promise<RefundResult> {
      // Like Adyen: the refund is received at once and reported by a REFUND notification; a repeated
      // request with the same idempotency key answers the same refund.
      return db.transaction(async (tx) => {
        const [existing] = await tx.select().from(testPspRefunds).where(eq(testPspRefunds.idempotencyKey, request.idempotencyKey));
        if (existing) return { outcome: 'RECEIVED', pspReference: existing.pspReference } as const;
        const [payment] = await tx.select().from(testPspPayments).where(eq(testPspPayments.pspReference, request.pspReference)).for('update');
        if (!payment) return { outcome: 'REJECTED', reason: 'Original pspReference required for this operation' } as const;
        if (payment.status !== 'AUTHORISED') return { outcome: 'REJECTED', reason: `payment is ${payment.status}, not authorised` } as const;
        if (request.currency !== payment.currency) return { outcome: 'REJECTED', reason: 'currency does not match the payment' } as const;
        const [done] = await tx
          .select({ cents: sql<number>`coalesce(sum(${testPspRefunds.amountCents}), 0)::int` })
          .from(testPspRefunds)
          .where(eq(testPspRefunds.paymentPspReference, payment.pspReference));
        if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0 || (done?.cents ?? 0) + request.amountCents > payment.amountCents) {
          return { outcome: 'REJECTED', reason: 'Refund amount exceeds what is left of the payment' } as const;
        }
        const pspReference = newPspReference();
        await tx.insert(testPspRefunds).values({
          pspReference,
          paymentPspReference: payment.pspReference,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          currency: request.currency,
        });
        const body = JSON.stringify(
          buildNotification(
            {
              pspReference,
              originalReference: payment.pspReference,
              merchantReference: request.merchantReference,
              merchantAccountCode: payment.merchantAccount,
              amountCents: request.amountCents,
              currency: request.currency,
              eventCode: 'REFUND',
              success: true,
            },
            hmacKeyHex,
          ),
        );
        await tx.insert(testPspNotifications).values({ id: randomUUID(), pspReference, url: payment.notificationUrl, body });
        return { outcome: 'RECEIVED', pspReference } as const;
      }).then((result) => {
        if (result.outcome === 'RECEIVED') kick();
        return result;
      });
    },

    getPayment,
    decide,

    async resendNotification(pspReference: string): Promise<boolean> {
      const payment = await getPayment(pspReference);
      if (!payment || closed || !(await queueNotification(db, payment))) return false;
      kick();
      return true;
    },

    async idle(): Promise<void> {
      while (loop) await loop;
    },

    close(): void {
      closed = true;
      if (sweep) clearInterval(sweep);
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
    },
  };
}
