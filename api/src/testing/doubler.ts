/**
 * Helpers for balance doubler tests (issue 18): active cards with balance (a blank card pack bought and
 * its cards activated through the test payment page, as a customer gets them), and a visitor who
 * enters cards and reads the promotion and the published draws, solving the captcha like the widget.
 */
import { ActivationVisitor, type BlankCard, blankPackProduct, buyBlankPack, settled } from './activation';
import { Checkout, type ErrorEntry } from './checkout';
import { ERRORS, MONEY, RedeemVisitor } from './redeem';
import type { TestServer } from './test-server';

export const DRAW_RESULT_FIELDS = `month drawnAt entryCount entriesHash seed winner { reference number maskedNumber } prize { ${MONEY} }`;
export const ENTER_DOUBLER = `mutation Enter($input: EnterDoublerInput!) { enterDoubler(input: $input) { entry { reference number month maskedNumber productSlug drawDate } cardStorefront { name balanceCheckUrl } ${ERRORS} } }`;
export const DOUBLER_PROMOTION = `query { doublerPromotion { data { month timeZone entryDeadline nextDrawDate maxPrize { ${MONEY} } lastDraw { ${DRAW_RESULT_FIELDS} } } ${ERRORS} } }`;
export const DOUBLER_DRAW = `query Draw($month: String!) { doublerDraw(month: $month) { data { ${DRAW_RESULT_FIELDS} } ${ERRORS} } }`;
export const DOUBLER_DRAWS = `query Draws($limit: Int) { doublerDraws(limit: $limit) { data { ${DRAW_RESULT_FIELDS} } ${ERRORS} } }`;
export const DOUBLER_DRAW_ENTRIES = `query Entries($month: String!, $paging: PagingInput) { doublerDrawEntries(month: $month, paging: $paging) {
  data { month entryCount entriesHash pageNumber itemsPerPage references } ${ERRORS} } }`;

export interface DoublerEntryAnswer {
  entry: { reference: string; number: string; month: string; maskedNumber: string; productSlug: string | null; drawDate: string } | null;
  cardStorefront?: { name: string; balanceCheckUrl: string } | null;
  errors: ErrorEntry[];
}

export interface DrawResultAnswer {
  month: string;
  drawnAt: string;
  entryCount: number;
  entriesHash: string;
  seed: string;
  winner: { reference: string; number: string; maskedNumber: string };
  prize: { cents: number; currency: string };
}

export interface PromotionAnswer {
  data: {
    month: string;
    timeZone: string;
    entryDeadline: string;
    nextDrawDate: string;
    maxPrize: { cents: number; currency: string };
    lastDraw: DrawResultAnswer | null;
  } | null;
  errors: ErrorEntry[];
}

export interface DrawEntriesAnswer {
  data: { month: string; entryCount: number; entriesHash: string; pageNumber: number; itemsPerPage: number; references: string[] } | null;
  errors: ErrorEntry[];
}

/**
 * Active cards with balance: one blank card pack bought, and one card of it activated per amount (in
 * cents), in order; the pack's other cards stay NOT_ACTIVATED and are returned after them.
 */
export async function activeCards(shop: TestServer, amountsCents: readonly number[]): Promise<{ active: BlankCard[]; blank: BlankCard[] }> {
  const cards = await buyBlankPack(shop, await blankPackProduct(shop));
  if (cards.length < amountsCents.length) throw new Error(`the pack has ${cards.length} cards, ${amountsCents.length} wanted`);
  const visitor = new ActivationVisitor(shop);
  for (const [index, amountCents] of amountsCents.entries()) {
    const answer = await visitor.activate(cards[index] as BlankCard, amountCents);
    if (answer.errors.length > 0 || !answer.action?.url) throw new Error(`activation failed: ${JSON.stringify(answer.errors)}`);
    await new Checkout(shop, { id: '', variations: [] }).choose(answer.action.url, 'authorised');
    await visitor.waitFor(answer.activation?.orderUuid as string, 'DONE');
  }
  await settled(shop);
  return { active: cards.slice(0, amountsCents.length), blank: cards.slice(amountsCents.length) };
}

/** A visitor on the doubler pages (German storefront unless other headers are given). */
export class DoublerVisitor extends RedeemVisitor {
  async enter(card: Pick<BlankCard, 'number' | 'pin'>, overrides: Record<string, unknown> = {}): Promise<DoublerEntryAnswer> {
    const captchaToken = 'captchaToken' in overrides ? overrides.captchaToken : await this.captcha();
    return (
      await this.call<{ enterDoubler: DoublerEntryAnswer }>(ENTER_DOUBLER, {
        input: { cardNumber: card.number, pin: card.pin, email: 'Winner@Example.com', acceptConditions: true, ...overrides, captchaToken },
      })
    ).enterDoubler;
  }

  async promotion(): Promise<PromotionAnswer> {
    return (await this.call<{ doublerPromotion: PromotionAnswer }>(DOUBLER_PROMOTION)).doublerPromotion;
  }

  async draw(month: string): Promise<{ data: DrawResultAnswer | null; errors: ErrorEntry[] }> {
    return (await this.call<{ doublerDraw: { data: DrawResultAnswer | null; errors: ErrorEntry[] } }>(DOUBLER_DRAW, { month })).doublerDraw;
  }

  async draws(limit?: number): Promise<{ data: DrawResultAnswer[]; errors: ErrorEntry[] }> {
    return (await this.call<{ doublerDraws: { data: DrawResultAnswer[]; errors: ErrorEntry[] } }>(DOUBLER_DRAWS, { limit })).doublerDraws;
  }

  async drawEntries(month: string, paging?: { itemsPerPage?: number; pageNumber?: number }): Promise<DrawEntriesAnswer> {
    return (await this.call<{ doublerDrawEntries: DrawEntriesAnswer }>(DOUBLER_DRAW_ENTRIES, { month, paging })).doublerDrawEntries;
  }
}
