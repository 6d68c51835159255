/**
 * Card art in the operator console over real HTTP on PGlite (issue 35 item 13, ADR 0054): an admin
 * uploads a brand's artwork (multipart, with the session's CSRF token) and every storefront's product
 * of the brand shows it (Product.image's URL, width and height; the content blocks showing its card
 * too), served by its content hash with the sniffed type, nosniff and a year's caching; a product's own
 * upload wins over its brand's; going back to the generated art works for both. Refused, with nothing
 * stored or changed: a file that is no PNG, JPEG or WebP by its bytes (whatever its name and claimed
 * type, SVG included), too large (declared, or read and found so), the wrong size or shape, without the
 * token or from another origin, and from roles other than admin. Each change is an audit row.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { brandCardImages, productCardImages, uploadedImages } from '../db/catalogue-schema';
import { operatorAuditLog } from '../db/operator-schema';
import { parseTrustProxy } from '../http/client-address';
import { RENDERER_VERSION } from '../media/svg';
import { PICTURE_VERSION } from '../media/urls';
import { CHROMIUM_JPEG, CHROMIUM_WEBP, pngImage } from '../testing/images';
import { ConsoleBrowser, postFormActions } from '../testing/operator-console';
import { sendRaw } from '../testing/raw-http';
import { createOperator } from '../testing/operators';
import { type TestServer, startTestServer } from '../testing/test-server';

const DE = { 'x-store': '60' };
const NL = { 'x-store': '10' };
const APPLE_DE = '/geschenkkarten/apple-geschenkkarte/';
const APPLE_NL = '/cadeaubonnen/apple-cadeaukaart/';
const PRODUCT_IMAGE = `query P($path: String!) { product(path: $path) { id image { url { href type } alt width height } } }`;
const QUEUE = `query Q($queueID: String!) { queue(queueID: $queueID) { items { __typename ... on ContentBlock { product { id } cardImage { url { href } width height } } } } }`;

type ProductImage = { product: { id: string; image: { url: { href: string; type: string }; alt: string; width: number; height: number } } };

let shop: TestServer;
let admin: ConsoleBrowser;
let adminId: string;

beforeAll(async () => {
  shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
  const account = await createOperator(shop, 'card-art-admin', 'admin');
  adminId = account.id;
  admin = new ConsoleBrowser(shop);
  expect((await admin.login(account.email)).status).toBe(303);
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

async function imageOf(path: string, headers: Record<string, string>) {
  const { body } = await shop.graphql<ProductImage>(PRODUCT_IMAGE, { variables: { path }, headers });
  const product = body.data?.product;
  if (!product) throw new Error(`no product at ${path}: ${JSON.stringify(body.errors)}`);
  return product.image;
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const png = (file: Buffer, name = 'card.png', type = 'image/png') => ({ name, type, bytes: file });
const uploadFor = (browser: ConsoleBrowser, target: 'brand' | 'product', id: string, file: { name: string; type: string; bytes: Buffer } | null, extra: Record<string, string | null> = {}) =>
  browser.upload('/operator/card-art/actions', { op: 'upload', target, id, ...extra }, file);
const auditRows = (action: string) => shop.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, action));
const storedCount = async () => (await shop.handle.db.select({ id: uploadedImages.id }).from(uploadedImages)).length;

describe('the card art pages', () => {
  it('are in every role’s navigation; only admins get the upload and revert forms', async () => {
    const home = await admin.get('/operator/');
    expect(home.text).toContain('<a href="/operator/card-art">Card art</a>');
    const list = await admin.get('/operator/card-art?q=appl');
    expect(list.status).toBe(200);
    expect(list.text).toContain('<a href="/operator/card-art/brands/apple">Apple</a>');
    expect(list.text).not.toContain('Burgerwerk');
    const brand = await admin.get('/operator/card-art/brands/apple');
    expect(brand.status).toBe(200);
    // The generated art of the brand, the upload form (multipart, CSRF first), its products in both storefronts.
    expect(brand.text).toContain(`src="/media/card/cb-apple.svg?v=${RENDERER_VERSION}.`);
    expect(brand.text).toMatch(/<form class="op-upload" aria-label="Upload card art for Apple" action="\/operator\/card-art\/actions" encType="multipart\/form-data" method="post"><input type="hidden" name="csrf" value="[0-9a-f]+"\/>/);
    expect(brand.text).toContain('<label for="card-art-file">Picture</label>');
    expect(brand.text).toContain('accept="image/png,image/jpeg,image/webp"');
    expect(brand.text).toContain('href="/operator/card-art/products/cbde-apple"');
    expect(brand.text).toContain('href="/operator/card-art/products/cb-apple"');
    expect((await admin.get('/operator/card-art/brands/no-such-brand')).status).toBe(404);
    expect((await admin.get('/operator/card-art/products/no-such-product')).status).toBe(404);

    for (const role of ['viewer', 'releaser', 'support'] as const) {
      const account = await createOperator(shop, `card-art-${role}`, role);
      const browser = new ConsoleBrowser(shop);
      await browser.login(account.email);
      const page = await browser.get('/operator/card-art/brands/apple');
      expect(page.status).toBe(200);
      expect(postFormActions(page.text)).toEqual(['/operator/logout']);
      // A forged upload is refused by the capability check (after origin, session and token): nothing stored.
      const before = await storedCount();
      const forged = await uploadFor(browser, 'brand', 'apple', png(pngImage(640, 400)));
      expect(forged.status).toBe(403);
      expect(forged.text).toContain(`Your role (${role}) may not do this.`);
      const revert = await browser.post('/operator/card-art/actions', { op: 'revert', target: 'brand', id: 'apple' });
      expect(revert.status).toBe(403);
      expect(await storedCount()).toBe(before);
    }
  }, 120_000);
});

describe('uploading a brand’s art', () => {
  const picture = pngImage(640, 400, { fill: [29, 53, 87], band: [230, 57, 70] });

  it('is shown for the brand’s products in every storefront, served by its hash, audited, and reverted', async () => {
    // Asked (and cached) before: the change must reach the cached public answers.
    const generatedDe = await imageOf(APPLE_DE, DE);
    expect(generatedDe.url.href).toMatch(new RegExp(`^/media/card/cbde-apple\\.webp\\?v=${PICTURE_VERSION}\\.${RENDERER_VERSION}\\.[0-9a-f]{12}$`));
    expect([generatedDe.width, generatedDe.height]).toEqual([320, 200]);

    const res = await uploadFor(admin, 'brand', 'apple', png(picture, 'apple card.gif', 'image/gif'));
    expect([res.status, res.headers.location]).toEqual([303, '/operator/card-art/brands/apple?done=upload']);
    const page = await admin.follow(res);
    expect(page.text).toContain('Uploaded: every product of the brand shows the new picture in every storefront');
    expect(page.text).toContain('Shown: Uploaded PNG, 640 × 400');
    // Now it can be undone.
    expect(postFormActions(page.text)).toEqual(['/operator/logout', '/operator/card-art/actions', '/operator/card-art/actions']);

    const path = `/media/upload/${sha(picture)}.png`;
    for (const [productPath, headers, title] of [
      [APPLE_DE, DE, 'Apple Geschenkkarte'],
      [APPLE_NL, NL, 'Apple Cadeaukaart'],
    ] as const) {
      const image = await imageOf(productPath, headers);
      expect(image).toEqual({ url: { href: path, type: 'relative' }, alt: title, width: 640, height: 400 });
    }
    // Another brand is unchanged.
    expect((await imageOf('/geschenkkarten/burgerwerk-geschenkkarte/', DE)).url.href).toMatch(/^\/media\/card\/cbde-burgerwerk\.webp\?v=/);

    const served = await shop.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(served.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.body.equals(picture)).toBe(true);
    expect(served.headers.etag).toBe(`"${sha(picture)}"`);
    expect((await shop.request(path, { headers: { 'if-none-match': `"${sha(picture)}"` } })).status).toBe(304);
    // One URL per picture: the extension its bytes call for; unknown hashes are not found.
    expect((await shop.request(path.replace('.png', '.jpg'))).status).toBe(404);
    expect((await shop.request(`/media/upload/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await shop.request(path, { method: 'POST' })).status).toBe(405);

    const [upload] = await auditRows('catalogue.card-art-upload');
    expect(upload).toMatchObject({ actorKind: 'account', actorAccountId: adminId, targetKind: 'brand', targetId: 'apple' });
    expect(upload?.before).toEqual({ art: null });
    expect(upload?.after).toEqual({ art: { sha256: sha(picture), type: 'image/png', width: 640, height: 400, bytes: picture.length } });
    expect(upload?.ipHash).toMatch(/^[0-9a-f]+$/);

    // Back to the generated art: both storefronts at once; the picture stays stored (mails show it).
    const revert = await admin.post('/operator/card-art/actions', { op: 'revert', target: 'brand', id: 'apple' });
    expect([revert.status, revert.headers.location]).toEqual([303, '/operator/card-art/brands/apple?done=revert']);
    expect((await admin.follow(revert)).text).toContain('shows the generated art again');
    expect(await imageOf(APPLE_DE, DE)).toEqual(generatedDe);
    expect((await imageOf(APPLE_NL, NL)).url.href).toMatch(/^\/media\/card\/cb-apple\.webp\?v=/);
    expect((await shop.request(path)).status).toBe(200);
    const [reverted] = await auditRows('catalogue.card-art-revert');
    expect(reverted).toMatchObject({ actorAccountId: adminId, targetKind: 'brand', targetId: 'apple', after: { art: null } });
    expect(reverted?.before).toEqual(upload?.after);

    // Nothing left to undo: refused, not audited.
    const again = await admin.post('/operator/card-art/actions', { op: 'revert', target: 'brand', id: 'apple' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('has no uploaded card art');
    expect(await auditRows('catalogue.card-art-revert')).toHaveLength(1);
  });

  it('takes JPEG and WebP by their bytes, whatever the name and the claimed type', async () => {
    // Chromium's own encoder output, 320 × 200; named and typed as something else.
    for (const [bytes, type, extension] of [
      [CHROMIUM_JPEG, 'image/jpeg', 'jpg'],
      [CHROMIUM_WEBP, 'image/webp', 'webp'],
    ] as const) {
      const res = await uploadFor(admin, 'brand', 'netflix', png(bytes, 'card.png', 'image/png'));
      expect(res.status).toBe(303);
      const [row] = await shop.handle.db.select().from(uploadedImages).where(eq(uploadedImages.id, sha(bytes)));
      expect(row).toMatchObject({ contentType: type, width: 320, height: 200, byteSize: bytes.length });
      const [link] = await shop.handle.db.select().from(brandCardImages).where(eq(brandCardImages.brandId, 'netflix'));
      expect(link?.imageId).toBe(sha(bytes));
      const served = await shop.request(`/media/upload/${sha(bytes)}.${extension}`);
      expect([served.status, served.headers['content-type']]).toEqual([200, type]);
      expect(served.body.equals(bytes)).toBe(true);
    }
    // Mails show the WebP as a PNG (Outlook for Windows shows no WebP): the same pixels; a JPEG has none.
    const mailCopy = await shop.request(`/media/upload/${sha(CHROMIUM_WEBP)}.png`);
    expect([mailCopy.status, mailCopy.headers['content-type'], mailCopy.headers['cache-control']]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    const [fromPng, fromWebp] = await Promise.all([sharp(mailCopy.body).raw().toBuffer({ resolveWithObject: true }), sharp(CHROMIUM_WEBP).raw().toBuffer({ resolveWithObject: true })]);
    expect(fromPng.info).toMatchObject({ format: 'raw', width: 320, height: 200, channels: fromWebp.info.channels });
    expect(fromPng.data.equals(fromWebp.data)).toBe(true);
    expect((await shop.request(`/media/upload/${sha(CHROMIUM_WEBP)}.png`, { headers: { 'if-none-match': mailCopy.headers.etag as string } })).status).toBe(304);
    expect((await shop.request(`/media/upload/${sha(CHROMIUM_JPEG)}.png`)).status).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes, too large, the wrong size, or damaged: nothing changes', async () => {
    const before = await imageOf('/geschenkkarten/burgerwerk-geschenkkarte/', DE);
    const stored = await storedCount();
    const audited = (await auditRows('catalogue.card-art-upload')).length;
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><script>alert(1)</script></svg>');
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x80, 0x02, 0x90, 0x01]), Buffer.alloc(200)]);
    const cases: Array<[string, { name: string; type: string; bytes: Buffer } | null, number, string]> = [
      ['an SVG named and typed as a PNG', png(svg), 415, 'SVG and other markup are not accepted'],
      ['a GIF named card.png', png(gif), 415, 'This is not a PNG, JPEG or WebP picture'],
      ['HTML typed as a JPEG', png(Buffer.from('<!doctype html><title>x</title>'), 'card.jpg', 'image/jpeg'), 415, 'SVG and other markup are not accepted'],
      ['a PNG cut short', png(pngImage(640, 400).subarray(0, 60)), 422, 'damaged or incomplete'],
      ['a PNG too small', png(pngImage(200, 125)), 422, 'at least 320 × 200 are needed'],
      ['a square PNG', png(pngImage(600, 600)), 422, 'a card is about 1.6:1'],
      ['a PNG over 1 MB that fits the form', png(pngImage(700, 500, { noise: true })), 413, 'at most 1024 kB (1 MB) are accepted'],
      ['no file', null, 400, 'Choose a picture to upload.'],
    ];
    for (const [what, file, status, message] of cases) {
      const res = await uploadFor(admin, 'brand', 'burgerwerk', file);
      expect([what, res.status]).toEqual([what, status]);
      expect(res.text).toContain(message);
      // The brand's page again, with the reason as an alert and the form to try again.
      expect(res.text).toContain('role="alert"');
      expect(postFormActions(res.text)).toContain('/operator/card-art/actions');
    }
    expect(await storedCount()).toBe(stored);
    expect((await auditRows('catalogue.card-art-upload')).length).toBe(audited);
    expect(await imageOf('/geschenkkarten/burgerwerk-geschenkkarte/', DE)).toEqual(before);
  });

  it('refuses a body larger than any upload at once, unread (413), with or without Content-Length', async () => {
    const stored = await storedCount();
    const huge = pngImage(1000, 800, { noise: true });
    expect(huge.length).toBeGreaterThan(2 * 1024 * 1024);
    const { headers, body } = admin.uploadRequest({ op: 'upload', target: 'brand', id: 'burgerwerk' }, png(huge));
    const chunked = { ...headers };
    delete chunked['content-length'];
    const [declared, streamed] = await Promise.all([
      sendRaw(`${shop.url}/operator/card-art/actions`, { headers, body }),
      sendRaw(`${shop.url}/operator/card-art/actions`, { headers: chunked, body, chunked: true }),
    ]);
    expect([declared.status, streamed.status]).toEqual([413, 413]);
    const res = declared;
    expect(res.text).toContain('The upload is too large');
    expect(res.headers.connection).toBe('close');
    expect(await storedCount()).toBe(stored);
    // The session is fine afterwards.
    expect((await admin.get('/operator/card-art')).status).toBe(200);
  });

  it('refuses an upload without the session’s token or from another origin', async () => {
    const stored = await storedCount();
    const picture = png(pngImage(640, 400, { fill: [1, 2, 3] }));
    const noToken = await uploadFor(admin, 'brand', 'burgerwerk', picture, { csrf: null });
    expect(noToken.status).toBe(403);
    expect(noToken.text).toContain('The form expired or did not come from this console');
    const wrongToken = await uploadFor(admin, 'brand', 'burgerwerk', picture, { csrf: 'a'.repeat(64) });
    expect(wrongToken.status).toBe(403);
    const foreign = await admin.upload('/operator/card-art/actions', { op: 'upload', target: 'brand', id: 'burgerwerk' }, picture, {
      origin: 'https://evil.example',
      fetchSite: 'cross-site',
    });
    expect(foreign.status).toBe(403);
    // Plain text is not a console form at all.
    const text = await admin.upload('/operator/card-art/actions', { op: 'upload' }, picture, { contentType: 'text/plain' });
    expect(text.status).toBe(415);
    expect(await storedCount()).toBe(stored);
  });
});

describe('a product’s own art', () => {
  it('wins over its brand’s in its storefront only, shows on the blocks of its card, and goes back to the brand’s', async () => {
    const brandPicture = pngImage(640, 400, { fill: [10, 120, 60] });
    const ownPicture = pngImage(800, 500, { fill: [200, 160, 20], band: [20, 20, 20] });
    expect((await uploadFor(admin, 'brand', 'apple', png(brandPicture))).status).toBe(303);
    const own = await uploadFor(admin, 'product', 'cbde-apple', png(ownPicture));
    expect([own.status, own.headers.location]).toEqual([303, '/operator/card-art/products/cbde-apple?done=upload']);
    const page = await admin.follow(own);
    expect(page.text).toContain('Uploaded: this product shows the new picture');
    expect(page.text).toContain('Shown: Uploaded PNG, 800 × 500');

    expect(await imageOf(APPLE_DE, DE)).toMatchObject({ url: { href: `/media/upload/${sha(ownPicture)}.png` }, width: 800, height: 500 });
    expect(await imageOf(APPLE_NL, NL)).toMatchObject({ url: { href: `/media/upload/${sha(brandPicture)}.png` }, width: 640, height: 400 });
    const [audit] = (await auditRows('catalogue.card-art-upload')).filter((row) => row.targetKind === 'product');
    expect(audit).toMatchObject({ targetId: 'cbde-apple', actorAccountId: adminId });

    // The list names it among the products with art of their own.
    const list = await admin.get('/operator/card-art');
    expect(list.text).toContain('href="/operator/card-art/products/cbde-apple"');

    const revert = await admin.post('/operator/card-art/actions', { op: 'revert', target: 'product', id: 'cbde-apple' });
    expect(revert.status).toBe(303);
    expect((await admin.follow(revert)).text).toContain('shows its brand’s or the generated art again');
    expect((await imageOf(APPLE_DE, DE)).url.href).toBe(`/media/upload/${sha(brandPicture)}.png`);
    expect((await shop.handle.db.select().from(productCardImages).where(eq(productCardImages.productId, 'cbde-apple'))).length).toBe(0);
    expect((await admin.post('/operator/card-art/actions', { op: 'revert', target: 'brand', id: 'apple' })).status).toBe(303);
    expect((await imageOf(APPLE_DE, DE)).url.href).toMatch(/^\/media\/card\/cbde-apple\.webp\?v=/);
  });

  it('is what a content block showing the product’s card shows', async () => {
    const queue = async () =>
      (await shop.graphql<{ queue: { items: Array<{ __typename: string; product?: { id: string } | null; cardImage?: { url: { href: string }; width: number; height: number } | null }> } }>(QUEUE, {
        variables: { queueID: 'home-promotions' },
        headers: DE,
      })).body.data?.queue.items ?? [];
    const block = (await queue()).find((item) => item.product && item.product.id !== 'cbde-all-in-1' && item.cardImage);
    const productId = block?.product?.id as string;
    expect(block?.cardImage?.url.href).toMatch(new RegExp(`^/media/card/${productId}\\.webp`));
    const picture = pngImage(960, 600, { fill: [90, 20, 120] });
    expect((await uploadFor(admin, 'product', productId, png(picture))).status).toBe(303);
    const after = (await queue()).find((item) => item.product?.id === productId);
    expect(after?.cardImage).toEqual({ url: { href: `/media/upload/${sha(picture)}.png` }, width: 960, height: 600 });
    // The shop's own cards (no brand) get art of their own the same way.
    const choice = await uploadFor(admin, 'product', 'cbde-all-in-1', png(pngImage(640, 400, { fill: [0, 0, 0] })));
    expect(choice.status).toBe(303);
    expect((await admin.post('/operator/card-art/actions', { op: 'revert', target: 'product', id: 'cbde-all-in-1' })).status).toBe(303);
    // Unknown targets are not found.
    expect((await uploadFor(admin, 'product', 'cbde-nothing', png(picture))).status).toBe(404);
  });
});
