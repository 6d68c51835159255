import { type TestServer, startTestServer } from '../testing/test-server';

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
});

afterAll(async () => {
  await shop?.close();
});

async function imageHref(): Promise<string> {
  const { body } = await shop.graphql<{ product: { image: { url: { href: string } } } }>(
    '{ product(path: "/geschenkkarten/apple-geschenkkarte/") { image { url { href } } } }',
    { headers: { 'x-store': '60' } },
  );
  return body.data?.product.image.url.href as string;
}

describe('GET /media/<kind>/<slug>.svg', () => {
  it('renders the SVG of an image URL the API hands out, cached forever under its version', async () => {
    const href = await imageHref();
    const res = await shop.request(href);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="200"/);
    expect(res.text).toContain('<title>Apple Geschenkkarte</title>');
    expect(res.text).toContain('fill="#1d1d1f"');
    // Deterministic: the same bytes every time.
    expect((await shop.request(href)).text).toBe(res.text);
  });

  it('answers 304 to a matching ETag, and short caching without or with a stale version', async () => {
    const href = await imageHref();
    const first = await shop.request(href);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+\.[0-9a-f]{12}"$/);
    const again = await shop.request(href, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await shop.request(href.replace(/\?v=.*$/, '?v=0.000000000000'));
    expect(stale.status).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
  });

  it('compresses for clients that accept it', async () => {
    const res = await shop.request(await imageHref(), { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toContain('<svg');
  });

  it.each([
    ['/media/card/nope.svg', 404],
    ['/media/card/..%2F..%2Fetc%2Fpasswd.svg', 404],
    ['/media/card/CBDE-APPLE.svg', 404],
    ['/media/card/cbde-apple.png', 404],
  ])('%s → %i', async (path, status) => {
    expect((await shop.request(path)).status).toBe(status);
  });

  it('allows only GET and HEAD', async () => {
    expect((await shop.request('/media/card/cbde-apple.svg', { method: 'POST' })).status).toBe(405);
    const head = await shop.request('/media/card/cbde-apple.svg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('serves every kind of asset the seed made (logos, icons, payment, trust, banners, decorations)', async () => {
    for (const path of [
      '/media/logo/cbde-main.svg',
      '/media/icon/category-restaurants.svg',
      '/media/payment/mastercard.svg',
      '/media/payment/visa.svg',
      '/media/trust/cbde-general.svg',
      '/media/banner/occasion-cbde-birthday.svg',
      '/media/decoration/cbde-header-decoration.svg',
    ]) {
      const res = await shop.request(path);
      expect(res.status).toBe(200);
      expect(res.text.startsWith('<svg')).toBe(true);
    }
  });
});
