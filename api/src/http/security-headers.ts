/**
 * The security headers of every HTML page the server renders (the shell, the test payment page, the
 * dev outbox): a Content-Security-Policy, nosniff, a referrer policy, no framing, and HSTS when the
 * request came over https. One place, so the pages cannot drift apart.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { REMOTES } from '../remotes/remote-names';

/** Pure, shared with the storefront directory: text/url-origin.ts (server.ts takes it from here with the CSP). */
export { originOf } from '../text/url-origin';

/** CSP directives by name, each a list of sources; an empty list is written as the bare directive. */
export type CspDirectives = Record<string, string[]>;

/** One year, the value browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** A fresh nonce per response for the page's own inline script (the shell's boot config). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * Did the request reach us over https? The socket's own TLS, or `x-forwarded-proto` from the proxy
 * in front of us. Unlike cookies and client addresses (http/client-address.ts, TRUST_PROXY), this
 * may believe the header from anyone: a browser ignores HSTS received over plain http, so a spoofed
 * header changes nothing, while a TLS-terminating proxy needs it sent.
 */
export function isHttpsRequest(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket | undefined)?.encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** The headers an HTML response carries, with its page's Content-Security-Policy. */
export function htmlSecurityHeaders(req: IncomingMessage, csp: CspDirectives): OutgoingHttpHeaders {
  return {
    'content-security-policy': serializeCsp(csp),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // frame-ancestors 'none' for browsers with CSP 2, this for the rest.
    'x-frame-options': 'DENY',
    ...(isHttpsRequest(req) ? { 'strict-transport-security': HSTS } : {}),
  };
}

export interface ShellCspOptions {
  /** Origins the Module Federation remotes load from (a CDN in front of /remotes/, a CDN release). */
  remoteOrigins: string[];
  /** The remotes run on their webpack dev servers (MF_DEV_REMOTES=1). */
  devRemotes: boolean;
  /**
   * Dev servers of this browser's local override (ADR 0031): allowed like the dev remotes (their
   * origin, hot reloading over WebSockets, the eval source maps of a dev build). Only on the page
   * of a browser carrying a signed override.
   */
  overrideOrigins?: string[];
  /** Origin of PUBLIC_MEDIA_BASE, when media come from a CDN. */
  mediaOrigin: string | null;
  /** The storefront's brand web shops, framed by the redeem shop's "shop iframe" modal; none: no frames at all. */
  frameOrigins?: string[];
}

/** The locations map's default tiles (mf-catalogue/src/locations/tile-url.ts). */
const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/** The webpack dev servers of the remotes (their ports in @shop/shared's list of remotes). */
const DEV_REMOTE_ORIGINS = REMOTES.map((remote) => `http://localhost:${remote.devPort}`);

/**
 * The shell's policy. Scripts: same origin, the remotes' origins and the nonce of the inline boot
 * script (no 'unsafe-inline'). Styles allow inline ones: style-loader and React's style props inject
 * them. Remote entries and manifests are fetched (connect-src) and their chunks, CSS, fonts and images
 * load from the remote's origin.
 */
export function shellCsp(options: ShellCspOptions, nonce: string): CspDirectives {
  const devOrigins = [...(options.devRemotes ? DEV_REMOTE_ORIGINS : []), ...(options.overrideOrigins ?? [])];
  const remotes = [...options.remoteOrigins, ...devOrigins];
  const media = options.mediaOrigin ? [options.mediaOrigin] : [];
  return {
    'default-src': ["'self'"],
    // The dev servers' builds use eval source maps (devtool eval-cheap-module-source-map).
    'script-src': ["'self'", `'nonce-${nonce}'`, ...remotes, ...(devOrigins.length ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', MAP_TILE_ORIGIN, ...media, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // Hot reloading talks to the dev servers over WebSockets.
    'connect-src': ["'self'", ...remotes, ...devOrigins.map((o) => o.replace(/^http/, 'ws'))],
    // The captcha widget (ALTCHA) computes its proof of work in workers it creates from blobs.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': options.frameOrigins?.length ? options.frameOrigins : ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}
