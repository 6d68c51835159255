import type { IncomingMessage } from 'node:http';
import {
  OVERRIDE_PARAM,
  overrideCookieHeader,
  overrideOfCookieHeader,
  parseQuerySwitch,
  signOverride,
  withRemote,
} from '../remotes/local-override';
import type { LimitKeyHasher } from '../security/rate-limit';
import { requestUrl } from './request-url';
import type { PathHandler } from './routes';
import { sendText } from './send';

/**
 * The demo's query switch (ADR 0031): `?remote-override=<remote>@<local manifest URL>` adds the
 * remote to this browser's override cookie, `?remote-override=reset` drops it; either way a 303 to
 * the same URL without the parameter (so it is not bookmarked or shared by accident). A URL that is
 * not a dev server on the visitor's own machine is refused with 400 and nothing set. Production
 * does not mount this: there the parameter is ignored and only the operator console sets overrides.
 * Declines (false) a request without the parameter, or not a GET or HEAD.
 */
export function createOverrideSwitch(options: { limitKey: LimitKeyHasher; isSecure(req: IncomingMessage): boolean }): PathHandler {
  return async function serveOverrideSwitch(req, res, pathname) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = requestUrl(req.url);
    const values = url.searchParams.getAll(OVERRIDE_PARAM);
    if (values.length === 0) return false;
    let override = overrideOfCookieHeader(options.limitKey, req.headers.cookie);
    for (const value of values) {
      const parsed = parseQuerySwitch(value);
      if ('problem' in parsed) {
        await sendText(req, res, 400, `remote-override refused: ${parsed.problem}.`, { 'cache-control': 'no-store' });
        return true;
      }
      override = parsed.reset ? null : withRemote(override, parsed.remote, parsed.url);
    }
    const cookie = overrideCookieHeader(override ? signOverride(options.limitKey, override) : null, options.isSecure(req));
    url.searchParams.delete(OVERRIDE_PARAM);
    // One leading slash: a path like //evil.example/ must not become a protocol-relative redirect.
    const location = `/${pathname.replace(/^[/\\]+/, '')}${url.search}`;
    res.writeHead(303, { location, 'set-cookie': cookie, 'cache-control': 'no-store', 'content-length': 0 });
    res.end();
    return true;
  };
}
