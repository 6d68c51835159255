/**
 * Helpers for redeem tests: cards issued straight into the database with a known PIN (checkout's
 * issuing is tested on its own), captcha solutions computed like the widget does, and a visitor that
 * carries its redeem token in `userData` as the shop's client does.
 */
import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, sql } from 'drizzle-orm';
import { products } from '../db/catalogue-schema';
import { giftCardLedger, giftCards } from '../db/order-schema';
import type { Database } from '../db';
import { hashPin, newGiftCardNumber } from '../domains/orders/gift-card-codes';
import { Shopper } from './shopper';
import type { TestServer } from './test-server';

export const ERRORS = 'errors { message code referencedRequestParameter }';
export const MONEY = 'cents currency';
export const BASKET = `id expiresAt cards { card { id maskedNumber balance { ${MONEY} } validUntil lastValidDay status expired } used { ${MONEY} } }
  packages { id mainProduct { id title } items { qty variation { price { ${MONEY} } } } packageTotals { mainItemAmount { ${MONEY} } } }
  totals { total { ${MONEY} } balance { ${MONEY} } balanceUsed { ${MONEY} } remainingBalance { ${MONEY} } priceToPay { ${MONEY} } }`;
export const CHECK_BALANCE = `mutation Check($input: CheckGiftCardBalanceInput!) { checkGiftCardBalance(input: $input) {
  redeemToken card { maskedNumber balance { ${MONEY} } validUntil lastValidDay } basket { ${BASKET} } ${ERRORS} } }`;
export const ADD_REDEEM = `mutation Add($input: RedeemPackageInput!) { addOrUpdateRedeemPackage(input: $input) { basket { ${BASKET} } ${ERRORS} } }`;
export const REMOVE_REDEEM = `mutation Remove($packageId: ID!) { removeRedeemPackage(packageId: $packageId) { basket { ${BASKET} } ${ERRORS} } }`;
export const RESET_REDEEM = `mutation { resetRedeem { ${ERRORS} } }`;
export const REDEEM_BASKET = `query { redeemBasket { data { ${BASKET} } ${ERRORS} } }`;
export const REDEEM_ORDER_FIELDS = `id orderNumber status canRetry remainingBalance { ${MONEY} }
  totals { total { ${MONEY} } paidWithGiftCards { ${MONEY} } priceToPay { ${MONEY} } }
  giftCardPayments { card { maskedNumber } used { ${MONEY} } }
  shipments { deliveryDate formattedDeliveryDate deliveryAddress { email } packages { id items { qty variation { price { ${MONEY} } } } } }
  payment { status method }`;
export const PLACE_REDEEM = `mutation Place($input: PlaceRedeemOrderInput!) { placeRedeemOrder(input: $input) { order { ${REDEEM_ORDER_FIELDS} } amountToPay { ${MONEY} } ${ERRORS} } }`;
export const REDEEM_ORDER = `query Order($uuid: String!) { redeemOrder(uuid: $uuid) { data { ${REDEEM_ORDER_FIELDS} } ${ERRORS} } }`;
export const CHALLENGE = 'query { captchaChallenge }';

export interface TestCard {
  id: string;
  number: string;
  pin: string;
}

/** A valid number of the store that nobody was issued (for guesses): drawn like issuing draws them. */
export function unissuedNumber(storeId = 60): string {
  return newGiftCardNumber(storeId);
}

/** Issues a card with a known PIN, as checkout's issuing would (a gift card product of the store). */
export async function issueTestCard(
  db: Database,
  pepper: string,
  options: { storefrontKey?: string; balanceCents?: number; pin?: string; status?: 'ACTIVE' | 'BLOCKED' | 'NOT_ACTIVATED'; expiresAt?: Date; isTest?: boolean; productType?: 'GIFT_CARD' | 'DONATION' } = {},
): Promise<TestCard> {
  const storefrontKey = options.storefrontKey ?? 'CBDE';
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storefrontKey, storefrontKey), eq(products.productType, options.productType ?? 'GIFT_CARD')))
    .orderBy(products.position)
    .limit(1);
  if (!product) throw new Error(`no product in ${storefrontKey}`);
  const pin = options.pin ?? String(100_000 + Math.floor(Math.random() * 900_000));
  const number = unissuedNumber(storefrontKey === 'CB' ? 10 : 60);
  const id = randomUUID();
  await db.insert(giftCards).values({
    id,
    number,
    pinHash: await hashPin(pin, pepper, undefined, 'background'),
    storefrontKey,
    productId: product.id,
    variationType: 'DIGITAL',
    currency: 'EUR',
    status: options.status ?? 'ACTIVE',
    expiresAt: options.expiresAt ?? new Date(Date.now() + 365 * 86_400_000),
    isTest: options.isTest ?? false,
  });
  if ((options.balanceCents ?? 20_000) > 0) {
    await db.insert(giftCardLedger).values({ id: randomUUID(), giftCardId: id, kind: 'ISSUE', amountCents: options.balanceCents ?? 20_000 });
  }
  return { id, number, pin };
}

/** The widget's payload for a challenge (base64 of { challenge, solution }). */
export async function solveCaptcha(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A visitor in the redeem flow: its cookie, and its redeem token in every request's userData. */
export class RedeemVisitor extends Shopper {
  token: string | null = null;

  constructor(
    readonly server: TestServer,
    headers: Record<string, string> = { 'x-store': '60' },
  ) {
    super(server, headers);
  }

  override call<T>(query: string, variables: Record<string, unknown> = {}, extraHeaders: Record<string, string> = {}): Promise<T> {
    const userData = { language: 'de', storeID: 60, countryCode: 'DE', redeemToken: this.token ? Buffer.from(this.token).toString('base64') : null };
    return super.call<T>(query, { ...variables, userData }, extraHeaders);
  }

  async captcha(): Promise<string> {
    const { captchaChallenge } = await this.call<{ captchaChallenge: string }>(CHALLENGE);
    return solveCaptcha(captchaChallenge);
  }

  async check(card: Pick<TestCard, 'number' | 'pin'>, captchaToken?: string) {
    const { checkGiftCardBalance } = await this.call<{ checkGiftCardBalance: CheckAnswer }>(CHECK_BALANCE, {
      input: { cardNumber: card.number, pin: card.pin, captchaToken: captchaToken ?? (await this.captcha()) },
    });
    if (checkGiftCardBalance.redeemToken) this.token = checkGiftCardBalance.redeemToken;
    return checkGiftCardBalance;
  }

  async add(productId: string, amountCents: number, packageId?: string) {
    return (await this.call<{ addOrUpdateRedeemPackage: BasketAnswer }>(ADD_REDEEM, { input: { productId, amountCents, packageId } })).addOrUpdateRedeemPackage;
  }

  async place(idempotencyKey: string = randomUUID(), overrides: Record<string, unknown> = {}) {
    return (
      await this.call<{ placeRedeemOrder: { order: RedeemOrderAnswer | null; amountToPay: { cents: number } | null; errors: ErrorAnswer[] } }>(PLACE_REDEEM, {
        input: {
          firstName: 'Rita',
          lastName: 'Roth',
          email: 'rita@example.com',
          emailConfirmation: 'rita@example.com',
          termsAccepted: true,
          idempotencyKey,
          ...overrides,
        },
      })
    ).placeRedeemOrder;
  }
}

export interface ErrorAnswer {
  code: number;
  message: string;
  referencedRequestParameter: string | null;
}
export interface BasketView {
  id: string;
  cards: { card: { id: string; maskedNumber: string; balance: { cents: number }; lastValidDay: string | null; status: string; expired: boolean }; used: { cents: number } }[];
  packages: { id: string; mainProduct: { id: string; title: string }; items: { qty: number; variation: { price: { cents: number } } }[]; packageTotals: { mainItemAmount: { cents: number } } }[];
  totals: Record<'total' | 'balance' | 'balanceUsed' | 'remainingBalance' | 'priceToPay', { cents: number }>;
}
export interface CheckAnswer {
  redeemToken: string | null;
  card: { maskedNumber: string; balance: { cents: number; currency: string }; validUntil: string | null; lastValidDay: string | null } | null;
  basket: BasketView | null;
  errors: ErrorAnswer[];
}
export interface BasketAnswer {
  basket: BasketView | null;
  errors: ErrorAnswer[];
}
export interface RedeemOrderAnswer {
  id: string;
  orderNumber: string;
  status: string;
  canRetry: boolean;
  remainingBalance: { cents: number };
  totals: { total: { cents: number }; paidWithGiftCards: { cents: number }; priceToPay: { cents: number } };
  giftCardPayments: { card: { maskedNumber: string }; used: { cents: number } }[];
  shipments: { deliveryAddress: { email: string | null }; packages: { id: string; items: { qty: number; variation: { price: { cents: number } } }[] }[] }[];
  payment: { status: string; method: string } | null;
}

/** A card's balance and its ledger's sum (they must always agree). */
export async function cardBalance(db: Database, cardId: string): Promise<{ balance: number; ledger: number }> {
  const result = (await db.execute(sql`select g.balance_cents as balance,
      (select coalesce(sum(l.amount_cents), 0) from gift_card_ledger l where l.gift_card_id = g.id)::int as ledger
    from gift_cards g where g.id = ${cardId}`)) as unknown as { rows: { balance: number; ledger: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error(`no card ${cardId}`);
  return { balance: Number(row.balance), ledger: Number(row.ledger) };
}
