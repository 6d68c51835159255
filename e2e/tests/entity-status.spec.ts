import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expect, test } from './fixtures';
import { serverRequest } from './helpers';

/**
 * A page's status comes from its route module's loader (issue 34): the server render runs it before
 * the document goes out, and the one lookup that renders the page decides between 200 and 404. These
 * were the API's entity checks (api/src/http/page-status.ts, gone); against the production build, in
 * the German and the Dutch storefront, what exists answers 200 and what does not 404, for every kind
 * of entity a path can name.
 */

/** The first link of a server-rendered page that matches `pattern` (an existing entity's path). */
async function firstLink(request: APIRequestContext, store: string | null, page: string, pattern: RegExp): Promise<string> {
  const response = await serverRequest(request, store, page);
  expect(response.status(), page).toBe(200);
  const hrefs = [...(await response.text()).matchAll(/href="([^"?#]+)"/g)].map((m) => m[1] as string);
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`no link like ${pattern} on ${page}`);
  return found;
}

/** One of a product's shops, as the shop's own GraphQL API lists them (the locations page draws them on its map). */
async function firstLocationSlug(request: APIRequestContext, store: string | null, product: string): Promise<string> {
  const response = await request.post(`http://localhost:${E2E_PORT}/graphql`, {
    headers: { 'content-type': 'application/json', ...(store ? { host: `${store.toLowerCase()}.localhost:${E2E_PORT}` } : {}) },
    data: {
      query: 'query FirstLocation($product: String!) { locations(filters: { product: $product }, paging: { itemsPerPage: 1, pageNumber: 1 }) { items { slug } } }',
      variables: { product },
    },
  });
  const slug = ((await response.json()) as { data?: { locations?: { items: Array<{ slug: string }> } } }).data?.locations?.items[0]?.slug;
  if (!slug) throw new Error(`no shop of ${product}`);
  return slug;
}

async function expectStatuses(request: APIRequestContext, store: string | null, paths: string[], status: number) {
  const answered: Array<[string, number]> = [];
  for (const path of paths) answered.push([path, (await serverRequest(request, store, path)).status()]);
  expect(answered).toEqual(paths.map((path) => [path, status]));
}

const STOREFRONTS = [
  {
    label: 'German',
    key: null,
    product: '/geschenkkarten/apple-geschenkkarte/',
    missingProduct: '/geschenkkarten/gibt-es-nicht-geschenkkarte/',
    list: '/geschenkkarten/',
    missingRedeemInfo: '/guthaben-pruefen/info/gibt-es-nicht/',
    locations: 'standorte',
    categories: '/kategorie/geschenkkarten/',
    category: /^\/kategorie\/(?!geschenkkarten\/)[a-z0-9-]+\/$/,
    occasions: '/anlaesse/',
    occasion: /^\/anlaesse\/[a-z0-9-]+\/$/,
    landing: '/weihnachten/',
    missingLanding: '/gibt-es-nicht/',
    blog: '/blog/',
    doublerThanks: '/verdoppler/danke/',
    confirmation: (id: string) => `/kasse/danke/${id}/`,
  },
  {
    label: 'Dutch',
    key: 'CB',
    product: '/cadeaubonnen/apple-cadeaukaart/',
    missingProduct: '/cadeaubonnen/bestaat-niet-cadeaukaart/',
    list: '/cadeaubonnen/',
    missingRedeemInfo: '/saldocheck/info/bestaat-niet/',
    locations: 'locaties',
    categories: '/categorie/alle-cadeaubonnen/',
    category: /^\/categorie\/(?!alle-cadeaubonnen\/)[a-z0-9-]+\/$/,
    occasions: '/geefmomenten/',
    occasion: /^\/geefmomenten\/[a-z0-9-]+\/$/,
    landing: '/kerst/',
    missingLanding: '/bestaat-niet/',
    blog: '/blog/',
    doublerThanks: '/verdubbelaar/bedankt/',
    confirmation: (id: string) => `/bestellen/${id}/`,
  },
] as const;

for (const store of STOREFRONTS) {
  test.describe(`${store.label} storefront: the loader's lookup is the status`, () => {
    test('what exists answers 200, what does not 404, for every kind of entity', async ({ request }) => {
      const category = await firstLink(request, store.key, store.categories, store.category);
      const occasion = await firstLink(request, store.key, store.occasions, store.occasion);
      const locations = `${store.product}${store.locations}/`;
      const productSlug = store.product.split('/')[2] as string;
      const location = `${locations}${await firstLocationSlug(request, store.key, productSlug)}/`;
      const article = await firstLink(request, store.key, store.blog, /^\/blog\/[a-z0-9-]+\/$/);

      await expectStatuses(
        request,
        store.key,
        [store.product, locations, location, category, occasion, store.landing, store.blog, article, store.doublerThanks, `${store.doublerThanks}${productSlug}/`, `${store.list}2/`, `${store.list}?page=2`],
        200,
      );
      await expectStatuses(
        request,
        store.key,
        [
          store.missingProduct,
          `${store.missingProduct}${store.locations}/`,
          `${locations}gibt-es-nicht-filiale/`,
          // A shop of the brand exists, but not under a product that does not.
          `${store.missingProduct}${store.locations}/${location.split('/').at(-2)}/`,
          category.replace(/[a-z0-9-]+\/$/, 'gibt-es-nicht/'),
          occasion.replace(/[a-z0-9-]+\/$/, 'gibt-es-nicht/'),
          store.missingLanding,
          '/blog/gibt-es-nicht/',
          `${store.doublerThanks}gibt-es-nicht/`,
          store.confirmation(randomUUID()),
          store.confirmation('not-a-uuid'),
          // Pages past a list's end and an unknown redeem company page (issue 36).
          `${store.list}999/`,
          `${store.list}?page=999`,
          `${category}99/`,
          store.missingRedeemInfo,
          // Malformed references and encoded garbage: refused by the API's input rules, so not found.
          `${locations}Not_A_Slug!/`,
          `${store.missingProduct.split('/').slice(0, 2).join('/')}/%00/`,
          `${store.missingProduct.split('/').slice(0, 2).join('/')}/..%2F..%2Fetc%2Fpasswd/`,
          store.confirmation('%00'),
          '/%ZZ/',
          '/blog/Not_A_Slug!/',
          '/%3Cscript%3E/',
        ],
        404,
      );
    });
  });
}

test('HEAD says what GET says, from the same loader', async ({ request }) => {
  expect((await serverRequest(request, null, '/geschenkkarten/gibt-es-nicht-geschenkkarte/', 'HEAD')).status()).toBe(404);
  expect((await serverRequest(request, null, '/geschenkkarten/apple-geschenkkarte/', 'HEAD')).status()).toBe(200);
});

test('a storefront without editorial texts has no blog and no landing pages', async ({ request }) => {
  // The Danish storefront shares the Dutch path variant and the content release, not the texts.
  await expectStatuses(request, 'CBDK', ['/blog/', '/kerst/', '/weihnachten/'], 404);
});

test('the All-in-1 card is a page only where the storefront sells it (issue 36)', async ({ request }) => {
  await expectStatuses(request, null, ['/geschenkkarten/all-in-1-geschenkkarte/'], 200);
  await expectStatuses(request, 'GCSDE', ['/geschenkkarten/all-in-1-geschenkkarte/'], 404);
});
