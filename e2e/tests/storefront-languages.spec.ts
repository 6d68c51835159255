import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainText, NOT_FOUND_TEXT, sampleByKind } from './crawl-helpers';
import { serverRequest } from './helpers';

/**
 * Every storefront speaks its own language (issue 36): a crawl of each storefront whose language is
 * not English, from its own sitemap.xml, over the server-rendered HTML of the production build (what a
 * shopper sees first and a search engine indexes). Two pages of every kind of path are requested; each
 * answers 200 with its page (no "not found" in its language), a title of its own before the storefront's
 * name, a description, and no English: no
 * text on the page, in its head or in an attribute a person reads (alt, aria-label, placeholder, title)
 * that reads as English. The storefronts' second languages are English on purpose (CBDE, CB, CK, GCSNL,
 * GCSDE: `/en/…`) and are left out of the sample; of CBCA (English first) only the French pages count.
 *
 * English is recognised by its function words: a text with two different ones ("the", "your", "with",
 * …), or a short label of two to five English words only ("Add to basket"; a single word is not judged). The words are chosen so
 * that none is a word of German, Dutch, French, Polish, Swedish, Danish, Norwegian, Italian, Spanish or
 * Portuguese; brand names are the only English the shop keeps.
 */
const STOREFRONTS = [
  ['CBDE', 'de'],
  ['CB', 'nl'],
  // English first, French second: only its French pages are judged.
  ['CBCA', 'fr'],
  ['CBPL', 'pl'],
  ['CBIT', 'it'],
  ['CBES', 'es'],
  ['CBMX', 'es'],
  ['CBDK', 'da'],
  ['CBSE', 'sv'],
  ['CBNO', 'nb'],
  ['CBBR', 'pt'],
  ['CBFR', 'fr'],
  ['CKFR', 'fr'],
  ['GCSFR', 'fr'],
  ['GCSIT', 'it'],
  ['GCSPT', 'pt'],
  ['CBBE', 'nl', 'fr'],
  ['GCSBE', 'nl', 'fr'],
  ['GCSNL', 'nl'],
  ['CK', 'nl'],
  ['CBAT', 'de'],
  ['CBCH', 'de', 'fr'],
  ['GCSAT', 'de'],
  ['GCSDE', 'de'],
] as const;

/** Storefronts whose first language is English (their other language's pages are under its prefix). */
const ENGLISH_FIRST = new Set<string>(['CBCA']);

/** English function words that are no word of the shop's other languages. */
const ENGLISH_FUNCTION_WORDS = new Set(
  'the your you yours with this that these those our are which what when where how about here there please their they them would should could into only each every other some such than just been being were does did cannot before after same while until since within without between'.split(' '),
);
/**
 * English words of a shop, for short texts ("Add to basket", "This shop needs JavaScript"): counted
 * only when most of a text's words are English, as some are words elsewhere too ("to" in Polish,
 * "for" in Danish, "shop" in German).
 */
const ENGLISH_SHOP_WORDS = new Set([
  ...ENGLISH_FUNCTION_WORDS,
  ...'add basket cart checkout search close next previous show hide more less read buy order now free choose select remove delete edit save send sign enter amount quantity price total shipping delivery payment redeem activate account forgot password new sold out back top skip main content loading shop store needs need turn please empty view details page found of and to for in on at by or my'.split(' '),
]);
/** Words of product names that stay English in every language ("Google Play Gift Card"). */
const BRAND_WORDS = new Set(['gift', 'card', 'cards']);



const decoded = (value: string) =>
  value
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The texts a person reads on the page: text between tags, the title, the description and readable attributes. */
function readableTexts(html: string): string[] {
  const withoutCode = html.replace(/<script[^>]*>.*?<\/script>/gs, ' ').replace(/<style[^>]*>.*?<\/style>/gs, ' ').replace(/<!--.*?-->/gs, ' ');
  const texts = withoutCode
    .split(/<[^>]+>/)
    .map((text) => decoded(text).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (const [, , value] of withoutCode.matchAll(/\s(alt|aria-label|placeholder|title)="([^"]+)"/g)) texts.push(decoded(value as string));
  const description = /<meta[^>]* name="description" content="([^"]*)"/.exec(withoutCode)?.[1];
  if (description) texts.push(decoded(description));
  return texts;
}

/** Whether a text reads as English (see the header). */
export function readsAsEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const allWords = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const functionWords = new Set(words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word)));
  if (functionWords.size >= 2) return true;
  // A short text: two or more English shop words, and they make at least 60 % of its words.
  const counted = allWords.filter((word) => !BRAND_WORDS.has(word));
  const english = counted.filter((word) => ENGLISH_SHOP_WORDS.has(word)).length;
  return english >= 2 && english >= 0.6 * counted.length;
}


/** The German storefront answers on its primary host, localhost (cbde.localhost redirects there). */
const hostKey = (key: string) => (key === 'CBDE' ? null : key);

async function get(request: APIRequestContext, key: string, url: string) {
  const { pathname, search } = new URL(url);
  const response = await serverRequest(request, hostKey(key), pathname + search);
  return { status: response.status(), html: await response.text() };
}

test.describe('every storefront in its own language', () => {
  test('the detector knows English from the shop’s other languages', () => {
    for (const english of ['Ordered before 17:00, dispatched the same working day', 'Add to basket', 'Your basket is empty', 'Read more about this card', 'Sold out', 'This shop needs JavaScript.']) {
      expect({ english, found: readsAsEnglish(english) }).toEqual({ english, found: true });
    }
    for (const other of ['Zamówione do 17:00 wysyłamy tego samego dnia roboczego', 'Karta podarunkowa Zalando', 'Aggiungi al carrello', 'Lägg i varukorgen', 'Til kurven', 'Vor 17 Uhr bestellt, am selben Werktag verschickt', 'Amazon.de Gutschein', 'In winkelmandje', 'Ajouter au panier', 'Añadir a la cesta', 'Adicionar ao carrinho', 'Netflix', 'Google Play Gift Card', 'Dieser Shop braucht JavaScript.', 'Gavekort for alle', 'Zamów to teraz', 'Spedizione in giornata']) {
      expect({ other, found: readsAsEnglish(other) }).toEqual({ other, found: false });
    }
  });

  for (const [key, ...languages] of STOREFRONTS) {
    test(`${key} (${languages.join(', ')}): every kind of page from its sitemap, server-rendered, without English`, async ({ request }) => {
      test.setTimeout(180_000);
      const sitemap = await serverRequest(request, hostKey(key), '/sitemap.xml');
      expect(sitemap.status()).toBe(200);
      const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => decoded(match[1] as string))
        // The storefront's English pages speak English on purpose: a second language's (`/en/…`), or
        // all but the second language's pages where English comes first (CBCA).
        .filter((url) => {
          const prefix = /^\/([a-z]{2})\//.exec(new URL(url).pathname)?.[1];
          return prefix ? prefix !== 'en' : !ENGLISH_FIRST.has(key);
        });
      expect(urls.length).toBeGreaterThan(10);
      const findings: string[] = [];
      for (const url of sampleByKind(urls)) {
        const { status, html } = await get(request, key, url);
        expect({ url, status }).toEqual({ url, status: 200 });
        const lang = /<html[^>]* lang="?([a-z]{2})/.exec(html)?.[1] ?? '';
        const expected = /^\/([a-z]{2})\//.exec(new URL(url).pathname)?.[1] ?? languages[0];
        expect({ url, lang }).toEqual({ url, lang: expected });
        const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        // A title of its own: the page's name before the storefront's ("Carte regalo | CardBon Italia").
        expect({ url, title: /^[^|]+ \| [^|]+/.test(title), description: /<meta[^>]* name="description" content="[^"]+"/.test(html), notFound: NOT_FOUND_TEXT.test(mainText(html)) }).toEqual({ url, title: true, description: true, notFound: false });
        for (const text of readableTexts(html)) if (readsAsEnglish(text)) findings.push(`${new URL(url).pathname}: ${text.slice(0, 120)}`);
      }
      expect([...new Set(findings)]).toEqual([]);
    });
  }
});
