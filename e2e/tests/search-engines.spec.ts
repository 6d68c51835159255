import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainText, NOT_FOUND_TEXT, sampleByKind } from './crawl-helpers';
import { serverRequest } from './helpers';

/**
 * What a search engine finds (issue 36, ADR 0056), against the production build with its server render:
 * robots.txt and sitemap.xml of the German, the Dutch, the GCS Germany and every English-speaking
 * storefront, then pages from
 * each sitemap (two of every kind of path, the kind read from the path's first segment): each answers 200
 * with the page itself (no "not found" in its main region), a title of its own, a description, the
 * canonical URL that is the very URL and robots index. The visitor's own pages are noindex. The API test
 * crawl.test.ts requests more of them, with the API's head and without the render.
 */
const STOREFRONTS: ReadonlyArray<{ label: string; key: string | null; name: string | null; login?: string }> = [
  { label: 'German', key: null, name: 'CardBon Deutschland', login: '/account/login/' },
  { label: 'Dutch', key: 'CB', name: null, login: '/account/login/' },
  { label: 'GCS Germany', key: 'GCSDE', name: null, login: '/account/login/' },
  // The English-speaking storefronts are crawled too (storefront-languages.spec.ts crawls the others):
  // no page of theirs may say "not found" or lack a head of its own either.
  ...['CBAU', 'CBCA', 'CBIE', 'CBNZ', 'CBUS', 'CKUK', 'GCSAE', 'GCSIE', 'GCSUK', 'GCUK'].map((key) => ({ label: key, key, name: null })),
];


const decoded = (value: string | undefined) => value?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: decoded(/<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1]),
    description: decoded(/<meta name="description" content="([^"]*)"/.exec(head)?.[1]),
    robots: /<meta name="robots" content="([^"]*)"/.exec(head)?.[1],
    canonical: decoded(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]),
  };
}



async function get(request: APIRequestContext, key: string | null, url: string) {
  const { pathname, search } = new URL(url);
  const response = await serverRequest(request, key, pathname + search);
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

for (const store of STOREFRONTS) {
  test.describe(`${store.label} storefront, as a search engine crawls it`, () => {
    test('robots.txt names the sitemap; every sampled sitemap page is itself, with a head of its own', async ({ request }) => {
      const robots = await serverRequest(request, store.key, '/robots.txt');
      expect(robots.status()).toBe(200);
      const robotsText = await robots.text();
      expect(robotsText).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
      expect(robotsText).toMatch(/^Disallow: \/account\/$/m);

      const sitemap = await serverRequest(request, store.key, '/sitemap.xml');
      expect(sitemap.status()).toBe(200);
      expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
      const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decoded(m[1]) as string);
      expect(urls.length).toBeGreaterThan(20);

      const titles = new Map<string, string>();
      for (const url of sampleByKind(urls)) {
        const { status, html, headers } = await get(request, store.key, url);
        const head = headOf(html);
        expect({ url, status, notFound: NOT_FOUND_TEXT.test(mainText(html)) }).toEqual({ url, status: 200, notFound: false });
        expect({ url, canonical: head.canonical, robots: head.robots, xRobots: headers['x-robots-tag'] }).toEqual({ url, canonical: url, robots: 'index, follow', xRobots: undefined });
        expect({ url, description: Boolean(head.description), title: Boolean(head.title) && !/^[^|]+$/.test(head.title ?? '') }).toEqual({ url, description: true, title: true });
        if (store.name) expect(head.title).not.toBe(store.name);
        // Pages of one language have titles of their own.
        const language = /^\/([a-z]{2})\//.exec(new URL(url).pathname)?.[1] ?? '';
        expect({ url, sameTitleAs: titles.get(`${language} ${head.title}`) }).toEqual({ url, sameTitleAs: undefined });
        titles.set(`${language} ${head.title}`, url);
      }
    });

    const login = store.login;
    if (login) test('the login page is not for search engines', async ({ request }) => {
      const { status, html, headers } = await get(request, store.key, `http://x${login}`);
      expect(status).toBe(200);
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headOf(html).robots).toMatch(/^noindex/);
    });
  });
}
