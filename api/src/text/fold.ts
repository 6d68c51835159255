/**
 * Text folding for search and slugs, identical in SQL and in TypeScript.
 *
 * Postgres lower-cases and splits words by the database locale (PGlite runs C.UTF-8, a throwaway
 * `initdb --no-locale` server runs C, where `lower('Ü')` stays 'Ü'). So every text we index or
 * compare for search is folded to lower-case ASCII first — with `translate`/`replace`, which work
 * per character whatever the locale — and the input is folded the same way in TypeScript. The
 * German and Dutch snowball stemmers drop umlauts and accents themselves, so folding before
 * stemming finds the same stems ("Bücher" → "buch"). Whatever is still not printable ASCII afterwards
 * (dashes, typographic quotes, ×, €, letters of other scripts, control characters) becomes a space: locales disagree on whether
 * such a character is part of a word (C treats every non-ASCII character as a letter, C.UTF-8 does
 * not), which would shift word positions and so the ranking.
 */
import { type SQL, sql } from 'drizzle-orm';

/** Characters `translate` maps one to one (same length as FOLD_TO; a test checks). */
export const FOLD_FROM = 'ÀÁÂÃÄÅàáâãäåĀāĄąÇçĆćČčĎďÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŘřŚśŠšŤťÙÚÛÜùúûüŪūŮůÝýÿŹźŻżŽž';
export const FOLD_TO = 'AAAAAAaaaaaaAaAaCcCcCcDdEEEEeeeeEeEeEeIIIIiiiiIiLlNnNnNnOOOOOOooooooOoRrSsSsTtUUUUuuuuUuUuYyyZzZzZz';

/** Multi-letter replacements, applied before `translate`. */
export const FOLD_REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [
  ['ß', 'ss'],
  ['ẞ', 'SS'],
  ['Æ', 'AE'],
  ['æ', 'ae'],
  ['Œ', 'OE'],
  ['œ', 'oe'],
];

const FOLD_MAP: ReadonlyMap<string, string> = new Map(
  [...FOLD_FROM].map((char, i) => [char, [...FOLD_TO][i] as string]),
);

/** Lower-case ASCII folding of `text` (the TypeScript twin of `foldSql`). */
export function fold(text: string): string {
  let value = text.normalize('NFC');
  for (const [from, to] of FOLD_REPLACEMENTS) value = value.split(from).join(to);
  let out = '';
  for (const char of value) out += FOLD_MAP.get(char) ?? char;
  return out.toLowerCase().replace(/[^ -~]/gu, ' ');
}

/** The SQL twin of `fold` for an expression (immutable: usable in generated columns and indexes). */
export function foldSql(expression: SQL): SQL {
  let inner = expression;
  for (const [from, to] of FOLD_REPLACEMENTS) inner = sql`replace(${inner}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`;
  const folded = sql`lower(translate(${inner}, ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)}))`;
  return sql`regexp_replace(${folded}, '[^ -~]', ' ', 'g')`;
}

/**
 * URL slug: folded, German-style umlauts (ä → ae, ö → oe, ü → ue) first, everything that is not a
 * letter or digit (also `&`) becomes one hyphen.
 */
export function slugify(text: string): string {
  const german = text
    .normalize('NFC')
    .replace(/[ÄäÖöÜü]/g, (c) => ({ Ä: 'Ae', ä: 'ae', Ö: 'Oe', ö: 'oe', Ü: 'Ue', ü: 'ue' })[c] ?? c);
  return fold(german)
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
