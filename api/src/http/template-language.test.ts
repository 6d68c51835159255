import { localizeTemplate, NOSCRIPT_TEXT, pageLanguage } from './template-language';

// The built template (minified) and the source template.
const BUILT = '<!doctype html><html lang=de><head><title>Geschenkkarten</title></head><body><div id=root></div><noscript>Bitte schalte JavaScript ein, um in diesem Shop einzukaufen.</noscript></body></html>';
const SOURCE = '<!doctype html>\n<html lang="de">\n<body><noscript>Bitte schalte JavaScript ein, um in diesem Shop einzukaufen.</noscript></body></html>';

describe('the shell template in the page’s language (issue 36)', () => {
  it.each([BUILT, SOURCE])('an Italian page says lang="it" and asks for JavaScript in Italian', (template) => {
    const html = localizeTemplate(template, 'it');
    expect(html).toContain('<html lang="it"');
    expect(html).toContain(`<noscript>${NOSCRIPT_TEXT.it}</noscript>`);
    expect(html).not.toMatch(/lang=de|lang="de"|Bitte schalte/);
  });

  it('has the line in every language a storefront speaks', () => {
    expect(Object.keys(NOSCRIPT_TEXT).sort()).toEqual(['da', 'de', 'en', 'es', 'fr', 'it', 'nb', 'nl', 'pl', 'pt', 'sv']);
  });

  it('never writes a language it was not given as a code into the page', () => {
    expect(localizeTemplate(BUILT, '"><script>')).toContain('<html lang="de"');
  });

  it('takes the language from the path prefix a storefront speaks, else its default', () => {
    expect(pageLanguage('/fr/cadeaubonnen/', 'nl', ['nl', 'fr'])).toBe('fr');
    expect(pageLanguage('/fr', 'nl', ['nl', 'fr'])).toBe('fr');
    expect(pageLanguage('/cadeaubonnen/', 'nl', ['nl', 'fr'])).toBe('nl');
    expect(pageLanguage('/it/', 'nl', ['nl', 'fr'])).toBe('nl');
    expect(pageLanguage('/fremd/', 'nl', ['nl', 'fr'])).toBe('nl');
  });
});
