// The floor of the bench (`pnpm bench:lighthouse`): two reference pages made from the German home's
// own server HTML, so the table shows how far a page is from what this host and this stack allow.
//
// - `ref-no-js`: the same document, stylesheets and images, with no JavaScript at all (every script
//   and script preload removed; JSON-LD stays, it is data). What the page costs to parse, style,
//   lay out and paint: the blocking time no script can take away.
// - `ref-react-only`: that document plus React DOM (the shell's own react and react-dom, minified,
//   production) hydrating one element, and nothing else: no router, no GraphQL client, no federation
//   runtime, no shop code. What loading and starting React alone costs.
//
// They are references, not targets: a shop page cannot do better than `ref-no-js` and, as long as it
// hydrates with React at load, not much better than `ref-react-only` (ADR 0067). Served by a small
// server of the bench's own that passes every other request (stylesheets, images) to the shop server.
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { requestAs } from './bench-server.mjs';

export const FLOOR_PAGES = { noJs: 'ref-no-js', reactOnly: 'ref-react-only' };

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const LINK = /<link\b[^>]*>/gi;

/** The document without any JavaScript: scripts go (JSON-LD stays), and so do preloads of scripts and fetches. */
export function withoutScripts(html) {
  return html
    .replace(SCRIPT, (tag, attributes) => (/type\s*=\s*["']?application\/ld\+json/i.test(attributes) ? tag : ''))
    .replace(LINK, (tag) => (/rel\s*=\s*["']?(modulepreload|preload)\b/i.test(tag) && /as\s*=\s*["']?(script|fetch)\b/i.test(tag) ? '' : tag));
}

/** The element React hydrates in the React-only reference, as the server would render it. */
export const ISLAND = '<div id="floor-island"><span>React</span></div>';

/**
 * The document without the shop's JavaScript, plus one element and the script that hydrates it. The
 * script starts where the shop's code does: it is appended once the browser reports the first paint
 * (as the shell's entry and its preloads, ADR 0070, shell/src/server/start-after-first-paint.ts) and
 * not preloaded from the HTML. A `defer` script or a preload would share the first paint's bandwidth
 * with the picture, and the reference would measure that instead of React.
 */
export function withReactIsland(html, scriptPath) {
  const bare = withoutScripts(html);
  const body = bare.lastIndexOf('</body>');
  if (body < 0) throw new Error('the page has no </body>');
  const start = `<script>new PerformanceObserver(function(l,o){o.disconnect();var e=document.createElement("script");e.src=${JSON.stringify(scriptPath)};document.body.appendChild(e)}).observe({type:"paint",buffered:true})</script>`;
  return `${bare.slice(0, body)}${ISLAND}${start}${bare.slice(body)}`;
}

/** React DOM hydrating the island, bundled from the shell's own react and react-dom. */
async function reactOnlyBundle(root) {
  const shellDir = join(root, 'shell');
  // The repository's own esbuild (root package.json), not one of a package's.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    stdin: {
      contents: `import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
startTransition(() => { hydrateRoot(document.getElementById('floor-island'), createElement('span', null, 'React')); });`,
      resolveDir: shellDir,
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return Buffer.from(outputFiles[0].contents);
}

/**
 * Starts the references' server; pages are at `${origin}/` + FLOOR_PAGES' names. `shopOrigin`: the
 * German storefront of the running shop server, whose home page and assets the references use.
 */
export async function startFloorServer({ root, shopOrigin }) {
  const home = await requestAs(shopOrigin, '/');
  if (home.status !== 200) throw new Error(`the home page answered ${home.status}`);
  const script = gzipSync(await reactOnlyBundle(root));
  const scriptPath = '/__floor/react-only.js';
  const documents = {
    [`/${FLOOR_PAGES.noJs}`]: withoutScripts(home.text),
    [`/${FLOOR_PAGES.reactOnly}`]: withReactIsland(home.text, scriptPath),
  };
  const shop = new URL(shopOrigin);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (documents[path] !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(documents[path]);
      return;
    }
    if (path === scriptPath) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-store' });
      res.end(script);
      return;
    }
    // Stylesheets, images, the favicon: the shop's own, as the shop serves them.
    const upstream = httpRequest(
      { host: '127.0.0.1', port: shop.port || 80, path: req.url, method: req.method, headers: { ...req.headers, host: shop.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    scriptBytes: script.length,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
