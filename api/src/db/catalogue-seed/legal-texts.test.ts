import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LANGUAGES } from '@shop/shared/languages';
import { STOREFRONT_SEEDS } from '../seed-data';
import { LEGAL_TEXT_LANGUAGES, type LegalFacts, type LegalPageText, legalPages } from './legal-texts';

const GERMAN: LegalFacts = {
  storefrontName: 'CardBon Deutschland',
  legalName: 'CardBon Deutschland GmbH',
  legalForm: 'Gesellschaft mit beschränkter Haftung',
  representatives: ['Anna Schmidt', 'Jonas Weber'],
  street: 'Friedrichstraße',
  houseNumber: '68',
  postalCode: '10117',
  city: 'Berlin',
  countryCode: 'DE',
  supportEmail: 'service@cardbon.de',
  supportPhone: '+49 30 123456',
  businessEmail: 'business@cardbon.de',
  vatNumber: 'DE123456789',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 123456 B',
  dataProtectionEmail: 'datenschutz@cardbon.de',
  siteUrl: 'https://www.cardbon.de',
};

const DUTCH: LegalFacts = {
  ...GERMAN,
  storefrontName: 'CardBon Nederland',
  legalName: 'CardBon Nederland B.V.',
  legalForm: 'Besloten vennootschap',
  representatives: ['Sanne de Vries'],
  street: 'Keizersgracht',
  houseNumber: '241',
  postalCode: '1016 EA',
  city: 'Amsterdam',
  countryCode: 'NL',
  supportEmail: 'klantenservice@cardbon.nl',
  supportPhone: '+31 20 123 4567',
  businessEmail: 'zakelijk@cardbon.nl',
  vatNumber: 'NL123456789B01',
  registerCourt: null,
  registerNumber: '12345678',
  dataProtectionEmail: 'privacy@cardbon.nl',
  siteUrl: 'https://www.cardbon.nl',
};

const ENGLISH: LegalFacts = {
  ...GERMAN,
  storefrontName: 'CardBon Ireland',
  legalName: 'CardBon Ireland Ltd',
  legalForm: 'Private company limited by shares',
  representatives: [],
  street: 'Grafton Street',
  houseNumber: '12',
  postalCode: 'D02 X285',
  city: 'Dublin',
  countryCode: 'IE',
  vatNumber: 'IE1234567T',
  registerCourt: null,
  registerNumber: null,
  siteUrl: 'https://www.cardbon.ie',
};

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'address', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;

function pageOf(pages: LegalPageText[], key: LegalPageText['key']): LegalPageText {
  const found = pages.find((p) => p.key === key);
  if (!found) throw new Error(`no ${key} page`);
  return found;
}

/** The languages whose texts are translations of the English ones (same sections, facts and numbers). */
const TRANSLATED = ['fr', 'pl', 'sv', 'da', 'nb', 'it', 'es', 'pt'] as const;

/** A storefront's company facts in each language with texts of its own. */
const FACTS_OF: Readonly<Record<string, LegalFacts>> = {
  de: GERMAN,
  nl: DUTCH,
  en: ENGLISH,
  fr: { ...ENGLISH, countryCode: 'FR', registerCourt: 'RCS Paris', registerNumber: '123 456 789' },
  pl: { ...ENGLISH, countryCode: 'PL', representatives: ['Zofia Nowak'], registerCourt: 'Sąd Rejonowy dla m.st. Warszawy', registerNumber: 'KRS 0000123456' },
  sv: { ...ENGLISH, countryCode: 'SE', registerNumber: '556677-8899' },
  da: { ...ENGLISH, countryCode: 'DK', registerNumber: 'CVR 12345678' },
  nb: { ...ENGLISH, countryCode: 'NO', registerNumber: '987 654 321' },
  it: { ...ENGLISH, countryCode: 'IT', representatives: ['Giulia Rossi', 'Marco Bianchi'] },
  es: { ...ENGLISH, countryCode: 'ES' },
  pt: { ...ENGLISH, countryCode: 'PT' },
};

const ALL = LEGAL_TEXT_LANGUAGES.map((language) => [language, legalPages(language, FACTS_OF[language] ?? ENGLISH)] as const);


/** Facts with a distinct, countable value each: every translation must use each as often as the English text. */
const PROBE: LegalFacts = {
  storefrontName: 'Probeshop Zeta',
  legalName: 'Probeco Omega Ltd',
  legalForm: 'Probeform Kappa',
  representatives: ['Alba Probe', 'Bruno Probe'],
  street: 'Probestreet',
  houseNumber: '7',
  postalCode: 'PC 4711',
  city: 'Probecity',
  countryCode: 'BE',
  supportEmail: 'help@probe.example',
  supportPhone: '+32 2 555 0199',
  businessEmail: 'sales@probe.example',
  vatNumber: 'BE0999888777',
  registerCourt: 'Proberegister',
  registerNumber: 'PRN 12/345',
  dataProtectionEmail: 'dpo@probe.example',
  siteUrl: 'https://shop.probe.example',
};
const PROBE_VALUES = ['Probeshop Zeta', 'Probeco Omega Ltd', 'Probeform Kappa', 'Alba Probe', 'Bruno Probe', 'Probestreet', 'PC 4711', 'Probecity', 'help@probe.example', '+32 2 555 0199', 'sales@probe.example', 'BE0999888777', 'Proberegister', 'PRN 12/345', 'dpo@probe.example', 'shop.probe.example'];

/** The page's text: its tags replaced by spaces. */
const textOf = (html: string) => html.replace(TAG, ' ');
/** The page's skeleton: every tag, in order (headings, paragraphs, lists, tables, links, emphasis). */
const tagsOf = (html: string) => [...html.matchAll(TAG)].map(([, closing, name]) => `${closing}${(name as string).toLowerCase()}`);
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href).sort();
/** Every number of the text (periods, amounts, articles, versions), in order of appearance sorted. */
const numbersOf = (html: string) => (textOf(html).match(/\d+/g) ?? []).sort();
const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;
/** Words an English page has and a translated one must not (the English fallback would show them). */
const ENGLISH_WORDS = /\b(the|and|with|your|our|which|this|from)\b/i;

/** The labels of the site the texts quote, as each language's catalogue has them (footer and header). */
function siteLabels(language: string): { withdrawContract: string; cookieSettings: string; checkBalance: string } {
  const read = (path: string) => JSON.parse(readFileSync(join(__dirname, '../../../..', path), 'utf8')) as Record<string, string>;
  const footer = read(`shell/src/layout/messages/${language}.json`);
  const header = read(`shell/src/messages/${language}.json`);
  return { withdrawContract: footer['shell.footer.withdrawContract'] ?? '?', cookieSettings: footer['shell.footer.consent'] ?? '?', checkBalance: header['shell.nav.balanceCheck'] ?? '?' };
}

const TITLES: Readonly<Record<(typeof TRANSLATED)[number], readonly string[]>> = {
  fr: ['Mentions légales', 'Conditions générales de vente', 'Droit de rétractation', 'Politique de confidentialité', 'Politique relative aux cookies', 'Déclaration d’accessibilité'],
  pl: ['Dane firmy', 'Regulamin', 'Prawo odstąpienia od umowy', 'Polityka prywatności', 'Polityka plików cookie', 'Deklaracja dostępności'],
  sv: ['Företagsinformation', 'Allmänna villkor', 'Ångerrätt', 'Integritetspolicy', 'Cookiepolicy', 'Tillgänglighetsredogörelse'],
  da: ['Virksomhedsoplysninger', 'Handelsbetingelser', 'Fortrydelsesret', 'Privatlivspolitik', 'Cookiepolitik', 'Tilgængelighedserklæring'],
  nb: ['Selskapsinformasjon', 'Vilkår', 'Angrerett', 'Personvernerklæring', 'Cookie-erklæring', 'Tilgjengelighetserklæring'],
  it: ['Note legali', 'Termini e condizioni', 'Diritto di recesso', 'Informativa sulla privacy', 'Informativa sui cookie', 'Dichiarazione di accessibilità'],
  es: ['Aviso legal', 'Condiciones generales', 'Derecho de desistimiento', 'Política de privacidad', 'Política de cookies', 'Declaración de accesibilidad'],
  pt: ['Informações legais', 'Termos e condições', 'Direito de livre resolução', 'Política de privacidade', 'Política de cookies', 'Declaração de acessibilidade'],
};

describe('legal texts', () => {
  it('builds the pages each language needs, in order', () => {
    const keys = (language: string, facts: LegalFacts) => legalPages(language, facts).map((p) => p.key);
    expect(keys('de', GERMAN)).toEqual(['imprint', 'terms', 'withdrawal', 'privacy', 'cookies', 'accessibility']);
    expect(keys('nl', DUTCH)).toEqual(['terms', 'privacy', 'cookies', 'delivery', 'cancelationPolicy', 'accessibility']);
    for (const language of ['en', 'fr', 'pl', 'sv']) {
      expect(keys(language, ENGLISH)).toEqual(['imprint', 'terms', 'withdrawal', 'privacy', 'cookies', 'accessibility']);
    }
  });

  it('titles the pages in their language', () => {
    expect(legalPages('de', GERMAN).map((p) => p.title)).toEqual([
      'Impressum',
      'Allgemeine Geschäftsbedingungen',
      'Widerrufsbelehrung',
      'Datenschutzerklärung',
      'Cookie-Erklärung',
      'Erklärung zur Barrierefreiheit',
    ]);
    expect(legalPages('nl', DUTCH).map((p) => p.title)).toEqual([
      'Algemene voorwaarden',
      'Privacyverklaring',
      'Cookieverklaring',
      'Bezorging',
      'Annuleringsbeleid',
      'Toegankelijkheidsverklaring',
    ]);
  });

  it('puts every company fact in the German Impressum, with the § 36 VSBG statement and no ODR link', () => {
    const { html } = pageOf(legalPages('de', GERMAN), 'imprint');
    for (const fact of [
      'CardBon Deutschland GmbH',
      'Gesellschaft mit beschränkter Haftung',
      'Friedrichstraße 68',
      '10117',
      'Berlin',
      'Anna Schmidt',
      'Jonas Weber',
      'Amtsgericht Berlin-Charlottenburg',
      'HRB 123456 B',
      'DE123456789',
      'service@cardbon.de',
      '+49 30 123456',
    ]) {
      expect(html).toContain(fact);
    }
    expect(html).toContain('§ 5 DDG');
    expect(html).toContain('§ 18 Abs. 2 MStV');
    expect(html).toContain('nicht bereit und nicht verpflichtet');
    expect(html).toContain('Verbraucherschlichtungsstelle');
    expect(html).toContain('§ 36');
    expect(html).not.toContain('ec.europa.eu/consumers/odr');
    expect(html).toContain('href="mailto:service@cardbon.de"');
    expect(html).toContain('href="tel:+4930123456"');
  });

  it('links no page to the closed EU online dispute resolution platform', () => {
    for (const [, pages] of ALL) {
      for (const p of pages) expect(p.html).not.toMatch(/ec\.europa\.eu\/consumers\/odr/i);
    }
  });

  it('gives the Widerrufsbelehrung the model form and the withdrawal button', () => {
    const { html } = pageOf(legalPages('de', GERMAN), 'withdrawal');
    expect(html).toContain('Muster-Widerrufsformular');
    expect(html).toContain('Vertrag widerrufen');
    expect(html).toContain('§ 356a BGB');
    expect(html).toContain('vierzehn Tagen');
  });

  it('covers the Dutch cancellation, delivery and privacy specifics', () => {
    const pages = legalPages('nl', DUTCH);
    expect(pageOf(pages, 'cancelationPolicy').html).toContain('Overeenkomst herroepen');
    expect(pageOf(pages, 'cancelationPolicy').html).toContain('14 dagen');
    expect(pageOf(pages, 'delivery').html).toContain('PostNL');
    expect(pageOf(pages, 'delivery').html).toContain('1–3 werkdagen');
    expect(pageOf(pages, 'privacy').html).toContain('Autoriteit Persoonsgegevens');
    expect(pageOf(pages, 'terms').html).toContain('KvK-nummer: 12345678');
    expect(pageOf(legalPages('nl', { ...DUTCH, registerNumber: 'KvK 12345678' }), 'terms').html).toContain('KvK-nummer: 12345678<br>');
  });

  it('lists the session cookie in every cookie statement and points to the cookie settings', () => {
    expect(pageOf(legalPages('de', GERMAN), 'cookies').html).toContain('Cookie-Einstellungen');
    for (const [, pages] of ALL) expect(pageOf(pages, 'cookies').html).toContain('shop_session');
  });

  it('names the German market surveillance authority for accessibility', () => {
    const { html } = pageOf(legalPages('de', GERMAN), 'accessibility');
    expect(html).toContain('Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)');
    expect(html).toContain('Magdeburg');
    expect(html).toContain('WCAG');
  });

  it('escapes facts from the database', () => {
    const evil: LegalFacts = {
      ...GERMAN,
      legalName: 'Evil <script>alert(1)</script> GmbH',
      representatives: ['"><img src=x onerror=alert(1)>'],
      city: "O'Brien & Söhne",
      supportEmail: 'x"><script>@evil.example',
      supportPhone: '<b>030</b>',
      siteUrl: 'javascript:alert(1)',
    };
    for (const language of LEGAL_TEXT_LANGUAGES) {
      const pages = legalPages(language, evil);
      for (const p of pages) {
        expect(p.html).not.toMatch(/<script|<img|<b>|href="javascript:/i);
      }
      expect(pages.map((p) => p.html).join('')).toContain('Evil &lt;script&gt;alert(1)&lt;/script&gt; GmbH');
    }
    const imprint = pageOf(legalPages('de', evil), 'imprint').html;
    expect(imprint).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(imprint).toContain('O&#39;Brien &amp; Söhne');
  });

  it('leaves out missing register details instead of printing null', () => {
    for (const [, pages] of ALL) {
      for (const p of pages) expect(p.html).not.toMatch(/\bnull\b|\bundefined\b/);
    }
  });

  it('writes real texts: no placeholders, no h1, no styling', () => {
    for (const [, pages] of ALL) {
      for (const p of pages) {
        expect(p.title.length).toBeGreaterThan(3);
        expect(p.html.length).toBeGreaterThan(800);
        // Placeholders in capitals only: Spanish and Portuguese say "todo" (all).
        expect(p.html).not.toMatch(/lorem|ipsum|\$\{|<h1/i);
        expect(p.html).not.toMatch(/\bTODO\b|\bTBD\b/);
        expect(p.html).not.toMatch(/\s(style|class|on\w+)=/i);
      }
    }
  });

  it('uses only the allowed tags, attributes and link schemes, properly nested', () => {
    for (const [language, pages] of ALL) {
      for (const p of pages) {
        const open: string[] = [];
        for (const [, closing, rawName, attributes] of p.html.matchAll(TAG)) {
          const name = (rawName as string).toLowerCase();
          expect({ language, page: p.key, tag: name, allowed: ALLOWED_TAGS.has(name) }).toEqual({ language, page: p.key, tag: name, allowed: true });
          if (name === 'a' && !closing) {
            expect(attributes).toMatch(/^ href="(https:\/\/|mailto:|tel:\+?\d|\/)[^"]*"$/);
          } else {
            expect(attributes).toBe('');
          }
          if (name === 'br') continue;
          if (closing) expect(open.pop()).toBe(name);
          else open.push(name);
        }
        expect(open).toEqual([]);
        // Everything that is not a tag is text: no stray angle brackets.
        expect(p.html.replace(TAG, '')).not.toMatch(/[<>]/);
      }
    }
  });

  it('gives every storefront language texts of its own: no storefront but an English one shows English legal pages', () => {
    for (const language of UI_LANGUAGES) expect(LEGAL_TEXT_LANGUAGES).toContain(language);
    const englishTitles = new Set(legalPages('en', ENGLISH).map((p) => p.title));
    for (const seed of STOREFRONT_SEEDS) {
      for (const [language] of seed.languages) {
        if (language === 'en') continue;
        expect(LEGAL_TEXT_LANGUAGES).toContain(language);
        for (const p of legalPages(language, { ...ENGLISH, countryCode: seed.countryCode })) {
          const where = { store: seed.key, language, page: p.key };
          expect({ ...where, englishTitle: englishTitles.has(p.title), englishWord: textOf(p.html).match(ENGLISH_WORDS)?.[0] ?? null }).toEqual({ ...where, englishTitle: false, englishWord: null });
        }
      }
    }
  });

  it('titles the translated pages with the country’s usual legal terms', () => {
    for (const language of TRANSLATED) {
      expect({ language, titles: legalPages(language, FACTS_OF[language] ?? ENGLISH).map((p) => p.title) }).toEqual({ language, titles: TITLES[language] });
    }
  });

  it('keeps the English source’s structure in every translation: the same pages, headings, lists, links, facts and numbers', () => {
    // Brazil: the Portuguese texts take Brazil's words there (one more run, same structure).
    for (const facts of [PROBE, { ...PROBE, representatives: [], registerCourt: null, registerNumber: null }, { ...PROBE, registerCourt: null }, { ...PROBE, countryCode: 'BR' }]) {
      const english = legalPages('en', facts);
      for (const language of TRANSLATED) {
        const pages = legalPages(language, facts);
        expect({ language, keys: pages.map((p) => p.key) }).toEqual({ language, keys: english.map((p) => p.key) });
        pages.forEach((p, index) => {
          const source = english[index] as LegalPageText;
          const where = `${language} ${p.key}`;
          expect({ where, tags: tagsOf(p.html) }).toEqual({ where, tags: tagsOf(source.html) });
          expect({ where, links: hrefsOf(p.html) }).toEqual({ where, links: hrefsOf(source.html) });
          expect({ where, numbers: numbersOf(p.html) }).toEqual({ where, numbers: numbersOf(source.html) });
          for (const fact of PROBE_VALUES) {
            expect({ where, fact, times: occurrences(p.html, fact) }).toEqual({ where, fact, times: occurrences(source.html, fact) });
          }
        });
      }
    }
  });

  it('quotes the site’s own labels in each language: the withdrawal button, the cookie settings link, the balance check', () => {
    for (const language of TRANSLATED) {
      const pages = legalPages(language, FACTS_OF[language] ?? ENGLISH);
      const labels = siteLabels(language);
      const where = { language };
      expect({ ...where, withdrawal: pageOf(pages, 'withdrawal').html.includes(labels.withdrawContract) }).toEqual({ ...where, withdrawal: true });
      expect({ ...where, terms: pageOf(pages, 'terms').html.includes(labels.withdrawContract) }).toEqual({ ...where, terms: true });
      expect({ ...where, balance: pageOf(pages, 'terms').html.includes(labels.checkBalance) }).toEqual({ ...where, balance: true });
      expect({ ...where, cookies: pageOf(pages, 'cookies').html.includes(labels.cookieSettings) }).toEqual({ ...where, cookies: true });
      expect({ ...where, privacy: pageOf(pages, 'privacy').html.includes(labels.cookieSettings) }).toEqual({ ...where, privacy: true });
    }
  });

  it('keeps the EU references of the source in every translation, and names no national authority', () => {
    for (const language of TRANSLATED) {
      const pages = legalPages(language, FACTS_OF[language] ?? ENGLISH);
      expect({ language, directive: pageOf(pages, 'accessibility').html.includes('2019/882') }).toEqual({ language, directive: true });
      expect({ language, standards: /EN 301 549[\s\S]*WCAG/.test(pageOf(pages, 'accessibility').html) }).toEqual({ language, standards: true });
      // The model withdrawal form of Directive 2011/83/EU: seven lines, the (*) choices.
      expect({ language, form: (pageOf(pages, 'withdrawal').html.match(/\(\*\)/g) ?? []).length }).toEqual({ language, form: (pageOf(legalPages('en', ENGLISH), 'withdrawal').html.match(/\(\*\)/g) ?? []).length });
      for (const p of pages) expect({ language, page: p.key, authority: /acm\.nl|Autoriteit|MLBF|Magdeburg|BGB|DSGVO|§/.test(p.html) }).toEqual({ language, page: p.key, authority: false });
    }
  });
  it('writes Portugal’s words for a Portuguese storefront and Brazil’s for a Brazilian one (one language, two countries)', () => {
    const text = (country: string) => legalPages('pt', { ...ENGLISH, countryCode: country, registerNumber: '12345' }).map((p) => p.html).join('\n');
    const portugal = text('PT');
    const brazil = text('BR');
    const pairs: ReadonlyArray<readonly [RegExp, RegExp]> = [
      [/\bcontactos?\b/, /\bcontato\b/],
      [/\bregistos?\b/i, /\bregistros?\b/i],
      [/leitores de ecrã/i, /leitores de tela/i],
      [/pequenos ficheiros/, /pequenos arquivos/],
      [/autoridade de controlo\b/, /autoridade de controle\b/],
      [/art\. 6\.º, n\.º 1, alínea b\)/, /art\. 6º, 1, b,/],
    ];
    for (const [portuguese, brazilian] of pairs) {
      expect({ portuguese: String(portuguese), portugal: portuguese.test(portugal), brazil: portuguese.test(brazil) }).toEqual({ portuguese: String(portuguese), portugal: true, brazil: false });
      expect({ brazilian: String(brazilian), portugal: brazilian.test(portugal), brazil: brazilian.test(brazil) }).toEqual({ brazilian: String(brazilian), portugal: false, brazil: true });
    }
    expect(brazil).toContain('direito de arrependimento');
    expect(portugal).not.toContain('arrependimento');
    // Neither addresses the reader as "você" or "tu", which one of the two countries would find odd.
    for (const country of [portugal, brazil]) expect(country).not.toMatch(/\b(você|tu|teu|tua)\b/i);
  });
});
