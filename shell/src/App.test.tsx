import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { createShopRouter, eventBus, loadMessages, TRACKING_STORAGE_KEY, slimCartStore, type RemoteModule, type RemoteName, type RemotePageProps, type StorefrontConfig } from '@shop/shared';
import { answer, answeringClient, SPEC_COMPLETE_RELEASES, testStorefront } from '@shop/shared/testing';
import { Provider as UrqlProvider } from 'urql';
import { storeDataFixture } from './testing/fixtures';

const loader = { loadRemoteRoutes: jest.fn(), retryRemote: jest.fn() };
// Jest hoists jest.mock above the imports: the factory must only reach `loader` lazily.
jest.mock('./remotes/remote-loader', () => ({
  loadRemoteRoutes: (name: string) => loader.loadRemoteRoutes(name),
  retryRemote: (name: string) => loader.retryRemote(name),
  RemoteUnavailableError: jest.requireActual('./remotes/remote-loader').RemoteUnavailableError,
}));

import { App } from './App';
import { RemoteUnavailableError } from './remotes/remote-loader';
import { shellMessages } from './messages';
import { STORE_DATA_QUERY } from './store-data/store-data-query';

// Stand-in pages that print their name and params, so tests see which page the shell mounted.
const heading = (text: string, props: RemotePageProps) => <h1>{`${text} ${JSON.stringify(props.params)}`}</h1>;
const HomeStub = (props: RemotePageProps) => heading('home', props);
const ProductStub = (props: RemotePageProps) => heading('product', props);
const BasketStub = (props: RemotePageProps) => heading('basket', props);
const BalanceStub = (props: RemotePageProps) => heading('balance', props);
const NotFoundStub = (props: RemotePageProps) => heading('content 404', props);
const ContactStub = (props: RemotePageProps) => heading('contact', props);
const GiftIdeasStub = (props: RemotePageProps) => heading('gift ideas', props);
const Broken = (): never => {
  throw new Error('boom');
};

const modules: Record<RemoteName, RemoteModule> = {
  catalogue: { remote: 'catalogue', routes: { home: { component: HomeStub }, productDetail: { component: lazy(async () => ({ default: ProductStub })) } } },
  basketCheckout: { remote: 'basketCheckout', routes: { basket: { component: BasketStub } } },
  redeem: { remote: 'redeem', routes: { balanceCheck: { component: BalanceStub } } },
  account: { remote: 'account', routes: {} },
  content: {
    remote: 'content',
    routes: { notFound: { component: NotFoundStub }, contact: { component: ContactStub }, giftIdeas: { component: GiftIdeasStub } },
  },
};

/** The spec-complete releases, with the content remote's release declaring only `contentRoutes`. */
const releasesWithContent = (contentRoutes: { key: string; patterns?: { de: string; nl: string } }[]) =>
  SPEC_COMPLETE_RELEASES.map((release) => (release.remote === 'content' ? { remote: 'content' as const, routes: contentRoutes } : release));

/** Hands a test the router's navigate, as a link click would use it. */
function Navigator({ into }: { into: { navigate?: (path: string) => void } }) {
  into.navigate = useNavigate();
  return null;
}

/** Rendered inside an awaited act(): pages and catalogues may suspend, as they do in the browser. */
async function renderApp(path: string, config: StorefrontConfig = testStorefront('de')) {
  await act(async () => {
    render(
      <UrqlProvider value={answeringClient({ ...answer(STORE_DATA_QUERY, { storeData: storeDataFixture() }) })}>
        <MemoryRouter initialEntries={[path]}>
          <App config={config} router={createShopRouter(config)} />
        </MemoryRouter>
      </UrqlProvider>,
    );
  });
}

// The shell preloads the page language's catalogue before its first render (bootstrap.tsx); so do we.
beforeAll(() => Promise.all(['de', 'nl'].map((language) => loadMessages(shellMessages, language))));

beforeEach(() => {
  // Each test asks for its own remotes: the calls of the test before do not count.
  loader.loadRemoteRoutes.mockClear();
  loader.retryRemote.mockClear();
  loader.loadRemoteRoutes.mockImplementation(async (name: RemoteName) => modules[name]);
  loader.retryRemote.mockImplementation(async (name: RemoteName) => modules[name]);
  window.scrollTo = jest.fn();
  // GET /ip: the visitor is in the storefront's own country, so no store switcher banner.
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ country_code: 'DE' }) }) as unknown as typeof fetch;
});

describe('App routing', () => {
  it('renders the owning remote page for a German path', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'home {}' })).toBeInTheDocument();
    expect(loader.loadRemoteRoutes).toHaveBeenCalledWith('catalogue');
  });

  it('passes route params and waits for lazy pages', async () => {
    await renderApp('/geschenkkarten/amazon/');
    expect(await screen.findByRole('heading', { name: 'product {"product":"amazon"}' })).toBeInTheDocument();
  });

  it('starts a new path at the top, but leaves the first page where the shopper scrolled before it hydrated', async () => {
    const navigator: { navigate?: (path: string) => void } = {};
    await act(async () => {
      render(
        <UrqlProvider value={answeringClient({ ...answer(STORE_DATA_QUERY, { storeData: storeDataFixture() }) })}>
          <MemoryRouter initialEntries={['/']}>
            <App config={testStorefront('de')} router={createShopRouter(testStorefront('de'))} />
            <Navigator into={navigator} />
          </MemoryRouter>
        </UrqlProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'home {}' })).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => navigator.navigate?.('/guthaben-pruefen/'));
    expect(await screen.findByRole('heading', { name: 'balance {}' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('renders Dutch paths in the Dutch storefront', async () => {
    await renderApp('/winkelmandje/', testStorefront('nl'));
    expect(await screen.findByRole('heading', { name: 'basket {}' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Winkelmandje 0 artikelen' })).toHaveAttribute('href', '/winkelmandje/');
    expect(screen.getByRole('button', { name: 'Cadeaubonnen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers the route of a switched-off remote with the 404 page and hides its links', async () => {
    const config = testStorefront('de');
    config.remotes = config.remotes.map((r) => (r.name === 'redeem' ? { ...r, enabled: false } : r));
    await renderApp('/guthaben-pruefen/', config);
    expect(await screen.findByRole('heading', { name: 'content 404 {}' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Guthaben prüfen' })).toBeNull();
    expect(loader.loadRemoteRoutes).not.toHaveBeenCalledWith('redeem');
  });

  it("uses the shell's own 404 when the content remote is off", async () => {
    const config = testStorefront('de');
    config.remotes = config.remotes.map((r) => (r.name === 'content' ? { ...r, enabled: false } : r));
    await renderApp('/a/b/c/d/', config);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('shows the 404 page for a key the loaded remote does not have', async () => {
    await renderApp('/account/');
    expect(await screen.findByRole('heading', { name: 'content 404 {}' })).toBeInTheDocument();
  });

  it('redirects the German helpdesk to contact', async () => {
    await renderApp('/helpdesk/');
    expect(await screen.findByRole('heading', { name: 'contact {}' })).toBeInTheDocument();
  });

  it('answers a screen no release implements with the 404 page, and links to it nowhere', async () => {
    const config = testStorefront('de', {}, { releases: releasesWithContent([{ key: 'notFound' }]) });
    await renderApp('/kontakt/', config);
    expect(await screen.findByRole('heading', { name: 'content 404 {}' })).toBeInTheDocument();
    // The footer menu's data link to /kontakt/ (storeData) leads nowhere: it is not rendered.
    expect(screen.queryByRole('link', { name: 'Kontakt' })).toBeNull();
  });

  it('does not forward the German helpdesk while contact has no screen', async () => {
    await renderApp('/helpdesk/', testStorefront('de', {}, { releases: releasesWithContent([{ key: 'notFound' }]) }));
    expect(await screen.findByRole('heading', { name: 'content 404 {}' })).toBeInTheDocument();
  });

  it('serves a screen a release adds, at its German and its Dutch path', async () => {
    const releases = releasesWithContent([{ key: 'notFound' }, { key: 'giftIdeas', patterns: { de: '/geschenkkarten/ideen/', nl: '/cadeau-ideeen/' } }]);
    // The new fixed path wins over the product page parameter at the same place.
    await renderApp('/geschenkkarten/ideen/', testStorefront('de', {}, { releases }));
    expect(await screen.findByRole('heading', { name: 'gift ideas {}' })).toBeInTheDocument();
    expect(loader.loadRemoteRoutes).toHaveBeenCalledWith('content');
  });

  it('serves the added screen at its Dutch path in the Dutch storefront', async () => {
    const releases = releasesWithContent([{ key: 'notFound' }, { key: 'giftIdeas', patterns: { de: '/geschenkkarten/ideen/', nl: '/cadeau-ideeen/' } }]);
    await renderApp('/cadeau-ideeen/', testStorefront('nl', {}, { releases }));
    expect(await screen.findByRole('heading', { name: 'gift ideas {}' })).toBeInTheDocument();
  });

  it('adds the trailing slash', async () => {
    await renderApp('/warenkorb');
    expect(await screen.findByRole('heading', { name: 'basket {}' })).toBeInTheDocument();
  });

  it('shows a fallback with a retry button inside the layout when a remote cannot load', async () => {
    loader.loadRemoteRoutes.mockRejectedValueOnce(new RemoteUnavailableError('catalogue', 'manifest 404'));
    await renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Bereich des Shops ist gerade nicht verfügbar');
    expect(screen.getByRole('link', { name: /Warenkorb/ })).toBeInTheDocument();
    // The retried load settles inside act(): React renders the page the promise brings.
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    });
    expect(await screen.findByRole('heading', { name: 'home {}' })).toBeInTheDocument();
    expect(loader.retryRemote).toHaveBeenCalledWith('catalogue');
  });

  it('shows the fallback when a remote page throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loader.loadRemoteRoutes.mockImplementation(async () => ({ remote: 'catalogue', routes: { home: { component: Broken } } }));
    await renderApp('/');
    expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-fallback', 'catalogue');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('basket badge', () => {
  it('follows the shared slim cart store', async () => {
    await renderApp('/');
    const badge = screen.getByTestId('basket-badge');
    expect(badge).toHaveTextContent('0');
    act(() => {
      slimCartStore.setState({ status: 'ready', cart: { id: 'c', packageIds: [], cardQty: 3, variationQty: 2, totalQuantity: 3, packagesGroups: [] } });
    });
    expect(badge).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Warenkorb 3 Artikel' })).toBeInTheDocument();
    act(() => slimCartStore.setState({ cart: null, status: 'idle' }));
  });
});

describe('error modal', () => {
  it('shows the translation of the first error sent by the error middleware', async () => {
    await renderApp('/');
    act(() => eventBus.emit('shell:error-requested', { error: { message: 'Exceeding of gift card limit in the order', code: 2030, referencedRequestParameter: null } }));
    const dialog = await screen.findByRole('dialog', { name: 'Es ist ein Fehler aufgetreten' });
    expect(dialog).toHaveTextContent('Die maximale Anzahl an Geschenkkarten in der Bestellung ist überschritten');
  });

  it('shows the generic message for an error without a translation, and closes on demand', async () => {
    await renderApp('/winkelmandje/', testStorefront('nl'));
    act(() => eventBus.emit('shell:error-requested', { error: { message: 'internal detail', code: 4711, referencedRequestParameter: 'x' } }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Oh oh, er ging iets mis.');
    expect(dialog).not.toHaveTextContent('internal detail');
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
  });
});

describe('SEO head', () => {
  it('puts title, robots, canonical, hreflang and the organization data into the document', async () => {
    await renderApp('/warenkorb/');
    await screen.findByRole('heading', { name: 'basket {}' });
    expect(document.title).toBe('Geschenkkarten');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/warenkorb/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const hreflangs = [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'));
    expect(hreflangs).toEqual(['de-DE', 'en-DE', 'nl-NL', 'x-default']);
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain('"@type":"Organization"');
  });

  it('marks the 404 page noindex', async () => {
    await renderApp('/a/b/c/d/');
    await screen.findByRole('heading', { name: 'content 404 {}' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });
});

describe('redeem header', () => {
  it('replaces the regular header in the redeem flow, with the delay warning when the storefront has it on', async () => {
    const base = testStorefront('de');
    await renderApp('/guthaben-pruefen/kasse/', { ...base, featureToggles: { ...base.featureToggles, redeemDelayWarning: true } });
    expect(document.querySelector('.shell-header-redeem')).not.toBeNull();
    expect(screen.queryByTestId('basket-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kundenservice' })).toHaveAttribute('href', '/kontakt/');
    expect(document.querySelector('.shell-redeem-delay')).toHaveTextContent('Digitale Geschenkkarten werden derzeit mit Verzögerung versendet.');
  });

  it('shows it on the balance check page too, without the warning when it is off', async () => {
    await renderApp('/guthaben-pruefen/');
    expect(document.querySelector('.shell-header-redeem')).not.toBeNull();
    expect(screen.queryByTestId('basket-badge')).toBeNull();
    expect(screen.queryByText(/Verzögerung/)).toBeNull();
  });

  it('keeps the regular header outside the redeem flow', async () => {
    await renderApp('/warenkorb/');
    expect(document.querySelector('.shell-header-redeem')).toBeNull();
    expect(screen.getByTestId('basket-badge')).toBeInTheDocument();
  });
});

describe('click id', () => {
  it('keeps an ad click id from any page, whichever team owns it', async () => {
    window.localStorage.clear();
    await renderApp('/warenkorb/?gclid=abc123');
    expect(JSON.parse(window.localStorage.getItem(TRACKING_STORAGE_KEY) ?? '{}')).toMatchObject({ param: 'gclid', value: 'abc123' });
  });
});
