/**
 * Which Postgres text search configuration (snowball stemmer + stop words) a language uses. Only
 * configurations that exist on PostgreSQL 15 and on PGlite (Postgres 18) are listed; any other
 * language falls back to `simple` (lower-casing, no stemming).
 */
import { type SQL, sql } from 'drizzle-orm';

export const SEARCH_CONFIGS = {
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  nb: 'norwegian',
  nl: 'dutch',
  pt: 'portuguese',
  sv: 'swedish',
} as const satisfies Record<string, string>;

export type SearchConfig = (typeof SEARCH_CONFIGS)[keyof typeof SEARCH_CONFIGS] | 'simple';

export function searchConfigFor(language: string): SearchConfig {
  return (SEARCH_CONFIGS as Record<string, SearchConfig>)[language] ?? 'simple';
}

/**
 * `CASE <language column> WHEN 'de' THEN 'german'::regconfig … ELSE 'simple'::regconfig END`:
 * constant regconfigs keep the expression immutable, so it can feed a generated tsvector column.
 */
export function searchConfigSql(languageColumn: SQL): SQL {
  const branches = Object.entries(SEARCH_CONFIGS).map(
    ([language, config]) => `WHEN '${language}' THEN '${config}'::regconfig`,
  );
  return sql`(CASE ${languageColumn} ${sql.raw(branches.join(' '))} ELSE 'simple'::regconfig END)`;
}
