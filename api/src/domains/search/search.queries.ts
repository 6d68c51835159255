/**
 * Search in Postgres, identical on PGlite and PostgreSQL 15:
 * 1. full text: `to_tsquery(<language config>, 'word1 & word2:*')` against the generated,
 *    weighted tsvector (title A, keywords B, description C) — stemming makes "Restaurants" find
 *    "Restaurant", the `:*` on the last word finds "resta" while the shopper is still typing;
 * 2. when nothing matches: trigram word similarity (pg_trgm's `<%`, served by a trigram GIN index)
 *    against the folded title and keywords — "restuarant" still finds the restaurants.
 * Ranks are rounded before ordering and ties broken by popularity and id, so both engines return
 * the same order.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { WORD_SIMILARITY_THRESHOLD } from '../../db/session-settings';
import { searchConfigFor } from '../../text/search-config';
import type { OccasionModel, ProductModel } from '../catalogue/models';
import { type CatalogueScope, OCCASION_COLUMNS, OCCASION_FROM, queryRows, selectProducts, toOccasion } from '../catalogue/queries';

export const MAX_PRODUCT_RESULTS = 12;
export const MAX_OCCASION_RESULTS = 4;
/** word_similarity from which a fuzzy match counts: the session's threshold of the `<%` operator. */
export const TYPO_THRESHOLD = WORD_SIMILARITY_THRESHOLD;
/** Shorter inputs are not matched fuzzily (too many accidental trigram hits). */
export const TYPO_MIN_LENGTH = 4;

export interface SearchHits {
  products: ProductModel[];
  occasions: OccasionModel[];
  mode: 'FULL_TEXT' | 'TYPO_TOLERANT' | 'NONE';
}

/** `wein & geschenk:*` from folded words (letters and digits only, so nothing needs quoting). */
export function prefixQuery(words: readonly string[]): string {
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

async function fullText(db: Database, scope: CatalogueScope, words: string[], folded: string): Promise<SearchHits> {
  const config = searchConfigFor(scope.language);
  const query = sql`to_tsquery(${config}::regconfig, ${prefixQuery(words)})`;
  const titleFirst = (column: SQL) => sql`(case when ${column} like ${`${folded}%`} then 1 else 0 end)`;
  const products = await selectProducts(db, scope, {
    where: [sql`t.search_vector @@ ${query}`],
    orderBy: sql`${titleFirst(sql`t.search_text`)} desc, round(ts_rank_cd(t.search_vector, ${query})::numeric, 5) desc, p.popularity desc, p.id`,
    limit: MAX_PRODUCT_RESULTS,
  });
  const occasions = await queryRows<Parameters<typeof toOccasion>[0]>(
    db,
    sql`select ${OCCASION_COLUMNS} from ${OCCASION_FROM}
      where o.storefront_key = ${scope.store.key} and ot.language = ${scope.language} and ot.search_vector @@ ${query}
      order by ${titleFirst(sql`ot.search_text`)} desc, round(ts_rank_cd(ot.search_vector, ${query})::numeric, 5) desc, o.position, o.id
      limit ${MAX_OCCASION_RESULTS}`,
  );
  const hits = { products: products.map((r) => r.product), occasions: occasions.map(toOccasion) };
  return { ...hits, mode: hits.products.length || hits.occasions.length ? 'FULL_TEXT' : 'NONE' };
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

export async function search(db: Database, scope: CatalogueScope, words: string[], folded: string): Promise<SearchHits> {
  const exact = await fullText(db, scope, words, folded);
  if (exact.mode !== 'NONE' || folded.replace(/\s/g, '').length < TYPO_MIN_LENGTH) return exact;
  return typoTolerant(db, scope, folded);
}
