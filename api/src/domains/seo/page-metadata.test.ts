/**
 * `pageMetadata(path)` answers for every page kind (issue 36), over HTTP: the stored heads, and the heads
 * built from the pages' own data (articles, landing pages, legal texts, a product's shops, the fixed
 * pages) in the path's language; a list's later pages with " – Seite n" and their own canonical URL;
 * null for what does not exist (a page past the last, an unknown article); the visitor's own pages noindex.
 */
import { and, asc, eq } from 'drizzle-orm';
import { blogArticles } from '../../db/content-schema';
import { registerShopReleases } from '../../testing/shop-releases';
import { startTestServer, type TestServer } from '../../testing/test-server';

const GERMAN = { host: 'localhost' };
const DUTCH = { host: 'cb.localhost' };

const QUERY = `query ($path: String!) {
  pageMetadata(path: $path) {
    path title description noindex nofollow canonical
    hreflangTags { hreflang href langCode countryCode origin path isDefault }
  }
}`;

interface Head {
  path: string;
  title: string;
  description: string;
  noindex: boolean;
  nofollow: boolean;
  canonical: string;
  hreflangTags: Array<{ hreflang: string; href: string; langCode: string; countryCode: string; origin: string; path: string; isDefault: boolean }>;
}

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
  await registerShopReleases(shop.handle.db);
});

afterAll(async () => {
  await shop?.close();
});

async function head(headers: Record<string, string>, path: string): Promise<Head | null> {
  const { body } = await shop.graphql<{ pageMetadata: Head | null }>(QUERY, { variables: { path }, headers });
  expect(body.errors).toBeUndefined();
  return body.data?.pageMetadata ?? null;
}

async function articleSlug(store: string, language: string): Promise<string> {
  const [row] = await shop.handle.db
    .select({ slug: blogArticles.slug })
    .from(blogArticles)
    .where(and(eq(blogArticles.storefrontKey, store), eq(blogArticles.language, language)))
    .orderBy(asc(blogArticles.slug))
    .limit(1);
  return row?.slug as string;
}

describe('pageMetadata for every page kind', () => {
  it('builds the heads of the German content, landing, legal, contact and doubler pages from their data', async () => {
    const slug = await articleSlug('CBDE', 'de');
    const [article] = await shop.handle.db.select().from(blogArticles).where(and(eq(blogArticles.storefrontKey, 'CBDE'), eq(blogArticles.slug, slug)));
    const heads = {
      article: await head(GERMAN, `/blog/${slug}/`),
      blog: await head(GERMAN, '/blog/'),
      landing: await head(GERMAN, '/weihnachten/'),
      imprint: await head(GERMAN, '/impressum/'),
      contact: await head(GERMAN, '/kontakt/'),
      doubler: await head(GERMAN, '/verdoppler/'),
      business: await head(GERMAN, '/unternehmen/'),
      activation: await head(GERMAN, '/aktivieren/'),
      withdrawContract: await head(GERMAN, '/vertrag-widerrufen/'),
    };
    expect(heads.article).toMatchObject({ title: `${article?.title} | CardBon Deutschland`, description: article?.excerpt, noindex: false });
    expect(heads.blog).toMatchObject({ title: 'Blog | CardBon Deutschland', noindex: false });
    expect(heads.landing?.title).toMatch(/Weihnacht.* \| CardBon Deutschland$/);
    expect(heads.imprint?.title).toBe('Impressum | CardBon Deutschland');
    expect(heads.contact).toMatchObject({ title: 'Kontakt | CardBon Deutschland', canonical: expect.stringMatching(/^http:\/\/localhost:3000\/kontakt\/$/) });
    expect(heads.doubler?.title).toBe('Guthaben-Verdoppler | CardBon Deutschland');
    expect(heads.withdrawContract?.title).toBe('Vertrag widerrufen | CardBon Deutschland');
    for (const [kind, value] of Object.entries(heads)) {
      expect({ kind, description: Boolean(value?.description) }).toEqual({ kind, description: true });
    }
    // Every head its own title.
    expect(new Set(Object.values(heads).map((h) => h?.title)).size).toBe(Object.keys(heads).length);
    // Fixed pages have their alternates in the storefront's languages, with the spec's langCode.
    expect(heads.contact?.hreflangTags).toEqual([
      { hreflang: 'de-DE', href: 'http://localhost:3000/kontakt/', langCode: 'de', countryCode: 'DE', origin: 'http://localhost:3000', path: '/kontakt/', isDefault: false },
      { hreflang: 'en-DE', href: 'http://localhost:3000/en/kontakt/', langCode: 'en', countryCode: 'DE', origin: 'http://localhost:3000', path: '/en/kontakt/', isDefault: false },
      { hreflang: 'x-default', href: 'http://localhost:3000/kontakt/', langCode: 'de', countryCode: 'DE', origin: 'http://localhost:3000', path: '/kontakt/', isDefault: true },
    ]);
  });

  it('answers in the language of the path: English under /en/, Dutch in the Dutch storefront', async () => {
    expect((await head(GERMAN, '/en/kontakt/'))?.title).toBe('Contact | CardBon Deutschland');
    const dutch = await head(DUTCH, '/klantenservice/contact/');
    expect(dutch?.title).toMatch(/^Contact \| /);
    expect(dutch?.description).toMatch(/bestelling/);
    expect((await head(DUTCH, '/helpdesk/'))?.title).toMatch(/^Helpdesk \| /);
    expect((await head(DUTCH, '/verdubbelaar/'))?.title).toMatch(/^Saldoverdubbelaar \| /);
  });

  it('gives a list page after the first its own title and canonical URL, and none past the last', async () => {
    const first = await head(GERMAN, '/geschenkkarten/');
    const second = await head(GERMAN, '/geschenkkarten/2/');
    expect(second).toMatchObject({
      title: first?.title.replace(' | CardBon Deutschland', ' – Seite 2 | CardBon Deutschland'),
      canonical: 'http://localhost:3000/geschenkkarten/2/',
      description: first?.description,
    });
    expect(second?.hreflangTags.map((t) => t.href)).toContain('http://localhost:3000/en/geschenkkarten/2/');
    // The query form of the page number is the same page, under its path.
    expect((await head(GERMAN, '/geschenkkarten/?page=2'))?.canonical).toBe('http://localhost:3000/geschenkkarten/2/');
    expect((await head(DUTCH, '/cadeaubonnen/2/'))?.title).toMatch(/ – pagina 2 \| /);
    expect(await head(GERMAN, '/geschenkkarten/999/')).toBeNull();
    expect(await head(GERMAN, '/kategorie/restaurants/99/')).toBeNull();
    expect((await head(GERMAN, '/kategorie/restaurants/'))?.title).toMatch(/Restaurant/);
    // The blog pages with ?page= (12 articles a page).
    const blogTwo = await head(GERMAN, '/blog/?page=2');
    expect(blogTwo).toMatchObject({ title: 'Blog – Seite 2 | CardBon Deutschland', canonical: 'http://localhost:3000/blog/?page=2' });
    expect(await head(GERMAN, '/blog/?page=9')).toBeNull();
  });

  it('has no head for what does not exist', async () => {
    expect(await head(GERMAN, '/blog/gibt-es-nicht/')).toBeNull();
    expect(await head(GERMAN, '/gibt-es-nicht/')).toBeNull();
    expect(await head(GERMAN, '/geschenkkarten/gibt-es-nicht-geschenkkarte/')).toBeNull();
    expect(await head(GERMAN, '/geschenkkarten/gibt-es-nicht-geschenkkarte/standorte/')).toBeNull();
    // GCSDE does not sell the All-in-1 card.
    expect(await head({ host: 'gcsde.localhost' }, '/geschenkkarten/all-in-1-geschenkkarte/')).toBeNull();
    expect((await head(GERMAN, '/geschenkkarten/all-in-1-geschenkkarte/'))?.title).toMatch(/All-in-1/);
  });

  it('titles the legal pages of every other storefront in its own language, with a description from the text', async () => {
    // [host, terms, privacy, accessibility]: the storefronts on the Dutch path table (/algemene-voorwaarden/, /privacy/, /toegankelijkheid/).
    const expected: ReadonlyArray<readonly [string, string, string, string]> = [
      ['cbfr.localhost', 'Conditions générales de vente', 'Politique de confidentialité', 'Déclaration d’accessibilité'],
      ['cbpl.localhost', 'Regulamin', 'Polityka prywatności', 'Deklaracja dostępności'],
      ['cbse.localhost', 'Allmänna villkor', 'Integritetspolicy', 'Tillgänglighetsredogörelse'],
      ['cbdk.localhost', 'Handelsbetingelser', 'Privatlivspolitik', 'Tilgængelighedserklæring'],
      ['cbno.localhost', 'Vilkår', 'Personvernerklæring', 'Tilgjengelighetserklæring'],
      ['cbit.localhost', 'Termini e condizioni', 'Informativa sulla privacy', 'Dichiarazione di accessibilità'],
      ['cbes.localhost', 'Condiciones generales', 'Política de privacidad', 'Declaración de accesibilidad'],
      ['cbmx.localhost', 'Condiciones generales', 'Política de privacidad', 'Declaración de accesibilidad'],
      ['gcspt.localhost', 'Termos e condições', 'Política de privacidade', 'Declaração de acessibilidade'],
      ['cbbr.localhost', 'Termos e condições', 'Política de privacidade', 'Declaração de acessibilidade'],
    ];
    for (const [host, terms, privacy, accessibility] of expected) {
      const heads = await Promise.all(['/algemene-voorwaarden/', '/privacy/', '/toegankelijkheid/'].map((path) => head({ host }, path)));
      expect({ host, titles: heads.map((h) => h?.title.replace(/ \| .*$/, '')) }).toEqual({ host, titles: [terms, privacy, accessibility] });
      for (const h of heads) expect({ host, description: (h?.description.length ?? 0) > 50, english: /\b(the|and|your)\b/i.test(h?.description ?? '') }).toEqual({ host, description: true, english: false });
    }
  });

  it('marks the visitor own pages noindex: login, account, basket, checkout, redeem flow', async () => {
    for (const path of ['/account/login/', '/account/', '/account/uebersicht/', '/warenkorb/', '/kasse/', '/kasse/danke/', '/guthaben-pruefen/kasse/', '/guthaben-pruefen/ergebnisse/', '/verdoppler/danke/']) {
      const value = await head(GERMAN, path);
      expect({ path, noindex: value?.noindex, title: Boolean(value?.title) }).toEqual({ path, noindex: true, title: true });
    }
    expect((await head(GERMAN, '/account/login/'))?.title).toBe('Anmelden | CardBon Deutschland');
    expect((await head(GERMAN, '/guthaben-pruefen/'))?.noindex).toBe(false);
  });
});
