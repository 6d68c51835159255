/**
 * The router's pieces a remote's pages use, from the one react-router instance the shell renders
 * with. react-router is not a federation shared module (shared modules ship whole, and the whole
 * library is about 60 kB gzipped of which a page uses a few hooks): it comes with @shop/shared, the
 * singleton every remote already shares, so shell and remotes read the same router context.
 * Remotes import these from '@shop/shared', never from 'react-router' (pnpm lint:boundaries).
 */
export { Link, type LinkProps, Navigate, useLocation, useNavigate } from 'react-router';

/**
 * Where the login (and register) pages send the shopper back to once logged in: a page puts it into the
 * router state of its link to the account pages (`<ShopLink to="accountIdentify" state={{ returnTo }}>`),
 * never into the URL, so no link from elsewhere can choose where a login leads.
 */
export interface ReturnToState {
  returnTo?: string;
}

const RETURN_BASE = 'https://shop.invalid';

/**
 * A return target that is a path of this shop and nothing else: it starts with one `/` (not `//`, not
 * `/\`), has no control characters (a browser drops a tab or newline from a URL, so `/\t/evil.example`
 * would become `//evil.example`), and resolves on this origin. Anything else is null (never an open
 * redirect). The path, its query and fragment are kept.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return null;
  }
  return url.origin === RETURN_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}
