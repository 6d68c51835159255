import { type TestServer, startTestServer } from '../testing/test-server';

const STOREFRONT_CONFIG = /* GraphQL */ `
  query StorefrontConfig {
    storefrontConfig {
      key
      storeId
      brand
      name
      countryCode
      locale
      defaultLanguage
      currency
      pathVariant
      languages { code isDefault currency }
      hosts
      featureToggles {
        languageSwitcher iconLabels footerLogos cookiesFooterLink searchAnalytics
        headerVersion identifyModal hasChoiceCard businessMenu redeemDelayWarning
      }
      remotes { name enabled version manifestUrl }
    }
  }
`;

interface Config {
  storefrontConfig: {
    key: string;
    storeId: number;
    countryCode: string;
    locale: string;
    defaultLanguage: string;
    currency: string;
    pathVariant: string;
    languages: Array<{ code: string; isDefault: boolean; currency: string }>;
    hosts: string[];
    featureToggles: Record<string, unknown>;
    remotes: Array<{ name: string; enabled: boolean; version: string | null; manifestUrl: string | null }>;
  };
}

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
});

afterAll(async () => {
  await shop?.close();
});

describe('storefront scoping', () => {
  it('answers the German storefront CBDE (store 60) on Host localhost', async () => {
    const { status, body } = await shop.graphql<Config>(STOREFRONT_CONFIG, { headers: { host: 'localhost:3000' } });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const config = body.data?.storefrontConfig;
    expect(config).toMatchObject({
      key: 'CBDE',
      storeId: 60,
      brand: 'CB',
      countryCode: 'DE',
      locale: 'de-de',
      defaultLanguage: 'de',
      currency: 'EUR',
      pathVariant: 'de',
    });
    expect(config?.languages).toEqual([
      { code: 'de', isDefault: true, currency: 'EUR' },
      { code: 'en', isDefault: false, currency: 'EUR' },
    ]);
    expect(config?.hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', 'cbde.localhost']));
    expect(config?.featureToggles).toEqual({
      languageSwitcher: true,
      iconLabels: true,
      footerLogos: true,
      cookiesFooterLink: true,
      searchAnalytics: true,
      headerVersion: 2,
      identifyModal: 'login',
      hasChoiceCard: false,
      businessMenu: true,
      redeemDelayWarning: false,
    });
    expect(config?.remotes.map((r) => r.name)).toEqual(['catalogue', 'basketCheckout', 'redeem', 'account', 'content']);
    expect(config?.remotes.every((r) => r.enabled)).toBe(true);
  });

  it('answers the Dutch storefront CB on Host cbnl.localhost', async () => {
    const { body } = await shop.graphql<Config>(STOREFRONT_CONFIG, { headers: { host: 'cbnl.localhost:3000' } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.storefrontConfig).toMatchObject({
      key: 'CB',
      storeId: 10,
      countryCode: 'NL',
      locale: 'nl-nl',
      defaultLanguage: 'nl',
      pathVariant: 'nl',
    });
    expect(body.data?.storefrontConfig.featureToggles.hasChoiceCard).toBe(true);
  });

  it('lets x-store win over the Host', async () => {
    const { body } = await shop.graphql<Config>('{ storefrontConfig { key storeId } }', {
      headers: { host: 'localhost', 'x-store': '10' },
    });
    expect(body.data?.storefrontConfig).toEqual({ key: 'CB', storeId: 10 });
  });

  it('falls back to CBDE for an unknown host', async () => {
    const { body } = await shop.graphql<Config>('{ storefrontConfig { key } }', { headers: { host: 'shop.example.com' } });
    expect(body.data?.storefrontConfig.key).toBe('CBDE');
  });

  it('answers every storefront on <key>.localhost', async () => {
    const { body } = await shop.graphql<Config>('{ storefrontConfig { key pathVariant } }', {
      headers: { host: 'cbch.localhost' },
    });
    expect(body.data?.storefrontConfig).toEqual({ key: 'CBCH', pathVariant: 'de' });
  });

  it('rejects an unknown x-store with a coded error and no stack', async () => {
    const { status, body, raw } = await shop.graphql('{ storefrontConfig { key } }', { headers: { 'x-store': '999' } });
    expect(status).toBe(200);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]).toEqual({
      message: 'Unknown store "999" in x-store',
      extensions: { code: 1001, referencedRequestParameter: 'x-store' },
    });
    expect(raw).not.toMatch(/stack|originalError|\.ts:\d+/);
  });

  it('rejects a language the storefront does not offer', async () => {
    const { body } = await shop.graphql('{ storefrontConfig { key } }', { headers: { 'x-store': '60', 'x-lang': 'fr' } });
    expect(body.errors?.[0]?.extensions).toEqual({ code: 1002, referencedRequestParameter: 'x-lang' });
    expect(body.errors?.[0]?.message).toContain('CBDE');
  });

  it('accepts an offered x-lang and x-country', async () => {
    const { body } = await shop.graphql('{ storefrontConfig { key } }', {
      headers: { 'x-store': '60', 'x-lang': 'en', 'x-country': 'NL' },
    });
    expect(body.errors).toBeUndefined();
  });

  it('rejects a malformed x-country', async () => {
    const { body } = await shop.graphql('{ ping }', { headers: { 'x-country': 'Germany' } });
    expect(body.errors?.[0]?.extensions).toEqual({ code: 1003, referencedRequestParameter: 'x-country' });
  });
});

describe('the GraphQL endpoint', () => {
  it('ignores the undeclared userData variable every client sends', async () => {
    const { body } = await shop.graphql('query Ping { ping storefrontConfig { storeId } }', {
      variables: { userData: { language: 'de', storeID: 60, countryCode: 'DE', redeemToken: null } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ ping: 'pong', storefrontConfig: { storeId: 60 } });
  });

  it('takes the userData variable declared as the spec names it ($userData: UserData, unused), and checks it against its type (ADR 0059)', async () => {
    const userData = { language: 'de', storeID: 60, countryCode: 'DE', redeemToken: null };
    const declared = await shop.graphql('query Ping($userData: UserData) { ping }', { variables: { userData } });
    expect(declared.body).toEqual({ data: { ping: 'pong' } });
    const wrong = await shop.graphql('query Ping($userData: UserData) { ping }', { variables: { userData: { ...userData, storeID: 'sixty' } } });
    expect(wrong.body.errors?.[0]?.message).toMatch(/Variable "\$userData" got invalid value "sixty" at "userData.storeID"/);
    // Any other unused variable is still an error, as graphql-js has it.
    const other = await shop.graphql('query Ping($userData: UserData, $unused: Int) { ping }', { variables: { userData } });
    expect(other.body.errors?.map((e) => e.message)).toEqual(['Variable "$unused" is never used in operation "Ping".']);
  });

  it('returns null for cartQuantity while there are no carts', async () => {
    const { body } = await shop.graphql(
      'query ($orderUuid: String) { cartQuantity(orderUuid: $orderUuid) { id totalQuantity packageIds packagesGroups { packageIds } } }',
      { variables: { orderUuid: null, userData: { storeID: 60 } } },
    );
    expect(body).toEqual({ data: { cartQuantity: null } });
  });

  it('is never cached', async () => {
    const { headers } = await shop.graphql('{ ping }');
    expect(headers['cache-control']).toBe('no-store');
  });

  it('serves GET queries too (with one of the shop headers, against CSRF)', async () => {
    const res = await shop.request(`/graphql?query=${encodeURIComponent('{ ping }')}`, {
      headers: { accept: 'application/json', 'x-store': '60' },
    });
    expect(res.json()).toEqual({ data: { ping: 'pong' } });
  });

  it('reports invalid queries with code 1000 and the validation message', async () => {
    const { body } = await shop.graphql('{ nope }');
    expect(body.errors?.[0]?.message).toContain('Cannot query field "nope"');
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 1000, referencedRequestParameter: null });
  });

  it('limits aliases (a cheap way to multiply work)', async () => {
    const many = Array.from({ length: 30 }, (_, i) => `a${i}: ping`).join(' ');
    const { body } = await shop.graphql(`{ ${many} }`);
    expect(body.errors?.[0]?.message).toMatch(/Aliases limit/i);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 1000 });
  });

  it('allows credentialed CORS from the dev servers only', async () => {
    const preflight = await shop.request('/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-store,x-lang',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const fromCbnl = await shop.graphql('{ ping }', { headers: { origin: 'http://cbnl.localhost:3000' } });
    expect(fromCbnl.headers['access-control-allow-origin']).toBe('http://cbnl.localhost:3000');

    const foreign = await shop.graphql('{ ping }', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large JSON answers for clients that accept it', async () => {
    const gzip = await shop.graphql<Config>(STOREFRONT_CONFIG, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(gzip.body.data?.storefrontConfig.key).toBe('CBDE');
    const br = await shop.graphql(STOREFRONT_CONFIG, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await shop.graphql(STOREFRONT_CONFIG);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
