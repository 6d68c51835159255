import { DE, NL, SEARCH } from '../../testing/catalogue-queries';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { prefixQuery } from './search.queries';

interface SearchItem {
  __typename: 'Product' | 'Occasion';
  id: string;
  path: string;
  title?: string;
  heroTitle?: string;
  productType?: string;
}
interface SearchResult {
  search_v1: {
    matchMode: string;
    errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }>;
    body: Array<{ groupType: string; items: SearchItem[] }>;
  };
}

let shop: TestServer;

beforeAll(async () => {
  // Many searches from one client in a few seconds: more than the public-miss budget allows one shopper.
  shop = await startTestServer({ publicMissesPerClient: 10_000 });
});

afterAll(async () => {
  await shop?.close();
});

async function search(inputText: string, headers: Record<string, string> = DE) {
  const { body } = await shop.graphql<SearchResult>(SEARCH, { variables: { inputText }, headers });
  expect(body.errors).toBeUndefined();
  return body.data?.search_v1 as SearchResult['search_v1'];
}

const group = (result: SearchResult['search_v1'], type: string) => result.body.find((g) => g.groupType === type)?.items ?? [];

async function categoryIds(term: string, headers: Record<string, string> = DE): Promise<Set<string>> {
  const { body } = await shop.graphql<{ products: { items: Array<{ id: string }> } }>(
    'query ($t: [String!]!) { products(filters: { filterByTaxonomy: [{ collection: cb_api_giftcard_categories, terms: $t }] }, paging: { itemsPerPage: 100 }) { items { id } } }',
    { variables: { t: [term] }, headers },
  );
  return new Set(body.data?.products.items.map((p) => p.id));
}

async function occasionCardIds(path: string, headers: Record<string, string> = DE): Promise<string[]> {
  const { body } = await shop.graphql<{ occasion: { products: Array<{ id: string }> } | null }>(
    'query ($p: String!) { occasion(path: $p) { products(limit: 100) { id } } }',
    { variables: { p: path }, headers },
  );
  return body.data?.occasion?.products.map((p) => p.id) ?? [];
}

describe('search_v1 (German storefront)', () => {
  it('answers id and path of every item without fragments (spec §3: items have id and path)', async () => {
    // The selection the issue found refused while items were a union of Product and Occasion.
    const { body } = await shop.graphql<{ search_v1: { body: Array<{ items: Array<{ id: string; path: string }> }> } }>(
      '{ search_v1(inputText: "rest") { body { items { id path } } } }',
      { headers: DE },
    );
    expect(body.errors).toBeUndefined();
    const items = body.data?.search_v1.body.flatMap((g) => g.items) ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toEqual({ id: expect.any(String), path: expect.stringMatching(/^\/(geschenkkarten|anlaesse)\/[a-z0-9-]+\/$/) });
  });

  it('finds restaurants for "Restaurants" (full text, German stemming)', async () => {
    const result = await search('Restaurants');
    expect(result.matchMode).toBe('FULL_TEXT');
    expect(result.errors).toEqual([]);
    const restaurants = await categoryIds('restaurants');
    const cards = group(result, 'GIFT_CARDS');
    expect(cards).toHaveLength(12);
    expect(cards.every((c) => c.__typename === 'Product' && restaurants.has(c.id))).toBe(true);
    // Singular and plural stem alike.
    expect(group(await search('Restaurant'), 'GIFT_CARDS').map((c) => c.id).sort()).toEqual(cards.map((c) => c.id).sort());
  });

  it('stems what a prefix alone would miss ("Weine" → wein)', async () => {
    const wine = await categoryIds('wine');
    const cards = group(await search('Weine'), 'GIFT_CARDS');
    expect(cards.length).toBeGreaterThanOrEqual(10);
    expect(cards.filter((c) => wine.has(c.id)).length).toBeGreaterThanOrEqual(10);
    // Umlauts: "Bücher" and "Bucher" find the same books.
    const books = group(await search('Bücher'), 'GIFT_CARDS').map((c) => c.id);
    expect(books.length).toBeGreaterThan(0);
    expect(group(await search('bucher'), 'GIFT_CARDS').map((c) => c.id)).toEqual(books);
  });

  it('matches a prefix while the shopper is typing ("resta")', async () => {
    const result = await search('resta');
    expect(result.matchMode).toBe('FULL_TEXT');
    const restaurants = await categoryIds('restaurants');
    expect(group(result, 'GIFT_CARDS').every((c) => restaurants.has(c.id))).toBe(true);
    expect(group(result, 'GIFT_CARDS').length).toBeGreaterThan(5);
  });

  it('tolerates typos ("restuarant")', async () => {
    const result = await search('restuarant');
    expect(result.matchMode).toBe('TYPO_TOLERANT');
    const restaurants = await categoryIds('restaurants');
    const cards = group(result, 'GIFT_CARDS');
    expect(cards.length).toBeGreaterThan(5);
    expect(cards.filter((c) => restaurants.has(c.id)).length).toBeGreaterThanOrEqual(cards.length - 2);
  });

  it('ranks a title match first ("apple")', async () => {
    const cards = group(await search('apple'), 'GIFT_CARDS');
    expect(cards[0]).toMatchObject({ id: 'cbde-apple', title: 'Apple Geschenkkarte', path: '/geschenkkarten/apple-geschenkkarte/' });
  });

  it('finds giving-moments pages', async () => {
    const result = await search('Hochzeit');
    expect(group(result, 'GIVING_MOMENTS')[0]).toMatchObject({
      __typename: 'Occasion',
      id: 'cbde-occ-wedding',
      path: '/anlaesse/hochzeit/',
      heroTitle: 'Für das Brautpaar',
    });
  });

  it('answers an occasion\'s name with its page and its cards ("Weihnachten", the typo "Weihnachen")', async () => {
    const christmas = await occasionCardIds('/anlaesse/weihnachten/');
    expect(christmas.length).toBeGreaterThan(0);
    for (const term of ['Weihnachten', 'weihnachten', 'Weihnachen', 'Wiehnachten', 'Weihnachtn', 'weihn', 'Gutschein Weihnachten']) {
      const result = await search(term);
      expect([term, result.errors, group(result, 'GIVING_MOMENTS')[0]]).toEqual([
        term,
        [],
        expect.objectContaining({ __typename: 'Occasion', id: 'cbde-occ-christmas', path: '/anlaesse/weihnachten/' }),
      ]);
      const cards = group(result, 'GIFT_CARDS').map((c) => c.id);
      expect([term, cards.filter((id) => christmas.includes(id)).length]).toEqual([term, Math.min(christmas.length, 12)]);
      expect(result.matchMode).not.toBe('NONE');
    }
  });

  it('names the best occasion only: "Geburtstag" is not also "Geburt"', async () => {
    const moments = group(await search('Geburtstag'), 'GIVING_MOMENTS');
    expect(moments[0]?.path).toBe('/anlaesse/geburtstag/');
    const birthday = await occasionCardIds('/anlaesse/geburtstag/');
    expect(group(await search('Geburtstag'), 'GIFT_CARDS').some((c) => birthday.includes(c.id))).toBe(true);
  });

  it('searches in the request language (x-lang en uses English stemming)', async () => {
    const cards = group(await search('wines', { ...DE, 'x-lang': 'en' }), 'GIFT_CARDS');
    expect(cards.length).toBeGreaterThan(5);
    expect(cards.every((c) => c.path.startsWith('/en/geschenkkarten/'))).toBe(true);
  });

  it('answers no results as an empty body without errors', async () => {
    const result = await search('xqzvw');
    expect(result).toEqual({ matchMode: 'NONE', errors: [], body: [] });
  });

  it('reports bad input in errors (spec §8 format), never as a failure', async () => {
    const empty = await search('   ');
    expect(empty.body).toEqual([]);
    expect(empty.errors).toEqual([{ message: 'Enter a search term', code: 1102, referencedRequestParameter: 'inputText' }]);
    const long = await search('a'.repeat(101));
    expect(long.errors[0]).toMatchObject({ code: 1102, referencedRequestParameter: 'inputText' });
    const symbols = await search("'; drop table products; --");
    expect(symbols.errors).toEqual([]);
  });
});

describe('search_v1 (Dutch storefront)', () => {
  it('uses Dutch stemming ("wijnen" → wijn)', async () => {
    const result = await search('wijnen', NL);
    const wine = await categoryIds('wine', NL);
    const cards = group(result, 'GIFT_CARDS');
    expect(cards.length).toBeGreaterThanOrEqual(5);
    expect(cards.filter((c) => wine.has(c.id)).length).toBe(wine.size);
  });

  it('matches prefixes and typos in Dutch', async () => {
    const prefix = group(await search('pannenk', NL), 'GIFT_CARDS');
    expect(prefix[0]).toMatchObject({ id: 'cb-pannenkoekenhuis-de-molen', path: '/cadeaubonnen/pannenkoekenhuis-de-molen-cadeaukaart/' });
    const typo = await search('restuarant', NL);
    expect(typo.matchMode).toBe('TYPO_TOLERANT');
    const restaurants = await categoryIds('restaurants', NL);
    expect(group(typo, 'GIFT_CARDS').some((c) => restaurants.has(c.id))).toBe(true);
    const occasion = group(await search('sinterklaas', NL), 'GIVING_MOMENTS');
    expect(occasion[0]).toMatchObject({ path: '/geefmomenten/sinterklaas/' });
  });
});

describe('search_v1 occasions (Dutch storefront)', () => {
  it('answers "kerst" and the typo "kertst" with the Christmas page and its cards', async () => {
    const christmas = await occasionCardIds('/geefmomenten/kerst/', NL);
    for (const term of ['kerst', 'Kerst', 'kertst', 'kerstcadeau']) {
      const result = await search(term, NL);
      expect([term, group(result, 'GIVING_MOMENTS')[0]?.path]).toEqual([term, '/geefmomenten/kerst/']);
      expect([term, group(result, 'GIFT_CARDS').some((c) => christmas.includes(c.id))]).toEqual([term, true]);
    }
  });
});

describe('popularSearchResults', () => {
  it('gives terms, entities and highlighted blocks in the storefront language', async () => {
    const query = /* GraphQL */ `{
      popularSearchResults {
        terms { title url { href type } }
        entities { id title path }
        highlightedBlocks { title description cardImage { url { href } } backgroundImage { url { href } } referencedPath showHand }
      }
    }`;
    type Popular = {
      popularSearchResults: {
        terms: Array<{ title: string; url: { href: string; type: string } }>;
        entities: Array<{ id: string }>;
        highlightedBlocks: Array<{ title: string; referencedPath: string; showHand: boolean; cardImage: unknown; backgroundImage: { url: { href: string } } }>;
      };
    };
    const de = (await shop.graphql<Popular>(query, { headers: DE })).body.data?.popularSearchResults;
    expect(de?.terms[0]).toEqual({ title: 'Restaurants', url: { href: '/kategorie/restaurants/', type: 'relative' } });
    expect(de?.terms).toHaveLength(6);
    expect(de?.entities).toHaveLength(6);
    expect(de?.highlightedBlocks[0]).toMatchObject({
      title: 'Die All-in-1 Geschenkkarte',
      referencedPath: '/geschenkkarten/all-in-1-geschenkkarte/',
      showHand: true,
    });
    expect(de?.highlightedBlocks[1]?.backgroundImage.url.href).toMatch(/^\/media\/banner\//);
    const nl = (await shop.graphql<Popular>(query, { headers: NL })).body.data?.popularSearchResults;
    expect(nl?.terms.map((t) => t.title)).toContain('Wijn');
    expect(nl?.highlightedBlocks[0]?.referencedPath).toBe('/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/');
  });
});

describe('prefixQuery', () => {
  it('puts the prefix operator on the last word only', () => {
    expect(prefixQuery(['wein'])).toBe('wein:*');
    expect(prefixQuery(['rotwein', 'geschenk'])).toBe('rotwein & geschenk:*');
  });
});
