/**
 * Legal pages over real HTTP on PGlite (issue 17): every storefront has its legal texts in its
 * language, built from its company facts; the body is sanitised on output whatever is stored; an
 * unknown key or a page the storefront does not have answers data null (its screen: not found).
 */
import { and, eq } from 'drizzle-orm';
import { contentPages } from '../../db/content-schema';
import { storefrontBranding } from '../../db/catalogue-schema';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';

const LEGAL = 'query L($key: String!) { legalPage(key: $key) { data { key title bodyHtml language updatedAt } errors { code } } }';
type Legal = { legalPage: { data: { key: string; title: string; bodyHtml: string; language: string; updatedAt: string } | null; errors: unknown[] } };

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
});

afterAll(async () => {
  await shop?.close();
});

const german = () => new Shopper(shop, { 'x-store': '60' });
const dutch = () => new Shopper(shop, { 'x-store': '10' });

describe('legal pages', () => {
  it('has the German storefront’s Impressum with its company facts, and the Dutch terms in Dutch', async () => {
    const { legalPage } = await german().call<Legal>(LEGAL, { key: 'imprint' });
    expect(legalPage.errors).toEqual([]);
    expect(legalPage.data).toMatchObject({ key: 'imprint', title: 'Impressum', language: 'de' });
    const [branding] = await shop.handle.db.select().from(storefrontBranding).where(eq(storefrontBranding.storefrontKey, 'CBDE'));
    for (const fact of [branding?.legalName, branding?.street, branding?.postalCode, branding?.city, branding?.vatNumber, branding?.supportEmail]) {
      expect(legalPage.data?.bodyHtml).toContain(fact);
    }
    expect(legalPage.data?.bodyHtml).not.toContain('ec.europa.eu/consumers/odr');
    for (const key of ['terms', 'withdrawal', 'privacy', 'cookies', 'accessibility']) {
      expect((await german().call<Legal>(LEGAL, { key })).legalPage.data?.language).toBe('de');
    }
    const terms = (await dutch().call<Legal>(LEGAL, { key: 'terms' })).legalPage.data;
    expect(terms).toMatchObject({ title: 'Algemene voorwaarden', language: 'nl' });
    for (const key of ['privacy', 'cookies', 'delivery', 'cancelationPolicy']) {
      expect((await dutch().call<Legal>(LEGAL, { key })).legalPage.data?.language).toBe('nl');
    }
  });

  it('answers data null for an unknown key and for a page the storefront does not have', async () => {
    expect((await german().call<Legal>(LEGAL, { key: 'secrets' })).legalPage).toEqual({ data: null, errors: [] });
    expect((await german().call<Legal>(LEGAL, { key: 'delivery' })).legalPage).toEqual({ data: null, errors: [] });
  });

  it('sanitises what is stored: no script, handler, frame or javascript: link reaches the page', async () => {
    const where = and(eq(contentPages.storefrontKey, 'CBDE'), eq(contentPages.pageKey, 'cookies'));
    const [stored] = await shop.handle.db.select().from(contentPages).where(where);
    const hostile =
      '<h2>Cookies</h2><p onclick="steal()">Text <strong>bold</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://example.com/ok">good</a> <a href="/kontakt/">contact</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form action="/x"><input name="pin"></form>';
    await shop.handle.db.update(contentPages).set({ bodyHtml: hostile }).where(where);
    try {
      const body = (await german().call<Legal>(LEGAL, { key: 'cookies' })).legalPage.data?.bodyHtml ?? '';
      expect(body).toBe('<h2>Cookies</h2><p>Text <strong>bold</strong></p><a>bad</a> <a href="https://example.com/ok">good</a> <a href="/kontakt/">contact</a>');
    } finally {
      await shop.handle.db.update(contentPages).set({ bodyHtml: stored?.bodyHtml ?? '' }).where(where);
    }
  });
});
