import { type LegalFacts, type LegalPageText, legalPages } from './legal-texts';

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

const ALL = [
  ['de', legalPages('de', GERMAN)],
  ['nl', legalPages('nl', DUTCH)],
  ['en', legalPages('en', ENGLISH)],
  ['fr', legalPages('fr', { ...ENGLISH, countryCode: 'FR', registerCourt: 'RCS Paris', registerNumber: '123 456 789' })],
] as const;

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
    expect(pageOf(legalPages('it', ENGLISH), 'withdrawal').title).toBe('Right of withdrawal');
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
    for (const language of ['de', 'nl', 'en']) {
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
        expect(p.html).not.toMatch(/lorem|ipsum|TODO|TBD|\$\{|<h1/i);
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
});
