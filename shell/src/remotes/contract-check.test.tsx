import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { createShopRouter, loadMessages, SHOP_CONTRACT_VERSION, type RemotePageProps, type StorefrontConfig } from '@shop/shared';
import { answeringClient, testStorefront } from '@shop/shared/testing';
import { storeDataFixture } from '../testing/fixtures';

const runtime = { loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() };
// The real remote loader over a fake federation runtime: what the shell decides before any fetch.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => runtime.loadRemote(...args),
  registerRemotes: (...args: unknown[]) => runtime.registerRemotes(...args),
  registerPlugins: (...args: unknown[]) => runtime.registerPlugins(...args),
}));

import { App } from '../App';
import { shellMessages } from '../messages';
import { configureRemotes } from './remote-loader';

const BasketStub = (_props: RemotePageProps) => <h1>basket</h1>;

async function boot(config: StorefrontConfig, path: string) {
  // As bootstrap.tsx does: register the remotes from the config, then render.
  configureRemotes(config.remotes);
  await act(async () => {
    render(
      <UrqlProvider value={answeringClient({ ShellStoreData: { storeData: storeDataFixture() } })}>
        <MemoryRouter initialEntries={[path]}>
          <App config={config} router={createShopRouter(config)} />
        </MemoryRouter>
      </UrqlProvider>,
    );
  });
}

beforeAll(() => loadMessages(shellMessages, 'de'));

beforeEach(() => {
  for (const fn of Object.values(runtime)) fn.mockReset();
  runtime.loadRemote.mockImplementation(async (id: string) =>
    id === 'basketCheckout/routes' ? { default: { remote: 'basketCheckout', routes: { basket: { component: BasketStub } } } } : undefined,
  );
  window.scrollTo = jest.fn();
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ country_code: 'DE' }) }) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe("the shell's contract check", () => {
  const [major] = SHOP_CONTRACT_VERSION.split('.');
  const nextMajor = `${Number(major) + 1}.0.0`;

  it('shows the fallback for a release built for an incompatible contract, without loading it', async () => {
    const base = testStorefront('de');
    const config = { ...base, remotes: base.remotes.map((r) => (r.name === 'catalogue' ? { ...r, contractVersion: nextMajor } : r)) };
    await boot(config, '/');
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveAttribute('data-remote-fallback', 'catalogue');
    expect(fallback).toHaveTextContent('Dieser Bereich des Shops ist gerade nicht verfügbar');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(expect.not.arrayContaining([expect.objectContaining({ name: 'catalogue' })]));
    // Header and footer keep working.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the fallback for a release that declares no contract at all', async () => {
    const base = testStorefront('de');
    const config = { ...base, remotes: base.remotes.map((r) => (r.name === 'basketCheckout' ? { ...r, contractVersion: null } : r)) };
    await boot(config, '/warenkorb/');
    expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-fallback', 'basketCheckout');
    expect(runtime.loadRemote).not.toHaveBeenCalledWith('basketCheckout/routes');
  });

  it('loads a release built for the contract this shell provides', async () => {
    await boot(testStorefront('de'), '/warenkorb/');
    expect(await screen.findByRole('heading', { name: 'basket' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('basketCheckout/routes');
  });
});
