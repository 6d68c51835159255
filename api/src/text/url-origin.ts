/**
 * The origin of a URL, pure: the storefront directory (brand shop origins) and the HTTP security
 * headers (CSP sources) both need it, so it lives below both layers (issue 34).
 */

/** The origin of an absolute URL ('https://cdn.example/remotes/' → 'https://cdn.example'); null for relative ones. */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
