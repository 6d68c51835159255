/**
 * The business page's quote form over real HTTP on PGlite (issue 17): behind the captcha, each line
 * checked against the storefront's catalogue (Poland: 50 to 2000 zloty a card), kept with its lines,
 * mailed whole to the business sales address and acknowledged to the requester without the free
 * texts; and the volume prices of the business page.
 */
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import { products, productVariations, storefrontBranding } from '../../db/catalogue-schema';
import { mailOutbox, quoteRequestLines, quoteRequests } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { parseTrustProxy } from '../../http/client-address';
import { CHALLENGE, solveCaptcha } from '../../testing/redeem';
import { Shopper } from '../../testing/shopper';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { renderMail } from '../mail/templates';

const QUOTE = 'mutation Q($input: QuoteRequestInput!) { requestBusinessQuote(input: $input) { id number errors { code message referencedRequestParameter } } }';
const VOLUME = '{ businessVolumePrices { minQuantity serviceFee { cents currency value } } }';

type Entry = { code: number; message: string; referencedRequestParameter: string | null };
type Answer = { id: string | null; number?: string | null; errors: Entry[] };

const STORE_ID = { CBDE: '60', CB: '10', CBPL: '50' } as const;
const MESSAGE = 'Bitte bis Mitte Dezember liefern. <script>alert(1)</script> Call me!';
const WISHES = 'Lieferung am 12.12., in Firmenumschlägen mit Logo';

let shop: TestServer;
let ip = 0;

/** A visitor of a storefront from an address of its own (the limits are per IP, session and recipient). */
const visitor = (store: keyof typeof STORE_ID = 'CBDE') => {
  ip += 1;
  return new Shopper(shop, { 'x-store': STORE_ID[store], 'x-forwarded-for': `198.51.100.${ip}` });
};

async function captcha(shopper: Shopper): Promise<string> {
  return solveCaptcha((await shopper.call<{ captchaChallenge: string }>(CHALLENGE)).captchaChallenge);
}

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function ask(shopper: Shopper, input: Record<string, unknown>, captchaToken?: string): Promise<Answer> {
  const full = { companyName: 'Muster GmbH', contactName: 'Anna Berg', email: uniqueEmail('buyer'), captchaToken: captchaToken ?? (await captcha(shopper)), ...input };
  return (await shopper.call<{ requestBusinessQuote: Answer }>(QUOTE, { input: full })).requestBusinessQuote;
}

interface SoldProduct {
  id: string;
  /** The widest amount range of its in-stock variations, in cents. */
  min: number;
  max: number;
}

/** Gift card products of a storefront that are listed, not retired and in stock, with their range. */
async function soldProducts(storefrontKey: string): Promise<SoldProduct[]> {
  const rows = await shop.handle.db
    .select({ id: products.id, min: sql<number>`min(${productVariations.minPriceCents})::int`, max: sql<number>`max(${productVariations.maxPriceCents})::int` })
    .from(products)
    .innerJoin(productVariations, eq(productVariations.productId, products.id))
    .where(
      and(
        eq(products.storefrontKey, storefrontKey),
        eq(products.productType, 'GIFT_CARD'),
        eq(products.isListed, true),
        isNull(products.retiredAt),
        isNull(productVariations.retiredAt),
        eq(productVariations.inStock, true),
      ),
    )
    .groupBy(products.id)
    .orderBy(asc(products.position), asc(products.id));
  return rows.map((row) => ({ id: row.id, min: Number(row.min), max: Number(row.max) }));
}

let german: SoldProduct;
let germanOther: SoldProduct;
let dutch: SoldProduct;
let polish: SoldProduct;

beforeAll(async () => {
  shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
  [german, germanOther] = (await soldProducts('CBDE')) as [SoldProduct, SoldProduct];
  [dutch] = (await soldProducts('CB')) as [SoldProduct];
  [polish] = (await soldProducts('CBPL')) as [SoldProduct];
});

afterAll(async () => {
  await shop?.close();
});

const within = (product: SoldProduct) => Math.ceil(product.min / 100) * 100;

describe('the business quote form', () => {
  it('stores the request with its lines and mails it whole to sales, acknowledging only the cards to the requester', async () => {
    const email = uniqueEmail('Einkauf');
    const lines = [
      { productId: german.id, quantity: 40, amountPerCardCents: within(german) },
      { productId: germanOther.id, quantity: 10, amountPerCardCents: Math.floor(germanOther.max / 100) * 100 },
    ];
    const answer = await ask(visitor(), {
      email,
      phone: { dialCode: '+49', number: '030 1234567' },
      lines,
      budgetCents: 250_000,
      deliveryWishes: WISHES,
      message: MESSAGE,
    });
    expect(answer.errors).toEqual([]);
    const id = answer.id as string;
    // What the buyer is shown and quotes: a short number of the day, not the uuid.
    expect(answer.number).toMatch(/^Q-\d{6}-[A-HJ-NP-Z2-9]{6}$/);

    const [stored] = await shop.handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(stored).toMatchObject({
      storefrontKey: 'CBDE',
      email: email.toLowerCase(),
      phoneNumber: '+49 030 1234567',
      cardCount: 50,
      // The lines' amounts differ: they hold them.
      amountPerCardCents: lines[0]?.amountPerCardCents === lines[1]?.amountPerCardCents ? lines[0]?.amountPerCardCents : null,
      budgetCents: 250_000,
      deliveryWishes: WISHES,
      message: MESSAGE,
      language: 'de',
    });
    const storedLines = await shop.handle.db.select().from(quoteRequestLines).where(eq(quoteRequestLines.quoteRequestId, id)).orderBy(asc(quoteRequestLines.position));
    expect(storedLines.map(({ position, productId, quantity, amountPerCardCents }) => ({ position, productId, quantity, amountPerCardCents }))).toEqual(
      lines.map((line, position) => ({ position, ...line })),
    );

    const mails = await shop.handle.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, `%:${id}`));
    expect(mails.map((m) => m.kind).sort()).toEqual(['quote-request', 'quote-request-sales']);
    const [branding] = await shop.handle.db.select().from(storefrontBranding).where(eq(storefrontBranding.storefrontKey, 'CBDE'));
    const toSales = mails.find((m) => m.kind === 'quote-request-sales');
    expect(toSales?.recipient).toBe(branding?.businessEmail);
    const salesMail = await renderMail('quote-request-sales', toSales?.language as string, toSales?.payload as never);
    expect(salesMail.text).toContain(MESSAGE);
    expect(salesMail.text).toContain(WISHES);
    expect(salesMail.text).toContain('+49 030 1234567');
    expect(salesMail.text).toContain('2.500,00');
    // The sales team sees the number the buyer will quote.
    expect(salesMail.text).toContain(`Referenz: ${answer.number}`);
    expect(salesMail.text).not.toContain(id);
    expect(salesMail.html).not.toContain('<script>');

    const ack = mails.find((m) => m.kind === 'quote-request');
    if (!ack) throw new Error('no acknowledgement');
    expect(ack.recipient).toBe(email.toLowerCase());
    const ackMail = await renderMail('quote-request', 'de', ack.payload as never);
    expect(ackMail.subject).toBe(`Deine Angebotsanfrage bei ${(ack.payload as { storefrontName: string }).storefrontName}`);
    // Not even the company name (issue 31): any text typed into the form could be a link to anywhere.
    expect(ackMail.text).not.toContain('Muster GmbH');
    expect(ackMail.html).not.toContain('Muster GmbH');
    const totalCents = lines.reduce((sum, line) => sum + line.quantity * line.amountPerCardCents, 0);
    expect(ackMail.text).toContain(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(totalCents / 100));
    // Nothing the requester wrote freely goes to the address they gave.
    for (const text of [ackMail.text, ackMail.html, JSON.stringify(ack.payload)]) {
      expect(text).not.toContain('Mitte Dezember');
      expect(text).not.toContain('Firmenumschlägen');
      expect(text).not.toContain('Anna Berg');
    }
  });

  it('needs a solved captcha, spent once, and stores and mails nothing without it', async () => {
    const email = uniqueEmail('robot');
    const lines = [{ productId: german.id, quantity: 5, amountPerCardCents: within(german) }];
    const robot = await ask(visitor(), { email, lines }, 'not-a-solution');
    expect(robot).toEqual({ id: null, number: null, errors: [expect.objectContaining({ code: ErrorCode.CAPTCHA_FAILED, referencedRequestParameter: 'input.captchaToken' })] });
    const missing = await ask(visitor(), { email, lines }, '');
    expect(missing).toEqual({ id: null, number: null, errors: [expect.objectContaining({ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'input.captchaToken' })] });
    const browser = visitor();
    const token = await captcha(browser);
    expect((await ask(browser, { email: uniqueEmail('once'), lines }, token)).errors).toEqual([]);
    expect((await ask(browser, { email, lines }, token)).errors.map((e) => e.code)).toEqual([ErrorCode.CAPTCHA_FAILED]);
    expect(await shop.handle.db.select().from(quoteRequests).where(eq(quoteRequests.email, email))).toEqual([]);
    expect(await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toEqual([]);
  });

  it('refuses products it does not sell here and amounts out of range at their line', async () => {
    const [retired] = (await soldProducts('CBDE')).slice(-1) as [SoldProduct];
    await shop.handle.db.update(products).set({ retiredAt: new Date() }).where(eq(products.id, retired.id));
    const email = uniqueEmail('lines');
    const answer = await ask(visitor(), {
      email,
      lines: [
        { productId: german.id, quantity: 10, amountPerCardCents: within(german) },
        { productId: dutch.id, quantity: 10, amountPerCardCents: within(dutch) },
        { productId: 'no-such-product', quantity: 10, amountPerCardCents: 2500 },
        { productId: retired.id, quantity: 10, amountPerCardCents: within(retired) },
        { productId: german.id, quantity: 10, amountPerCardCents: Math.floor(german.max / 100) * 100 + 100 },
        { productId: german.id, quantity: 10, amountPerCardCents: 2550 },
      ],
    });
    expect(answer.id).toBeNull();
    expect(answer.errors).toEqual([
      // The shared schema first: whole units only.
      expect.objectContaining({ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'input.lines.5.amountPerCardCents' }),
    ]);
    const checked = await ask(visitor(), {
      email,
      lines: [
        { productId: german.id, quantity: 10, amountPerCardCents: within(german) },
        { productId: dutch.id, quantity: 10, amountPerCardCents: within(dutch) },
        { productId: 'no-such-product', quantity: 10, amountPerCardCents: 2500 },
        { productId: retired.id, quantity: 10, amountPerCardCents: within(retired) },
        { productId: german.id, quantity: 10, amountPerCardCents: Math.floor(german.max / 100) * 100 + 100 },
      ],
    });
    expect(checked.id).toBeNull();
    expect(checked.errors).toEqual([
      { code: ErrorCode.UNKNOWN_PRODUCT, message: 'This gift card cannot be requested here', referencedRequestParameter: 'input.lines.1.productId' },
      { code: ErrorCode.UNKNOWN_PRODUCT, message: 'This gift card cannot be requested here', referencedRequestParameter: 'input.lines.2.productId' },
      { code: ErrorCode.UNKNOWN_PRODUCT, message: 'This gift card cannot be requested here', referencedRequestParameter: 'input.lines.3.productId' },
      {
        code: ErrorCode.INVALID_CART_INPUT,
        message: `Please enter an amount per card between ${Math.ceil(german.min / 100)} and ${Math.floor(german.max / 100)}`,
        referencedRequestParameter: 'input.lines.4.amountPerCardCents',
      },
    ]);
    expect(await shop.handle.db.select().from(quoteRequests).where(eq(quoteRequests.email, email))).toEqual([]);
    await shop.handle.db.update(products).set({ retiredAt: null }).where(eq(products.id, retired.id));
  });

  it('refuses no lines, more than 20 and a too long delivery wish with the shared messages', async () => {
    const line = { productId: german.id, quantity: 1, amountPerCardCents: within(german) };
    expect((await ask(visitor(), { lines: [] })).errors).toEqual([
      { code: ErrorCode.INVALID_CART_INPUT, message: 'Please add at least one gift card', referencedRequestParameter: 'input.lines' },
    ]);
    expect((await ask(visitor(), { lines: Array.from({ length: 21 }, () => line) })).errors.map((e) => e.referencedRequestParameter)).toEqual(['input.lines']);
    expect((await ask(visitor(), { lines: [line], deliveryWishes: 'x'.repeat(501), budgetCents: 0 })).errors).toEqual([
      { code: ErrorCode.INVALID_CART_INPUT, message: 'Please enter a budget between 1 and 1000000', referencedRequestParameter: 'input.budgetCents' },
      { code: ErrorCode.INVALID_CART_INPUT, message: 'Please use at most 500 characters', referencedRequestParameter: 'input.deliveryWishes' },
    ]);
  });

  it('on the Polish storefront takes 50 to 2000 zloty a card, whatever the product range', async () => {
    const amounts = async (zloty: number) =>
      (await ask(visitor('CBPL'), { lines: [{ productId: polish.id, quantity: 10, amountPerCardCents: zloty * 100 }] })).errors.map((e) => [e.code, e.message, e.referencedRequestParameter]);
    // The product's own range says 100 to 1000 zloty: the business range decides.
    const original = await shop.handle.db.select().from(productVariations).where(eq(productVariations.productId, polish.id));
    await shop.handle.db
      .update(productVariations)
      .set({ minPriceCents: 10_000, maxPriceCents: 100_000, defaultPriceCents: 10_000, pricesToShowCents: [10_000, 100_000] })
      .where(eq(productVariations.productId, polish.id));
    const outOfRange = [[ErrorCode.INVALID_CART_INPUT, 'Please enter an amount per card between 50 and 2000', 'input.lines.0.amountPerCardCents']];
    expect(await amounts(49)).toEqual(outOfRange);
    expect(await amounts(2001)).toEqual(outOfRange);
    expect(await amounts(50)).toEqual([]);
    expect(await amounts(2000)).toEqual([]);
    const [stored] = await shop.handle.db
      .select()
      .from(quoteRequests)
      .where(and(eq(quoteRequests.storefrontKey, 'CBPL'), eq(quoteRequests.amountPerCardCents, 200_000)));
    expect(stored).toMatchObject({ cardCount: 10, language: 'pl' });
    for (const variation of original) await shop.handle.db.update(productVariations).set(variation).where(eq(productVariations.id, variation.id));
    // A German product is not sold in Poland.
    const german = (await ask(visitor('CBPL'), { lines: [{ productId: (await soldProducts('CBDE'))[0]?.id, quantity: 1, amountPerCardCents: 10_000 }] })).errors;
    expect(german.map((e) => e.referencedRequestParameter)).toEqual(['input.lines.0.productId']);
  });
});

describe('the business volume prices', () => {
  it('lists the service fee per card from a number of cards on, ascending, in the storefront currency', async () => {
    const prices = async (store: keyof typeof STORE_ID) =>
      (await visitor(store).call<{ businessVolumePrices: { minQuantity: number; serviceFee: { cents: number; currency: string; value: number } }[] }>(VOLUME))
        .businessVolumePrices;
    const de = await prices('CBDE');
    expect(de.map((p) => p.minQuantity)).toEqual([1, 50, 250, 1000]);
    expect(de.map((p) => p.serviceFee)).toEqual([
      { cents: 95, currency: 'EUR', value: 0.95 },
      { cents: 55, currency: 'EUR', value: 0.55 },
      { cents: 30, currency: 'EUR', value: 0.3 },
      { cents: 0, currency: 'EUR', value: 0 },
    ]);
    const pl = await prices('CBPL');
    expect(pl.map((p) => p.serviceFee.currency)).toEqual(['PLN', 'PLN', 'PLN', 'PLN']);
    const fees = pl.map((p) => p.serviceFee.cents);
    expect([...fees].sort((a, b) => b - a)).toEqual(fees);
    expect(pl.map((p) => p.minQuantity)).toEqual([1, 50, 250, 1000]);
  });
});
