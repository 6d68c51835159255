/**
 * The built shell (`shell/dist`): static files through sirv (precompressed .br/.gz siblings,
 * immutable caching for content-hashed names), and for every other GET (an SPA navigation)
 * index.html with the request's storefront config inlined in place of `<!--SHOP_BOOT-->`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv, { type RequestHandler } from 'sirv';
import { IMMUTABLE } from './remote-files';
import { type CspDirectives, createNonce, htmlSecurityHeaders, shellCsp } from './security-headers';
import { sendBody, sendText } from './send';

export const BOOT_PLACEHOLDER = '<!--SHOP_BOOT-->';
export const NOT_BUILT_MESSAGE = 'Shop not built: run pnpm build';

/** webpack's [contenthash] (hex, 8+ chars) in a file name, e.g. 412.3f9a1c0b7d2e.js(.br). */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i;
/** The last path segment looks like a file (has an extension): a miss is a 404, not a navigation. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]{1,8}$/i;

export interface ShellOptions {
  shellDist: string;
  /** The value of window.__SHOP_BOOT__ for this request; undefined leaves the placeholder empty. */
  bootFor(req: IncomingMessage): Promise<unknown>;
  /**
   * SEO head tags for this page (title, robots, canonical, hreflang, structured data), so they are in
   * the HTML before any script runs; the shell replaces them once it renders its own.
   */
  headFor?(req: IncomingMessage, pathname: string): Promise<string>;
  /**
   * The page's Content-Security-Policy for this boot value (its remotes' origins) and the nonce of
   * the inline boot script; default: same origin only.
   */
  cspFor?(nonce: string, boot: unknown): CspDirectives;
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

  async function sendIndex(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const [boot, head] = await Promise.all([options.bootFor(req), options.headFor?.(req, pathname) ?? Promise.resolve('')]);
    const nonce = createNonce();
    const html = injectBoot(readTemplate(), boot, head, nonce);
    const csp = options.cspFor?.(nonce, boot) ?? shellCsp({ remoteOrigins: [], devRemotes: false, mediaOrigin: null }, nonce);
    await sendBody(
      req,
      res,
      200,
      { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...htmlSecurityHeaders(req, csp) },
      html,
    );
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
      await sendIndex(req, res);
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
        const fallback = FILE_LIKE.test(pathname) ? sendText(req, res, 404, 'Not found') : sendIndex(req, res);
        fallback.then(resolve, reject);
      });
      // sirv answered synchronously (found the file) when next() was not called.
      if (res.headersSent) resolve();
    });
  };
}
