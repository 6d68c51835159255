/**
 * A search engine's crawl of the shop (issue 36), over real HTTP on the seeded catalogue: robots.txt and
 * sitemap.xml of the German, the Dutch and the GCS Germany storefront (with every release the teams ship
 * registered: shop-releases.ts), then the pages the sitemap lists. Every page of every kind the sitemap
 * has (the first and the last few of each, plus a few between: the German sitemap alone lists many
 * hundreds) answers 200 with a server-rendered head of its own: a title that is not just the storefront's
 * name and no other kind of page has, a description, a canonical URL that is the very URL, robots index.
 *
 * The pages here are the client-rendered shell with the API's head (seo-head.ts: no renderer is built for
 * Jest); the server render uses the same pageMetadata (ShellSeo), and its page loaders decide 404 for what
 * does not exist (their tests in the remotes, e2e/tests/entity-status.spec.ts against the production build).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShopRouter, type RouteKey, type StorefrontRoute } from '@shop/shared/routes';
import type { TestResponse } from '../testing/http';
import { registerShopReleases } from '../testing/shop-releases';
import { startTestServer, type TestServer } from '../testing/test-server';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';

interface Storefront {
  label: string;
  host: string;
  /** The page kinds its sitemap must have (route keys). */
  kinds: RouteKey[];
  /** Its product list is longer than one page. */
  pagedList: boolean;
}

const COMMON_KINDS: RouteKey[] = ['home', 'productList', 'productDetail', 'categoryAll', 'category', 'occasions', 'occasion', 'contact', 'business', 'activation', 'balanceCheck', 'terms', 'privacy', 'cookies'];

const STOREFRONTS: Storefront[] = [
  { label: 'German', host: 'localhost', kinds: [...COMMON_KINDS, 'allInOneCard', 'locations', 'location', 'blog', 'blogArticle', 'landing', 'imprint', 'withdrawal', 'withdrawContract', 'doubler'], pagedList: true },
  { label: 'Dutch', host: 'cb.localhost', kinds: [...COMMON_KINDS, 'allInOneCard', 'blog', 'blogArticle', 'landing', 'helpdesk', 'doubler'], pagedList: true },
  { label: 'GCS Germany', host: 'gcsde.localhost', kinds: [...COMMON_KINDS, 'blog', 'blogArticle', 'landing', 'imprint'], pagedList: false },
];

/** Pages requested per kind: the first and last two, and evenly spread between them. */
const PER_KIND = 6;

const NOT_FOUND_TEXT = /not found|nicht gefunden|niet gevonden|gibt es nicht|bestaat niet|does not exist/i;

let tmp: string;
let shop: TestServer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-crawl-'));
  const shellDist = join(tmp, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  shop = await startTestServer({ shellDist });
  await registerShopReleases(shop.handle.db);
});

afterAll(async () => {
  await shop?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const get = (host: string, path: string) => shop.request(path, { headers: { host, 'accept-encoding': 'identity' } });

function headOf(res: TestResponse) {
  const head = res.text.slice(0, res.text.indexOf('</head>'));
  const attr = (pattern: RegExp) => pattern.exec(head)?.[1]?.replace(/&amp;/g, '&');
  return {
    title: attr(/<title data-shop-ssr>([^<]*)<\/title>/),
    description: attr(/<meta data-shop-ssr name="description" content="([^"]*)">/),
    robots: attr(/<meta data-shop-ssr name="robots" content="([^"]*)">/),
    canonical: attr(/<link data-shop-ssr rel="canonical" href="([^"]*)">/),
  };
}

/** An even spread of `list`: its first and last two, and some between. */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  const picked = new Set([0, 1, list.length - 2, list.length - 1]);
  for (let i = 1; picked.size < count; i++) picked.add(Math.round((i * (list.length - 1)) / (count - 3)));
  return [...picked].sort((a, b) => a - b).map((i) => list[i] as T);
}

async function storefrontConfig(host: string) {
  const { body } = await shop.graphql<{ storefrontConfig: { name: string; defaultLanguage: string; languages: { code: string }[]; routes: StorefrontRoute[] } }>(
    '{ storefrontConfig { name defaultLanguage languages { code } routes { key remote pattern redirectTo header requiresLogin } } }',
    { headers: { host } },
  );
  return body.data?.storefrontConfig as NonNullable<typeof body.data>['storefrontConfig'];
}

describe.each(STOREFRONTS)('$label storefront: what a crawler finds', ({ host, kinds, pagedList }) => {
  it('robots.txt keeps crawlers out of the visitor’s own pages, the search and the API, and names the sitemap', async () => {
    const res = await get(host, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: http://${host}:3000/sitemap.xml`);
    for (const path of ['/account/', '/graphql', '/operator/', '/*?s=']) expect(lines).toContain(`Disallow: ${path}`);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    const config = await storefrontConfig(host);
    const router = createShopRouter(config);
    // Basket, checkout, redeem flow and login are out, in every language; the balance check and the shop's pages are in.
    for (const key of ['basket', 'checkout', 'redeemCheckout', 'redeemShop', 'login', 'accountOverview']) {
      for (const { code } of config.languages) {
        const path = router.href(key, {}, code) as string;
        expect({ key, code, blocked: disallowed.some((prefix) => path.startsWith(prefix)) }).toEqual({ key, code, blocked: true });
      }
    }
    for (const key of ['home', 'balanceCheck', 'productList', 'contact', 'activation']) {
      const path = router.href(key) as string;
      expect({ key, blocked: disallowed.some((prefix) => path.startsWith(prefix) || prefix === '/') }).toEqual({ key, blocked: false });
    }
    for (const open of ['/remotes/', '/media/']) expect(disallowed.some((prefix) => open.startsWith(prefix))).toBe(false);
  });

  it('lists every kind of page in its sitemap, and each answers 200 with a head of its own', async () => {
    const res = await get(host, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
    const origin = `http://${host}:3000`;
    const urls = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'));
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${origin}/`)).toBe(true);
    // Alternates name pages of the sitemap itself.
    const alternates = [...res.text.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => (m[2] as string).replace(/&amp;/g, '&'));
    expect(alternates.length).toBeGreaterThan(0);
    const listed = new Set(urls);
    for (const href of alternates) expect(listed.has(href)).toBe(true);

    const config = await storefrontConfig(host);
    const router = createShopRouter(config);
    const byKind = new Map<RouteKey, string[]>();
    for (const url of urls) {
      const key = router.match(new URL(url).pathname)?.key ?? '(no route)';
      byKind.set(key, [...(byKind.get(key) ?? []), url]);
    }
    expect(byKind.has('(no route)')).toBe(false);
    for (const kind of kinds) expect({ kind, listed: byKind.has(kind) }).toEqual({ kind, listed: true });
    // Never the visitor's own pages.
    for (const kind of ['basket', 'checkout', 'login', 'accountIdentify', 'redeemShop', 'redeemCheckout', 'notFound', 'doublerThanks']) {
      expect({ kind, listed: byKind.has(kind) }).toEqual({ kind, listed: false });
    }
    // Paged lists are listed with their pages that exist, and no page past the last.
    const listPages = (byKind.get('productList') ?? []).filter((url) => /\/\d+\/$/.test(url));
    expect(listPages.length > 0).toBe(pagedList);

    const titles = new Map<string, string>();
    for (const [kind, list] of byKind) {
      for (const url of spread(list, PER_KIND)) {
        const page = await get(host, url.slice(origin.length));
        const head = headOf(page);
        const seen = { url, status: page.status, notFoundText: NOT_FOUND_TEXT.test(page.text.replace(/<script[^>]*>.*?<\/script>/gs, '')) };
        expect(seen).toEqual({ url, status: 200, notFoundText: false });
        expect({ url, title: head.title === config.name || !head.title }).toEqual({ url, title: false });
        expect({ url, description: Boolean(head.description) }).toEqual({ url, description: true });
        expect({ url, canonical: head.canonical, robots: head.robots }).toEqual({ url, canonical: url, robots: 'index, follow' });
        expect(page.headers['x-robots-tag']).toBeUndefined();
        // No two pages of a language share a title, whatever their kinds (the same page in another
        // language may: "Blog", a brand's name).
        const titleKey = `${router.match(new URL(url).pathname)?.language} ${head.title}`;
        expect({ url, sameTitleAs: titles.get(titleKey) }).toEqual({ url, sameTitleAs: undefined });
        titles.set(titleKey, `${kind} ${url}`);
      }
    }
  });
});
