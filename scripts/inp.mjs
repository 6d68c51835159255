#!/usr/bin/env node
// `pnpm bench:inp`: Interaction to Next Paint (issue 37 item 3: "interactions stay quick", INP ≤ 200 ms)
// of four interactions on a phone, measured with the `web-vitals` library in Chromium driven by
// Playwright, on the production build served by the real API (bench-server.mjs):
//
//   search    the header's search field tapped (the catalogue's overlay opens) and a query typed
//   product   on a product page an amount tapped, the card added to the basket; then the card by post,
//             its amount, added too
//   checkout  in checkout (a card in the basket, made through the API) the e-mail, post code and house
//             number fields tapped and typed into
//   redeem    in the redeem shop (a redeem opened through the API with a card bought through the API,
//             handed over as a redeem link) a card searched for, chosen, its amount typed, added
//
// each for the German (localhost) and the Dutch storefront (cb.localhost), INP_RUNS times (default 3),
// every run on a fresh page in a fresh browser context: a Moto G Power as Lighthouse emulates it
// (412×823, its user agent, touch; taps are touch taps) with the CPU slowed by DevTools
// (Emulation.setCPUThrottlingRate) 4× (INP_CPU=calibrated: Lighthouse's calculator on this host's
// benchmarkIndex, lighthouse-stats.mjs; INP_CPU=2,4 both). The network is not throttled: INP is main
// thread time. Before the first input the page has loaded and its main thread has been quiet for a
// second (no long animation frame): what is measured is a tap on a page that shows itself ready, not
// a tap into its start-up work. Keys are typed 150 ms apart (INP_TYPE_DELAY), steps are a second apart.
//
// web-vitals (its attribution build, injected before the page's own scripts) reports the page's INP
// (`onINP`, reportAllChanges; under 50 interactions that is the slowest one); an Event Timing observer
// (durationThreshold 16 ms) and a Long Animation Frame observer record every interaction, so each step
// gets its own figure and the slowest its breakdown: input delay, processing, presentation delay and
// the scripts that ran during it. The table: per storefront and interaction the INP's median and max
// over the runs and each step's worst; then the breakdown of the slowest interaction of all.
// Results with every interaction go to bench-results/inp-<time>.json (INP_OUT; git-ignored).
//
// The host's benchmarkIndex (Lighthouse's own page function, 3 times, median) is taken at the start and
// after each round of runs; when one moved more than 20 % from the start (a machine that got busy) the
// figures are still printed, marked as not steady, and the exit code is 2.
// Needs `pnpm build`. INP_SCENARIOS=search,redeem and INP_STORES=de measure a part; INP_PORT (3400);
// INP_TRACE_STEP=<step> (e.g. choose) also writes a DevTools trace of that step beside the results and
// prints where its slowest input task went: style, layout, and its functions by their source names
// (the builds' source maps; inp-trace.mjs);
// CHROMIUM_PATH (default Debian's headless shell, as the journeys). `--dry-run`: the server, the baskets,
// the redeem card and tokens and the pages, without a browser.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { basketCookie, CHROME_FLAGS, graphqlAs, provenance, requestAs, sessionCookieOf, startShopServer, warm } from './bench-server.mjs';
import { createSourceMapLookup } from './build-source-maps.mjs';
import { assignSteps, describeInteraction, INP_TARGET_MS, interactionsOf, renderTable, scriptsDuring, summarizeRuns, worstOf } from './inp-stats.mjs';
import { summarizeTrace } from './inp-trace.mjs';
import { calibratedMultiplier, indexDrift, MAX_INDEX_CHANGE, median, parseThrottlings, throttlingName } from './lighthouse-stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Names a traced step's functions through the builds' source maps (INP_TRACE_STEP). */
const originalPosition = createSourceMapLookup(root);
const e2eRequire = createRequire(join(root, 'e2e/package.json'));
const apiRequire = createRequire(join(root, 'api/package.json'));
const port = Number(process.env.INP_PORT ?? 3400);
const RUNS = Math.min(Math.max(Number(process.env.INP_RUNS) || 3, 1), 9);
const TYPE_DELAY_MS = Math.min(Math.max(Number(process.env.INP_TYPE_DELAY) || 150, 0), 1000);
/** After an input, before its outcome is checked: the interaction's frame is painted and reported. */
const SETTLE_MS = 1000;
/** The main thread is quiet when no long animation frame ended for this long. */
const QUIET_MS = 1000;
const QUIET_TIMEOUT_MS = 30_000;
const STEP_TIMEOUT_MS = 30_000;
const CALIBRATION_RUNS = 3;
const throttlings = parseThrottlings(process.env.INP_CPU || '4');
const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const outFile = process.env.INP_OUT ?? join(root, 'bench-results', `inp-${stamp}.json`);
const base = `http://localhost:${port}`;
const nlBase = `http://cb.localhost:${port}`;
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a shopper sees and types, per storefront (the journeys' words: basket, search, checkout, redeem specs). */
const STORES = [
  {
    label: 'de',
    origin: base,
    search: { placeholder: 'Wonach suchst du?', query: 'Weihnachten' },
    product: {
      path: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/',
      add: 'In den Warenkorb',
      amountLegend: 'Betrag',
      digitalAmount: /^50\s€$/,
      variationLegend: 'Art der Karte',
      physical: /Karte per Post/,
      physicalAmount: /^25\s€$/,
    },
    checkout: {
      path: '/kasse/',
      fields: [
        ['e-mail', 'E-Mail-Adresse', 'anna.berg@example.com'],
        ['post code', 'Postleitzahl', '10115'],
        ['house number', 'Hausnummer', '12'],
      ],
    },
    redeem: {
      sourceCard: '/geschenkkarten/apple-geschenkkarte/',
      shopPath: '/guthaben-pruefen/ergebnisse/',
      payment: { method: 'card', issuer: null },
      address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstrasse', city: 'Berlin' },
      search: 'Geschenkkarten suchen',
      query: 'Audible',
      target: 'Audible Geschenkkarte',
      choose: (name) => `${name} wählen`,
      amount: /^Betrag/,
      add: 'Zur Auswahl hinzufügen',
    },
  },
  {
    label: 'nl',
    origin: nlBase,
    search: { placeholder: 'Waar ben je naar op zoek?', query: 'kerst' },
    product: {
      path: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/',
      add: 'In winkelmandje',
      amountLegend: 'Bedrag',
      digitalAmount: /^€\s50$/,
      variationLegend: 'Soort kaart',
      physical: /Fysieke kaart/,
      physicalAmount: /^€\s25$/,
    },
    checkout: {
      path: '/bestellen/',
      fields: [
        ['e-mail', 'E-mailadres', 'anna.berg@example.com'],
        ['post code', 'Postcode', '1012 AB'],
        ['house number', 'Huisnummer', '1'],
      ],
    },
    redeem: {
      sourceCard: '/cadeaubonnen/apple-cadeaukaart/',
      shopPath: '/saldocheck/inwisselen/',
      payment: { method: 'ideal', issuer: '1121' },
      address: { countryCode: 'NL', postCode: '1012 AB', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' },
      search: 'Cadeaukaarten zoeken',
      query: 'Spotify',
      target: 'Spotify Cadeaukaart',
      choose: (name) => `${name} kiezen`,
      amount: /^Bedrag/,
      add: 'Aan mijn keuze toevoegen',
    },
  },
];

// ─── waiting for what the shopper would see ─────────────────────────────────────────────────────

/** Polls `check` (an async predicate) every 200 ms; throws `what` after the timeout. */
async function until(what, check, timeout = STEP_TIMEOUT_MS) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${what} (after ${Math.round(timeout / 1000)} s)`);
    await sleep(200);
  }
}
const visible = (locator, what) => until(`${what} is not visible`, () => locator.first().isVisible());
const enabled = (locator, what) => until(`${what} is not enabled`, async () => (await locator.first().isVisible()) && (await locator.first().isEnabled()));
const hasText = (locator, expected, what) => until(`${what} does not read ${expected}`, async () => ((await locator.first().textContent()) ?? '').trim() === expected);

/** A tap (touch), a moment, then the text typed key by key, as a shopper's thumbs would. */
async function tapAndType(page, locator, text) {
  await locator.tap();
  await sleep(300);
  await page.keyboard.type(text, { delay: TYPE_DELAY_MS });
}

// ─── the interactions ───────────────────────────────────────────────────────────────────────────
// Each scenario: the page to open (after its per-run preparation through the API), what shows it is
// ready, and its steps: `act` is the shopper's input (measured), `done` what must follow it.

const SCENARIOS = {
  search: {
    path: () => '/',
    ready: (page, s) => visible(page.locator('header.shell-header').getByPlaceholder(s.search.placeholder), 'the header search field'),
    steps: [
      {
        name: 'open',
        act: (page, s) => page.locator('header.shell-header').getByPlaceholder(s.search.placeholder).tap(),
        done: (page) =>
          until('the search overlay\'s field did not take the focus', () =>
            page.locator('header.shell-header [data-boundary="catalogue"]').getByRole('combobox').evaluate((el) => el === document.activeElement),
          ),
      },
      {
        name: 'type',
        act: (page, s) => page.keyboard.type(s.search.query, { delay: TYPE_DELAY_MS }),
        done: async (page) => {
          await visible(page.getByTestId('search-overlay').getByRole('option'), 'a search result');
          await until('the search results are still loading', async () => !(await page.getByTestId('search-skeleton').isVisible()));
        },
      },
    ],
  },
  product: {
    path: (s) => s.product.path,
    ready: (page, s) => enabled(page.locator('#main [data-boundary="catalogue"]').getByRole('button', { name: s.product.add }), 'the add-to-basket button'),
    steps: [
      { name: 'amount', act: (page, s) => amounts(page, s).getByText(s.product.digitalAmount).tap(), done: (page, s) => checked(amounts(page, s).getByText(s.product.digitalAmount)) },
      { name: 'add', act: (page, s) => addButton(page, s).tap(), done: (page) => added(page, '1') },
      {
        name: 'by post',
        act: (page, s) => product(page).getByRole('group', { name: s.product.variationLegend }).locator('label').filter({ hasText: s.product.physical }).tap(),
        done: (page, s) => visible(amounts(page, s).getByText(s.product.physicalAmount), 'the amounts of the card by post'),
      },
      { name: 'amount (post)', act: (page, s) => amounts(page, s).getByText(s.product.physicalAmount).tap(), done: (page, s) => checked(amounts(page, s).getByText(s.product.physicalAmount)) },
      { name: 'add (post)', act: (page, s) => addButton(page, s).tap(), done: (page) => added(page, '2') },
    ],
  },
  checkout: {
    prepare: async (s) => ({ cookie: await basketCookie(s.origin, s.product.path) }),
    path: (s) => s.checkout.path,
    ready: async (page, s) => {
      await enabled(checkoutField(page, s.checkout.fields[0][1]), 'the e-mail field');
      if (new URL(page.url()).pathname !== s.checkout.path) throw new Error(`checkout went on to ${new URL(page.url()).pathname}`);
    },
    steps: [0, 1, 2].map((i) => ({
      name: (s) => s.checkout.fields[i][0],
      act: (page, s) => tapAndType(page, checkoutField(page, s.checkout.fields[i][1]), s.checkout.fields[i][2]),
      done: (page, s) => until(`the ${s.checkout.fields[i][0]} field does not hold what was typed`, async () => (await checkoutField(page, s.checkout.fields[i][1]).inputValue()) === s.checkout.fields[i][2]),
    })),
  },
  redeem: {
    prepare: async (s, shared) => ({ redeemToken: await openRedeem(s, shared.cards[s.label]) }),
    path: (s, prepared) => `${s.redeem.shopPath}?redeemToken=${prepared.redeemToken}`,
    ready: (page) => enabled(page.locator('[data-boundary="redeem"] .redeem-product-tile'), 'the redeem shop\'s cards'),
    steps: [
      {
        name: 'search',
        act: (page, s) => tapAndType(page, page.locator('[data-boundary="redeem"]').getByRole('searchbox', { name: s.redeem.search }), s.redeem.query),
        done: (page, s) => enabled(chooseButton(page, s), `the button to choose ${s.redeem.target}`),
      },
      { name: 'choose', act: (page, s) => chooseButton(page, s).tap(), done: (page, s) => visible(page.getByRole('dialog', { name: s.redeem.target }), 'the card\'s dialog') },
      {
        name: 'amount',
        act: (page, s) => tapAndType(page, page.getByRole('dialog', { name: s.redeem.target }).getByRole('textbox', { name: s.redeem.amount }), '20'),
        done: (page, s) => until('the amount does not read 20', async () => (await page.getByRole('dialog', { name: s.redeem.target }).getByRole('textbox', { name: s.redeem.amount }).inputValue()) === '20'),
      },
      {
        name: 'add',
        act: (page, s) => page.getByRole('dialog', { name: s.redeem.target }).getByRole('button', { name: s.redeem.add }).tap(),
        done: (page, s) => until(`${s.redeem.target} did not reach the redeem's basket`, async () => ((await page.getByTestId('redeem-basket').textContent()) ?? '').includes(s.redeem.target)),
      },
    ],
  },
};

const product = (page) => page.locator('#main [data-boundary="catalogue"]');
const amounts = (page, s) => product(page).getByRole('group', { name: s.product.amountLegend });
const addButton = (page, s) => product(page).getByRole('button', { name: s.product.add });
const checked = (label) => until('the amount is not chosen', () => label.locator('input').isChecked());
const checkoutField = (page, name) => page.locator('[data-boundary="basketCheckout"]').getByRole('textbox', { name, exact: true });
const chooseButton = (page, s) => page.locator('[data-boundary="redeem"]').getByRole('button', { name: s.redeem.choose(s.redeem.target) });
async function added(page, count) {
  await hasText(page.getByTestId('basket-badge'), count, 'the basket badge');
  if (await page.getByTestId('error-modal').isVisible()) throw new Error(`an error modal: ${await page.getByTestId('error-modal').textContent()}`);
}
const stepName = (step, s) => (typeof step.name === 'function' ? step.name(s) : step.name);

// ─── the redeem's card and token, through the API ───────────────────────────────────────────────

/** A GraphQL call in a guest's session, keeping the session cookie the server hands out. */
function guest(origin) {
  const session = { cookie: undefined };
  session.call = async (query, variables) => {
    const { data, headers } = await graphqlAs(origin, query, variables, session.cookie);
    session.cookie = sessionCookieOf(headers) ?? session.cookie;
    return data;
  };
  return session;
}

/**
 * A €50 digital card for the redeem, bought as the journeys buy one (e2e shop-steps orderThroughApi):
 * basket, order, payment authorised on the test payment page, the order completed, its number and PIN
 * read from its mail in the dev outbox.
 */
async function buyCard(s) {
  const email = `inp-bench.${s.label}.${Date.now()}@example.com`;
  const buyer = guest(s.origin);
  const { product: p } = await buyer.call('query ($path: String!) { product(path: $path) { id variations { id variationType } } }', { path: s.redeem.sourceCard });
  const variation = p.variations.find((v) => v.variationType === 'DIGITAL');
  const { addGiftCardPackage: basket } = await buyer.call(
    'mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code message } } }',
    { input: { productId: p.id, variationId: variation.id, variationType: 'DIGITAL', amountCents: 5_000, quantity: 1, giftPacking: false } },
  );
  if (basket.errors.length) throw new Error(`buying the redeem card (${s.label}): ${JSON.stringify(basket.errors)}`);
  const orderUuid = basket.order.id;
  const { placeOrder } = await buyer.call('mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } errors { code message } } }', {
    input: { orderUuid, customerType: 'PRIVATE', firstName: 'Anna', lastName: 'Berg', email, emailConfirmation: email, address: s.redeem.address, termsAccepted: true, shipToCustomerAddress: true },
  });
  if (placeOrder.errors.length) throw new Error(`placing the redeem card's order (${s.label}): ${JSON.stringify(placeOrder.errors)}`);
  const { addGiftCardPayment } = await buyer.call('mutation ($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { action { url } errors { code message } } }', {
    input: { orderUuid, ...s.redeem.payment, returnPath: `${s.checkout.path}?order=${orderUuid}` },
  });
  if (addGiftCardPayment.errors.length || !addGiftCardPayment.action?.url) throw new Error(`paying the redeem card (${s.label}): ${JSON.stringify(addGiftCardPayment)}`);
  // The test payment page answers on loopback, whatever the host: the shopper's "Authorise".
  const decided = await requestAs(base, new URL(addGiftCardPayment.action.url).pathname, { form: { outcome: 'authorised' } });
  if (decided.status !== 303) throw new Error(`the test payment page answered ${decided.status} (${s.label})`);
  await until(`the redeem card's order (${s.label}) did not complete`, async () => {
    const { checkGiftCardPayment } = await buyer.call('query ($orderUuid: String!) { checkGiftCardPayment(orderUuid: $orderUuid) { order { status } } }', { orderUuid });
    return checkGiftCardPayment.order?.status === 'COMPLETED';
  }, 60_000);
  let card = null;
  await until(`the redeem card's mail (${s.label}) did not arrive`, async () => {
    card = await cardMailedTo(email);
    return card !== null;
  }, 60_000);
  return card;
}

/** The number and PIN of the sent gift card mail to an address (the dev outbox, as cardsMailedTo reads it). */
async function cardMailedTo(email) {
  const { text: list } = await requestAs(base, '/dev/outbox');
  for (const row of list.split('<tr').filter((r) => r.includes(email) && r.includes('gift-card') && r.includes('SENT'))) {
    const link = row.match(/href="(\/dev\/outbox\/files\/[^"]+\.html)"/)?.[1];
    if (!link) continue;
    const { text: html } = await requestAs(base, link.replace(/&amp;/g, '&'));
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');
    const number = text.match(/6037(?: ?\d){15}/)?.[0].replace(/ /g, '');
    const pin = text.match(/(?:PIN|Pincode)\D{0,40}?(\d{6})\b/i)?.[1];
    if (number && pin) return { number, pin };
  }
  return null;
}

/** A new redeem of the card: a balance check through the API (the captcha solved as the widget would); its token. */
async function openRedeem(s, card) {
  const { solveChallenge } = apiRequire('altcha-lib');
  const { deriveKey } = apiRequire('altcha-lib/algorithms/pbkdf2');
  const { data } = await graphqlAs(s.origin, 'query { captchaChallenge }');
  const challenge = JSON.parse(data.captchaChallenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const { data: checked } = await graphqlAs(
    s.origin,
    'mutation ($input: CheckGiftCardBalanceInput!) { checkGiftCardBalance(input: $input) { redeemToken errors { code message } } }',
    { input: { cardNumber: card.number, pin: card.pin, captchaToken } },
  );
  const result = checked.checkGiftCardBalance;
  if (result.errors.length || !result.redeemToken) throw new Error(`the balance check (${s.label}) opened no redeem: ${JSON.stringify(result.errors)}`);
  return result.redeemToken;
}

// ─── in the page ────────────────────────────────────────────────────────────────────────────────

/**
 * Runs before the page's own scripts (addInitScript, after web-vitals' attribution build defined
 * `webVitals`): INP reports, Event Timing entries and long animation frames into `window.__inpBench`.
 */
const RECORDER = `(() => {
  if (window !== window.top || window.__inpBench) return;
  // The element tapped or typed into, named by what it is for (a tap on a card's picture is on its button).
  const describe = (raw) => {
    if (!raw || raw.nodeType !== 1) return null;
    const node = raw.closest('button, a, input, select, textarea, label, summary, [role]') || raw;
    const label = node.getAttribute('aria-label') || node.getAttribute('name') || node.getAttribute('placeholder') || (node.textContent || '').trim().slice(0, 40);
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.classList.length ? '.' + [...node.classList].slice(0, 2).join('.') : '') + (label ? ' "' + label + '"' : '');
  };
  const state = { inp: [], events: [], frames: [], marks: [], keys: [], lastBusy: 0 };
  state.mark = (name) => { state.marks.push({ name, time: performance.now() }); };
  window.__inpBench = state;
  webVitals.onINP((metric) => {
    const a = metric.attribution || {};
    const s = a.longestScript;
    state.inp.push({
      value: metric.value,
      rating: metric.rating,
      interactionId: metric.entries[0] ? metric.entries[0].interactionId : null,
      target: a.interactionTarget || null,
      type: a.interactionType || null,
      time: a.interactionTime,
      inputDelay: a.inputDelay,
      processingDuration: a.processingDuration,
      presentationDelay: a.presentationDelay,
      loadState: a.loadState,
      totalScriptDuration: a.totalScriptDuration,
      totalStyleAndLayoutDuration: a.totalStyleAndLayoutDuration,
      totalPaintDuration: a.totalPaintDuration,
      totalUnattributedDuration: a.totalUnattributedDuration,
      longestScript: s ? { subpart: s.subpart, intersectingDuration: s.intersectingDuration, sourceURL: s.entry.sourceURL, sourceFunctionName: s.entry.sourceFunctionName, invoker: s.entry.invoker, invokerType: s.entry.invokerType, duration: s.entry.duration } : null,
    });
  }, { reportAllChanges: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    // Every event of 16 ms and over: those without an interaction (a focusout a tap caused, a
    // pointerover) share the frames of the interactions, and their handlers count in them.
    for (const e of list.getEntries()) {
      const key = e.name === 'keydown' ? state.keys.find((k) => Math.abs(k.time - e.startTime) < 1) : null;
      state.events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd, target: describe(e.target), key: key ? key.key : null });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The key of each keydown (Event Timing does not carry it): its entry starts at the event's timeStamp.
  addEventListener('keydown', (event) => { state.keys.push({ key: event.key, time: event.timeStamp }); }, { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) {
      state.lastBusy = Math.max(state.lastBusy, f.startTime + f.duration);
      state.frames.push({
        startTime: f.startTime, duration: f.duration, blockingDuration: f.blockingDuration, renderStart: f.renderStart, styleAndLayoutStart: f.styleAndLayoutStart,
        scripts: f.scripts.map((s) => ({ startTime: s.startTime, duration: s.duration, invoker: s.invoker, invokerType: s.invokerType, sourceURL: s.sourceURL, sourceFunctionName: s.sourceFunctionName, forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

/** Waits until the page's main thread had no long animation frame for QUIET_MS; false when it never was. */
async function quiet(page) {
  const end = Date.now() + QUIET_TIMEOUT_MS;
  while (Date.now() < end) {
    const idle = await page.evaluate(() => performance.now() - window.__inpBench.lastBusy);
    if (idle >= QUIET_MS) return true;
    await sleep(Math.max(100, QUIET_MS - idle));
  }
  return false;
}

// ─── the run ────────────────────────────────────────────────────────────────────────────────────

const onlyStores = (process.env.INP_STORES ?? '').split(',').map((x) => x.trim()).filter(Boolean);
const onlyScenarios = (process.env.INP_SCENARIOS ?? '').split(',').map((x) => x.trim()).filter(Boolean);
for (const name of onlyScenarios) if (!SCENARIOS[name]) throw new Error(`INP_SCENARIOS: unknown ${name}; known: ${Object.keys(SCENARIOS).join(', ')}`);
for (const label of onlyStores) if (!STORES.some((s) => s.label === label)) throw new Error(`INP_STORES: unknown ${label}; known: ${STORES.map((s) => s.label).join(', ')}`);
const stores = STORES.filter((s) => onlyStores.length === 0 || onlyStores.includes(s.label));
const scenarios = Object.keys(SCENARIOS).filter((name) => onlyScenarios.length === 0 || onlyScenarios.includes(name));

let server = null;
let browser = null;
let exitCode = 0;
try {
  server = await startShopServer({
    root,
    port,
    name: 'inp',
    env: {
      // Every browser of the bench comes from loopback, one client to the server: the budget of public
      // cache misses (a live search's queries) is for one shopper, not for all runs (as the journeys).
      PUBLIC_MISSES_PER_CLIENT: '100000',
      // The redeem cards are bought and checked through the API (no captcha widget in any measured
      // page): a small proof of work, and fraud limits that let one address buy them (as the journeys).
      CAPTCHA_COST: '10',
      CAPTCHA_COUNTER_MIN: '100',
      CAPTCHA_COUNTER_MAX: '400',
      FRAUD_VELOCITY_LIMITS: 'email=1000000,card=1000000,device=1000000,ip=1000000,ipv6Prefix=1000000',
    },
  });
  // The redeem's cards, then every page once prepared as a run prepares it (a basket, a redeem) and
  // requested twice: the server is warm, and a page that does not answer fails here, not in a run.
  const shared = { cards: {} };
  for (const s of stores) if (scenarios.includes('redeem')) shared.cards[s.label] = await buyCard(s);
  for (const s of stores) {
    for (const name of scenarios) {
      const prepared = (await SCENARIOS[name].prepare?.(s, shared)) ?? {};
      const path = SCENARIOS[name].path(s, prepared);
      await warm(s.origin, path, { cookie: prepared.cookie, label: `${s.label} ${name}` });
      console.log(`${s.label} ${name}: ${s.origin}${path.split('?')[0]}${prepared.cookie ? ' (a card in the basket)' : ''}${prepared.redeemToken ? ' (a redeem link)' : ''}; steps: ${SCENARIOS[name].steps.map((step) => stepName(step, s)).join(', ')}`);
    }
  }

  if (process.argv.includes('--dry-run')) {
    console.log(`throttlings: ${throttlings.map((t) => throttlingName(t, 'N')).join(', ')}; ${RUNS} runs each; Chromium ${chromiumPath}; results would go to ${relative(root, outFile)}`);
  } else {
    const { chromium } = e2eRequire('@playwright/test');
    const lighthouseDir = dirname(e2eRequire.resolve('lighthouse/package.json'));
    // The phone Lighthouse emulates (bench:lighthouse measures the same one), and its benchmark.
    const { screenEmulationMetrics, userAgents } = await import(pathToFileURL(join(lighthouseDir, 'core/config/constants.js')).href);
    const { pageFunctions } = await import(pathToFileURL(join(lighthouseDir, 'core/lib/page-functions.js')).href);
    const phone = screenEmulationMetrics.mobile;
    const webVitalsDir = dirname(e2eRequire.resolve('web-vitals/attribution'));
    const webVitalsSource = readFileSync(join(webVitalsDir, 'web-vitals.attribution.iife.js'), 'utf8');
    const webVitalsVersion = JSON.parse(readFileSync(join(webVitalsDir, '..', 'package.json'), 'utf8')).version;

    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROME_FLAGS });
    console.log(`Chromium ${browser.version()} (${chromiumPath}), web-vitals ${webVitalsVersion}`);

    /** Lighthouse's benchmarkIndex (its own page function), CALIBRATION_RUNS times in an unthrottled page. */
    async function calibrate(when) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const indices = [];
      for (let i = 0; i < CALIBRATION_RUNS; i += 1) indices.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
      await context.close();
      console.log(`benchmarkIndex (${when}): ${indices.join(', ')}, median ${median(indices)}`);
      return indices;
    }

    const startIndices = await calibrate('start');
    const calibrated = calibratedMultiplier(median(startIndices));
    const plans = throttlings.map((t) => ({ name: throttlingName(t, calibrated), multiplier: t.kind === 'calibrated' ? calibrated : t.multiplier }));
    console.log(`CPU throttling: ${plans.map((p) => p.name).join(' and ')}; ${stores.length} storefronts × ${scenarios.length} interactions × ${RUNS} runs; phone ${phone.width}×${phone.height}\n`);

    /** One measurement: a fresh context and page, the scenario's steps, what the page recorded. */
    async function measure(s, name, plan, run) {
      const scenario = SCENARIOS[name];
      const steps = scenario.steps.map((step) => stepName(step, s));
      const record = { store: s.label, scenario: name, throttling: plan.name, run, steps, error: null, inp: null };
      const context = await browser.newContext({
        viewport: { width: phone.width, height: phone.height },
        screen: { width: phone.width, height: phone.height },
        deviceScaleFactor: phone.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: userAgents.mobile,
        locale: s.label === 'de' ? 'de-DE' : 'nl-NL',
      });
      try {
        const prepared = (await scenario.prepare?.(s, shared)) ?? {};
        // The visitor accepted the cookies (as the journeys' visitor): the banner does not cover the page.
        const cookies = [{ name: 'cookie_consent', value: 'v1.s1.m1', url: `${s.origin}/` }];
        if (prepared.cookie) {
          const at = prepared.cookie.indexOf('=');
          cookies.push({ name: prepared.cookie.slice(0, at), value: prepared.cookie.slice(at + 1), url: `${s.origin}/` });
        }
        await context.addCookies(cookies);
        await context.addInitScript({ content: `${webVitalsSource}\n${RECORDER}` });
        const page = await context.newPage();
        const problems = [];
        page.on('pageerror', (error) => problems.push(`page error: ${error.message.split('\n')[0]}`));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console: ${message.text().split('\n')[0].slice(0, 200)}`);
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: plan.multiplier });
        const loadStart = Date.now();
        await page.goto(`${s.origin}${scenario.path(s, prepared)}`, { waitUntil: 'load', timeout: 120_000 });
        // Again in the page's own renderer (the navigation from about:blank may have started a new one).
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: plan.multiplier });
        await scenario.ready(page, s);
        record.quiet = await quiet(page);
        record.readyAfterMs = Date.now() - loadStart;
        for (const [index, step] of scenario.steps.entries()) {
          const current = steps[index];
          await page.evaluate((mark) => window.__inpBench.mark(mark), current);
          // INP_TRACE_STEP=choose: a DevTools trace of that step (where an interaction's time goes).
          const tracing = process.env.INP_TRACE_STEP === current;
          if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'] });
          try {
            await step.act(page, s);
            await sleep(SETTLE_MS);
            await step.done(page, s);
            if (tracing) {
              const trace = join(dirname(outFile), `inp-${stamp}-${s.label}-${name}-${current.replace(/\W+/g, '_')}-${run}.trace.json`);
              mkdirSync(dirname(trace), { recursive: true });
              const traced = await browser.stopTracing();
              writeFileSync(trace, traced);
              console.log(`trace of "${current}": ${relative(root, trace)}`);
              try {
                for (const line of summarizeTrace(JSON.parse(traced.toString()), originalPosition)) console.log(`  ${line}`);
              } catch (error) {
                // The trace is written; only its summary is missing.
                console.log(`  (no summary of the trace: ${error.message})`);
              }
            }
          } catch (error) {
            // A failed step ends its trace too: the browser traces one page at a time.
            if (tracing) await browser.stopTracing().catch(() => undefined);
            throw new Error(`step "${current}": ${error.message.split('\n')[0]}`);
          }
          await sleep(500);
        }
        await sleep(SETTLE_MS);
        const recorded = await page.evaluate(() => {
          const { inp, events, frames, marks } = window.__inpBench;
          return { inp, events, frames, marks };
        });
        const interactions = assignSteps(interactionsOf(recorded.events), recorded.marks).map((i) => ({ ...i, during: scriptsDuring(i, recorded.frames) }));
        record.inp = recorded.inp.at(-1)?.value ?? null;
        record.inpReport = recorded.inp.at(-1) ?? null;
        record.interactions = interactions;
        // The Event Timing entries as the page reported them (16 ms and over).
        record.events = recorded.events;
        record.problems = problems.slice(0, 10);
        if (record.inp === null) record.error = 'web-vitals reported no INP';
      } catch (error) {
        record.error = error.message.split('\n')[0];
        const shot = join(dirname(outFile), `inp-${stamp}-${s.label}-${name}-${run}.png`);
        try {
          mkdirSync(dirname(shot), { recursive: true });
          await context.pages()[0]?.screenshot({ path: shot });
          record.screenshot = relative(root, shot);
        } catch {}
      } finally {
        await context.close();
      }
      return record;
    }

    const runs = [];
    /** The index after each round of runs: a round on a machine that got busy shows there. */
    const roundIndices = [];
    for (let run = 1; run <= RUNS; run += 1) {
      for (const plan of plans) {
        for (const s of stores) {
          for (const name of scenarios) {
            const record = await measure(s, name, plan, run);
            runs.push(record);
            const perStep = record.steps.map((step) => `${step} ${Math.round(worstOf((record.interactions ?? []).filter((i) => i.step === step))?.duration ?? 0) || '<16'}`).join(', ');
            console.log(
              `${s.label} ${name} ${plan.name} run ${run}/${RUNS}: ${record.error ? `FAILED ${record.error}` : `INP ${Math.round(record.inp)} ms (${perStep})${record.quiet ? '' : ', the page was never quiet before the first input'}`}`,
            );
          }
        }
      }
      roundIndices.push({ label: `after run ${run}`, indices: await calibrate(run === RUNS ? 'end' : `after run ${run}`) });
    }

    const endIndices = roundIndices.at(-1).indices;
    const drift = indexDrift({ start: startIndices, end: endIndices, groups: roundIndices.slice(0, -1) });
    const unsteady = drift.ok
      ? null
      : `the host's benchmarkIndex moved more than ${MAX_INDEX_CHANGE * 100} % during the run (${drift.worst.label}: ${Math.round(drift.worst.median)} against ${drift.startMedian} at the start): the machine was busier or faster than at the start, so these figures measure the machine as well as the shop`;
    const results = plans.map((plan) => ({ ...plan, summaries: summarizeRuns(runs.filter((r) => r.throttling === plan.name)) }));
    const all = runs.flatMap((r) => (r.interactions ?? []).map((i) => ({ ...i, store: r.store, scenario: r.scenario, throttling: r.throttling, run: r.run })));
    const worst = worstOf(all);

    mkdirSync(dirname(outFile), { recursive: true });
    writeFileSync(
      outFile,
      `${JSON.stringify(
        {
          startedAt: startedAt.toISOString(),
          endedAt: new Date().toISOString(),
          ...provenance(root),
          chromium: browser.version(),
          chromiumPath,
          webVitals: webVitalsVersion,
          device: { ...phone, userAgent: userAgents.mobile, touch: true },
          typeDelayMs: TYPE_DELAY_MS,
          targetMs: INP_TARGET_MS,
          runsPerScenario: RUNS,
          unsteady,
          index: { start: startIndices, rounds: roundIndices, end: endIndices, startMedian: drift.startMedian, endMedian: drift.endMedian, worst: drift.worst, maxChange: MAX_INDEX_CHANGE },
          throttlings: plans,
          results,
          worst,
          runs,
        },
        null,
        2,
      )}\n`,
    );

    console.log(`\nbenchmarkIndex: start ${drift.startMedian}, ${roundIndices.map((r) => `${r.label} ${median(r.indices)}`).join(', ')}`);
    for (const result of results) {
      console.log(`\n## INP, phone (Moto G Power emulation, touch), ${result.name} CPU; production build; median and max of ${RUNS} runs, web-vitals ${webVitalsVersion}\n`);
      console.log(renderTable(result.summaries));
      const failed = result.summaries.flatMap((x) => x.errors.map((e) => `${x.store} ${x.scenario} ${e}`));
      if (failed.length > 0) console.log(`\nFailed runs (left out):\n${failed.map((f) => `- ${f}`).join('\n')}`);
    }
    if (worst) {
      console.log(`\nThe slowest interaction: ${worst.store} ${worst.scenario}, step "${worst.step}" (run ${worst.run}, ${worst.throttling}):\n${describeInteraction(worst)}`);
      // web-vitals' own attribution of that page's INP, when it is this interaction.
      const report = runs.find((r) => r.store === worst.store && r.scenario === worst.scenario && r.throttling === worst.throttling && r.run === worst.run)?.inpReport;
      if (report?.interactionId === worst.id) {
        const script = report.longestScript;
        console.log(
          `  web-vitals: INP ${Math.round(report.value)} ms on ${report.target}: input delay ${Math.round(report.inputDelay)} ms, processing ${Math.round(report.processingDuration)} ms, presentation ${Math.round(report.presentationDelay)} ms; script ${Math.round(report.totalScriptDuration ?? 0)} ms, style and layout ${Math.round(report.totalStyleAndLayoutDuration ?? 0)} ms${script ? `; longest script ${script.sourceURL ? new URL(script.sourceURL).pathname : script.invokerType} ${script.sourceFunctionName || ''} (${script.invoker}) ${Math.round(script.intersectingDuration)} ms in ${script.subpart}` : ''}`,
        );
      }
    }
    const over = all.filter((i) => i.duration > INP_TARGET_MS);
    console.log(over.length === 0 ? `\nNo interaction over ${INP_TARGET_MS} ms.` : `\n${over.length} interaction(s) over ${INP_TARGET_MS} ms.`);
    if (unsteady) {
      console.error(`\nNOT STEADY: ${unsteady}. Run again on a quiet machine.`);
      exitCode = 2;
    }
    if (runs.some((r) => r.error)) exitCode = exitCode || 1;
    console.log(`\nResults: ${relative(root, outFile).startsWith('..') ? outFile : relative(root, outFile)}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
}
process.exit(exitCode);

