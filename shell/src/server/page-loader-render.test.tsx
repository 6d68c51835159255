/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import { testStorefront } from '@shop/shared/testing';
import { renderShellPage } from './index';

/**
 * A page request looks its entity up once (issue 34, ADR 0048): the server render runs the page's
 * loader before rendering, the loader's query lands in the render's GraphQL data, and the page's own
 * identical query is answered from there. The GraphQL endpoint counts what reaches it.
 */
const PRODUCT_QUERY = 'query TestProduct($path: String!) { product(path: $path) { name } }';

/** A remote's server build (CommonJS, requiring only the shared modules): one page with a loader. */
const REMOTE_BUILD = `
const React = require('react');
const { useQuery } = require('urql');
const { useLocation } = require('react-router');
const QUERY = ${JSON.stringify(PRODUCT_QUERY)};
function ProductPage() {
  const path = useLocation().pathname;
  const [result] = useQuery({ query: QUERY, variables: { path } });
  const product = result.data && result.data.product;
  return React.createElement('h1', null, product ? product.name : 'Diese Geschenkkarte gibt es nicht');
}
module.exports = {
  remote: 'catalogue',
  routes: {
    productDetail: {
      component: ProductPage,
      loader: async ({ client, pathname }) => {
        const result = await client.query(QUERY, { path: pathname }).toPromise();
        const product = result.data && result.data.product;
        return product ? { status: 200, meta: { title: product.name, description: 'Die Karte für alles von Apple.' } } : { status: 404 };
      },
    },
  },
};
`;

async function render(path: string) {
  const asked: Array<{ operationName?: string; variables?: Record<string, unknown> }> = [];
  const graphqlFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; operationName?: string; variables?: Record<string, unknown> };
    const name = body.operationName ?? /query (\w+)/.exec(body.query)?.[1];
    asked.push({ operationName: name, variables: body.variables });
    const data = name === 'TestProduct' ? { product: body.variables?.path === '/geschenkkarten/apple-geschenkkarte/' ? { name: 'Apple Geschenkkarte' } : null } : null;
    return Response.json({ data });
  }) as typeof fetch;
  const config = testStorefront('de');
  const verdicts: Array<{ policy: string; status?: number }> = [];
  let html = '';
  await new Promise<void>((resolve, reject) => {
    renderShellPage(
      {
        url: path,
        origin: 'http://localhost',
        storefrontConfig: { ...config, remotes: config.remotes.map((r) => ({ ...r, enabled: true })) },
        boot: {},
        nonce: 'n',
        assets: {
          bootstrapScripts: ['/main.js'],
          stylesheets: [],
          scripts: [],
          sharedScripts: ['/3262.aa.js', '/8124.bb.js'],
          messageScripts: { de: ['/shell-messages-de.cc.js', '/shared-messages-de.dd.js'], nl: ['/shell-messages-nl.ee.js'] },
        },
        graphqlFetch,
        requestHeaders: {},
        visitorHeaders: {},
        remotes: { catalogue: { key: `catalogue-test-${path}`, code: async () => REMOTE_BUILD, assets: async () => ({ base: '/r/', chunks: {} }) } },
        remoteBudgetMs: 5_000,
        renderBudgetMs: 10_000,
        completeWithinMs: 5_000,
        onError: () => undefined,
      },
      {
        onShellReady: (policy, status) => verdicts.push({ policy, status }),
        onShellError: reject,
      },
    ).then((handle) => {
      const sink = new Writable({
        write(chunk, _encoding, done) {
          html += chunk.toString();
          done();
        },
      });
      sink.on('finish', () => resolve());
      const wait = setInterval(() => {
        if (verdicts.length) {
          clearInterval(wait);
          handle.pipe(sink);
        }
      }, 5);
    }, reject);
  });
  return { asked: asked.filter((a) => a.operationName === 'TestProduct'), verdicts, html };
}

describe('the server render runs the page loader first', () => {
  it('looks the product up once for the status and the page, and renders it', async () => {
    const { asked, verdicts, html } = await render('/geschenkkarten/apple-geschenkkarte/');
    expect(asked).toHaveLength(1);
    expect(verdicts).toEqual([{ policy: expect.any(String), status: undefined }]);
    expect(html).toContain('<h1>Apple Geschenkkarte</h1>');
    expect(html).toContain('"pageStatus":200');
    // The head from the same lookup: the page's own title (with the storefront's name) and description,
    // and the browser gets it too, so hydration renders the head the server sent.
    expect(html).toMatch(/<title>Apple Geschenkkarte \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="description" content="Die Karte für alles von Apple."/>');
    expect(html).toContain('"pageMeta":{"title":"Apple Geschenkkarte"');
    // Nothing of the page's code is fetched or run before the first paint (ADR 0070): no <script src>
    // and no script or fetch preload in the HTML; the boot script asks for them once the page is painted.
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(html).not.toMatch(/<link rel="preload"[^>]* as="(script|fetch)"/);
    const boot = /<script nonce="n"[^>]*>(window\.__SHOP_BOOT__=.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(boot).toMatch(/observe\(\{type:"paint",buffered:true\}\).*\["\/main\.js"\]/);
    // What the entry's boot loads next, in the order it asks: the shared modules and the page language's
    // catalogues at low priority, the page's remote manifest as the federation runtime fetches it.
    const preloads = boot.slice(boot.lastIndexOf('["/main.js"],'));
    const order = ['"/3262.aa.js","script","",null,"low"', '"/8124.bb.js","script","",null,"low"', '"/shell-messages-de.cc.js","script","",null,"low"', '"/shared-messages-de.dd.js","script","",null,"low"', '"/remotes/catalogue/1.0.0/mf-manifest.json","fetch","","anonymous",""'];
    const positions = order.map((entry) => preloads.indexOf(entry));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).not.toContain('shell-messages-nl');
    // The locale's number and date data starts loading in a worker before the first frame.
    expect(html).toMatch(/<script nonce="n"[^>]*>window\.__SHOP_BOOT__=.*new Worker\(.*Intl\.NumberFormat\(\\"de-DE\\"/);
  });

  it('answers 404 for a product that does not exist, from the same one lookup', async () => {
    const { asked, verdicts, html } = await render('/geschenkkarten/gibt-es-nicht-geschenkkarte/');
    expect(asked).toHaveLength(1);
    expect(verdicts).toEqual([{ policy: expect.any(String), status: 404 }]);
    expect(html).toContain('"pageStatus":404');
    expect(html).toContain('name="robots" content="noindex');
  });
});
