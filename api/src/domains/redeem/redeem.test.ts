/**
 * Balance check and redeem over real HTTP on PGlite (issue 15): the answers a guesser gets, the card
 * states, the captcha, the PIN limits, the redeem basket with its split and top-up, placing with and
 * without a top-up, idempotency, discard and hold expiry. The races are proven on PostgreSQL in
 * redeem-races.postgres.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { giftCardLedger, giftCards, mailOutbox, orderPlacements } from '../../db/order-schema';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import {
  RESET_REDEEM,
  REDEEM_BASKET,
  REDEEM_ORDER,
  REMOVE_REDEEM,
  RedeemVisitor,
  type BasketView,
  type ErrorAnswer,
  type RedeemOrderAnswer,
  cardBalance,
  issueTestCard,
  unissuedNumber,
} from '../../testing/redeem';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { parseTrustProxy } from '../../http/client-address';
import { checkGiftCardBalance, expireRedeemHolds, REDEEM_HOLD_MINUTES, REDEEM_IDLE_MINUTES, REDEEM_MESSAGES } from './redeem-service';
import { hashRedeemToken } from './redeem-token';
import { redeems } from '../../db/redeem-schema';
import { ErrorCode } from '../../errors';
import { ADDRESS_MESSAGES, REDEEM_MESSAGES as CARD_MESSAGES, validationText } from '@shop/shared/validation';
import { physicalDelivery } from '../cart/delivery/delivery-dates';
import { FRAUD_TEST_CARD } from '../payments/test-psp/test-psp-provider';

interface ShopProduct {
  id: string;
  title: string;
  productType: string;
  fixedValues: { cents: number }[];
  redeemData: { minimumRemainingBalance: { cents: number }; minimumAvailableCustomAmount: { cents: number }; maximumAvailableCustomAmount: { cents: number } };
}

const PRODUCTS = `query P($pageId: String, $search: String, $paging: PagingInput) { redeemProducts(pageId: $pageId, search: $search, paging: $paging) {
  total pageNumber itemsPerPage items { id title productType fixedValues { cents } path
  redeemData { title minimumRemainingBalance { cents } minimumAvailableCustomAmount { cents } maximumAvailableCustomAmount { cents } } } } }`;

describe('balance check and redeem', () => {
  let shop: TestServer;
  /** A custom-amount card without a minimum remaining balance (the split and top-up cases use it). */
  let custom: ShopProduct;
  let fixed: ShopProduct;
  let needsRemaining: ShopProduct;

  beforeAll(async () => {
    // Loopback is a trusted proxy: a visitor picks its client address with X-Forwarded-For.
    shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
    const visitor = new RedeemVisitor(shop);
    const { redeemProducts } = await visitor.call<{ redeemProducts: { items: ShopProduct[]; total: number } }>(PRODUCTS, { paging: { itemsPerPage: 100 } });
    const items = redeemProducts.items;
    custom = items.find((p) => p.fixedValues.length === 0 && p.productType === 'GIFT_CARD' && p.redeemData.minimumRemainingBalance.cents === 0) as ShopProduct;
    fixed = items.find((p) => p.fixedValues.length > 0) as ShopProduct;
    needsRemaining = items.find((p) => p.redeemData.minimumRemainingBalance.cents > 0) as ShopProduct;
    expect([custom, fixed, needsRemaining].every(Boolean)).toBe(true);
  });

  afterAll(async () => {
    await shop?.close();
  });

  const card = (options: Parameters<typeof issueTestCard>[2] = {}) => issueTestCard(shop.handle.db, shop.secrets.pinPepper, options);
  const codes = (errors: ErrorAnswer[]) => errors.map((e) => e.code);

  describe('the redeem shop', () => {
    it('lists gift cards and donations with their redeem data, never the choice card, paged', async () => {
      const visitor = new RedeemVisitor(shop);
      const { redeemProducts } = await visitor.call<{ redeemProducts: { items: (ShopProduct & { path: string })[]; total: number; itemsPerPage: number } }>(PRODUCTS, {});
      expect(redeemProducts.itemsPerPage).toBe(16);
      expect(redeemProducts.items).toHaveLength(16);
      expect(redeemProducts.total).toBeGreaterThan(100);
      expect(redeemProducts.items.some((p) => p.path.includes('all-in-1'))).toBe(false);
      expect(custom.redeemData.maximumAvailableCustomAmount.cents).toBe(100_000);
      const search = await visitor.call<{ redeemProducts: { items: { title: string }[] } }>(PRODUCTS, { search: 'zalando' });
      expect(search.redeemProducts.items.every((p) => /zalando/i.test(p.title))).toBe(true);
    });

    it('filters by category, as the product list does', async () => {
      const visitor = new RedeemVisitor(shop);
      const { categories } = await visitor.call<{ categories: { term: string; productCount: number }[] }>('{ categories { term productCount } }');
      const category = categories.find((c) => c.productCount > 0) as { term: string };
      const all = await visitor.call<{ redeemProducts: { total: number } }>(PRODUCTS, {});
      const filtered = await visitor.call<{ redeemProducts: { total: number; items: { id: string }[] } }>(
        `query F($f: [TaxonomyFilterInput!]) { redeemProducts(filterByTaxonomy: $f, paging: { itemsPerPage: 100 }) { total items { id } } }`,
        { f: [{ collection: 'cb_api_giftcard_categories', terms: [category.term] }] },
      );
      expect(filtered.redeemProducts.total).toBeGreaterThan(0);
      expect(filtered.redeemProducts.total).toBeLessThan(all.redeemProducts.total);
      const inCategory = await visitor.call<{ products: { items: { id: string }[] } }>(
        `query P($f: [TaxonomyFilterInput!]) { products(filters: { filterByTaxonomy: $f }, paging: { itemsPerPage: 100 }) { items { id } } }`,
        { f: [{ collection: 'cb_api_giftcard_categories', terms: [category.term] }] },
      );
      const ids = new Set(inCategory.products.items.map((p) => p.id));
      expect(filtered.redeemProducts.items.every((p) => ids.has(p.id))).toBe(true);
    });

    it('names the web shop of a brand that redeems on its own site (spec §3 {product}Brand), and only of those', async () => {
      const visitor = new RedeemVisitor(shop);
      const query = `query S($search: String) { redeemProducts(search: $search) { items { title brand { id name iframeUrl redirectLink redirectTime productExternalLink { title url } } } } }`;
      type Answer = { redeemProducts: { items: { title: string; brand: Record<string, unknown> | null }[] } };
      const webShop = await visitor.call<Answer>(query, { search: 'Kleiderschrank' });
      expect(webShop.redeemProducts.items[0]?.brand).toEqual({
        id: 'modeversand-kleiderschrank',
        name: 'Modeversand Kleiderschrank',
        iframeUrl: 'https://www.modeversand-kleiderschrank.example/shop/',
        redirectLink: 'https://www.modeversand-kleiderschrank.example/gift-card/',
        redirectTime: 5,
        productExternalLink: { title: 'www.modeversand-kleiderschrank.example', url: 'https://www.modeversand-kleiderschrank.example/' },
      });
      const plain = await visitor.call<Answer>(query, { search: 'Burgerwerk' });
      expect(plain.redeemProducts.items[0]?.brand).toMatchObject({ name: 'Burgerwerk', iframeUrl: null, redirectLink: null, productExternalLink: null });
      // Only https addresses reach a page's frame: the database refuses anything else.
      for (const url of ['http://www.modeversand-kleiderschrank.example/', 'javascript:alert(1)', 'https://x.example/"><script>']) {
        const refused = await shop.handle.db.execute(sql`update brands set iframe_url = ${url} where id = 'modeversand-kleiderschrank'`).catch((error: Error) => error);
        expect(String((refused as Error & { cause?: Error }).cause?.message)).toMatch(/brands_web_shop_check/);
      }
    });

    it("lists a company's curated page in its own order", async () => {
      const visitor = new RedeemVisitor(shop);
      const page = await visitor.call<{ redeemPage: { companyName: string; title: string; logo: { url: { href: string } } } | null }>(
        'query { redeemPage(pageId: "nordlicht") { companyName title logo { url { href } } } }',
      );
      expect(page.redeemPage).toMatchObject({ companyName: 'Nordlicht Energie', title: 'Dein Dankeschön von Nordlicht Energie' });
      const { redeemProducts } = await visitor.call<{ redeemProducts: { items: ShopProduct[]; total: number } }>(PRODUCTS, { pageId: 'nordlicht' });
      expect(redeemProducts.total).toBe(9);
      expect(redeemProducts.items.at(-1)?.productType).toBe('DONATION');
      const unknown = await visitor.call<{ redeemPage: unknown }>('query { redeemPage(pageId: "nobody") { companyName } }');
      expect(unknown.redeemPage).toBeNull();
    });
  });

  describe('checking a balance', () => {
    it('answers balance, currency and validity for a right PIN, and opens a redeem', async () => {
      const issued = await card({ balanceCents: 20_000 });
      const visitor = new RedeemVisitor(shop);
      const answer = await visitor.check(issued);
      expect(answer.errors).toEqual([]);
      expect(answer.redeemToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.card).toMatchObject({ maskedNumber: `•••• ${issued.number.slice(-4)}`, balance: { cents: 20_000, currency: 'EUR' } });
      expect(answer.card?.validUntil).toMatch(/^\d{4}-/);
      expect(answer.basket?.totals.balance.cents).toBe(20_000);
      // The token is all that binds the redeem: another visitor without it has none.
      const { redeemBasket } = await new RedeemVisitor(shop).call<{ redeemBasket: { data: BasketView | null; errors: ErrorAnswer[] } }>(REDEEM_BASKET);
      expect(codes(redeemBasket.errors)).toEqual([ErrorCode.REDEEM_UNAVAILABLE]);
    });

    it('answers a wrong number and a wrong PIN exactly alike', async () => {
      const issued = await card();
      const wrongPin = await new RedeemVisitor(shop).check({ number: issued.number, pin: issued.pin === '000000' ? '000001' : '000000' });
      const wrongNumber = await new RedeemVisitor(shop).check({ number: unissuedNumber(), pin: issued.pin });
      expect(wrongPin).toEqual(wrongNumber);
      expect(wrongPin.errors).toEqual([{ code: 2040, message: 'This card number and PIN do not match a gift card', referencedRequestParameter: 'input.cardNumber' }]);
      expect(wrongPin.card).toBeNull();
    });

    it('shows a card state only after a right PIN', async () => {
      const blocked = await card({ status: 'BLOCKED' });
      const expired = await card({ expiresAt: new Date(Date.now() - 86_400_000) });
      const notActivated = await card({ status: 'NOT_ACTIVATED' });
      const empty = await card({ balanceCents: 0 });
      const dutch = await card({ storefrontKey: 'CB' });
      const donation = await card({ productType: 'DONATION' });
      const cases: [typeof blocked, number][] = [
        [blocked, ErrorCode.CARD_BLOCKED],
        [expired, ErrorCode.CARD_EXPIRED],
        [notActivated, ErrorCode.CARD_NOT_ACTIVATED],
        [empty, ErrorCode.CARD_NO_BALANCE],
        [dutch, ErrorCode.CARD_OTHER_STORE],
        [donation, ErrorCode.CARD_NOT_ALLOWED],
      ];
      for (const [issued, code] of cases) {
        const right = await new RedeemVisitor(shop).check(issued);
        expect(codes(right.errors)).toEqual([code]);
        expect(right.redeemToken).toBeNull();
        const wrong = await new RedeemVisitor(shop).check({ ...issued, pin: issued.pin === '999999' ? '999998' : '999999' });
        expect(codes(wrong.errors)).toEqual([ErrorCode.CARD_UNKNOWN]);
      }
    });

    it('names the store a card of another store belongs to (its balance check), and only after the right PIN', async () => {
      const dutch = await card({ storefrontKey: 'CB' });
      const blocked = await card({ status: 'BLOCKED' });
      const CHECK_STORE = `mutation Check($input: CheckGiftCardBalanceInput!) { checkGiftCardBalance(input: $input) {
        cardStorefront { name balanceCheckUrl } errors { code } } }`;
      type StoreAnswer = { checkGiftCardBalance: { cardStorefront: { name: string; balanceCheckUrl: string } | null; errors: { code: number }[] } };
      const ask = async (issued: { number: string; pin: string }) => {
        const visitor = new RedeemVisitor(shop);
        const input = { cardNumber: issued.number, pin: issued.pin, captchaToken: await visitor.captcha() };
        return (await visitor.call<StoreAnswer>(CHECK_STORE, { input })).checkGiftCardBalance;
      };
      const right = await ask(dutch);
      expect(codes(right.errors as ErrorAnswer[])).toEqual([ErrorCode.CARD_OTHER_STORE]);
      expect(right.cardStorefront?.name).toMatch(/ Nederland$/);
      // The Dutch storefront's balance check on its own origin (the request was German: NL has no German).
      expect(right.cardStorefront?.balanceCheckUrl).toMatch(/^https?:\/\/[^/]+\/saldocheck\/$/);
      const wrong = await ask({ ...dutch, pin: dutch.pin === '999999' ? '999998' : '999999' });
      expect(wrong.cardStorefront).toBeNull();
      expect((await ask(blocked)).cardStorefront).toBeNull();
    });

    it('shows a test card its balance but never adds it to a redeem', async () => {
      const test = await card({ isTest: true, balanceCents: 2_500 });
      const answer = await new RedeemVisitor(shop).check(test);
      expect(codes(answer.errors)).toEqual([ErrorCode.TEST_CARD]);
      expect(answer.card?.balance.cents).toBe(2_500);
      expect(answer.redeemToken).toBeNull();
    });

    it('adds extra cards to the same redeem, never the same card twice', async () => {
      const first = await card({ balanceCents: 5_000 });
      const second = await card({ balanceCents: 3_000 });
      const visitor = new RedeemVisitor(shop);
      await visitor.check(first);
      const token = visitor.token;
      const extra = await visitor.check(second);
      expect(extra.redeemToken).toBeNull();
      expect(visitor.token).toBe(token);
      expect(extra.basket?.cards.map((c) => c.card.balance.cents)).toEqual([5_000, 3_000]);
      const again = await visitor.check(first);
      expect(codes(again.errors)).toEqual([ErrorCode.CARD_ALREADY_ADDED]);
    });

    it('answers a malformed number or PIN with the shared message in English, never its id (issue 36)', async () => {
      const visitor = new RedeemVisitor(shop);
      const prefix = await visitor.check({ number: `1234${unissuedNumber().slice(4)}`, pin: '123456' }, 'not-asked');
      expect(prefix.errors).toEqual([
        { code: ErrorCode.INVALID_CART_INPUT, message: 'This is not a card number of ours: it starts with 6037', referencedRequestParameter: 'input.cardNumber' },
      ]);
      const pin = await visitor.check({ number: unissuedNumber(), pin: '12' }, 'not-asked');
      expect(pin.errors).toEqual([{ code: ErrorCode.INVALID_CART_INPUT, message: validationText(CARD_MESSAGES.pinFormat.id), referencedRequestParameter: 'input.pin' }]);
      const details = await new RedeemVisitor(shop).place(randomUUID(), { email: 'rita@example', emailConfirmation: 'rita@example.com' });
      expect(details.errors.length).toBeGreaterThan(0);
      for (const error of [...prefix.errors, ...pin.errors, ...details.errors]) expect(error.message).not.toMatch(/^validation\./);
    });

    it('refuses a missing, forged or replayed captcha solution', async () => {
      const issued = await card();
      const visitor = new RedeemVisitor(shop);
      expect(codes((await visitor.check(issued, 'bm90IGEgc29sdXRpb24=')).errors)).toEqual([ErrorCode.CAPTCHA_FAILED]);
      const solution = await visitor.captcha();
      expect((await visitor.check(issued, solution)).errors).toEqual([]);
      const replay = await new RedeemVisitor(shop).check(issued, solution);
      expect(codes(replay.errors)).toEqual([ErrorCode.CAPTCHA_FAILED]);
      // A challenge with a changed difficulty fails its signature.
      const forged = JSON.parse(Buffer.from(await visitor.captcha(), 'base64').toString());
      forged.challenge.parameters.cost = 1;
      forged.challenge.parameters.keyPrefix = '00';
      const answer = await new RedeemVisitor(shop).check(issued, Buffer.from(JSON.stringify(forged)).toString('base64'));
      expect(codes(answer.errors)).toEqual([ErrorCode.CAPTCHA_FAILED]);
    });

    it('validates the input with the shared schema', async () => {
      const visitor = new RedeemVisitor(shop);
      const answer = await visitor.check({ number: '1234 5678', pin: '12' });
      expect(answer.errors[0]).toMatchObject({ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'input.cardNumber' });
    });
  });

  describe('PIN guessing', () => {
    it('locks a card after 5 wrong PINs, even for the right one, and counts no right PIN', async () => {
      const issued = await card();
      // Right PINs are given back: checking a card often never locks it.
      for (let i = 0; i < 6; i += 1) expect((await new RedeemVisitor(shop, { 'x-store': '60', 'x-forwarded-for': `10.1.0.${i}` }).check(issued)).errors).toEqual([]);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await new RedeemVisitor(shop).check({ ...issued, pin: String((Number(issued.pin) + 1 + i) % 1_000_000).padStart(6, '0') });
        expect(codes(wrong.errors)).toEqual([ErrorCode.CARD_UNKNOWN]);
      }
      const locked = await new RedeemVisitor(shop).check(issued);
      expect(locked.errors).toEqual([
        { code: 2036, message: 'The maximum number of attempts has been reached, please try again later', referencedRequestParameter: 'input.pin' },
      ]);
    });

    it('never locks the owner out: a stranger’s wrong PINs lock only the stranger (issue 31)', async () => {
      const issued = await card();
      const stranger = { 'x-store': '60', 'x-forwarded-for': '198.51.100.66' };
      for (let i = 0; i < 5; i += 1) {
        const wrong = await new RedeemVisitor(shop, stranger).check({ ...issued, pin: String((Number(issued.pin) + 1 + i) % 1_000_000).padStart(6, '0') });
        expect(codes(wrong.errors)).toEqual([ErrorCode.CARD_UNKNOWN]);
      }
      expect(codes((await new RedeemVisitor(shop, stranger).check(issued)).errors)).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
      // The owner, at home: the right PIN works.
      expect((await new RedeemVisitor(shop, { 'x-store': '60', 'x-forwarded-for': '203.0.113.80' }).check(issued)).errors).toEqual([]);
      // Another address of the stranger's IPv6 line is the same client (counted per /64).
      const line = (host: string) => ({ 'x-store': '60', 'x-forwarded-for': `2001:db8:66:1::${host}` });
      for (let i = 0; i < 5; i += 1) await new RedeemVisitor(shop, line(`${i + 1}`)).check({ ...issued, pin: String((Number(issued.pin) + 7 + i) % 1_000_000).padStart(6, '0') });
      expect(codes((await new RedeemVisitor(shop, line('ffff')).check(issued)).errors)).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
    });

    it('never locks a card for right answers, however many arrive at once (issue 31)', async () => {
      const issued = await card();
      const owner = { 'x-store': '60', 'x-forwarded-for': '203.0.113.81' };
      // Twenty right PINs at once: the ones past the limit are refused, and refused attempts are given back.
      const visitors = Array.from({ length: 20 }, () => new RedeemVisitor(shop, owner));
      const solutions = await Promise.all(visitors.map((visitor) => visitor.captcha()));
      await Promise.all(visitors.map((visitor, i) => visitor.check(issued, solutions[i])));
      expect((await new RedeemVisitor(shop, owner).check(issued)).errors).toEqual([]);
    });

    it('refuses every guess from an address after 20 wrong ones: 2,000 random guesses find nothing', async () => {
      const issued = await card();
      const ctx = {
        db: shop.handle.db,
        scope: { storefront: await shop.server.directory.byKey('CBDE'), language: 'de', country: 'DE' },
        session: { hash: null },
        now: new Date(),
        secrets: shop.secrets,
        captcha: { challenge: async () => '', verify: async () => 'verified' as const },
        clientIp: '203.0.113.7',
        redeemToken: null,
      } as unknown as Parameters<typeof checkGiftCardBalance>[0];
      const answers = new Map<number, number>();
      let found = 0;
      for (let i = 0; i < 2_000; i += 1) {
        // Random numbers of this store, and the issued card's number with random PINs.
        const guess = i % 2 === 0 ? { cardNumber: unissuedNumber(), pin: '123456' } : { cardNumber: issued.number, pin: String(Math.floor(Math.random() * 1e6)).padStart(6, '0') };
        const answer = await checkGiftCardBalance(ctx, { ...guess, captchaToken: 'solved' });
        if (answer.errors.length === 0) found += 1;
        const code = answer.errors[0]?.code ?? 0;
        answers.set(code, (answers.get(code) ?? 0) + 1);
      }
      expect(found).toBe(0);
      expect(answers.get(ErrorCode.CARD_UNKNOWN)).toBeLessThanOrEqual(20);
      expect(answers.get(ErrorCode.TOO_MANY_ATTEMPTS)).toBeGreaterThanOrEqual(1_980);
    }, 600_000);
  });

  describe('the redeem basket', () => {
    it('honours a product’s limit per order, as the cart does (issue 31: €1,301 of a €500-limit card)', async () => {
      const { redeemProducts } = await new RedeemVisitor(shop).call<{ redeemProducts: { items: ShopProduct[] } }>(PRODUCTS, { search: 'Apple', paging: { itemsPerPage: 100 } });
      const apple = redeemProducts.items.find((p) => /apple/i.test(p.title) && p.fixedValues.length === 0);
      if (!apple) throw new Error('no Apple card with free amounts in the redeem shop');
      const issued = await card({ balanceCents: 150_000 });
      const visitor = new RedeemVisitor(shop);
      expect((await visitor.check(issued)).errors).toEqual([]);
      expect((await visitor.add(apple.id, 30_000)).errors).toEqual([]);
      const over = await visitor.add(apple.id, 30_000);
      expect(over.errors).toEqual([expect.objectContaining({ code: ErrorCode.SUM_LIMIT, referencedRequestParameter: 'input.amountCents' })]);
      // Refused whole: the basket still holds the first €300 only, and another product is still fine.
      expect((await visitor.add(custom.id, 30_000)).errors).toEqual([]);
      expect((await visitor.add(apple.id, 20_000)).errors).toEqual([]);
      expect(codes((await visitor.add(apple.id, 2_500)).errors)).toEqual([ErrorCode.SUM_LIMIT]);
    });

    it('splits a value over 150 visibly, totals the balance used, what is left and the top-up', async () => {
      const issued = await card({ balanceCents: 20_000 });
      const visitor = new RedeemVisitor(shop);
      await visitor.check(issued);
      const big = await visitor.add(custom.id, 17_500);
      expect(big.errors).toEqual([]);
      const split = big.basket?.packages[0];
      expect(split?.items.map((i) => i.variation.price.cents)).toEqual([15_000, 2_500]);
      expect(split?.packageTotals.mainItemAmount.cents).toBe(17_500);
      const both = await visitor.add(custom.id, 5_000);
      expect(both.basket?.totals).toEqual({
        total: { cents: 22_500, currency: 'EUR' },
        balance: { cents: 20_000, currency: 'EUR' },
        balanceUsed: { cents: 20_000, currency: 'EUR' },
        remainingBalance: { cents: 0, currency: 'EUR' },
        priceToPay: { cents: 2_500, currency: 'EUR' },
      });
      // Change the 50 to a 25: the same package, no top-up left.
      const changed = await visitor.add(custom.id, 2_500, both.basket?.packages[1]?.id);
      expect(changed.basket?.packages).toHaveLength(2);
      expect(changed.basket?.totals.priceToPay.cents).toBe(0);
      expect(changed.basket?.totals.remainingBalance.cents).toBe(0);
      const removed = (await visitor.call<{ removeRedeemPackage: { basket: BasketView } }>(REMOVE_REDEEM, { packageId: split?.id })).removeRedeemPackage;
      expect(removed.basket.totals.total.cents).toBe(2_500);
    });

    it('enforces fixed values, the range, the minimum remaining balance and the product', async () => {
      const issued = await card({ balanceCents: 1_500 });
      const visitor = new RedeemVisitor(shop);
      await visitor.check(issued);
      const notFixed = (fixed.fixedValues[0]?.cents ?? 1_000) + 1;
      expect(codes((await visitor.add(fixed.id, notFixed)).errors)).toEqual([ErrorCode.REDEEM_RULE]);
      expect(codes((await visitor.add(custom.id, 2_550)).errors)).toEqual([ErrorCode.REDEEM_RULE]);
      expect(codes((await visitor.add(custom.id, 100_100)).errors)).toEqual([ErrorCode.REDEEM_RULE]);
      expect(codes((await visitor.add('cbde-all-in-1', 2_000)).errors)).toEqual([ErrorCode.UNKNOWN_PRODUCT]);
      expect(codes((await visitor.add('cb-all-in-1', 2_000)).errors)).toEqual([ErrorCode.UNKNOWN_PRODUCT]);
      // 15 € on the card: a card asking for 10 left is refused once 10 are chosen.
      const min = needsRemaining.fixedValues[0]?.cents ?? needsRemaining.redeemData.minimumAvailableCustomAmount.cents;
      expect((await visitor.add(custom.id, 1_000)).errors).toEqual([]);
      expect(codes((await visitor.add(needsRemaining.id, min)).errors)).toEqual([ErrorCode.REDEEM_RULE]);
    });

    describe('the minimum remaining balance (spec §3 redeemData.minimumRemainingBalance, §5)', () => {
      // The cheapest choice of the card that asks a balance to remain, and what must remain.
      const smallest = () => needsRemaining.fixedValues[0]?.cents ?? needsRemaining.redeemData.minimumAvailableCustomAmount.cents;
      const minimum = () => needsRemaining.redeemData.minimumRemainingBalance.cents;

      it('is judged on the balance left AFTER the choice: 5 € left where 10 € must remain is refused', async () => {
        expect(minimum()).toBe(1_000);
        // The card holds the choice plus 5 €: enough "available" for the old rule, 5 € short after it.
        const issued = await card({ balanceCents: smallest() + 500 });
        const visitor = new RedeemVisitor(shop);
        await visitor.check(issued);
        const refused = await visitor.add(needsRemaining.id, smallest());
        expect(refused.errors).toEqual([
          { code: ErrorCode.REDEEM_RULE, message: 'The remaining balance is too low for this gift card: at least 10.00 EUR must remain on your gift cards', referencedRequestParameter: 'input.productId' },
        ]);
        expect(refused.basket?.packages).toEqual([]);
      });

      it('takes a choice that leaves exactly the minimum, and then keeps every chosen card’s minimum', async () => {
        const issued = await card({ balanceCents: smallest() + minimum() });
        const visitor = new RedeemVisitor(shop);
        await visitor.check(issued);
        const added = await visitor.add(needsRemaining.id, smallest());
        expect(added.errors).toEqual([]);
        expect(added.basket?.totals.remainingBalance.cents).toBe(minimum());
        // Another card, without a minimum of its own, may not eat into what the first one needs left.
        const more = await visitor.add(custom.id, custom.redeemData.minimumAvailableCustomAmount.cents);
        expect(codes(more.errors)).toEqual([ErrorCode.REDEEM_RULE]);
        expect(more.errors[0]?.referencedRequestParameter).toBe('input.productId');
        expect(more.basket?.packages).toHaveLength(1);
        // Nor may a top-up: a choice beyond the balance leaves nothing on the card.
        const beyond = new RedeemVisitor(shop);
        await beyond.check(await card({ balanceCents: 500 }));
        expect(codes((await beyond.add(needsRemaining.id, smallest())).errors)).toEqual([ErrorCode.REDEEM_RULE]);
      });

      it('is checked again when placing, on the balance as it is then (another redeem spent from the card)', async () => {
        const issued = await card({ balanceCents: smallest() + minimum() });
        const first = new RedeemVisitor(shop);
        const second = new RedeemVisitor(shop);
        await first.check(issued);
        await second.check(issued);
        expect((await first.add(needsRemaining.id, smallest())).errors).toEqual([]);
        const spent = custom.redeemData.minimumAvailableCustomAmount.cents;
        expect((await second.add(custom.id, spent)).errors).toEqual([]);
        expect((await second.place()).order?.status).toBe('COMPLETED');
        const refused = await first.place();
        expect(refused.order).toBeNull();
        expect(refused.errors).toEqual([
          { code: ErrorCode.REDEEM_RULE, message: 'The remaining balance is too low for this gift card: at least 10.00 EUR must remain on your gift cards', referencedRequestParameter: 'input.idempotencyKey' },
        ]);
        // Nothing held for the refused one: the card keeps what the second redeem left.
        expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: smallest() + minimum() - spent, ledger: smallest() + minimum() - spent });
      });
    });

    it('needs an open redeem: none, an unknown token, or after reset', async () => {
      const anonymous = new RedeemVisitor(shop);
      expect(codes((await anonymous.add(custom.id, 2_000)).errors)).toEqual([ErrorCode.REDEEM_UNAVAILABLE]);
      anonymous.token = 'A'.repeat(43);
      expect(codes((await anonymous.add(custom.id, 2_000)).errors)).toEqual([ErrorCode.REDEEM_UNAVAILABLE]);
      const visitor = new RedeemVisitor(shop);
      await visitor.check(await card());
      expect((await visitor.call<{ resetRedeem: { errors: ErrorAnswer[] } }>(RESET_REDEEM)).resetRedeem.errors).toEqual([]);
      expect(codes((await visitor.add(custom.id, 2_000)).errors)).toEqual([ErrorCode.REDEEM_UNAVAILABLE]);
    });

    it(`is unavailable (2050) once it has been idle for ${REDEEM_IDLE_MINUTES} minutes, and each use before that keeps it open (issue 36: redeem data unavailable)`, async () => {
      const visitor = new RedeemVisitor(shop);
      await visitor.check(await card());
      const ofVisitor = eq(redeems.tokenHash, hashRedeemToken(visitor.token as string));
      // A use moves the end: a redeem a minute from its end is open again for the whole idle time.
      await shop.handle.db.update(redeems).set({ expiresAt: new Date(Date.now() + 60_000) }).where(ofVisitor);
      const basket = await visitor.call<{ redeemBasket: { errors: ErrorAnswer[] } }>(REDEEM_BASKET);
      expect(basket.redeemBasket.errors).toEqual([]);
      expect(codes((await visitor.add(custom.id, 2_000)).errors)).toEqual([]);
      const [touched] = await shop.handle.db.select({ expiresAt: redeems.expiresAt }).from(redeems).where(ofVisitor);
      expect((touched?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan((REDEEM_IDLE_MINUTES - 1) * 60_000);
      // Idle past its end: every answer is the spec's 'redeem data unavailable', with its parameter.
      await shop.handle.db.update(redeems).set({ expiresAt: new Date(Date.now() - 1_000) }).where(ofVisitor);
      const expired = await visitor.call<{ redeemBasket: { data: BasketView | null; errors: ErrorAnswer[] } }>(REDEEM_BASKET);
      expect(expired.redeemBasket.data).toBeNull();
      expect(expired.redeemBasket.errors).toEqual([{ code: ErrorCode.REDEEM_UNAVAILABLE, message: REDEEM_MESSAGES.unavailable, referencedRequestParameter: 'userData.redeemToken' }]);
      expect(codes((await visitor.add(custom.id, 2_000)).errors)).toEqual([ErrorCode.REDEEM_UNAVAILABLE]);
    });
  });

  describe('placing a redeem', () => {
    it('completes at once when the cards cover it: cards issued and mailed, ledger REDEEM, placed once per key', async () => {
      const issued = await card({ balanceCents: 20_000 });
      const visitor = new RedeemVisitor(shop);
      await visitor.check(issued);
      await visitor.add(custom.id, 17_500);
      const key = randomUUID();
      const placed = await visitor.place(key);
      expect(placed.errors).toEqual([]);
      expect(placed.amountToPay?.cents).toBe(0);
      expect(placed.order).toMatchObject({ status: 'COMPLETED', remainingBalance: { cents: 2_500 }, totals: { total: { cents: 17_500 }, paidWithGiftCards: { cents: 17_500 }, priceToPay: { cents: 0 } } });
      expect(placed.order?.shipments[0]?.deliveryAddress.email).toBe('rita@example.com');
      // A double submit: the same order, no second hold.
      const again = await visitor.place(key);
      expect(again.order?.id).toBe(placed.order?.id);
      const orderId = placed.order?.id as string;
      const entries = await shop.handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.orderId, orderId));
      // The source card's one capture, and the new cards' issues.
      expect(entries.map((e) => [e.kind, e.amountCents]).sort()).toEqual([['ISSUE', 15_000], ['ISSUE', 2_500], ['REDEEM', -17_500]].sort());
      expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: 2_500, ledger: 2_500 });
      const newCards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
      expect(newCards.map((c) => c.balanceCents).sort()).toEqual([15_000, 2_500].sort());
      const mails = await shop.handle.db.select().from(mailOutbox).where(sql`${mailOutbox.kind} = 'gift-card' and ${mailOutbox.recipient} = 'rita@example.com'`);
      expect(mails.length).toBeGreaterThanOrEqual(2);
      // Rita redeemed for herself: her card mails say "your gift card", never "Rita Roth sent you".
      for (const mail of mails) expect(mail.payload).toMatchObject({ selfGift: true, validUntil: expect.stringMatching(/^\d{4}-12-31$/) });
      // The redeem is placed: the basket cannot change any more, and another key does not place again.
      expect(codes((await visitor.add(custom.id, 1_000)).errors)).toEqual([ErrorCode.REDEEM_UNAVAILABLE]);
      expect(codes((await visitor.place(randomUUID())).errors)).toEqual([ErrorCode.INVALID_CART_INPUT]);
      // Only this visitor sees the order.
      const mine = await visitor.call<{ redeemOrder: { data: RedeemOrderAnswer | null } }>(REDEEM_ORDER, { uuid: orderId });
      expect(mine.redeemOrder.data?.giftCardPayments).toEqual([{ card: { maskedNumber: `•••• ${issued.number.slice(-4)}` }, used: { cents: 17_500, currency: 'EUR' } }]);
      const theirs = await new RedeemVisitor(shop).call<{ redeemOrder: { data: unknown; errors: ErrorAnswer[] } }>(REDEEM_ORDER, { uuid: orderId });
      expect(theirs.redeemOrder.data).toBeNull();
    });

    it('holds the balance while the top-up is paid, then captures it and issues the cards', async () => {
      const issued = await card({ balanceCents: 20_000 });
      const visitor = new RedeemVisitor(shop);
      await visitor.check(issued);
      await visitor.add(custom.id, 17_500);
      await visitor.add(custom.id, 5_000);
      const placed = await visitor.place();
      expect(placed.order?.status).toBe('PENDING');
      expect(placed.amountToPay?.cents).toBe(2_500);
      expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: 0, ledger: 0 });
      const orderId = placed.order?.id as string;
      const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
      const payment = await checkout.pay(visitor, orderId);
      expect(payment.errors).toEqual([]);
      const [started] = await shop.handle.db.execute(sql`select amount_cents from payments where order_id = ${orderId}`).then((r) => (r as unknown as { rows: { amount_cents: number }[] }).rows);
      expect(started?.amount_cents).toBe(2_500);
      await checkout.choose(payment.action?.url as string, 'authorised');
      await checkout.waitFor(visitor, orderId, (order) => order.status === 'COMPLETED');
      const [placement] = await shop.handle.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
      expect(placement?.issueProblem).toBeNull();
      expect(placement?.issuedAt).not.toBeNull();
      const newCards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
      expect(newCards.map((c) => c.balanceCents).sort((a, b) => a - b)).toEqual([2_500, 5_000, 15_000]);
      const kinds = await shop.handle.db.select().from(giftCardLedger).where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.giftCardId, issued.id)));
      expect(kinds.map((e) => e.kind)).toEqual(['REDEEM']);
    });

    it('tells the owner why the top-up was refused as suspected fraud (2037, as checkout does), never a stranger, and another method pays it', async () => {
      const issued = await card({ balanceCents: 3_000 });
      const visitor = new RedeemVisitor(shop);
      await visitor.check(issued);
      await visitor.add(custom.id, 5_000);
      const placed = await visitor.place();
      expect(placed.amountToPay?.cents).toBe(2_000);
      const orderId = placed.order?.id as string;
      type Answer = { redeemOrder: { data: RedeemOrderAnswer | null; errors: ErrorAnswer[] } };
      // Nothing paid yet: nothing to explain.
      expect((await visitor.call<Answer>(REDEEM_ORDER, { uuid: orderId })).redeemOrder.errors).toEqual([]);

      const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
      let payment = await checkout.pay(visitor, orderId, 'card');
      // The issuer refuses this card as suspected fraud, whatever the page is told.
      expect(await checkout.choose(payment.action?.url as string, 'authorised', { number: FRAUD_TEST_CARD })).toContain('resultCode=Refused');
      await checkout.waitFor(visitor, orderId, (order) => order.payment?.status === 'REFUSED');
      const mine = await visitor.call<Answer>(REDEEM_ORDER, { uuid: orderId });
      expect(mine.redeemOrder.data).toMatchObject({ status: 'PENDING', canRetry: true, payment: { status: 'REFUSED', method: 'card' } });
      expect(mine.redeemOrder.errors).toEqual([{ code: ErrorCode.PAYMENT_FRAUD, message: 'We cannot accept this payment. Please use another payment method.', referencedRequestParameter: 'orderUuid' }]);

      // Another visitor with the order's id, even with the redeem's token, learns neither the order nor why its payment failed.
      const stranger = new RedeemVisitor(shop);
      const withToken = new RedeemVisitor(shop);
      withToken.token = visitor.token;
      for (const other of [stranger, withToken]) {
        const theirs = await other.call<Answer>(REDEEM_ORDER, { uuid: orderId });
        expect(theirs.redeemOrder.data).toBeNull();
        expect(codes(theirs.redeemOrder.errors)).toEqual([ErrorCode.UNKNOWN_CART_ITEM]);
        expect(JSON.stringify(theirs)).not.toMatch(/2037|another payment method/);
      }

      // The chosen cards and the held balance stay: another payment method pays the top-up, and the reason is gone.
      expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: 0, ledger: 0 });
      payment = await checkout.pay(visitor, orderId, 'paypal');
      expect(payment.errors).toEqual([]);
      await checkout.choose(payment.action?.url as string, 'authorised');
      await checkout.waitFor(visitor, orderId, (order) => order.status === 'COMPLETED');
      const paid = await visitor.call<Answer>(REDEEM_ORDER, { uuid: orderId });
      expect(paid.redeemOrder).toMatchObject({ data: { status: 'COMPLETED' }, errors: [] });
    });

    it('gives the balance back when the shopper leaves after a failed top-up, and when a hold expires', async () => {
      const issued = await card({ balanceCents: 3_000 });
      const visitor = new RedeemVisitor(shop);
      await visitor.check(issued);
      await visitor.add(custom.id, 5_000);
      const placed = await visitor.place();
      expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: 0, ledger: 0 });
      const discarded = await visitor.call<{ discardOrder: { errors: ErrorAnswer[] } }>(
        'mutation D($orderUuid: String!) { discardOrder(orderUuid: $orderUuid) { errors { code message referencedRequestParameter } } }',
        { orderUuid: placed.order?.id },
      );
      expect(discarded.discardOrder.errors).toEqual([]);
      expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: 3_000, ledger: 3_000 });

      const second = new RedeemVisitor(shop);
      await second.check(issued);
      await second.add(custom.id, 5_000);
      const waiting = await second.place();
      expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: 0, ledger: 0 });
      expect(await expireRedeemHolds(shop.handle.db)).toBe(0);
      expect(await expireRedeemHolds(shop.handle.db, new Date(Date.now() + (REDEEM_HOLD_MINUTES + 1) * 60_000))).toBeGreaterThanOrEqual(1);
      expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: 3_000, ledger: 3_000 });
      const order = await second.call<{ redeemOrder: { data: RedeemOrderAnswer } }>(REDEEM_ORDER, { uuid: waiting.order?.id });
      expect(order.redeemOrder.data.status).toBe('CANCELED');
    });

    it('sends cards by post to the address given, with shipping in the total (and so in the top-up)', async () => {
      const byPost = (
        await new RedeemVisitor(shop).call<{ redeemProducts: { items: (ShopProduct & { physical: { fixedValues: { cents: number }[]; minimumAvailableCustomAmount: { cents: number } } | null })[] } }>(
          `query { redeemProducts(paging: { itemsPerPage: 100 }) { items { id productType fixedValues { cents } redeemData { minimumRemainingBalance { cents } minimumAvailableCustomAmount { cents } maximumAvailableCustomAmount { cents } }
            physical { fixedValues { cents } minimumAvailableCustomAmount { cents } } } } }`,
        )
      ).redeemProducts.items.find((p) => p.physical && p.redeemData.minimumRemainingBalance.cents === 0);
      if (!byPost?.physical) throw new Error('no product by post');
      expect((await new RedeemVisitor(shop).call<{ redeemProducts: { items: { productType: string; physical: unknown }[] } }>(
        'query { redeemProducts(paging: { itemsPerPage: 100, pageNumber: 3 }) { items { productType physical { minimumAvailableCustomAmount { cents } } } } }',
      )).redeemProducts.items.filter((p) => p.productType === 'DONATION').every((p) => p.physical === null)).toBe(true);
      const amount = byPost.physical.fixedValues[0]?.cents ?? 5_000;
      const issued = await card({ balanceCents: 10_000 });
      const visitor = new RedeemVisitor(shop);
      await visitor.check(issued);
      const added = (await visitor.call<{ addOrUpdateRedeemPackage: { basket: BasketView & { totals: { shipping: { cents: number } } } | null; errors: ErrorAnswer[] } }>(
        `mutation A($input: RedeemPackageInput!) { addOrUpdateRedeemPackage(input: $input) { basket { totals { total { cents } shipping { cents } priceToPay { cents } } } errors { code message referencedRequestParameter } } }`,
        { input: { productId: byPost.id, amountCents: amount, variationType: 'PHYSICAL' } },
      )).addOrUpdateRedeemPackage;
      expect(added.errors).toEqual([]);
      // When they arrive: the checkout's rule for cards by post (delivery-dates.ts), asked as the redeem checkout asks it.
      const before = physicalDelivery(new Date(), 'DE');
      const { redeemBasket } = await visitor.call<{ redeemBasket: { data: { physicalDelivery: { dispatchDate: string; from: string; to: string } | null } } }>(
        'query { redeemBasket { data { physicalDelivery { dispatchDate from to } } } }',
      );
      expect([before, physicalDelivery(new Date(), 'DE')]).toContainEqual(redeemBasket.data.physicalDelivery);
      const shipping = added.basket?.totals.shipping.cents ?? 0;
      expect(shipping).toBeGreaterThan(0);
      expect(added.basket?.totals.total.cents).toBe(amount + shipping);
      expect((await visitor.place()).errors).toEqual([{ code: ErrorCode.INVALID_CART_INPUT, message: 'Cards by post need an address', referencedRequestParameter: 'input.address' }]);
      const badPostcode = await visitor.place(randomUUID(), { address: { countryCode: 'DE', postCode: '1234', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' } });
      expect(badPostcode.errors[0]?.referencedRequestParameter).toBe('input.address.postCode');
      // The shared message's English text, never its id (a client shows or translates the text).
      expect(badPostcode.errors[0]?.message).toBe(validationText(ADDRESS_MESSAGES.postCodeInvalid.id));
      const placed = await visitor.place(randomUUID(), { address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' } });
      expect(placed.errors).toEqual([]);
      expect(placed.order?.totals.total.cents).toBe(amount + shipping);
      const orderId = placed.order?.id as string;
      const [physicalCard] = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
      expect(physicalCard).toMatchObject({ variationType: 'PHYSICAL', balanceCents: amount });
      const mails = await shop.handle.db.select().from(mailOutbox).where(sql`${mailOutbox.kind} = 'gift-card' and ${mailOutbox.payload}->>'orderNumber' = ${placed.order?.orderNumber}`);
      expect(mails).toHaveLength(0);
    });

    it('has no delivery window without cards by post', async () => {
      const visitor = new RedeemVisitor(shop);
      await visitor.check(await card({ balanceCents: 5_000 }));
      await visitor.add(custom.id, 2_000);
      const { redeemBasket } = await visitor.call<{ redeemBasket: { data: { physicalDelivery: unknown } } }>('query { redeemBasket { data { physicalDelivery { from } } } }');
      expect(redeemBasket.data.physicalDelivery).toBeNull();
    });

    it('sends the new cards at the moment the shopper chose (the basket rules: future, within a year)', async () => {
      const issued = await card({ balanceCents: 5_000 });
      const visitor = new RedeemVisitor(shop);
      await visitor.check(issued);
      await visitor.add(custom.id, 2_000);
      const past = await visitor.place(randomUUID(), { scheduledAt: '2020-01-01T09:00:00Z' });
      expect(past.errors).toEqual([{ code: ErrorCode.INVALID_CART_INPUT, message: 'Please choose a moment in the future', referencedRequestParameter: 'input.scheduledAt' }]);
      expect((await visitor.place(randomUUID(), { scheduledAt: 'tomorrow' })).errors[0]?.referencedRequestParameter).toBe('input.scheduledAt');
      const later = new Date(Date.now() + 3 * 86_400_000);
      const placed = await visitor.place(randomUUID(), { scheduledAt: later.toISOString() });
      expect(placed.order?.status).toBe('COMPLETED');
      const mails = await shop.handle.db.select().from(mailOutbox).where(sql`${mailOutbox.kind} = 'gift-card' and ${mailOutbox.payload}->>'orderNumber' = ${placed.order?.orderNumber}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.nextAttemptAt.getTime()).toBe(later.getTime());
    });

    it('refuses a redeem whose cards have no balance left (another redeem took it)', async () => {
      const issued = await card({ balanceCents: 2_000 });
      const first = new RedeemVisitor(shop);
      const second = new RedeemVisitor(shop);
      await first.check(issued);
      await second.check(issued);
      await first.add(custom.id, 2_000);
      await second.add(custom.id, 2_000);
      expect((await first.place()).order?.status).toBe('COMPLETED');
      const refused = await second.place();
      expect(refused.errors).toEqual([{ code: ErrorCode.CARD_NO_BALANCE, message: 'There is no balance left on this gift card', referencedRequestParameter: 'input.idempotencyKey' }]);
      expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: 0, ledger: 0 });
    });

    it('says when a card of the open redeem was blocked or has expired since its check, and counts none of its balance, as placing does', async () => {
      const kept = await card({ balanceCents: 2_000 });
      const blocked = await card({ balanceCents: 5_000 });
      const expiring = await card({ balanceCents: 3_000 });
      const visitor = new RedeemVisitor(shop);
      for (const issued of [kept, blocked, expiring]) expect((await visitor.check(issued)).errors).toEqual([]);
      const chosen = await visitor.add(custom.id, 4_000);
      expect(chosen.basket?.totals.priceToPay.cents).toBe(0);
      await shop.handle.db.update(giftCards).set({ status: 'BLOCKED' }).where(eq(giftCards.id, blocked.id));
      await shop.handle.db.update(giftCards).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(giftCards.id, expiring.id));
      const { redeemBasket } = await visitor.call<{ redeemBasket: { data: BasketView } }>(REDEEM_BASKET);
      const state = (issued: { number: string }) => redeemBasket.data.cards.find((c) => c.card.maskedNumber.endsWith(issued.number.slice(-4)))?.card;
      expect(state(kept)).toMatchObject({ status: 'ACTIVE', expired: false });
      expect(state(blocked)).toMatchObject({ status: 'BLOCKED', expired: false });
      expect(state(expiring)).toMatchObject({ status: 'ACTIVE', expired: true });
      // The price shown is the price placing asks: only the kept card's 20 against the chosen 40.
      expect(redeemBasket.data.totals.balance.cents).toBe(2_000);
      expect(redeemBasket.data.totals.priceToPay.cents).toBe(2_000);
      const placed = await visitor.place();
      expect(placed.errors).toEqual([]);
      expect(placed.amountToPay?.cents).toBe(2_000);
      expect(await cardBalance(shop.handle.db, blocked.id)).toEqual({ balance: 5_000, ledger: 5_000 });
    });

    it('never lets the database take more than a card holds (CHECK), whatever the code does', async () => {
      const issued = await card({ balanceCents: 1_000 });
      await expect(
        shop.handle.db.insert(giftCardLedger).values({ id: randomUUID(), giftCardId: issued.id, kind: 'HOLD', amountCents: -1_001 }),
      ).rejects.toThrow();
      await expect(shop.handle.db.delete(giftCardLedger).where(eq(giftCardLedger.giftCardId, issued.id))).rejects.toThrow();
      expect(await cardBalance(shop.handle.db, issued.id)).toEqual({ balance: 1_000, ledger: 1_000 });
    });
  });
});

describe('the demo sample cards', () => {
  let shop: TestServer;
  beforeAll(async () => {
    shop = await startTestServer();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('are valid card numbers, created once, and answer their state after the right PIN', async () => {
    const { DEMO_CARDS, ensureDemoCards } = await import('./demo-cards');
    const { isValidGiftCardNumber } = await import('../orders/gift-card-codes');
    expect(DEMO_CARDS.every((c) => isValidGiftCardNumber(c.number))).toBe(true);
    expect(await ensureDemoCards(shop.handle.db, shop.secrets.pinPepper)).toBe(DEMO_CARDS.length);
    expect(await ensureDemoCards(shop.handle.db, shop.secrets.pinPepper)).toBe(0);
    const expected: Record<string, number> = { BLOCKED: ErrorCode.CARD_BLOCKED, EXPIRED: ErrorCode.CARD_EXPIRED, NOT_ACTIVATED: ErrorCode.CARD_NOT_ACTIVATED, TEST: ErrorCode.TEST_CARD };
    for (const card of DEMO_CARDS.filter((c) => c.storefrontKey === 'CBDE')) {
      const answer = await new RedeemVisitor(shop).check(card);
      expect(answer.errors.map((e) => e.code)).toEqual([expected[card.state]]);
    }
  });
});
