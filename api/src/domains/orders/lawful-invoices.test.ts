/**
 * Lawful invoices (issue 33 item 5, ADR 0042) over real HTTP on PGlite: the invoice PDF names the
 * seller with address, VAT id and register entry from the storefront's company data, carries a
 * consecutive invoice number per storefront and year, and names the payment method in words; invoice
 * orders carry the configured bank account (the demo's marked one here, never the old DE00 placeholder);
 * an order number already taken is skipped, never a 500.
 */
import { and, eq, sql } from 'drizzle-orm';
import { storefrontBranding } from '../../db/catalogue-schema';
import { invoiceCounters, invoices, mailOutbox, orderPlacements } from '../../db/order-schema';
import { DEMO_BANK_ACCOUNT } from '../../config/invoice-bank';
import { Checkout, type CheckoutProduct, GERMAN_PRODUCT_PATH, type Placed, productByPath } from '../../testing/checkout';
import { pdfDrawnText } from '../../testing/pdf-text';
import { Shopper } from '../../testing/shopper';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../../testing/test-server';
import { SESSION_COOKIE } from '../cart/session';
import type { OrderConfirmationPayload } from '../mail/mail-types';
import { formatInvoiceNumber, invoiceYear } from './invoice-numbers';
import { orderNumber } from './order-number';

let shop: TestServer;
let checkout: Checkout;
let dutchProduct: CheckoutProduct;

beforeAll(async () => {
  shop = await startTestServer();
  checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  dutchProduct = await productByPath(shop, '/cadeaubonnen/rondvaart-grachten-cadeaukaart/', { 'x-store': '10' });
});

afterAll(async () => {
  await shop?.close();
});

async function paidOrder(shopper: Shopper, details: Record<string, unknown> = {}, method = 'card'): Promise<Placed> {
  const cartId = await checkout.fill(shopper);
  const placed = await checkout.place(shopper, cartId, details);
  const payment = await checkout.pay(shopper, cartId, method);
  if (method !== 'invoice') await checkout.choose(payment.action?.url as string, 'authorised');
  await checkout.waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
  return placed;
}

const download = (path: string, shopper: Shopper) =>
  shop.request(path, { headers: { 'accept-encoding': 'identity', cookie: `${SESSION_COOKIE}=${shopper.cookie}` } });

const sequenceOf = (number: string) => Number(number.split('-')[2]);

it('the invoice PDF names the seller with address, VAT id and register; two orders get consecutive numbers; the method in words', async () => {
  const [seller] = await shop.handle.db.select().from(storefrontBranding).where(eq(storefrontBranding.storefrontKey, 'CBDE'));
  expect(seller).toBeDefined();
  const buyer = new Shopper(shop);
  const first = await paidOrder(buyer);
  const second = await paidOrder(buyer, {}, 'paypal');

  const texts: string[] = [];
  const numbers: string[] = [];
  for (const order of [first, second]) {
    const res = await download(`/invoices/${order.id}.pdf`, buyer);
    expect(res.status).toBe(200);
    const text = pdfDrawnText(res.body as Buffer);
    texts.push(text);
    const number = /Rechnungsnummer: (\S+)/.exec(text)?.[1] ?? '';
    numbers.push(number);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Rechnung-${number}.pdf"`);
    expect(text).toContain(`Bestellnummer: ${order.orderNumber}`);
    // UStG §14 (4): the seller's full name and address, its VAT id, the register entry.
    expect(text).toContain(seller?.legalName);
    expect(text).toContain(`${seller?.street} ${seller?.houseNumber}`.trim());
    expect(text).toContain(`${seller?.postalCode} ${seller?.city}`);
    expect(text).toContain(`USt-IdNr.: ${seller?.vatNumber}`);
    if (seller?.chamberOfCommerceNumber) expect(text).toContain(`Registernummer: ${seller.chamberOfCommerceNumber}`);
  }
  const year = invoiceYear(new Date());
  expect(numbers[0]).toMatch(new RegExp(`^60-${year}-\\d{6}$`));
  expect(sequenceOf(numbers[1] ?? '')).toBe(sequenceOf(numbers[0] ?? '') + 1);
  expect(texts[0]).toContain('Bezahlt mit: Kreditkarte');
  expect(texts[1]).toContain('Bezahlt mit: PayPal');
  expect(texts.join('\n')).not.toMatch(/Bezahlt mit: (card|paypal)\b/);

  // The number was given when the order was paid, and a second download shows the same.
  const again = pdfDrawnText((await download(`/invoices/${first.id}.pdf`, buyer)).body as Buffer);
  expect(again).toContain(`Rechnungsnummer: ${numbers[0]}`);
  const rows = await shop.handle.db.select().from(invoices).where(eq(invoices.storefrontKey, 'CBDE'));
  expect(rows.map((r) => r.number).sort()).toEqual(expect.arrayContaining(numbers));
  const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
  expect(sequences).toEqual(sequences.map((_, i) => i + 1));
});

it("the invoice PDF prints a Polish buyer's name and address exactly as written (embedded Noto Sans, nothing transliterated)", async () => {
  const buyer = new Shopper(shop);
  const order = await paidOrder(buyer, {
    firstName: 'Zażółć',
    lastName: 'Gęślą Jaźń',
    address: { countryCode: 'PL', postCode: '90-001', houseNumber: '5', street: 'ul. Łódzka', city: 'Łódź' },
  });
  const res = await download(`/invoices/${order.id}.pdf`, buyer);
  expect(res.status).toBe(200);
  const text = pdfDrawnText(res.body as Buffer);
  const lines = text.split('\n');
  const name = lines.indexOf('Zażółć Gęślą Jaźń');
  expect(name).toBeGreaterThan(-1);
  expect(lines.slice(name, name + 4).join(', ')).toBe('Zażółć Gęślą Jaźń, ul. Łódzka 5, 90-001 Łódź, PL');
  expect(text).not.toMatch(/Lodz|Zazolc|\ufffd/);
});

it('numbers per storefront: a Dutch business order on invoice, marked paid, starts its own series; its mail names the configured account', async () => {
  const shopper = new Shopper(shop, { 'x-store': '10' });
  const cartId = await checkout.fill(shopper, dutchProduct);
  const placed = await checkout.place(shopper, cartId, {
    customerType: 'BUSINESS',
    companyName: 'Bloem BV',
    phone: { dialCode: '+31', number: '020 1234567' },
    kvkNumber: '12345678',
    vatNumber: 'NL123456789B01',
    address: { countryCode: 'NL', postCode: '1012ab', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' },
  });
  expect((await checkout.pay(shopper, cartId, 'invoice')).errors).toEqual([]);
  const [pending] = await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `order-confirmation:${cartId}:PENDING`));
  const payload = pending?.payload as unknown as OrderConfirmationPayload;
  expect(payload.bankAccount).toEqual(DEMO_BANK_ACCOUNT);
  expect(JSON.stringify(payload)).not.toContain('DE00 0000');
  // No invoice before the money is in.
  expect(await shop.handle.db.select().from(invoices).where(eq(invoices.orderId, cartId))).toEqual([]);

  const MARK = 'mutation M($orderUuid: String!) { operatorMarkOrderPaid(orderUuid: $orderUuid) { order { status } errors { code } } }';
  const marked = await shopper.call<{ operatorMarkOrderPaid: { errors: unknown[] } }>(MARK, { orderUuid: cartId }, { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` });
  expect(marked.operatorMarkOrderPaid.errors).toEqual([]);
  const [invoice] = await shop.handle.db.select().from(invoices).where(eq(invoices.orderId, cartId));
  const year = invoiceYear(new Date());
  expect(invoice).toMatchObject({ storefrontKey: 'CB', year, sequence: 1, number: formatInvoiceNumber(10, year, 1) });
  expect(placed.orderNumber).toMatch(/^10-/);
  const counters = await shop.handle.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
  expect(Object.fromEntries(counters.map((c) => [c.storefrontKey, c.lastNumber]))).toMatchObject({ CB: 1 });
});

it('an order number already taken is skipped: placing the order still works (forced collision, no 500)', async () => {
  const buyer = new Shopper(shop);
  const taken = await paidOrder(buyer);
  // The next value the sequence will give, and the number it makes today: give it to the order just placed.
  const result = await shop.handle.db.execute(sql`select last_value, is_called from order_number_seq`);
  const [state] = (result as unknown as { rows: { last_value: string | number; is_called: boolean }[] }).rows;
  const next = BigInt(state?.last_value ?? 0) + (state?.is_called ? 1n : 0n);
  const now = new Date();
  const collision = orderNumber(60, now, next);
  await shop.handle.db.update(orderPlacements).set({ orderNumber: collision }).where(eq(orderPlacements.orderId, taken.id));

  const shopper = new Shopper(shop);
  const cartId = await checkout.fill(shopper);
  const placed = await checkout.place(shopper, cartId);
  expect(placed.orderNumber).toMatch(/^60-\d{6}-[A-Z2-9]{6}$/);
  expect(placed.orderNumber).not.toBe(collision);
  expect(placed.orderNumber).toBe(orderNumber(60, now, next + 1n));
  const same = await shop.handle.db.select().from(orderPlacements).where(and(eq(orderPlacements.orderNumber, collision)));
  expect(same.map((p) => p.orderId)).toEqual([taken.id]);
});
