import { screen } from '@testing-library/react';
import { answer, answeringClient, renderInShop, testStorefront } from '@shop/shared/testing';
import { productPageMessages } from '../messages';
import { OPTION_PRICES, preloadMessages, productDetail } from '../../testing/fixtures';
import type { CatalogueProductQuery } from '../../graphql/__generated__/graphql';
import AllInOneCardPage, { CHOICE_SCOPE_QUERY } from './AllInOneCardPage';

beforeAll(() => preloadMessages(productPageMessages));

describe('All-in-1 card page', () => {
  it('loads the choice card by the route’s own path and explains what it opens up', async () => {
    const client = answeringClient({
      // The product page's query (its document belongs to that feature), typed by its generated result.
      CatalogueProduct: {
        product: productDetail({ id: 'cb-all-in-1', title: 'Keuze Cadeaukaart', isChoiceCard: true, path: '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/', slug: 'cadeaubonnl-keuze-cadeaukaart' }),
        cartPrices: OPTION_PRICES,
      } satisfies CatalogueProductQuery,
      ...answer(CHOICE_SCOPE_QUERY, { giftCards: { total: 80 }, categories: [{ id: 'a' }, { id: 'b' }] }),
    });
    renderInShop(<AllInOneCardPage routeKey="allInOneCard" params={{}} />, { client, path: '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/', config: testStorefront('nl') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Keuze Cadeaukaart' })).toBeInTheDocument();
    expect(client.calls[0]?.variables.path).toBe('/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/');
    expect(await screen.findByText('In te wisselen voor 80 cadeaukaarten in 2 categorieën.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk waaruit je kunt kiezen' })).toHaveAttribute('href', '/categorie/alle-cadeaubonnen/');
  });
});
