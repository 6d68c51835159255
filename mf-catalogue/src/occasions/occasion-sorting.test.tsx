import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, answeringClient, renderInShop, testStorefront } from '@shop/shared/testing';
import { LocationProbe } from '../testing/LocationProbe';
import { occasion, preloadMessages, productCards } from '../testing/fixtures';
import { occasionMessages } from './messages';
import { OCCASION_QUERY } from './occasion-query';
import OccasionPage from './OccasionPage';

/** Issue 35: the occasion page sorts its cards in the API, in the order of its URL. */
beforeAll(() => preloadMessages(occasionMessages));

function renderOccasion(path: string) {
  const client = answeringClient({
    ...answer(OCCASION_QUERY, { occasion: { ...occasion('geburtstag'), title: 'Geburtstag', products: productCards(3), metadata: null }, occasions: [] }),
  });
  renderInShop(
    <>
      <OccasionPage routeKey="occasion" params={{ product: 'geburtstag' }} />
      <LocationProbe />
    </>,
    { client, path, config: testStorefront('de') },
  );
  return () => client.calls.filter((c) => c.name === 'CatalogueOccasion');
}

describe('sorting an occasion page', () => {
  it('an occasion asks in the URL’s order, and its menu changes the URL', async () => {
    const user = userEvent.setup();
    const calls = renderOccasion('/anlaesse/geburtstag/?sort=price-asc');
    const select = await screen.findByRole('combobox', { name: 'Sortieren nach' });
    expect(select).toHaveValue('price-asc');
    expect(calls()[0]?.variables).toEqual({ path: 'geburtstag', limit: 48, sort: 'PRICE_ASC' });
    await user.selectOptions(select, 'Preis absteigend');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/anlaesse\/geburtstag\/\?sort=price-desc$/);
    expect(calls().at(-1)?.variables).toEqual({ path: 'geburtstag', limit: 48, sort: 'PRICE_DESC' });
  });
});
