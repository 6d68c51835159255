import { screen } from '@testing-library/react';
import { renderInShop, testStorefront } from '@shop/shared/testing';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('greets in German and links to the German product list', () => {
    renderInShop(<HomePage routeKey="home" params={{}} />, { config: testStorefront('de'), path: '/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Die Geschenkkarte für jeden Anlass');
    expect(screen.getByRole('link', { name: 'Alle Geschenkkarten ansehen' })).toHaveAttribute('href', '/geschenkkarten/');
  });

  it('greets in Dutch and links to the Dutch product list', () => {
    renderInShop(<HomePage routeKey="home" params={{}} />, { config: testStorefront('nl'), path: '/' });
    expect(screen.getByRole('link', { name: 'Bekijk alle cadeaubonnen' })).toHaveAttribute('href', '/cadeaubonnen/');
  });

  it('hides the product list link when the catalogue is switched off', () => {
    const config = testStorefront('de');
    config.remotes = config.remotes.map((r) => ({ ...r, enabled: r.name !== 'catalogue' }));
    renderInShop(<HomePage routeKey="home" params={{}} />, { config, path: '/' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('marks its root with the team boundary', () => {
    const { container } = renderInShop(<HomePage routeKey="home" params={{}} />);
    expect(container.querySelector('[data-boundary="catalogue"]')).not.toBeNull();
  });
});
