/**
 * What the crawling journeys share (search-engines.spec.ts, storefront-languages.spec.ts): a sample of a
 * sitemap's URLs by kind of page, and the visible text of a page's own region.
 */

/** "Not found" in the shop's languages: a page a sitemap lists must be the page itself. */
export const NOT_FOUND_TEXT = /not found|nicht gefunden|niet gevonden|gibt es nicht|bestaat niet|does not exist|introuvable|nie znaleziono|non trovat|no encontrad|ikke fundet|hittades inte|ikke funnet|não encontrad/i;

/**
 * The page's own region: its main element without scripts (the chrome around it has its own texts) and
 * without what is hidden (an empty search's "no town found", shown only when a search finds none).
 */
export function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  return main
    .replace(/<script[^>]*>.*?<\/script>/gs, ' ')
    .replace(/<(\w+)[^>]*\shidden(?:="")?[^>]*>.*?<\/\1>/gs, ' ')
    .replace(/<[^>]+>/g, ' ');
}

/** Two URLs of each kind of path (its first segment after a language prefix, and its depth): the first and the last. */
export function sampleByKind(urls: string[]): string[] {
  const byKind = new Map<string, string[]>();
  for (const url of urls) {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    const kind = `${segments[0]?.length === 2 ? segments[1] : segments[0]}|${segments.length}|${url.includes('?')}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), url]);
  }
  return [...byKind.values()].flatMap((list) => [...new Set([list[0] as string, list[list.length - 1] as string])]);
}
