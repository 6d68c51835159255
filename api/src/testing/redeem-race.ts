/**
 * Many redeems of ONE card at once, sent to several API processes on one PostgreSQL server (issue 15's
 * target): used by redeem-races.postgres.test.ts (which asserts) and bench/redeem-race-bench.ts (which
 * prints). Every visitor checks the card (captcha solved, as the widget does), chooses a card to
 * redeem into, and then all of them place at the same moment, each submit sent twice at once (a double
 * click) to two processes with the same idempotency key. The card's balance can cover only some.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { SESSION_COOKIE } from '../domains/cart/session';
import type { ApiProcess } from './api-process';
import { BASKET, CHALLENGE, CHECK_BALANCE, ERRORS, PLACE_REDEEM, type TestCard, solveCaptcha } from './redeem';

export interface RedeemRaceOptions {
  processes: ApiProcess[];
  db: Database;
  card: TestCard & { balanceCents: number };
  /** A custom-amount redeem product of the German storefront. */
  productId: string;
  redeems: number;
  amountCents: number;
  /** The code of a placement the card cannot cover (default 2044 "no balance"; 2051 where a minimum must remain). */
  refusedCode?: number;
}

export interface RedeemRaceResult {
  completed: number;
  refused: number;
  /** Answers that were neither a completed order nor the refusal expected (must be 0). */
  unexpected: string[];
  /** Double submits that answered two different orders (must be 0). */
  doublePlaced: number;
  redeemedCents: number;
  balanceCents: number;
  ledgerCents: number;
  /** Taken beyond the card's balance (must be 0). */
  overspentCents: number;
  /** Milliseconds from the first placement sent to the last answer. */
  raceMs: number;
  /** Milliseconds the visitors needed to check the card and choose (before the race). */
  prepareMs: number;
}

interface Answer<T> {
  data: T;
  errors?: { message: string }[];
}

class RaceVisitor {
  cookie = '';
  token: string | null = null;
  private turn: number;

  constructor(
    private readonly processes: ApiProcess[],
    start: number,
  ) {
    this.turn = start;
  }

  /** Requests alternate between the processes (a load balancer's round robin). */
  async call<T>(query: string, variables: Record<string, unknown> = {}, process?: ApiProcess): Promise<T> {
    const target = process ?? (this.processes[this.turn++ % this.processes.length] as ApiProcess);
    const userData = { language: 'de', storeID: 60, countryCode: 'DE', redeemToken: this.token ? Buffer.from(this.token).toString('base64') : null };
    const res = await fetch(`${target.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store': '60', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables: { ...variables, userData } }),
    });
    const fresh = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (fresh) this.cookie = fresh.split(';')[0] as string;
    const body = (await res.json()) as Answer<T>;
    if (body.errors?.length) {
      // A server fault says nothing to the caller; the process's own error lines say what it was.
      const serverErrors = target
        .log()
        .split('\n')
        .filter((line) => line.includes('"level":"error"'))
        .slice(-5);
      throw new Error(`GraphQL error: ${body.errors[0]?.message}${serverErrors.length ? `\nthe API process logged:\n${serverErrors.join('\n')}` : ''}`);
    }
    return body.data;
  }
}

type ErrorList = { code: number; message: string }[];
const ADD = `mutation Add($input: RedeemPackageInput!) { addOrUpdateRedeemPackage(input: $input) { basket { ${BASKET} } ${ERRORS} } }`;

export async function runRedeemRace(options: RedeemRaceOptions): Promise<RedeemRaceResult> {
  const { processes, db, card } = options;
  const visitors = Array.from({ length: options.redeems }, (_, i) => new RaceVisitor(processes, i));
  const unexpected: string[] = [];

  // Before the race: each visitor checks the card and chooses. A few at a time: PIN checks of one card
  // are limited per card, and a right PIN only gives its hit back once it is known to be right.
  const prepareStarted = Date.now();
  for (let i = 0; i < visitors.length; i += 4) {
    await Promise.all(
      visitors.slice(i, i + 4).map(async (visitor) => {
        const { captchaChallenge } = await visitor.call<{ captchaChallenge: string }>(CHALLENGE);
        const captchaToken = await solveCaptcha(captchaChallenge);
        const { checkGiftCardBalance } = await visitor.call<{ checkGiftCardBalance: { redeemToken: string | null; errors: ErrorList } }>(CHECK_BALANCE, {
          input: { cardNumber: card.number, pin: card.pin, captchaToken },
        });
        if (checkGiftCardBalance.errors.length || !checkGiftCardBalance.redeemToken) throw new Error(`balance check failed: ${JSON.stringify(checkGiftCardBalance.errors)}`);
        visitor.token = checkGiftCardBalance.redeemToken;
        const { addOrUpdateRedeemPackage } = await visitor.call<{ addOrUpdateRedeemPackage: { errors: ErrorList } }>(ADD, {
          input: { productId: options.productId, amountCents: options.amountCents },
        });
        if (addOrUpdateRedeemPackage.errors.length) throw new Error(`choosing failed: ${JSON.stringify(addOrUpdateRedeemPackage.errors)}`);
      }),
    );
  }
  const prepareMs = Date.now() - prepareStarted;

  // The race: every placement at once, each sent twice (a double click) to both processes.
  type Placed = { placeRedeemOrder: { order: { id: string; status: string } | null; errors: ErrorList } };
  const input = (key: string) => ({
    input: { firstName: 'Rita', lastName: 'Roth', email: 'race@example.com', emailConfirmation: 'race@example.com', termsAccepted: true, idempotencyKey: key },
  });
  const raceStarted = Date.now();
  const answers = await Promise.all(
    visitors.map(async (visitor) => {
      const key = randomUUID();
      return Promise.all(processes.slice(0, 2).map((process) => visitor.call<Placed>(PLACE_REDEEM, input(key), process)));
    }),
  );
  const raceMs = Date.now() - raceStarted;

  let completed = 0;
  let refused = 0;
  let doublePlaced = 0;
  for (const pair of answers) {
    const [first, second] = pair.map((a) => a.placeRedeemOrder);
    if (!first || !second) continue;
    const ids = new Set([first.order?.id, second.order?.id].filter(Boolean));
    if (ids.size > 1) doublePlaced += 1;
    const outcome = (a: typeof first) =>
      a.order?.status === 'COMPLETED' && a.errors.length === 0 ? 'completed' : a.order === null && a.errors.length === 1 && a.errors[0]?.code === (options.refusedCode ?? 2044) ? 'refused' : `other: ${JSON.stringify(a)}`;
    // A double submit: at least one of the two answers is the order (the other may see it placed).
    const outcomes = [outcome(first), outcome(second)];
    if (outcomes.includes('completed')) completed += 1;
    else if (outcomes.every((o) => o === 'refused')) refused += 1;
    else unexpected.push(outcomes.join(' / '));
  }

  const [row] = (
    (await db.execute(sql`select g.balance_cents as balance,
        (select coalesce(sum(l.amount_cents), 0) from gift_card_ledger l where l.gift_card_id = g.id)::int as ledger,
        (select coalesce(-sum(l.amount_cents), 0) from gift_card_ledger l where l.gift_card_id = g.id and l.kind in ('HOLD', 'REDEEM'))::int as redeemed
      from gift_cards g where g.id = ${card.id}`)) as unknown as { rows: { balance: number; ledger: number; redeemed: number }[] }
  ).rows;
  const redeemedCents = Number(row?.redeemed ?? 0);
  return {
    completed,
    refused,
    unexpected,
    doublePlaced,
    redeemedCents,
    balanceCents: Number(row?.balance ?? -1),
    ledgerCents: Number(row?.ledger ?? -1),
    overspentCents: Math.max(0, redeemedCents - card.balanceCents),
    raceMs,
    prepareMs,
  };
}
