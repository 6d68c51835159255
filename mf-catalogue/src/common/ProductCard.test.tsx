import { screen } from '@testing-library/react';
import { renderInShop, testStorefront } from '@shop/shared/testing';
import { CatalogueRoot } from '../CatalogueRoot';
import { withCommonMessages } from './catalogs';
import { preloadMessages, productCard } from '../testing/fixtures';
import { ProductGrid } from './ProductCard';

/** The card's texts are the common catalogue's (every catalogue page has them). */
const cardMessages = withCommonMessages({});

beforeAll(() => preloadMessages(cardMessages));

const eur = (value: number) => ({ value, currency: 'EUR' });
const CARDS = [
  productCard('apple', { title: 'Apple Geschenkkarte', priceRange: { min: eur(10), max: { value: 250 } } }),
  productCard('pack', { title: 'Kartenpaket', priceRange: { min: eur(4.95), max: { value: 4.95 } } }),
  productCard('leer', { title: 'Ohne Preis', priceRange: null }),
];

function renderCards(kind: 'de' | 'nl') {
  renderInShop(
    <CatalogueRoot messages={cardMessages}>
      <ProductGrid products={CARDS} />
    </CatalogueRoot>,
    { path: '/', config: testStorefront(kind) },
  );
}

const priceOf = (title: string) => screen.getByRole('heading', { name: title }).nextElementSibling;

describe('ProductCard price (issue 35: what a card costs, on the tile)', () => {
  it('shows "ab" the lowest price in German, just the price of a card with one price, nothing without one', async () => {
    renderCards('de');
    await screen.findByRole('heading', { name: 'Apple Geschenkkarte' });
    expect(priceOf('Apple Geschenkkarte')).toHaveTextContent(/^ab 10\s€$/);
    expect(priceOf('Kartenpaket')).toHaveTextContent(/^4,95\s€$/);
    expect(priceOf('Ohne Preis')).toBeNull();
    // The price is part of the card's link: one stop for a screen reader.
    expect(screen.getByRole('link', { name: /Apple Geschenkkarte ab 10\s€/ })).toBeInTheDocument();
  });

  it('says "vanaf" in Dutch, the amount as Dutch writes money', async () => {
    renderCards('nl');
    await screen.findByRole('heading', { name: 'Apple Geschenkkarte' });
    expect(priceOf('Apple Geschenkkarte')).toHaveTextContent(/^vanaf €\s10$/);
    expect(priceOf('Kartenpaket')).toHaveTextContent(/^€\s4,95$/);
  });
});
