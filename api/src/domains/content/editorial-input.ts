/**
 * The references the editorial queries take: a path (`/blog/geschenkideen-weihnachten/`,
 * `/en/christmas/`) or a bare slug. The last segment is the slug; anything that cannot be one is the
 * caller's mistake (INVALID_PATH), answered without touching the database.
 */
import { ErrorCode, ShopError } from '../../errors';
import { parsePathArgument } from '../catalogue/input';

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The slug a path or slug names, or null when it cannot name one (a 404, not an error). */
export function slugOf(input: string): string | null {
  const value = input.trim().toLowerCase();
  if (!value.includes('/')) return SLUG.test(value) ? value : null;
  const segments = value.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const last = segments[segments.length - 1] ?? '';
  return SLUG.test(last) ? last : null;
}

/** Like slugOf, for a query argument: malformed input is an error entry (spec §8 format). */
export function parseSlugArgument(input: string, parameter: string): string {
  if (input.length > 1024) throw new ShopError('The path is too long', ErrorCode.INVALID_PATH, parameter);
  const slug = input.includes('/') ? slugOf(parsePathArgument(input, parameter)) : slugOf(input);
  if (!slug) throw new ShopError(`"${input.slice(0, 100)}" is not a path or slug`, ErrorCode.INVALID_PATH, parameter);
  return slug;
}

/**
 * The language a path is in: its prefix (`/en/…`) when that is a language of the storefront, else the
 * storefront's default language; a bare slug is in the request's language. The editorial queries
 * read a path in its own language, as the page status matched it.
 */
export function languageOfReference(input: string, store: { defaultLanguage: string; languages: readonly { code: string }[] }, requestLanguage: string): string {
  if (!input.includes('/')) return requestLanguage;
  const first = input.trim().toLowerCase().split('/').filter(Boolean)[0] ?? '';
  return store.languages.some((l) => l.code === first) ? first : store.defaultLanguage;
}
