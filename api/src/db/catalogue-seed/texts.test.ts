/**
 * Every storefront in its own language and truth (issue 36): every text table the seed reads has each
 * storefront language (no English fallback), no seeded shopper-facing text of a non-English
 * storefront language holds English copy, the range's claims ("über 200 Marken", "One card, more than
 * 200 choices") are made of the storefront's real count, and nothing promotes the choice card or the
 * balance doubler where the storefront has neither.
 *
 * The editorial pages (blog, landing pages, helpdesk: editorial.test.ts) and the legal pages
 * (legal-texts.test.ts) have tests of their own and are not scanned here.
 */
import { STOREFRONT_SEEDS, defaultLanguageOf, togglesOf } from '../seed-data';
import { INVOICE_LOGO_LABELS } from './branding';
import { type CatalogueRows, buildCatalogue } from './build';
import * as texts from './texts';
import {
  BRAND_COUNT,
  CHOICE_CARD_TITLE,
  CHOICE_COUNT,
  COUNT_CLAIMS,
  HIGHLIGHT_BLOCKS,
  MENU_LABELS,
  OCCASIONS,
  PROMOTION_BLOCK,
  brandsClaim,
  choicesClaim,
  countClaim,
  pick,
} from './texts';

const STOREFRONT_LANGUAGES = [...new Set(STOREFRONT_SEEDS.flatMap((seed) => seed.languages.map(([language]) => language)))].sort();

/** Tables that exist in some languages only, on purpose; the seed reads them without `pick`. */
const PARTIAL_TABLES: Readonly<Record<string, string>> = {
  CATEGORY_COPY: 'rich card copy in de, en, nl; the other languages take GENERIC_CARD_DESCRIPTION',
  DONATIONS: "the big storefronts' named donations; the others take GENERIC_DONATION",
  OCCASIONS: 'every language has the occasions every storefront has (checked below)',
};

/** The exported text tables: objects keyed by language codes (English among them). */
function textTables(): Array<[name: string, table: Readonly<Record<string, unknown>>]> {
  return Object.entries(texts as Readonly<Record<string, unknown>>).filter(
    (entry): entry is [string, Readonly<Record<string, unknown>>] =>
      typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]) && 'en' in entry[1] && 'de' in entry[1],
  );
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * English copy of the tables a translated text must not hold: the pieces between placeholders with
 * at least two words and twelve characters ("Buy gift cards online", "within an hour or by post"),
 * so shared single words (Streaming, Wellness, Blog) do not count.
 */
const ENGLISH_FRAGMENTS = [
  ...new Set(
    textTables()
      .flatMap(([, table]) => stringsOf(table.en))
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((piece) => piece.replace(/^[\s–:,.!?()]+|[\s–:,.!?()]+$/g, ''))
      .filter((piece) => piece.includes(' ') && piece.length >= 12),
  ),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The language's phrases of a count table as patterns: the number they claim is their group. */
function claimPatterns(table: texts.Dict<{ exact: Readonly<Record<string, string>>; moreThan: Readonly<Record<string, string>> }>, language: string) {
  const patterns = (phrases: Readonly<Record<string, string>>) =>
    [...new Set(Object.values(phrases))].map((phrase) => new RegExp(escapeRegExp(phrase).replace('\\{n\\}', '(\\d+)'), 'giu'));
  const phrases = pick(table, language);
  return { exact: patterns(phrases.exact), moreThan: patterns(phrases.moreThan) };
}

describe('the seed text tables', () => {
  it('have every storefront language, except the tables that are partial on purpose', () => {
    const tables = textTables();
    expect(tables.length).toBeGreaterThan(25);
    for (const [name, table] of tables) {
      if (name in PARTIAL_TABLES) continue;
      const missing = STOREFRONT_LANGUAGES.filter((language) => table[language] === undefined);
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
    for (const language of STOREFRONT_LANGUAGES) {
      for (const key of ['birthday', 'christmas', 'thank-you'] as const) expect({ language, key, text: OCCASIONS[language]?.[key] !== undefined }).toEqual({ language, key, text: true });
      expect({ language, invoiceLogo: INVOICE_LOGO_LABELS[language] !== undefined }).toEqual({ language, invoiceLogo: true });
    }
  });

  it('never fall back to English: a language without its text is an error', () => {
    expect(() => pick({ en: 'English' }, 'pl')).toThrow(/no text for pl/);
    expect(pick(PROMOTION_BLOCK, 'pl')[0]).toBe('Podwój saldo');
  });

  it('claim "more than" a round figure below the count, and name a small count exactly', () => {
    expect(countClaim(212)).toEqual({ kind: 'moreThan', n: 200 });
    expect(countClaim(200)).toEqual({ kind: 'moreThan', n: 160 });
    expect(countClaim(79)).toEqual({ kind: 'moreThan', n: 70 });
    expect(countClaim(9)).toEqual({ kind: 'exact', n: 9 });
    expect(countClaim(COUNT_CLAIMS[0])).toEqual({ kind: 'exact', n: COUNT_CLAIMS[0] });
    expect(brandsClaim('de', 212)).toBe('über 200 Marken');
    expect(brandsClaim('en', 9)).toBe('9 brands');
    expect(brandsClaim('en', 1)).toBe('1 brand');
    expect(brandsClaim('pl', 9)).toBe('9 marek');
    expect(brandsClaim('pl', 3)).toBe('3 marki');
    expect(brandsClaim('pl', 212)).toBe('ponad 200 marek');
    expect(choicesClaim('nl', 79)).toBe('meer dan 70 keuzes');
    expect(choicesClaim('fr', 9)).toBe('9 choix');
  });
});

describe('the seeded texts of every storefront', () => {
  let rows: CatalogueRows;
  beforeAll(() => {
    rows = buildCatalogue(STOREFRONT_SEEDS);
  });

  /** Every seeded shopper-facing text of a storefront in a language, with where it comes from. */
  function textsOf(storefrontKey: string, language: string, defaultLanguage: string): Array<[where: string, text: string]> {
    const out: Array<[string, string]> = [];
    const add = (where: string, ...values: Array<string | null | undefined>) => {
      for (const value of values) if (value) out.push([where, value]);
    };
    const products = new Set(rows.products.filter((p) => p.storefrontKey === storefrontKey).map((p) => p.id));
    for (const t of rows.productTranslations) if (t.storefrontKey === storefrontKey && t.language === language) add(`product ${t.productId}`, t.title, t.heroTitle, t.description, t.keywords);
    for (const v of rows.variations) if (products.has(v.productId)) add(`variation ${v.id}`, (v.titles as Record<string, string>)[language]);
    for (const t of rows.terms) if (t.storefrontKey === storefrontKey) add(`term ${t.id}`, (t.labels as Record<string, string>)[language]);
    for (const t of rows.categoryTranslations) if (t.storefrontKey === storefrontKey && t.language === language) add(`category ${t.categoryId}`, t.title, t.description);
    for (const t of rows.occasionTranslations) if (t.storefrontKey === storefrontKey && t.language === language) add(`occasion ${t.occasionId}`, t.title, t.heroTitle, t.description);
    for (const b of rows.contentBlocks) if (b.storefrontKey === storefrontKey && b.language === language) add(`block ${b.id}`, b.title, b.description);
    for (const q of rows.queues) if (q.storefrontKey === storefrontKey && q.language === language) add(`queue ${q.id}`, q.title);
    const menus = new Set(rows.menus.filter((m) => m.storefrontKey === storefrontKey && m.language === language).map((m) => m.id));
    for (const item of rows.menuItems) if (menus.has(item.menuId)) add(`menu item ${item.id}`, item.title);
    for (const m of rows.pageMetadata) if (m.storefrontKey === storefrontKey && m.language === language) add(`page ${m.pageKey}`, m.title, m.description);
    for (const page of rows.redeemPages) {
      if (page.storefrontKey !== storefrontKey) continue;
      const text = (page.texts as Record<string, { title: string; intro: string; info: string }>)[language];
      add(`redeem page ${page.pageId}`, text?.title, text?.intro, text?.info);
    }
    for (const term of rows.popularSearchTerms) if (term.storefrontKey === storefrontKey && term.language === language) add('popular search term', term.title);
    const branding = rows.branding.find((b) => b.storefrontKey === storefrontKey);
    add('organization description', (branding?.organizationDescription as Record<string, string> | undefined)?.[language]);
    // What the storefront states in its default language only (one row per storefront).
    if (language === defaultLanguage) {
      add('service type', branding?.serviceType);
      for (const mark of rows.trustMarks) if (mark.storefrontKey === storefrontKey) add(`trust mark ${mark.id}`, mark.title);
    }
    return out;
  }

  const languagesOf = () =>
    STOREFRONT_SEEDS.flatMap((seed) => seed.languages.map(([language]) => ({ key: seed.key, language, defaultLanguage: defaultLanguageOf(seed) })));

  it('hold no English copy in a non-English language', () => {
    expect(ENGLISH_FRAGMENTS).toEqual(expect.arrayContaining(['Buy gift cards online', 'Why shop with us', 'Balance doubler']));
    let checked = 0;
    for (const { key, language, defaultLanguage } of languagesOf()) {
      if (language === 'en') continue;
      const found = textsOf(key, language, defaultLanguage).flatMap(([where, text]) =>
        ENGLISH_FRAGMENTS.filter((fragment) => text.includes(fragment)).map((fragment) => `${where}: "${fragment}" in "${text}"`),
      );
      expect({ key, language, english: found }).toEqual({ key, language, english: [] });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(25);
  });

  it('hold every text a storefront language needs: its queues, blocks and page descriptions', () => {
    for (const { key, language } of languagesOf()) {
      const queues = rows.queues.filter((q) => q.storefrontKey === key && q.language === language);
      for (const queueKey of ['home-most-chosen', 'home-usps', 'home-promotions', 'search-popular-entities', 'search-highlighted-blocks']) {
        expect({ key, language, queueKey, title: queues.find((q) => q.queueKey === queueKey)?.title ?? null }).toEqual({
          key,
          language,
          queueKey,
          title: pick(texts.QUEUE_TITLES, language)[queueKey],
        });
      }
      const home = rows.pageMetadata.find((m) => m.storefrontKey === key && m.language === language && m.pageKey === 'route:home');
      expect(home?.description).toBeTruthy();
    }
  });

  it('claim as many brands and choices as the storefront sells, in every language', () => {
    const claimsChecked = { exact: 0, moreThan: 0 };
    for (const { key, language, defaultLanguage } of languagesOf()) {
      const products = rows.products.filter((p) => p.storefrontKey === key);
      const brands = new Set(products.flatMap((p) => (p.brandId ? [p.brandId] : []))).size;
      const branding = rows.branding.find((b) => b.storefrontKey === key);
      const claim = brandsClaim(language, brands).toLowerCase();
      const organization = (branding?.organizationDescription ?? {}) as Record<string, string>;
      expect({ key, language, claim: organization[language]?.toLowerCase().includes(claim) }).toEqual({ key, language, claim: true });
      const home = rows.pageMetadata.find((m) => m.storefrontKey === key && m.language === language && m.pageKey === 'route:home');
      expect({ key, language, claim: home?.description.toLowerCase().includes(claim) }).toEqual({ key, language, claim: true });
      const choice = products.find((p) => p.isChoiceCard);
      if (choice) {
        const hero = rows.productTranslations.find((t) => t.productId === choice.id && t.language === language)?.heroTitle;
        expect({ key, language, hero }).toEqual({ key, language, hero: expect.stringContaining(choicesClaim(language, brands)) });
      }

      // Every claim any text makes: "more than" a figure below the count, or the count itself.
      for (const table of [BRAND_COUNT, CHOICE_COUNT]) {
        const patterns = claimPatterns(table, language);
        for (const [where, text] of textsOf(key, language, defaultLanguage)) {
          let rest = text;
          for (const pattern of patterns.moreThan) {
            rest = rest.replace(pattern, (_, n: string) => {
              expect({ key, language, where, text, claimed: Number(n) < brands }).toEqual({ key, language, where, text, claimed: true });
              claimsChecked.moreThan += 1;
              return '';
            });
          }
          for (const pattern of patterns.exact) {
            for (const match of rest.matchAll(pattern)) {
              expect({ key, language, where, text, claimed: Number(match[1]) }).toEqual({ key, language, where, text, claimed: brands });
              claimsChecked.exact += 1;
            }
          }
        }
      }
      // No vague "hundreds of brands" either: the big storefronts name their figure, the small ones their count.
      for (const [where, text] of textsOf(key, language, defaultLanguage)) {
        expect({ key, where, text, hundreds: /hundred|honderden|hunderte|centaines|cientos|centinaia|centenas|hundredvis|hundrevis|hundratals|setek/i.test(text) }).toEqual({
          key,
          where,
          text,
          hundreds: false,
        });
      }
    }
    expect(claimsChecked.exact).toBeGreaterThan(50);
    expect(claimsChecked.moreThan).toBeGreaterThan(5);
  });

  it('promote the choice card only where the storefront sells it: home banner, search blocks, promotions, menus', () => {
    for (const seed of STOREFRONT_SEEDS) {
      const choice = rows.products.find((p) => p.storefrontKey === seed.key && p.isChoiceCard);
      const branding = rows.branding.find((b) => b.storefrontKey === seed.key);
      const featured = rows.media.find((m) => m.id === branding?.featuredBlockImageId);
      const language = defaultLanguageOf(seed);
      const choicePath = choice ? rows.productTranslations.find((t) => t.productId === choice.id && t.language === language)?.path : undefined;
      for (const [l] of seed.languages) {
        const blocks = rows.contentBlocks.filter((b) => b.storefrontKey === seed.key && b.language === l);
        const menus = new Set(rows.menus.filter((m) => m.storefrontKey === seed.key && m.language === l).map((m) => m.id));
        const menuTitles = rows.menuItems.filter((item) => menus.has(item.menuId)).map((item) => item.title);
        const names = [pick(CHOICE_CARD_TITLE, l), pick(HIGHLIGHT_BLOCKS, l).choiceCard[0], pick(MENU_LABELS, l).choiceCard];
        const promoting = blocks.filter((b) => (choice !== undefined && b.productId === choice.id) || names.some((name) => b.title === name));
        if (choice) {
          expect({ key: seed.key, l, blocks: promoting.length }).toEqual({ key: seed.key, l, blocks: 2 });
          expect(menuTitles).toContain(pick(MENU_LABELS, l).choiceCard);
        } else {
          expect({ key: seed.key, l, blocks: promoting.map((b) => b.id), menu: menuTitles.filter((title) => names.includes(title)) }).toEqual({ key: seed.key, l, blocks: [], menu: [] });
          expect(blocks.find((b) => b.id.endsWith('-highlight-0'))?.title).toBe(pick(HIGHLIGHT_BLOCKS, l).allCards[0]);
        }
      }
      if (choice) {
        expect({ key: seed.key, href: branding?.featuredBlockHref }).toEqual({ key: seed.key, href: choicePath });
        expect(featured?.label).toBe(pick(CHOICE_CARD_TITLE, language));
      } else {
        expect({ key: seed.key, href: branding?.featuredBlockHref, label: featured?.label }).toEqual({
          key: seed.key,
          href: expect.not.stringContaining('all-in-1'),
          label: pick(MENU_LABELS, language).allGiftCards,
        });
      }
    }
    const gcsde = rows.products.filter((p) => p.storefrontKey === 'GCSDE');
    expect(gcsde.some((p) => p.isChoiceCard)).toBe(false);
  });

  it('promote the balance doubler only where the storefront runs it, leading to its page', () => {
    for (const seed of STOREFRONT_SEEDS) {
      for (const [language] of seed.languages) {
        const doubler = rows.contentBlocks.find((b) => b.storefrontKey === seed.key && b.language === language && b.id.endsWith('-promotion-doubler'));
        if (togglesOf(seed).balanceDoubler) {
          expect({ key: seed.key, language, title: doubler?.title, path: doubler?.referencedPath }).toEqual({
            key: seed.key,
            language,
            title: pick(PROMOTION_BLOCK, language)[0],
            path: expect.stringMatching(/^\/(?:[a-z]{2}\/)?(?:verdoppler|verdubbelaar)\/$/),
          });
        } else {
          expect({ key: seed.key, language, doubler }).toEqual({ key: seed.key, language, doubler: undefined });
        }
      }
    }
  });

  it('write the shop rating in the storefront country’s number format', () => {
    const rating = (key: string) => rows.trustMarks.find((m) => m.storefrontKey === key && m.placement === 'header')?.title;
    expect(rating('CBDE')).toBe('4,8 von 5 Sternen');
    expect(rating('CBES')).toBe('Valoración de 4,8 sobre 5');
    expect(rating('CBMX')).toBe('Valoración de 4.8 sobre 5');
    expect(rating('CBUS')).toBe('Rated 4.8 out of 5');
  });
});
