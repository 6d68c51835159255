import { screen } from '@testing-library/react';
import { renderInShop, testStorefront } from '@shop/shared/testing';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('renders in German with a link home and sets the document title', () => {
    renderInShop(<NotFoundPage routeKey="notFound" params={{}} />, { path: '/404/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hoppla, diese Seite gibt es nicht');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Seite nicht gefunden');
  });

  it('links to the English home page under the language prefix', () => {
    renderInShop(<NotFoundPage routeKey="notFound" params={{}} />, { config: testStorefront('nl'), path: '/en/404/' });
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en/');
  });
});
