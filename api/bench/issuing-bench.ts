/**
 * `pnpm --filter @shop/api bench:issuing`: what issuing a big order does to everyone else. Starts
 * `src/main.ts` in its own process (demo mode, fresh PGlite in a temp folder), fills one order with
 * 100 digital cards (4 products × 25), places it and pays it by card on the test payment page, then
 * keeps asking for a product page (a database read, as any other shopper would) from the moment the
 * payment is authorised until the order is COMPLETED and BENCH_AFTER_MS (default 5000) more, and
 * prints how long those shoppers waited (p50, p99, max) against the same reads before the payment.
 */
import { cookieClient, removeDataDir, startApiProcess } from '../src/testing/api-process';
import { customer } from '../src/testing/checkout';

const AFTER_MS = Math.min(Math.max(Number(process.env.BENCH_AFTER_MS) || 5_000, 1_000), 60_000);
const PRODUCT_QUERY = '{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id title variations { id price { cents } } } }';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main(): Promise<void> {
  const api = await startApiProcess();
  try {
    const shopper = cookieClient(api.base);
    const visitor = cookieClient(api.base);
    const list = await shopper(`{ products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 40 }) { items { id
      orderLimits { maxQuantity maxTotal { cents } }
      variations { id variationType hasFixedPrices pricesToShow { cents } minPrice { cents } inStock } } } }`);
    type Item = {
      id: string;
      orderLimits: { maxQuantity: number | null; maxTotal: { cents: number } | null } | null;
      variations: { id: string; variationType: string; hasFixedPrices: boolean; pricesToShow: { cents: number }[]; minPrice: { cents: number }; inStock: boolean }[];
    };
    const products = (list.data.products.items as Item[])
      .filter((p) => !p.orderLimits?.maxTotal && p.variations.some((v) => v.variationType === 'DIGITAL' && v.inStock))
      .slice(0, 4);
    let cartId = '';
    for (const product of products) {
      const variation = product.variations.find((v) => v.variationType === 'DIGITAL' && v.inStock) as Item['variations'][number];
      const amountCents = variation.hasFixedPrices ? (variation.pricesToShow[0]?.cents as number) : variation.minPrice.cents;
      const added = await shopper('mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code message } } }', {
        input: { productId: product.id, variationId: variation.id, variationType: 'DIGITAL', amountCents, quantity: 25, giftPacking: false },
      });
      if (added.data.addGiftCardPackage.errors.length) throw new Error(JSON.stringify(added.data.addGiftCardPackage.errors));
      cartId = added.data.addGiftCardPackage.order.id;
    }
    const placed = await shopper('mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } errors { code message } } }', {
      input: { orderUuid: cartId, ...customer() },
    });
    if (placed.data.placeOrder.errors.length) throw new Error(JSON.stringify(placed.data.placeOrder.errors));
    const paid = await shopper('mutation ($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { action { url } errors { code } } }', {
      input: { orderUuid: cartId, method: 'card', returnPath: '/kasse/zahlung-verarbeiten/' },
    });
    const payPath = new URL(paid.data.addGiftCardPayment.action.url).pathname;

    const read = async () => {
      const started = performance.now();
      await visitor(PRODUCT_QUERY);
      return performance.now() - started;
    };
    const before: number[] = [];
    for (let i = 0; i < 50; i += 1) before.push(await read());

    // Two shoppers keep reading while the payment is authorised and the cards are issued.
    const during: number[] = [];
    let stop = false;
    const readers = [0, 1].map(async () => {
      while (!stop) during.push(await read());
    });
    const authorisedAt = performance.now();
    await fetch(`${api.base}${payPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=authorised', redirect: 'manual' });
    let completedMs = -1;
    for (let i = 0; i < 600 && completedMs < 0; i += 1) {
      const state = await shopper('query ($o: String!) { checkGiftCardPayment(orderUuid: $o) { order { status } } }', { o: cartId });
      if (state.data.checkGiftCardPayment.order?.status === 'COMPLETED') completedMs = performance.now() - authorisedAt;
      else await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, AFTER_MS));
    stop = true;
    await Promise.all(readers);

    // The cards really were issued: one card mail each (the demo's outbox page lists the newest 100).
    const outbox = await (await fetch(`${api.base}/dev/outbox`)).text();
    const cardMails = (outbox.match(/<td>gift-card<br>/g) ?? []).length;
    const row = (name: string, values: number[]) =>
      `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 99).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`;
    console.log(`\nOne order of 100 digital cards paid by card; COMPLETED ${completedMs.toFixed(0)} ms after the authorisation; ${cardMails} card mails in the outbox.`);
    console.log('Product page reads by other shoppers (ms):\n');
    console.log('| while | reads | p50 | p99 | max |\n|---|---:|---:|---:|---:|');
    console.log(row('before the payment', before));
    console.log(row(`authorisation, issuing and ${AFTER_MS / 1000} s after`, during));
  } finally {
    await api.stop();
    removeDataDir(api.dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
