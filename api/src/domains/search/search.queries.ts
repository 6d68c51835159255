/**
 * Search in Postgres, identical on PGlite and PostgreSQL 15:
 * 1. full text: `to_tsquery(<language config>, 'word1 & word2:*')` against the generated,
 *    weighted tsvector (title A, keywords B, description C) — stemming makes "Restaurants" find
 *    "Restaurant", the `:*` on the last word finds "resta" while the shopper is still typing;
 * 2. when nothing matches: trigram word similarity (pg_trgm's `<%`, served by a trigram GIN index)
 *    against the folded title and keywords — "restuarant" still finds the restaurants.
 * 3. occasions the shopper named (their title, its start, a typo of it: occasion-names.ts, over the
 *    storefront's occasions the full-text statement reads anyway) come first among the occasions,
 *    and the cards of the best one join the gift cards — "Weihnachten" and "Weihnachen" answer with
 *    the Christmas page and its cards.
 * Ranks are rounded before ordering and ties broken by popularity and id, so both engines return
 * the same order.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { WORD_SIMILARITY_THRESHOLD } from '../../db/session-settings';
import { searchConfigFor } from '../../text/search-config';
import type { OccasionModel, ProductModel } from '../catalogue/models';
import { type CatalogueScope, OCCASION_COLUMNS, OCCASION_FROM, queryRows, selectProducts, toOccasion } from '../catalogue/queries';
import { bestNamed } from './occasion-names';

export const MAX_PRODUCT_RESULTS = 12;
export const MAX_OCCASION_RESULTS = 4;
/** word_similarity from which a fuzzy match counts: the session's threshold of the `<%` operator. */
export const TYPO_THRESHOLD = WORD_SIMILARITY_THRESHOLD;
/** Shorter inputs are not matched fuzzily (too many accidental trigram hits). */
export const TYPO_MIN_LENGTH = 4;
/** The bound on the storefront's occasions read to match their names (an editorial list of a dozen or so). */
export const MAX_OCCASIONS_SCANNED = 100;

export interface SearchHits {
  products: ProductModel[];
  occasions: OccasionModel[];
  mode: 'FULL_TEXT' | 'TYPO_TOLERANT' | 'NONE';
}

/** `wein & geschenk:*` from folded words (letters and digits only, so nothing needs quoting). */
export function prefixQuery(words: readonly string[]): string {
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * The full text over products, and over the storefront's occasions: all of them are read (a short,
 * editorial list, bounded), text matches first, so the same statement also gives what the
 * occasions' names are matched against.
 */
async function fullText(
  db: Database,
  scope: CatalogueScope,
  words: string[],
  folded: string,
): Promise<SearchHits & { allOccasions: OccasionModel[] }> {
  const config = searchConfigFor(scope.language);
  const query = sql`to_tsquery(${config}::regconfig, ${prefixQuery(words)})`;
  const titleFirst = (column: SQL) => sql`(case when ${column} like ${`${folded}%`} then 1 else 0 end)`;
  const products = await selectProducts(db, scope, {
    where: [sql`t.search_vector @@ ${query}`],
    orderBy: sql`${titleFirst(sql`t.search_text`)} desc, round(ts_rank_cd(t.search_vector, ${query})::numeric, 5) desc, p.popularity desc, p.id`,
    limit: MAX_PRODUCT_RESULTS,
  });
  const rows = await queryRows<Parameters<typeof toOccasion>[0] & { textMatch: boolean }>(
    db,
    sql`select ${OCCASION_COLUMNS}, ot.search_vector @@ ${query} as "textMatch" from ${OCCASION_FROM}
      where o.storefront_key = ${scope.store.key} and ot.language = ${scope.language}
      order by "textMatch" desc, ${titleFirst(sql`ot.search_text`)} desc, round(ts_rank_cd(ot.search_vector, ${query})::numeric, 5) desc, o.position, o.id
      limit ${MAX_OCCASIONS_SCANNED}`,
  );
  const occasions = rows.filter((r) => r.textMatch).slice(0, MAX_OCCASION_RESULTS).map(toOccasion);
  const hits = { products: products.map((r) => r.product), occasions };
  return { ...hits, mode: hits.products.length || hits.occasions.length ? 'FULL_TEXT' : 'NONE', allOccasions: rows.map(toOccasion) };
}

async function typoTolerant(db: Database, scope: CatalogueScope, folded: string): Promise<SearchHits> {
  const similarity = (column: SQL) => sql`round(word_similarity(${folded}, ${column})::numeric, 5)`;
  const products = await selectProducts(db, scope, {
    // `<%`: word_similarity >= the session's threshold, served by the trigram index (migration 0011).
    where: [sql`${folded} <% t.search_text`],
    orderBy: sql`${similarity(sql`t.search_text`)} desc, p.popularity desc, p.id`,
    limit: MAX_PRODUCT_RESULTS,
  });
  const occasions = await queryRows<Parameters<typeof toOccasion>[0]>(
    db,
    sql`select ${OCCASION_COLUMNS} from ${OCCASION_FROM}
      where o.storefront_key = ${scope.store.key} and ot.language = ${scope.language}
        and ${folded} <% ot.search_text
      order by ${similarity(sql`ot.search_text`)} desc, o.position, o.id
      limit ${MAX_OCCASION_RESULTS}`,
  );
  const hits = { products: products.map((r) => r.product), occasions: occasions.map(toOccasion) };
  return { ...hits, mode: hits.products.length || hits.occasions.length ? 'TYPO_TOLERANT' : 'NONE' };
}

/**
 * Named occasions first among the occasions. The best one's cards follow the direct product hits of
 * the full text, and come before the trigram guesses (a typo of the name, "Wiehnachten", is a surer
 * sign than a card whose words share some trigrams with it).
 */
async function withNamedOccasions(
  db: Database,
  scope: CatalogueScope,
  hits: SearchHits,
  allOccasions: OccasionModel[],
  words: string[],
): Promise<SearchHits> {
  const named = bestNamed(allOccasions, words);
  const best = named.items[0];
  if (!best) return hits;
  const seen = new Set<string>();
  const unseen = <T extends { id: string }>(item: T) => !seen.has(item.id) && Boolean(seen.add(item.id));
  const occasions = [...named.items, ...hits.occasions].filter(unseen).slice(0, MAX_OCCASION_RESULTS);
  let products = hits.products;
  const guesses = hits.mode === 'TYPO_TOLERANT';
  if (guesses || products.length < MAX_PRODUCT_RESULTS) {
    const cards = await selectProducts(db, scope, {
      join: sql`join occasion_products op on op.product_id = p.id and op.occasion_id = ${best.id}`,
      orderBy: sql`op.position, p.id`,
      limit: MAX_PRODUCT_RESULTS,
    });
    const own = cards.map((r) => r.product);
    seen.clear();
    products = (guesses ? [...own, ...products] : [...products, ...own]).filter(unseen).slice(0, MAX_PRODUCT_RESULTS);
  }
  const mode = hits.mode !== 'NONE' ? hits.mode : named.tier >= 2 ? 'FULL_TEXT' : 'TYPO_TOLERANT';
  return { products, occasions, mode };
}

export async function search(db: Database, scope: CatalogueScope, words: string[], folded: string): Promise<SearchHits> {
  const { allOccasions, ...exact } = await fullText(db, scope, words, folded);
  const hits = exact.mode !== 'NONE' || folded.replace(/\s/g, '').length < TYPO_MIN_LENGTH ? exact : await typoTolerant(db, scope, folded);
  return withNamedOccasions(db, scope, hits, allOccasions, words);
}
