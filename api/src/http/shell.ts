/**
 * The built shell (`shell/dist`): static files through sirv (precompressed .br/.gz siblings,
 * immutable caching for content-hashed names), and for every other GET (an SPA navigation)
 * index.html with the request's storefront config inlined in place of `<!--SHOP_BOOT-->`, under the
 * status the page deserves (http/page-status.ts): 200, 404 (the shell's not-found screen renders in
 * the layout) or a 301 to the canonical path.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv, { type RequestHandler } from 'sirv';
import { IMMUTABLE } from './remote-files';
import { type CspDirectives, createNonce, htmlSecurityHeaders, shellCsp } from './security-headers';
import { sendBody, sendText } from './send';
import { localizeTemplate } from './template-language';

export const BOOT_PLACEHOLDER = '<!--SHOP_BOOT-->';
export const NOT_BUILT_MESSAGE = 'Shop not built: run pnpm build';

/** webpack's [contenthash] (hex, 8+ chars) in a file name, e.g. 412.3f9a1c0b7d2e.js(.br). */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i;
/** The last path segment looks like a file (has an extension): a miss is a 404, not a navigation. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]{1,8}$/i;

/**
 * What a page request gets: the boot value and the status. `503`: the status could not be decided
 * (the storefront or its routes could not be read); the shell is still served, it asks /graphql itself.
 */
export interface ShellPage {
  /** The value of window.__SHOP_BOOT__ for this request; undefined leaves the placeholder empty. */
  boot: unknown;
  status: 200 | 404 | 503 | { redirect: string };
  /** Origins the page may frame: the storefront's brand web shops (the redeem shop's "shop iframe" modal). */
  frameOrigins?: string[];
  /**
   * The page differs per visitor (a percentage rollout runs on the storefront, ADR 0028): no shared
   * cache (a CDN) may keep it and serve it to someone else.
   */
  perVisitor?: boolean;
  /** Set-Cookie headers the page sends (the rollout visitor id it was rendered for). */
  setCookies?: string[];
  /**
   * The page is this browser's own (a local remote override, ADR 0031): `private, no-store`, never
   * kept by a shared cache, whatever the page is.
   */
  privatePage?: boolean;
  /**
   * The visitor's own page (basket, checkout, account, login, the redeem flow; domains/seo/page-kinds.ts):
   * `X-Robots-Tag: noindex`, besides the head's robots tag (issue 36).
   */
  noindex?: boolean;
  /** The page's language (`lang` and the `<noscript>` line of the template, template-language.ts). */
  language?: string;
}

export interface ShellOptions {
  shellDist: string;
  /** The boot value and status of a page path. */
  pageFor(req: IncomingMessage, pathname: string): Promise<ShellPage>;
  /**
   * SEO head tags for this page (title, robots, canonical, hreflang, structured data), so they are in
   * the HTML before any script runs; the shell replaces them once it renders its own. `indexable`
   * false (a 404, a 503): robots noindex, and no canonical or alternates for a page that is not one.
   */
  headFor?(req: IncomingMessage, pathname: string, page: { indexable: boolean }): Promise<string>;
  /**
   * The page's Content-Security-Policy for this boot value (its remotes' origins) and the nonce of
   * the inline boot script; default: same origin only.
   */
  cspFor?(nonce: string, boot: unknown, frameOrigins: string[]): CspDirectives;
  /**
   * Server rendering (issue 13): streams the page and resolves true, or resolves false having sent
   * nothing (no renderer built, its shell failed): then the client-rendered page is served.
   */
  renderPage?(request: {
    req: IncomingMessage;
    res: ServerResponse;
    pathname: string;
    boot: unknown;
    nonce: string;
    status: 200 | 404;
    headers: OutgoingHttpHeaders;
    privatePage: boolean;
    /** The page differs per visitor (a rollout's side, ADR 0028): never kept by a shared cache. */
    perVisitor: boolean;
  }): Promise<boolean>;
}

/** JSON that is safe inside <script>: no "</script>", "<!--" or line separators can end it early. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function injectBoot(html: string, boot: unknown, head = '', nonce?: string): string {
  // The nonce lets exactly this inline script run under the page's CSP (no 'unsafe-inline').
  const open = nonce ? `<script nonce="${nonce}">` : '<script>';
  const script = head + (boot === undefined ? '' : `${open}window.__SHOP_BOOT__=${serializeForScript(boot)}</script>`);
  // The server's <title> wins over the template's placeholder title.
  if (head.includes('<title')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (html.includes(BOOT_PLACEHOLDER)) return html.replace(BOOT_PLACEHOLDER, () => script);
  // A shell built without the placeholder still gets the config, as early as possible.
  return html.includes('</head>') ? html.replace('</head>', () => `${script}</head>`) : script + html;
}

export function createShellHandler(options: ShellOptions) {
  const indexFile = join(options.shellDist, 'index.html');
  let template: { mtimeMs: number; html: string } | undefined;
  let serveStatic: RequestHandler | undefined;

  function readTemplate(): string {
    const { mtimeMs } = statSync(indexFile);
    if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return template.html;
  }

  async function sendIndex(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const { boot, status, frameOrigins = [], privatePage = false, perVisitor = false, setCookies = [], noindex = false, language } = await options.pageFor(req, pathname);
    const visitorHeaders = setCookies.length ? { 'set-cookie': setCookies } : {};
    if (typeof status === 'object') {
      // The route table (which keys exist, what forwards where) changes with releases: browsers keep
      // the redirect but revalidate it, search engines still see a permanent move.
      await sendText(req, res, 301, `Moved permanently to ${status.redirect}`, {
        location: status.redirect,
        'cache-control': perVisitor ? 'private, no-cache' : 'no-cache',
        ...visitorHeaders,
      });
      return;
    }
    const nonce = createNonce();
    const csp =
      options.cspFor?.(nonce, boot, frameOrigins) ?? shellCsp({ remoteOrigins: [], devRemotes: false, mediaOrigin: null, frameOrigins }, nonce);
    // A page revalidates (a release changes it); an error answer is not stored at all, so the
    // product that appears later is not hidden behind a cached 404. A page that differs per visitor
    // (a rollout, ADR 0028) is kept by the browser only, never by a shared cache.
    const cacheControl = status !== 200 ? 'no-store' : privatePage ? 'private, no-store' : perVisitor ? 'private, no-cache' : 'no-cache';
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      ...htmlSecurityHeaders(req, csp),
      ...visitorHeaders,
      // A browser's own page (an override or a release preview), a visitor's own page: never indexed.
      ...(privatePage ? { 'x-robots-tag': 'noindex, nofollow' } : noindex ? { 'x-robots-tag': 'noindex' } : {}),
    };
    if ((status === 200 || status === 404) && boot !== undefined && options.renderPage) {
      if (await options.renderPage({ req, res, pathname, boot, nonce, status, headers, privatePage, perVisitor })) return;
    }
    const head = (await options.headFor?.(req, pathname, { indexable: status === 200 })) ?? '';
    const page = injectBoot(readTemplate(), boot, head, nonce);
    const html = language ? localizeTemplate(page, language) : page;
    await sendBody(req, res, status, headers, html);
  }

  return async function serveShell(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (!existsSync(indexFile)) {
      await sendText(req, res, 503, NOT_BUILT_MESSAGE);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await sendText(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    if (pathname.endsWith('/') || pathname === '/index.html') {
      await sendIndex(req, res, pathname);
      return;
    }
    serveStatic ??= sirv(options.shellDist, {
      // dev: per-request lookup, so a rebuilt shell is served without a restart.
      dev: true,
      etag: true,
      gzip: true,
      brotli: true,
      extensions: [],
      dotfiles: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', HASHED_NAME.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
    await new Promise<void>((resolve, reject) => {
      serveStatic?.(req, res, () => {
        const fallback = FILE_LIKE.test(pathname) ? sendText(req, res, 404, 'Not found') : sendIndex(req, res, pathname);
        fallback.then(resolve, reject);
      });
      // sirv answered synchronously (found the file) when next() was not called.
      if (res.headersSent) resolve();
    });
  };
}
