/**
 * GET /invoices/<order uuid>.xml over real HTTP on PGlite (issue 16): a paid business order's
 * EN 16931 electronic invoice downloads for the visitor whose order it is, valid against the schema;
 * anyone else, and a private order, get 404 as for the PDF.
 */
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { SESSION_COOKIE } from '../cart/session';
import { decimalAmount } from './e-invoice';
import { schemaErrors } from './e-invoice-schema';

let shop: TestServer;
let checkout: Checkout;

beforeAll(async () => {
  shop = await startTestServer();
  checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
});

afterAll(async () => {
  await shop?.close();
});

async function paidOrder(shopper: Shopper, details: Record<string, unknown> = {}) {
  const cartId = await checkout.fill(shopper);
  const placed = await checkout.place(shopper, cartId, details);
  const payment = await checkout.pay(shopper, cartId);
  await checkout.choose(payment.action?.url as string, 'authorised');
  await checkout.waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
  return placed;
}

const download = (path: string, shopper?: Shopper) =>
  shop.request(path, { headers: { 'accept-encoding': 'identity', ...(shopper?.cookie ? { cookie: `${SESSION_COOKIE}=${shopper.cookie}` } : {}) } });

it('a paid business order’s electronic invoice downloads for its visitor only; a private order has none', async () => {
  const buyer = new Shopper(shop);
  const business = await paidOrder(buyer, {
    customerType: 'BUSINESS',
    companyName: 'Pfeffer & Salz GmbH',
    phone: { dialCode: '+49', number: '030 1234567' },
    vatNumber: 'DE 123 456 789',
    referenceNumber: 'PO-17',
  });

  const res = await download(`/invoices/${business.id}.xml`, buyer);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Rechnung-60-\d{4}-\d{6}\.xml"$/);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const xml = res.text;
  expect(await schemaErrors(xml)).toEqual([]);
  // The invoice's own number (gapless per storefront and year, ADR 0042); the order number as the seller's order reference.
  expect(xml).toMatch(/<rsm:ExchangedDocument>\s*<ram:ID>60-\d{4}-\d{6}<\/ram:ID>/);
  expect(xml).toContain(`<ram:IssuerAssignedID>${business.orderNumber}</ram:IssuerAssignedID>`);
  expect(xml).toContain('<ram:Name>Pfeffer &amp; Salz GmbH</ram:Name>');
  expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
  expect(xml).toContain('<ram:BuyerReference>PO-17</ram:BuyerReference>');
  // The seller's VAT number from the storefront's business contact; what was paid, all prepaid.
  expect(xml.match(/<ram:ID schemeID="VA">DE\d{9}<\/ram:ID>/g)).toHaveLength(2);
  expect(xml).toContain(`<ram:GrandTotalAmount>${decimalAmount(business.order.totals.grandTotal.cents)}</ram:GrandTotalAmount>`);
  expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>');
  expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
  expect(xml).toContain('<ram:RateApplicablePercent>19</ram:RateApplicablePercent>');
  // The PDF is still there.
  expect((await download(`/invoices/${business.id}.pdf`, buyer)).status).toBe(200);

  // Another visitor (with a basket of its own), no session, another extension: not found alike.
  const stranger = new Shopper(shop);
  await checkout.fill(stranger);
  expect(stranger.cookie).toBeTruthy();
  expect((await download(`/invoices/${business.id}.xml`, stranger)).status).toBe(404);
  expect((await download(`/invoices/${business.id}.xml`)).status).toBe(404);
  expect((await download(`/invoices/${business.id}.json`, buyer)).status).toBe(404);

  // A private order of the same visitor: its PDF, but no electronic invoice.
  const personal = await paidOrder(buyer);
  expect((await download(`/invoices/${personal.id}.pdf`, buyer)).status).toBe(200);
  expect((await download(`/invoices/${personal.id}.xml`, buyer)).status).toBe(404);
});
