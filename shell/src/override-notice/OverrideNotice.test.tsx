import { act, screen } from '@testing-library/react';
import { testStorefront } from '@shop/shared/testing';
import { mountOverrideNotice } from './override-notice-mount';

const LOCAL = 'http://localhost:3101/mf-manifest.json';

function configWith(manage: 'query' | 'console' | null, overridden: boolean) {
  const base = testStorefront('de');
  return {
    ...base,
    localOverrideSwitch: manage,
    remotes: base.remotes.map((r) => (r.name === 'catalogue' && overridden ? { ...r, manifestUrl: LOCAL, version: 'override:localhost:3101', localOverride: true } : r)),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the local override notice', () => {
  it('names the remote and where it loads from, in the page’s language, with the demo reset switch', async () => {
    await act(() => mountOverrideNotice(configWith('query', true), 'de'));
    const notice = screen.getByRole('complementary', { name: 'Lokale Überschreibung' });
    expect(notice).toHaveTextContent('Lokale Überschreibung aktiv (nur in diesem Browser):');
    expect(notice).toHaveTextContent(`catalogue → ${LOCAL}`);
    // Relative, so it resets on whatever page the visitor is on.
    expect(screen.getByRole('link', { name: 'Zurücksetzen' })).toHaveAttribute('href', '?remote-override=reset');
  });

  it('links to the operator console in production', async () => {
    await act(() => mountOverrideNotice(configWith('console', true), 'en'));
    expect(screen.getByRole('complementary', { name: 'Local override' })).toHaveTextContent(`catalogue → ${LOCAL}`);
    expect(screen.getByRole('link', { name: 'Manage in the operator console' })).toHaveAttribute('href', '/operator/overrides');
    expect(screen.queryByRole('link', { name: 'Reset' })).toBeNull();
  });

  it('mounts nothing without an override', async () => {
    await act(() => mountOverrideNotice(configWith(null, false), 'en'));
    await act(() => mountOverrideNotice(configWith('query', false), 'en'));
    expect(document.body).toBeEmptyDOMElement();
  });
});
