import { act, screen, waitFor } from '@testing-library/react';
import { renderInShop, testStorefront } from '@shop/shared/testing';
import { IntlProvider } from 'react-intl';
import { LazyOverrideNotice } from './LazyOverrideNotice';

const LOCAL = 'http://localhost:3101/mf-manifest.json';

function configWith(manage: 'query' | 'console' | null, overridden: boolean) {
  const base = testStorefront('de');
  return {
    ...base,
    localOverrideSwitch: manage,
    remotes: base.remotes.map((r) => (r.name === 'catalogue' && overridden ? { ...r, manifestUrl: LOCAL, version: 'override:localhost:3101', localOverride: true } : r)),
  };
}

/** Renders the notice and lets its lazy chunk and catalogue load (each resolves inside act). */
async function renderNotice(config: ReturnType<typeof configWith>, path = '/geschenkkarten/') {
  let result: ReturnType<typeof renderInShop> | undefined;
  await act(async () => {
    result = renderInShop(
      <IntlProvider locale="en" defaultLocale="en">
        <LazyOverrideNotice config={config} />
      </IntlProvider>,
      { path },
    );
  });
  for (let settled = 0; settled < 5; settled++) await act(() => import('./OverrideNotice'));
  return result as ReturnType<typeof renderInShop>;
}

describe('the local override notice', () => {
  it('names the remote and where it loads from, with the demo reset switch for this page', async () => {
    await renderNotice(configWith('query', true));
    // The German storefront's page: the notice's own catalogue is loaded with it.
    const notice = await screen.findByRole('complementary', { name: 'Lokale Überschreibung' }, { timeout: 5_000 });
    expect(notice).toHaveTextContent('Lokale Überschreibung aktiv (nur in diesem Browser):');
    expect(notice).toHaveTextContent(`catalogue → ${LOCAL}`);
    expect(screen.getByRole('link', { name: 'Zurücksetzen' })).toHaveAttribute('href', '/geschenkkarten/?remote-override=reset');
  });

  it('links to the operator console in production', async () => {
    await renderNotice(configWith('console', true), '/en/geschenkkarten/');
    expect(await screen.findByRole('link', { name: 'Manage in the operator console' }, { timeout: 5_000 })).toHaveAttribute('href', '/operator/overrides');
    expect(screen.getByRole('complementary', { name: 'Local override' })).toHaveTextContent(`catalogue → ${LOCAL}`);
    expect(screen.queryByRole('link', { name: 'Reset' })).toBeNull();
  });

  it('is not there (nor loaded) without an override', async () => {
    const { container } = await renderNotice(configWith(null, false));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
