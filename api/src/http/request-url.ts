/**
 * The URL of a request as the server routes it. `new URL(req.url, base)` is wrong for this: a request
 * target starting with `//` (or `/\`) is read as protocol-relative, so `//evil.example/x` would become
 * the path `/x` of another host. Here an origin-form target always stays a path on this server
 * (`//evil.example/x` is the path `//evil.example/x`, which no route takes); dot segments and
 * percent-encoding are normalised as usual.
 */
export function requestUrl(rawUrl: string | undefined): URL {
  const target = rawUrl ?? '/';
  if (target.startsWith('/')) {
    try {
      return new URL(`http://localhost${target}`);
    } catch {
      // Not even a path (Node hands over what the client sent): no route takes it.
      return new URL('http://localhost/%00');
    }
  }
  // Absolute form (a request meant for a proxy): its path and query are what we serve.
  try {
    const absolute = new URL(target);
    return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
  } catch {
    return new URL('http://localhost/%00');
  }
}
