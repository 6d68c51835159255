import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaAssets, mediaPictures } from '../db/catalogue-schema';
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

describe('GET /media/<kind>/<slug>.webp (the copy pages show, ADR 0074)', () => {
  it('is the URL the API hands out for a drawn image: a lossless WebP at twice its size, cached forever', async () => {
    const href = await imageHref();
    expect(href).toMatch(/^\/media\/card\/cbde-apple\.webp\?v=1\.3\.[0-9a-f]{12}$/);
    const res = await shop.request(href);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 400 });
    // The drawing, not an empty canvas: the card's own colour fills its middle.
    const { data } = await sharp(res.body).extract({ left: 40, top: 360, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([0x1d, 0x1d, 0x1f]);
    // The same bytes again, from memory, with a 304 for a matching ETag.
    expect((await shop.request(href)).body.equals(res.body)).toBe(true);
    expect((await shop.request(href, { headers: { 'if-none-match': res.headers.etag as string } })).status).toBe(304);
  });

  it('is drawn once per version and kept in the database for every process; a new revision replaces it', async () => {
    const db = shop.handle.db;
    const id = 'banner/occasion-cbde-wedding';
    const [asset] = await db.select({ revision: mediaAssets.revision }).from(mediaAssets).where(eq(mediaAssets.id, id));
    const path = `/media/${id}.webp`;
    const concurrent = await Promise.all([1, 2, 3].map(() => shop.request(path)));
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200]);
    const stored = await db.select({ version: mediaPictures.version, bytes: mediaPictures.bytes }).from(mediaPictures).where(eq(mediaPictures.mediaId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.version).toBe(`1.3.${asset?.revision}`);
    expect(stored[0]?.bytes.equals(concurrent[0]?.body as Buffer)).toBe(true);

    // An operator's change of the drawing gives the row a new revision (a generated column).
    const [changedRow] = await db.update(mediaAssets).set({ background: '#123456' }).where(eq(mediaAssets.id, id)).returning({ revision: mediaAssets.revision });
    expect(changedRow?.revision).not.toBe(asset?.revision);
    const changed = await shop.request(path);
    expect(changed.headers.etag).toBe(`"1.3.${changedRow?.revision}"`);
    expect(changed.body.equals(concurrent[0]?.body as Buffer)).toBe(false);
    const after = await db.select({ version: mediaPictures.version }).from(mediaPictures).where(and(eq(mediaPictures.mediaId, id)));
    expect(after.map((r) => r.version)).toEqual([`1.3.${changedRow?.revision}`]);
  });

  it.each([
    ['/media/card/nope.webp', 404],
    ['/media/card/cbde-apple.webp.svg', 404],
    ['/media/upload/cbde-apple.webp', 404],
  ])('%s → %i', async (path, status) => {
    expect((await shop.request(path)).status).toBe(status);
  });
});

describe('GET /media/card/<slug>.png (the copy mails show)', () => {
  it('is the same drawing as the picture, as PNG at twice its size, cached forever under the same version', async () => {
    const webpHref = await imageHref();
    const href = webpHref.replace('.webp?', '.png?');
    const res = await shop.request(href);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(res.body).metadata()).toMatchObject({ format: 'png', width: 640, height: 400 });
    // Lossless: every pixel is the picture's.
    const webp = (await shop.request(webpHref)).body;
    const [a, b] = await Promise.all([res.body, webp].map((bytes) => sharp(bytes).ensureAlpha().raw().toBuffer()));
    expect(a?.equals(b as Buffer)).toBe(true);
    expect((await shop.request(href, { headers: { 'if-none-match': res.headers.etag as string } })).status).toBe(304);
  });

  it.each([
    ['/media/logo/cbde-main.png', 404],
    ['/media/banner/occasion-cbde-wedding.png', 404],
    ['/media/card/nope.png', 404],
  ])('only card art has one: %s → %i', async (path, status) => {
    expect((await shop.request(path)).status).toBe(status);
  });
});

describe('GET /media/<kind>/<slug>.svg', () => {
  it('renders the SVG of a drawn image, cached forever under its version', async () => {
    const href = (await imageHref()).replace(/\.webp\?v=\d+\./, '.svg?v=');
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
    const href = (await imageHref()).replace(/\.webp\?v=\d+\./, '.svg?v=');
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
    const res = await shop.request((await imageHref()).replace(/\.webp\?v=\d+\./, '.svg?v='), { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toContain('<svg');
  });

  it.each([
    ['/media/card/nope.svg', 404],
    ['/media/card/..%2F..%2Fetc%2Fpasswd.svg', 404],
    ['/media/card/CBDE-APPLE.svg', 404],
    ['/media/card/cbde-apple.gif', 404],
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
