/**
 * Does a search name an occasion? Matched in TypeScript over the storefront's own occasions (a short,
 * editorial list, read with a bound), by their titles: "Weihnachten", the start of it ("weihn"), a
 * typo ("Weihnachen"), or a query that mentions it ("gutschein weihnachten"). The full-text search
 * finds occasions by stems and keywords too; this tells which of them the shopper named, so their
 * cards can answer the search.
 */
import { fold } from '../../text/fold';

/** exact word, prefix (either way), typo within the bound, no match. */
export type NameTier = 3 | 2 | 1 | 0;

/** Typo tolerance by word length: none below 5 letters (too many accidental hits), 1 edit up to 8, 2 above. */
export function maxEdits(length: number): number {
  return length < 5 ? 0 : length <= 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus swapped neighbours), bounded: anything beyond
 * `limit` comes back as limit + 1, and rows stop as soon as every cell exceeds it.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, limit + 1);
}

/** How a word of the query names a word of a title. */
export function wordMatch(query: string, name: string): NameTier {
  if (query === name) return 3;
  // "weihn" while typing; "hochzeiten", "kerstcadeau" for the names inside them.
  if ((query.length >= 3 && name.startsWith(query)) || (name.length >= 4 && query.startsWith(name))) return 2;
  const limit = maxEdits(Math.min(query.length, name.length));
  return limit > 0 && editDistance(query, name, limit) <= limit ? 1 : 0;
}

/** The words of a text that count: folded, two characters or more. */
export function nameWords(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);
}

/**
 * How well the query's words name a title: every query word names a title word (the shopper typed
 * the name or its start), or every title word is among the query's (the query mentions the
 * occasion). The weakest of the words decides.
 */
export function nameMatch(queryWords: readonly string[], title: string): NameTier {
  const query = queryWords.filter((word) => word.length >= 2);
  const name = nameWords(title);
  if (query.length === 0 || name.length === 0) return 0;
  const covers = (from: string[], best: (word: string) => number) => Math.min(...from.map(best)) as NameTier;
  const queryInTitle = covers(query, (q) => Math.max(...name.map((n) => wordMatch(q, n))));
  const titleInQuery = covers(name, (n) => Math.max(...query.map((q) => wordMatch(q, n))));
  return Math.max(queryInTitle, titleInQuery) as NameTier;
}

/**
 * The items the query names best, in their given order: only those of the best tier, so "geburtstag"
 * names Geburtstag, not also Geburt (a prefix of it).
 */
export function bestNamed<T extends { title: string }>(items: readonly T[], queryWords: readonly string[]): { items: T[]; tier: NameTier } {
  const scored = items.map((item) => ({ item, tier: nameMatch(queryWords, item.title) }));
  const tier = Math.max(0, ...scored.map((s) => s.tier)) as NameTier;
  return { items: tier === 0 ? [] : scored.filter((s) => s.tier === tier).map((s) => s.item), tier };
}
