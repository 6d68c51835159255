import { createShopRouter, type RemoteModule, type RouteLoaderArgs } from '@shop/shared';
import { testStorefront } from '@shop/shared/testing';
import { Client } from '@urql/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { BootPageStatus, loadPage, type PageLoaderDeps, usePageStatus } from './page-loader';

const Page = () => null;
// Never asked: the loaders under test are stand-ins that do not query.
const client = new Client({ url: 'http://test.invalid/graphql', exchanges: [] });

function depsFor(module: RemoteModule, overrides: Partial<PageLoaderDeps> = {}): PageLoaderDeps & { asked: RouteLoaderArgs[] } {
  const config = testStorefront('de');
  return {
    router: createShopRouter(config),
    config,
    client,
    loadRemote: async () => module,
    budgetMs: 1_000,
    asked: [],
    ...overrides,
  };
}

const url = (path: string) => new URL(path, 'https://shop.example');

describe('loadPage: the matched route module decides the page status', () => {
  it("runs the loader of the route the path matches, with its params, path, query and language, and passes its 404 on", async () => {
    const asked: RouteLoaderArgs[] = [];
    const module: RemoteModule = {
      remote: 'catalogue',
      routes: {
        productDetail: {
          component: Page,
          loader: async (args) => {
            asked.push(args);
            return { status: args.params.product === 'gibt-es-nicht' ? 404 : 200 };
          },
        },
      },
    };
    const deps = depsFor(module);
    expect(await loadPage(url('/geschenkkarten/apple-geschenkkarte?x=1'), deps)).toEqual({ status: 200 });
    expect(asked[0]).toMatchObject({ pathname: '/geschenkkarten/apple-geschenkkarte/', search: '?x=1', language: 'de', client });
    expect(await loadPage(url('/geschenkkarten/gibt-es-nicht-geschenkkarte/'), depsFor({ ...module, routes: { productDetail: { component: Page, loader: async () => ({ status: 404 }) } } }))).toEqual({
      status: 404,
    });
  });

  it('has no objection where nothing can say "not found": no route, no loader, a remote that fails, a loader that throws or hangs', async () => {
    const withoutLoader: RemoteModule = { remote: 'catalogue', routes: { productDetail: { component: Page } } };
    expect(await loadPage(url('/a/b/c/d/e/'), depsFor(withoutLoader))).toEqual({ status: 200 });
    expect(await loadPage(url('/geschenkkarten/apple-geschenkkarte/'), depsFor(withoutLoader))).toEqual({ status: 200 });
    const failing = depsFor(withoutLoader, { loadRemote: () => Promise.reject(new Error('down')) });
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadPage(url('/geschenkkarten/apple-geschenkkarte/'), failing)).toEqual({ status: 200 });
    const throwing: RemoteModule = { remote: 'catalogue', routes: { productDetail: { component: Page, loader: () => Promise.reject(new Error('bug')) } } };
    expect(await loadPage(url('/geschenkkarten/apple-geschenkkarte/'), depsFor(throwing))).toEqual({ status: 200 });
    const hanging: RemoteModule = { remote: 'catalogue', routes: { productDetail: { component: Page, loader: () => new Promise(() => undefined) } } };
    expect(await loadPage(url('/geschenkkarten/apple-geschenkkarte/'), depsFor(hanging, { budgetMs: 20 }))).toEqual({ status: 200 });
    warnings.mockRestore();
  });

  it("passes the loader's head on, strings and booleans only", async () => {
    const module: RemoteModule = {
      remote: 'catalogue',
      routes: {
        productDetail: {
          component: Page,
          loader: async () => ({ status: 200, meta: { title: 'Apple', noindex: false, description: { evil: true } as unknown as string, canonicalPath: 'x'.repeat(30_000) } }),
        },
      },
    };
    expect(await loadPage(url('/geschenkkarten/apple-geschenkkarte/'), depsFor(module))).toEqual({ status: 200, meta: { title: 'Apple', noindex: false } });
  });

  it('does not load a remote the storefront switched off', async () => {
    const loadRemote = jest.fn();
    const config = testStorefront('de');
    const off = { ...config, remotes: config.remotes.map((r) => ({ ...r, enabled: r.name !== 'catalogue' })) };
    expect(await loadPage(url('/geschenkkarten/apple-geschenkkarte/'), { ...depsFor({ remote: 'catalogue', routes: {} }), config: off, loadRemote })).toEqual({ status: 200 });
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

/** Shows the page status and navigates once. */
function Probe() {
  const navigate = useNavigate();
  return (
    <>
      <output>{usePageStatus().status}</output>
      <button type="button" onClick={() => navigate('/geschenkkarten/')}>
        next
      </button>
    </>
  );
}

describe('BootPageStatus: the browser starts from the server verdict', () => {
  it("keeps the server's 404 for the page it rendered, and is 200 from the first navigation on", async () => {
    render(
      <MemoryRouter initialEntries={['/geschenkkarten/gibt-es-nicht-geschenkkarte/']}>
        <BootPageStatus verdict={{ status: 404 }}>
          <Probe />
        </BootPageStatus>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('404');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByRole('status')).toHaveTextContent('200');
  });
});
