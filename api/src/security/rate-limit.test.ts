/**
 * The abuse limits over real HTTP on PGlite (security/rate-limit.ts): each limit refuses the first
 * request past it with the spec's 2036 and leaves other visitors, orders, addresses and IPs alone.
 * The server trusts loopback as a proxy, so a test picks its client address with X-Forwarded-For.
 */
import { count, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mailOutbox } from '../db/order-schema';
import { SESSION_COOKIE } from '../domains/cart/session';
import { parseTrustProxy } from '../http/client-address';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { Shopper } from '../testing/shopper';
import { CHALLENGE, solveCaptcha } from '../testing/redeem';
import { LIMITS, TOO_MANY_ATTEMPTS_MESSAGE, attemptWithinLimits, consumeLimits, currentCount, deleteExpiredCounters, perSubjectAndClient, refundLimits } from './rate-limit';
import { type ErrorEntry, customer as checkoutCustomer } from '../testing/checkout';
import { PRODUCTS, SEARCH } from '../testing/catalogue-queries';
import { spendLimit } from '../testing/limits';
import { rateLimitRefusals } from '../observability/metrics';

const ERRORS = 'errors { message code referencedRequestParameter }';
const ADD = `mutation Add($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } ${ERRORS} } }`;
const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status } ${ERRORS} } }`;
const PAY = `mutation Pay($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { order { id } ${ERRORS} } }`;
const CHECK = `query Check($orderUuid: String!) { checkGiftCardPayment(orderUuid: $orderUuid) { order { id status } ${ERRORS} } }`;
const QUOTE = `mutation Q($input: QuoteRequestInput!) { requestBusinessQuote(input: $input) { id ${ERRORS} } }`;

const tooMany = (referencedRequestParameter: string) => ({ code: 2036, message: TOO_MANY_ATTEMPTS_MESSAGE, referencedRequestParameter });

const customer = checkoutCustomer();

describe('abuse limits', () => {
  let shop: TestServer;
  let product: { id: string; variations: { id: string; variationType: string }[] };
  let nextIp = 1;
  /** A visitor from an address of its own. */
  const visitor = (ip = `198.51.100.${nextIp++}`) => new Shopper(shop, { 'x-forwarded-for': ip });
  /** A quote request of one line, with a solved captcha of the asking visitor. */
  const askQuote = async (shopper: Shopper, email: string) => {
    const { captchaChallenge } = await shopper.call<{ captchaChallenge: string }>(CHALLENGE);
    const input = {
      companyName: 'Muster GmbH',
      contactName: 'Anna Berg',
      email,
      lines: [{ productId: product.id, quantity: 40, amountPerCardCents: 2500 }],
      captchaToken: await solveCaptcha(captchaChallenge),
    };
    return (await shopper.call<{ requestBusinessQuote: { id: string | null; errors: ErrorEntry[] } }>(QUOTE, { input })).requestBusinessQuote;
  };

  beforeAll(async () => {
    shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
    const de = await shop.graphql<{ product: typeof product }>('{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id variations { id variationType } } }');
    product = de.body.data?.product as typeof product;
  });
  afterAll(async () => {
    await shop?.close();
  });

  async function cart(shopper: Shopper): Promise<string> {
    const variation = product.variations.find((v) => v.variationType === 'DIGITAL') as { id: string };
    const added = await shopper.call<{ addGiftCardPackage: { order: { id: string } } }>(ADD, {
      input: { productId: product.id, variationId: variation.id, variationType: 'DIGITAL', amountCents: 5000, quantity: 1, giftPacking: false },
    });
    return added.addGiftCardPackage.order.id;
  }

  async function placedOrder(shopper: Shopper): Promise<string> {
    const id = await cart(shopper);
    const placed = await shopper.call<{ placeOrder: { errors: ErrorEntry[] } }>(PLACE, { input: { orderUuid: id, ...customer } });
    expect(placed.placeOrder.errors).toEqual([]);
    return id;
  }

  it('counts each refusal by its limit, remembered refusals too (shop_rate_limit_refusals_total, issue 38)', async () => {
    const limit = { bucket: 'metrics-test:key', limit: 2, windowSeconds: 60 };
    const refused = async () => (await rateLimitRefusals.get()).values.find((v) => v.labels.limit === limit.bucket)?.value ?? 0;
    const before = await refused();
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push((await consumeLimits(shop.handle.db, shop.secrets.limitKey, [{ limit, key: 'one-key' }])).allowed);
    expect(verdicts).toEqual([true, true, false, false]);
    expect((await refused()) - before).toBe(2);
    // The label is the limit's name, never its key.
    expect(JSON.stringify((await rateLimitRefusals.get()).values)).not.toContain('one-key');
  });

  const check = (shopper: Shopper, orderUuid: string) =>
    shopper.call<{ checkGiftCardPayment: { order: { id: string } | null; errors: ErrorEntry[] } }>(CHECK, { orderUuid }).then((r) => r.checkGiftCardPayment);

  it(`checkGiftCardPayment: the ${LIMITS.paymentCheckPerOrder.limit + 1}st check of one order in a minute answers 2036, other orders and visitors go on`, async () => {
    const shopper = visitor();
    const orderId = await placedOrder(shopper);
    for (let i = 0; i < LIMITS.paymentCheckPerOrder.limit; i++) {
      const answer = await check(shopper, orderId);
      expect(answer.errors.filter((e) => e.code === 2036)).toEqual([]);
    }
    expect(await check(shopper, orderId)).toEqual({ order: null, errors: [tooMany('orderUuid')] });
    // Another visitor (own session, own order) is not affected.
    const other = visitor();
    const otherOrder = await placedOrder(other);
    expect((await check(other, otherOrder)).order).toEqual(expect.objectContaining({ id: otherOrder }));
  });

  it(`checkGiftCardPayment: one address gets ${LIMITS.paymentCheckPerIp.limit} checks a minute, whatever the orders`, async () => {
    const ip = '203.0.113.50';
    const unknown = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: LIMITS.paymentCheckPerIp.limit + 1 }, (_, i) => check(visitor(ip), unknown(i))),
    );
    expect(answers.filter((a) => a.errors[0]?.code === 2036)).toHaveLength(1);
    expect((await check(visitor('203.0.113.51'), unknown(1))).errors).toEqual([expect.objectContaining({ code: 2003 })]);
  });

  it(`placeOrder and addGiftCardPayment: ${LIMITS.placeOrderPerSession.limit} / ${LIMITS.addPaymentPerSession.limit} per session in 10 minutes`, async () => {
    const ip = '198.51.100.150';
    const shopper = visitor(ip);
    const id = await cart(shopper);
    const bogus = { orderUuid: '00000000-0000-4000-8000-000000000000', ...customer };
    for (let i = 0; i < LIMITS.placeOrderPerSession.limit; i++) {
      const answer = await shopper.call<{ placeOrder: { errors: ErrorEntry[] } }>(PLACE, { input: bogus });
      expect(answer.placeOrder.errors[0]?.code).not.toBe(2036);
    }
    expect((await shopper.call<{ placeOrder: { order: null; errors: ErrorEntry[] } }>(PLACE, { input: { orderUuid: id, ...customer } })).placeOrder).toEqual({
      order: null,
      errors: [tooMany('input.orderUuid')],
    });
    const payInput = { orderUuid: id, method: 'card', returnPath: '/checkout/processing' };
    for (let i = 0; i < LIMITS.addPaymentPerSession.limit; i++) {
      const answer = await shopper.call<{ addGiftCardPayment: { errors: ErrorEntry[] } }>(PAY, { input: payInput });
      expect(answer.addGiftCardPayment.errors[0]?.code).not.toBe(2036);
    }
    expect((await shopper.call<{ addGiftCardPayment: { errors: ErrorEntry[] } }>(PAY, { input: payInput })).addGiftCardPayment.errors).toEqual([
      tooMany('input.orderUuid'),
    ]);
    // A visitor from the same address still places its order.
    await placedOrder(visitor(ip));
  });

  it(`requestBusinessQuote: the ${LIMITS.quoteRequestPerRecipient.limit + 1}th quote to one address in an hour is refused and mails nothing`, async () => {
    const mailsTo = async (recipient: string) =>
      (await shop.handle.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.recipient, recipient)))[0]?.n;
    const victim = 'victim@example.com';
    for (let i = 0; i < LIMITS.quoteRequestPerRecipient.limit; i++) {
      // A new visitor from a new address each time: only the recipient's limit applies.
      const answer = await askQuote(visitor(), victim);
      expect(answer.errors).toEqual([]);
    }
    expect(await mailsTo(victim)).toBe(LIMITS.quoteRequestPerRecipient.limit);
    const refused = await askQuote(visitor(), 'Victim@Example.com');
    expect(refused).toEqual({ id: null, errors: [tooMany('input.email')] });
    expect(await mailsTo(victim)).toBe(LIMITS.quoteRequestPerRecipient.limit);
    // Another address is unaffected.
    const other = await askQuote(visitor(), 'buyer@example.com');
    expect(other.errors).toEqual([]);
    expect(await mailsTo('buyer@example.com')).toBe(1);
  });

  it(`requestBusinessQuote: ${LIMITS.quoteRequestPerIp.limit} per address an hour, to any recipients`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < LIMITS.quoteRequestPerIp.limit; i++) {
      const answer = await askQuote(visitor(ip), `spam${i}@example.com`);
      expect(answer.errors).toEqual([]);
    }
    const refused = await askQuote(visitor(ip), 'spam-last@example.com');
    expect(refused.errors).toEqual([tooMany('input.email')]);
    const elsewhere = await askQuote(visitor('203.0.113.78'), 'spam-last@example.com');
    expect(elsewhere.errors).toEqual([]);
  });

  it(`operator: after ${LIMITS.operatorFailuresPerIp.limit} wrong tokens from an address even the right one is refused there (2036)`, async () => {
    const ask = (ip: string, token: string) =>
      shop.graphql('{ operatorReleases { remote } }', { headers: { 'x-forwarded-for': ip, authorization: `Bearer ${token}` } });
    const guesser = '203.0.113.99';
    for (let i = 0; i < LIMITS.operatorFailuresPerIp.limit; i++) {
      expect((await ask(guesser, `guess-${i}`)).body.errors?.[0]?.extensions).toMatchObject({ code: 1401 });
    }
    const locked = await ask(guesser, TEST_OPERATOR_TOKEN);
    expect(locked.body.errors?.[0]).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE, extensions: { code: 2036, referencedRequestParameter: 'authorization' } });
    // The operator elsewhere is not locked out; visitors without a token never touch the limit.
    expect((await ask('203.0.113.100', TEST_OPERATOR_TOKEN)).body.errors).toBeUndefined();
    expect((await shop.graphql('{ ping }', { headers: { 'x-forwarded-for': guesser } })).body.errors).toBeUndefined();
  });

  it(`new carts: ${LIMITS.newCartsPerIp.limit} a minute and ${LIMITS.newCartsPerIpAndHour.limit} an hour per address, then 2036 and no cart; a visitor with a cart adds on (issue 31)`, async () => {
    const ip = '198.51.100.240';
    const first = visitor(ip);
    await cart(first);
    // All but one of the minute's new carts made already; the next new one is the last allowed.
    await spendLimit(shop.handle.db, shop.secrets.limitKey, LIMITS.newCartsPerIp, ip, LIMITS.newCartsPerIp.limit - 1);
    await cart(visitor(ip));
    const refused = await visitor(ip).call<{ addGiftCardPackage: { order: { id: string } | null; errors: ErrorEntry[] } }>(ADD, {
      input: { productId: product.id, variationId: product.variations.find((v) => v.variationType === 'DIGITAL')?.id, variationType: 'DIGITAL', amountCents: 5000, quantity: 1, giftPacking: false },
    });
    expect(refused.addGiftCardPackage.order).toBeNull();
    expect(refused.addGiftCardPackage.errors).toEqual([tooMany('input.quantity')]);
    // Refused a moment ago: the next new cart is answered before the catalogue is read (an unknown
    // product would otherwise be reported as such).
    const again = await visitor(ip).call<{ addGiftCardPackage: { errors: ErrorEntry[] } }>(ADD, {
      input: { productId: product.id, variationId: 'no-such-variation', variationType: 'DIGITAL', amountCents: 5000, quantity: 1, giftPacking: false },
    });
    expect(again.addGiftCardPackage.errors).toEqual([tooMany('input.quantity')]);
    // The shopper who has a cart is not a new cart: adding goes on; so do other addresses.
    expect(await cart(first)).toEqual(expect.any(String));
    expect(await cart(visitor())).toEqual(expect.any(String));
    // The hour's allowance: spent, a new minute does not help.
    const other = '198.51.100.239';
    await spendLimit(shop.handle.db, shop.secrets.limitKey, LIMITS.newCartsPerIpAndHour, other, LIMITS.newCartsPerIpAndHour.limit);
    const late = await visitor(other).call<{ addGiftCardPackage: { errors: ErrorEntry[] } }>(ADD, {
      input: { productId: product.id, variationId: product.variations.find((v) => v.variationType === 'DIGITAL')?.id, variationType: 'DIGITAL', amountCents: 5000, quantity: 1, giftPacking: false },
    });
    expect(late.addGiftCardPackage.errors).toEqual([tooMany('input.quantity')]);
  });

  it(`public answer cache misses: ${LIMITS.publicAnswerMissesPerIp.limit} per ${LIMITS.publicAnswerMissesPerIp.windowSeconds} s per address, one per public root field (aliases too), then 2036 on any new public query; cached answers are still served, other addresses unaffected (issue 31)`, async () => {
    const ip = '198.51.100.241';
    const other = '198.51.100.243';
    const ask = (query: string, variables: Record<string, unknown> = {}, from = ip) =>
      shop.graphql(query, { variables, headers: { 'x-store': '60', 'x-forwarded-for': from } });
    const list = (pageNumber: number, from = ip) => ask(PRODUCTS, { paging: { itemsPerPage: 3, pageNumber } }, from);
    const search = (text: string, from = ip) => ask(SEARCH, { inputText: text }, from);
    const spent = () => currentCount(shop.handle.db, shop.secrets.limitKey, LIMITS.publicAnswerMissesPerIp, ip);
    const refusal = { errors: [{ message: TOO_MANY_ATTEMPTS_MESSAGE, extensions: { code: 2036, referencedRequestParameter: null } }] };
    // Answers the cache keeps (asked once before, from elsewhere).
    expect((await list(1, '198.51.100.242')).body.errors).toBeUndefined();
    expect((await search('Restaurant', '198.51.100.242')).body.errors).toBeUndefined();
    await spendLimit(shop.handle.db, shop.secrets.limitKey, LIMITS.publicAnswerMissesPerIp, ip, LIMITS.publicAnswerMissesPerIp.limit - 4);
    // An answer from the cache costs nothing.
    expect((await list(1)).body.errors).toBeUndefined();
    expect((await search('Restaurant')).body.errors).toBeUndefined();
    expect(await spent()).toBe(LIMITS.publicAnswerMissesPerIp.limit - 4);
    // A miss costs a unit per public root field: three aliased lists are three lists' work.
    const aliased = await ask(`{ a: products(paging: { itemsPerPage: 2, pageNumber: 1 }) { total } b: products(paging: { itemsPerPage: 2, pageNumber: 2 }) { total } c: products(paging: { itemsPerPage: 2, pageNumber: 3 }) { total } }`);
    expect(aliased.body.errors).toBeUndefined();
    expect(await spent()).toBe(LIMITS.publicAnswerMissesPerIp.limit - 1);
    // More units than are left: refused, and nothing spent.
    const twoMore = await ask(`{ a: products(paging: { itemsPerPage: 2, pageNumber: 4 }) { total } b: products(paging: { itemsPerPage: 2, pageNumber: 5 }) { total } }`);
    expect(twoMore.body).toEqual(refusal);
    expect(await spent()).toBe(LIMITS.publicAnswerMissesPerIp.limit - 1);
    // The last miss allowed; past it every new public query is refused, before it runs.
    expect((await list(2)).body.errors).toBeUndefined();
    expect((await list(3)).body).toEqual(refusal);
    expect((await search('zufall ohne ende')).body).toEqual(refusal);
    // Public fields through a fragment at the root, or next to a per-visitor one, are never cached: counted too.
    expect((await ask('{ ...Q } fragment Q on Query { products(paging: { itemsPerPage: 4, pageNumber: 1 }) { total } }')).body).toEqual(refusal);
    expect((await ask('{ cartQuantity { cardQty } products(paging: { itemsPerPage: 4, pageNumber: 1 }) { total } }')).body).toEqual(refusal);
    // A refusal gives its unit back (the window's count stays at the limit).
    expect(await spent()).toBe(LIMITS.publicAnswerMissesPerIp.limit);
    // The cache still answers this client, also what it asked last before the budget ran out.
    expect((await list(1)).body.errors).toBeUndefined();
    expect((await list(2)).body.errors).toBeUndefined();
    expect((await search('Restaurant')).body.errors).toBeUndefined();
    // Per-visitor queries are not public work: not counted, not refused.
    expect((await ask('{ cartQuantity { cardQty } }')).body.errors).toBeUndefined();
    // The refusals were not kept for anyone else, and another address has a budget of its own.
    expect((await list(3, other)).body.errors).toBeUndefined();
    expect((await search('zufall ohne ende', other)).body.errors).toBeUndefined();
  });

  it('forgets a remembered refusal when the count goes down: a burst of right PINs never keeps the owner out (issue 31)', async () => {
    const db = shop.handle.db;
    const hasher = shop.secrets.limitKey;
    const check = [{ limit: LIMITS.pinFailuresPerCardAndClient, key: perSubjectAndClient('6037060000000000001', '198.51.100.77') }];
    // The attempts of a burst are counted before their PINs are checked: the sixth is refused (and
    // remembered in this process) while the first five are still being checked …
    for (let i = 0; i < LIMITS.pinFailuresPerCardAndClient.limit; i += 1) expect((await consumeLimits(db, hasher, check)).allowed).toBe(true);
    expect((await consumeLimits(db, hasher, check)).allowed).toBe(false);
    // … then they turn out right and are given back: the owner's next try is let through.
    for (let i = 0; i < LIMITS.pinFailuresPerCardAndClient.limit; i += 1) await refundLimits(db, hasher, check);
    expect((await consumeLimits(db, hasher, check)).allowed).toBe(true);
  });

  it('never remembers a refused attempt: right PINs given back in another process let the owner in at once (issue 31)', async () => {
    const db = shop.handle.db;
    // Each process remembers refusals per key hasher: a second hasher with the same key is a second server.
    const here = shop.secrets.limitKey;
    const otherServer: typeof here = (key) => here(key);
    const checks = [{ limit: LIMITS.pinFailuresPerCardAndClient, key: perSubjectAndClient('6037060000000000002', '198.51.100.78') }];
    // The other server's five right PINs are counted and still being checked …
    let rightPins: (value: boolean) => void = () => undefined;
    const pinsChecked = new Promise<boolean>((resolve) => {
      rightPins = resolve;
    });
    const started: Promise<unknown>[] = [];
    for (let i = 0; i < LIMITS.pinFailuresPerCardAndClient.limit; i += 1) started.push(attemptWithinLimits(db, otherServer, checks, () => pinsChecked));
    // (Each poll is a query of its own: it waits for the five to be counted, not for a time.)
    while ((await currentCount(db, here, LIMITS.pinFailuresPerCardAndClient, checks[0]?.key as string)) < LIMITS.pinFailuresPerCardAndClient.limit);
    // … when this server refuses one more.
    expect(await attemptWithinLimits(db, here, checks, async () => true)).toMatchObject({ outcome: 'limited' });
    // They were right and are given back over there: here, the owner's next right PIN is let in.
    rightPins(true);
    expect(await Promise.all(started)).toEqual(Array.from({ length: LIMITS.pinFailuresPerCardAndClient.limit }, () => ({ outcome: 'succeeded' })));
    expect(await attemptWithinLimits(db, here, checks, async () => true)).toEqual({ outcome: 'succeeded' });
  });

  it('keeps keys only as keyed hashes (not even a plain sha256 of the address) and cleans up ended windows', async () => {
    const rows = (await shop.handle.db.execute('select bucket, key_hash from rate_limit_counters' as never)) as unknown as { rows: { key_hash: string }[] };
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.rows)).not.toMatch(/victim|203\.0\.113/);
    // An IPv4 address cannot be found again by hashing all four billion of them without the key.
    const plain = createHash('sha256').update('203.0.113.99').digest('hex');
    expect(rows.rows.map((r) => r.key_hash)).not.toContain(plain);
    expect(rows.rows.map((r) => r.key_hash)).toContain(shop.secrets.limitKey('203.0.113.99'));
    await shop.handle.db.execute("update rate_limit_counters set window_end = now() - interval '1 second' where bucket = 'operator-auth-failure:ip'" as never);
    expect(await deleteExpiredCounters(shop.handle.db)).toBeGreaterThan(0);
  });
});

describe('the session cookie behind a proxy', () => {
  it('is Secure when a trusted proxy says https, and ignores the header from anyone else', async () => {
    const cookieOf = async (shop: TestServer) => {
      const de = await shop.graphql<{ product: { id: string; variations: { id: string; variationType: string }[] } }>(
        '{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id variations { id variationType } } }',
      );
      const p = de.body.data?.product as { id: string; variations: { id: string; variationType: string }[] };
      const v = p.variations[0] as { id: string; variationType: string };
      const res = await shop.graphql(ADD, {
        variables: { input: { productId: p.id, variationId: v.id, variationType: v.variationType, amountCents: 5000, quantity: 1, giftPacking: false } },
        headers: { 'x-forwarded-proto': 'https' },
      });
      return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    };
    const behindProxy = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
    const direct = await startTestServer();
    try {
      expect(await cookieOf(behindProxy)).toMatch(/; Secure/);
      expect(await cookieOf(direct)).not.toMatch(/Secure/);
    } finally {
      await behindProxy.close();
      await direct.close();
    }
  });
});
