import { BERLIN, DE, LOCATIONS, NL, SUGGESTIONS } from '../../testing/catalogue-queries';
import { type TestServer, startTestServer } from '../../testing/test-server';

interface Location {
  id: string;
  slug: string;
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  administrativeArea: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  brand: { id: string; name: string };
}
interface LocationList {
  locations: { total: number; pageNumber: number; itemsPerPage: number; pageCount: number; items: Location[] };
}
interface Suggestion {
  label: string;
  countryCode: string;
  administrativeArea: string;
  locality: string;
  latitude: number;
  longitude: number;
  locationCount: number;
}

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
});

afterAll(async () => {
  await shop?.close();
});

async function locations(variables: Record<string, unknown>, headers: Record<string, string> = DE) {
  const { body } = await shop.graphql<LocationList>(LOCATIONS, { variables, headers });
  expect(body.errors).toBeUndefined();
  return body.data?.locations as LocationList['locations'];
}

async function suggestions(variables: Record<string, unknown>, headers: Record<string, string> = DE) {
  const { body } = await shop.graphql<{ getLocationAddressSuggestions: Suggestion[] }>(SUGGESTIONS, { variables, headers });
  expect(body.errors).toBeUndefined();
  return body.data?.getLocationAddressSuggestions as Suggestion[];
}

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

describe('locations', () => {
  it('has more than 1,000 shops across German cities for the German storefront', async () => {
    const all = await locations({ paging: { itemsPerPage: 100 } });
    expect(all.total).toBeGreaterThan(1000);
    expect(all.itemsPerPage).toBe(100);
    expect(all.items.every((l) => l.countryCode === 'DE')).toBe(true);
    for (const l of all.items) {
      expect(l.postcode).toMatch(/^\d{5}$/);
      expect(l.postcode).not.toMatch(/^(01000|99999)$/);
      expect(l.latitude).toBeGreaterThan(47);
      expect(l.latitude).toBeLessThan(55.1);
      expect(l.longitude).toBeGreaterThan(5.8);
      expect(l.longitude).toBeLessThan(15.1);
      expect(decimals(l.latitude)).toBeLessThanOrEqual(5);
      expect(decimals(l.longitude)).toBeLessThanOrEqual(5);
    }
  });

  it('answers shops inside a rectangle, nearest to its centre first', async () => {
    const berlin = await locations({ filters: BERLIN, paging: { itemsPerPage: 100 } });
    expect(berlin.total).toBeGreaterThan(30);
    for (const l of berlin.items) {
      expect(l.latitude).toBeGreaterThanOrEqual(BERLIN.latmin);
      expect(l.latitude).toBeLessThanOrEqual(BERLIN.latmax);
      expect(l.longitude).toBeGreaterThanOrEqual(BERLIN.lonmin);
      expect(l.longitude).toBeLessThanOrEqual(BERLIN.lonmax);
    }
    expect(berlin.items.every((l) => ['Berlin', 'Potsdam'].includes(l.city))).toBe(true);
    const centre = { lat: 52.5, lon: 13.4 };
    const distance = (l: Location) => (l.latitude - centre.lat) ** 2 + ((l.longitude - centre.lon) * Math.cos((centre.lat * Math.PI) / 180)) ** 2;
    const distances = berlin.items.map(distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const page2 = await locations({ filters: BERLIN, paging: { itemsPerPage: 10, pageNumber: 2 } });
    expect(page2.items.map((l) => l.id)).toEqual(berlin.items.slice(10, 20).map((l) => l.id));
    expect(page2.pageCount).toBe(Math.ceil(berlin.total / 10));
  });

  it('rounds rectangle bounds to five decimals', async () => {
    const exact = await locations({ filters: BERLIN, paging: { itemsPerPage: 1 } });
    const noisy = await locations({
      filters: { latmin: 52.3000004, latmax: 52.6999996, lonmin: 13.0000001, lonmax: 13.7999999 },
      paging: { itemsPerPage: 1 },
    });
    expect(noisy.total).toBe(exact.total);
  });

  it('filters by product (its brand) and finds a location page', async () => {
    const burger = await locations({ filters: { product: '/geschenkkarten/burgerwerk-geschenkkarte/' }, paging: { itemsPerPage: 100 } });
    expect(burger.total).toBe(30);
    expect(burger.items.every((l) => l.brand.name === 'Burgerwerk')).toBe(true);
    const bySlug = await locations({ filters: { product: 'burgerwerk-geschenkkarte', ...BERLIN } });
    expect(bySlug.items.length).toBeGreaterThan(0);
    expect(bySlug.items.every((l) => l.brand.id === 'burgerwerk' && ['Berlin', 'Potsdam'].includes(l.city))).toBe(true);

    const first = burger.items[0] as Location;
    const { body } = await shop.graphql<{ location: Location | null }>(
      'query ($p: String!, $s: String!) { location(product: $p, slug: $s) { id name city brand { name } } }',
      { variables: { p: 'burgerwerk-geschenkkarte', s: first.slug }, headers: DE },
    );
    expect(body.data?.location).toEqual({ id: first.id, name: first.name, city: first.city, brand: { name: 'Burgerwerk' } });
    const online = await locations({ filters: { product: 'netflix-geschenkkarte' } });
    expect(online.total).toBe(0);
    // A location of a product that does not exist is no location (the page says so), not an error.
    const missing = await shop.graphql<{ location: Location | null }>(
      'query ($p: String!, $s: String!) { location(product: $p, slug: $s) { id } }',
      { variables: { p: 'no-such-card', s: first.slug }, headers: DE },
    );
    expect(missing.body).toEqual({ data: { location: null } });
  });

  it('scopes shops to the storefront country (Dutch shops for CB)', async () => {
    const nl = await locations({ paging: { itemsPerPage: 100 } }, NL);
    expect(nl.total).toBeGreaterThan(100);
    expect(nl.items.every((l) => l.countryCode === 'NL' && /^[1-9]\d{3} [A-Z]{2}$/.test(l.postcode))).toBe(true);
    const amsterdam = await locations({ filters: { latmin: 52.3, latmax: 52.43, lonmin: 4.75, lonmax: 5.02 } }, NL);
    expect(amsterdam.items.every((l) => l.city === 'Amsterdam' || l.city === 'Zaandam')).toBe(true);
  });

  it.each([
    [{ filters: { latmin: 52.3 } }, 'filters.latmax'],
    [{ filters: { ...BERLIN, latmin: 53 } }, 'filters.latmin'],
    [{ filters: { ...BERLIN, lonmax: 200 } }, 'filters.lonmax'],
    [{ filters: { product: 'no-such-card' } }, 'filters.product'],
    [{ paging: { itemsPerPage: 500 } }, 'paging.itemsPerPage'],
  ])('rejects %j naming %s', async (variables, parameter) => {
    const { status, body } = await shop.graphql(LOCATIONS, { variables, headers: DE });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions).toMatchObject({ referencedRequestParameter: parameter });
    expect([1100, 1101]).toContain(body.errors?.[0]?.extensions?.code);
  });
});

describe('getLocationAddressSuggestions', () => {
  it('suggests places by their start, folded ("münch", "munch", "Munchen")', async () => {
    const [munich] = await suggestions({ filters: { inputText: 'münch' } });
    expect(munich).toMatchObject({ label: 'München, Bayern', countryCode: 'DE', administrativeArea: 'Bayern', locality: 'München' });
    expect(munich?.locationCount).toBeGreaterThan(10);
    expect(decimals(munich?.latitude ?? 0)).toBeLessThanOrEqual(5);
    expect((await suggestions({ filters: { inputText: 'munch' } }))[0]?.locality).toBe('München');
    const b = await suggestions({ filters: { inputText: 'b' }, paging: { itemsPerPage: 3 } });
    expect(b).toHaveLength(3);
    expect(b.every((s) => s.locality.startsWith('B'))).toBe(true);
    // Biggest first.
    expect(b[0]?.locality).toBe('Berlin');
  });

  it('suggests by postcode and tolerates typos in place names', async () => {
    const postcode = await suggestions({ filters: { inputText: '10' } });
    expect(postcode[0]?.label).toMatch(/^10\d{3} Berlin$/);
    const typo = await suggestions({ filters: { inputText: 'Dusseldrof' } });
    expect(typo[0]?.locality).toBe('Düsseldorf');
  });

  it('limits suggestions to a product and to the storefront country', async () => {
    const wine = await suggestions({ filters: { inputText: 'B', product: '/geschenkkarten/weingut-sonnenhang-geschenkkarte/' }, paging: { itemsPerPage: 50 } });
    expect(wine.reduce((sum, s) => sum + s.locationCount, 0)).toBeLessThanOrEqual(1);
    const nl = await suggestions({ filters: { inputText: 'amst' } }, NL);
    expect(nl[0]).toMatchObject({ locality: 'Amsterdam', administrativeArea: 'Noord-Holland', countryCode: 'NL' });
    expect(await suggestions({ filters: { inputText: 'amst' } })).toEqual([]);
  });

  it('rejects empty input and oversized pages', async () => {
    const empty = await shop.graphql(SUGGESTIONS, { variables: { filters: { inputText: ' ' } }, headers: DE });
    expect(empty.body.errors?.[0]?.extensions).toEqual({ code: 1102, referencedRequestParameter: 'filters.inputText' });
    const big = await shop.graphql(SUGGESTIONS, { variables: { filters: { inputText: 'b' }, paging: { itemsPerPage: 51 } }, headers: DE });
    expect(big.body.errors?.[0]?.extensions).toEqual({ code: 1100, referencedRequestParameter: 'paging.itemsPerPage' });
    const missing = await shop.graphql(SUGGESTIONS, { variables: {}, headers: DE });
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 1000, referencedRequestParameter: 'filters' });
  });
});
