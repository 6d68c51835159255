/**
 * The query string a server render gets (issue 31): only the parameters the pages read, so a link
 * with tracking parameters (`?utm_source=…&fbclid=…`) or any made-up one renders as the page without
 * them, and only a query a page reads counts against the client's budget of query renders
 * (`LIMITS.queryRendersPerIp`, server.ts). The browser keeps its own URL: the pages read the same
 * known parameters there, so what the server rendered is what hydration expects.
 *
 * The parameters are those the front-end reads from `location.search` (grep `get('` and `getAll(`
 * over shell/src, shared/src and each remote's src). A new one must be added here, or its pages render
 * without it on the server and again with it in the browser.
 */
const KNOWN_PARAMETERS = [
  // Lists (mf-catalogue list-params.ts: page, search, order, the spec §2 filter collections; the blog: page, category).
  'page',
  's',
  'sort',
  'category',
  'cb_api_giftcard_categories',
  'cb_api_giftcard_types',
  // The map's rectangle (mf-catalogue map-bounds.ts).
  'latmin',
  'latmax',
  'lonmin',
  'lonmax',
  // Checkout, payment, confirmation, redeem, reorder and withdrawal pages (the checkout's step:
  // the server renders the checkout with the visitor's basket, at the step its address names).
  'step',
  'order',
  'error',
  'resultCode',
  'redeemToken',
] as const;

/**
 * Longest value kept: far above any the shop writes (a search is cut to 100 characters, an order is a
 * UUID, a filter a few comma-separated terms). A longer one is dropped like an unknown parameter.
 */
export const MAX_RENDER_VALUE_LENGTH = 256;

/**
 * `search` (a URL's query, with or without its `?`) reduced to the known parameters, in a fixed
 * order, each once with its first value (what `URLSearchParams.get` reads); empty or oversized
 * values are dropped. '' when none is left, else `?…`.
 */
export function knownRenderQuery(search: string): string {
  const params = new URLSearchParams(search);
  const known = new URLSearchParams();
  for (const name of KNOWN_PARAMETERS) {
    const value = params.get(name);
    if (value && value.length <= MAX_RENDER_VALUE_LENGTH) known.set(name, value);
  }
  const query = known.toString();
  return query ? `?${query}` : '';
}
