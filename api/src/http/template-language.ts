/**
 * The shell's HTML template (shell/src/index.html) is German: `<html lang="de">` and a `<noscript>`
 * line. It is what a visitor gets when the page is rendered in the browser (the server render's budget
 * spent, its renderer failed, a local override): that page speaks the storefront's language too
 * (issue 36: an Italian storefront served `lang="de"` and "This shop needs JavaScript.").
 */

/** The line shown when JavaScript is off, in every language a storefront speaks. */
export const NOSCRIPT_TEXT: Readonly<Record<string, string>> = {
  de: 'Bitte schalte JavaScript ein, um in diesem Shop einzukaufen.',
  en: 'Please turn on JavaScript to shop here.',
  nl: 'Zet JavaScript aan om in deze winkel te bestellen.',
  fr: 'Veuillez activer JavaScript pour commander dans cette boutique.',
  pl: 'Włącz JavaScript, aby robić zakupy w tym sklepie.',
  sv: 'Aktivera JavaScript för att handla i den här butiken.',
  da: 'Slå JavaScript til for at handle i denne butik.',
  nb: 'Slå på JavaScript for å handle i denne butikken.',
  it: 'Attiva JavaScript per acquistare in questo negozio.',
  es: 'Activa JavaScript para comprar en esta tienda.',
  pt: 'Ative o JavaScript para comprar nesta loja.',
};

/** The page's language: a language prefix of the path (`/fr/…`) the storefront speaks, else its default. */
export function pageLanguage(pathname: string, defaultLanguage: string, languages: readonly string[]): string {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return prefix && prefix !== defaultLanguage && languages.includes(prefix) ? prefix : defaultLanguage;
}

/** The template in the page's language: its `lang` attribute and its `<noscript>` line. */
export function localizeTemplate(html: string, language: string): string {
  const safe = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(language) ? language : 'de';
  const noscript = NOSCRIPT_TEXT[safe.slice(0, 2)] ?? NOSCRIPT_TEXT.en;
  // The built template is minified (`<html lang=de>`); the source has quotes.
  return html.replace(/<html lang=(?:"[^"]*"|[^\s>]+)/, `<html lang="${safe}"`).replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${noscript}</noscript>`);
}
