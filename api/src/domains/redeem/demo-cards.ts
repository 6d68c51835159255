/**
 * Sample cards of the demo (never in production: main.ts calls this in demo mode only), so that a
 * visitor and the journeys can meet the card states of spec §4 that checkout cannot produce: a
 * blocked, an expired, a not yet activated card and a test card, in the German and the Dutch
 * storefront. Their numbers and PINs are listed in the README's demo section.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import { giftCardLedger, giftCards } from '../../db/order-schema';
import { luhnCheckDigit, hashPin } from '../orders/gift-card-codes';

export interface DemoCard {
  storefrontKey: string;
  number: string;
  pin: string;
  state: 'BLOCKED' | 'EXPIRED' | 'NOT_ACTIVATED' | 'TEST';
  balanceCents: number;
}

const STORES: readonly { key: string; storeId: number }[] = [
  { key: 'CBDE', storeId: 60 },
  { key: 'CB', storeId: 10 },
];
const STATES: readonly { state: DemoCard['state']; digit: string; pin: string }[] = [
  { state: 'BLOCKED', digit: '1', pin: '111111' },
  { state: 'EXPIRED', digit: '2', pin: '222222' },
  { state: 'NOT_ACTIVATED', digit: '3', pin: '333333' },
  { state: 'TEST', digit: '4', pin: '444444' },
];

/** 6037, the store id, ten 9s, the state's digit, the check digit: 19 digits. */
export const DEMO_CARDS: readonly DemoCard[] = STORES.flatMap((store) =>
  STATES.map(({ state, digit, pin }) => {
    const partial = `6037${String(store.storeId).padStart(3, '0')}9999999999${digit}`;
    return { storefrontKey: store.key, number: partial + luhnCheckDigit(partial), pin, state, balanceCents: 2_500 };
  }),
);

export async function ensureDemoCards(db: Database, pinPepper: string): Promise<number> {
  let created = 0;
  for (const card of DEMO_CARDS) {
    const pinHash = await hashPin(card.pin, pinPepper, undefined, 'background');
    const id = randomUUID();
    const inserted = await db
      .insert(giftCards)
      .values({
        id,
        number: card.number,
        pinHash,
        storefrontKey: card.storefrontKey,
        productId: `${card.storefrontKey.toLowerCase()}-all-in-1`,
        variationType: 'DIGITAL',
        currency: 'EUR',
        status: card.state === 'BLOCKED' ? 'BLOCKED' : card.state === 'NOT_ACTIVATED' ? 'NOT_ACTIVATED' : 'ACTIVE',
        expiresAt: new Date(Date.now() + (card.state === 'EXPIRED' ? -1 : 3 * 365) * 86_400_000),
        isTest: card.state === 'TEST',
      })
      .onConflictDoNothing()
      .returning({ id: giftCards.id });
    if (inserted.length === 0) continue;
    await db.insert(giftCardLedger).values({ id: randomUUID(), giftCardId: id, kind: 'ISSUE', amountCents: card.balanceCents });
    created += 1;
  }
  return created;
}
