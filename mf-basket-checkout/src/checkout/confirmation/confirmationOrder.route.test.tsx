import { answer, answerWithErrors, answeringClient, renderInShop, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { askedWith, offlineClient, runLoader } from '@shop/shared/testing';
import { PLACED_ORDER_CONTEXT, PLACED_ORDER_QUERY } from '../placed-order-query';
import { placedOrder } from '../testing/fixtures';
import ConfirmationPage from './ConfirmationPage';
import confirmationOrder from './confirmationOrder.route';

const UUID = '0b7a3c52-4f1e-4c1a-9d1e-2f0c7a1b2c3d';
const PATH = `/kasse/danke/${UUID}/`;
const orderAnswer = (order: ReturnType<typeof placedOrder> | null) => answer(PLACED_ORDER_QUERY, { placedOrder: { data: order, errors: [] } });

describe('the order confirmation’s loader', () => {
  it('answers 200 for the visitor who placed the order', async () => {
    const client = answeringClient(orderAnswer(placedOrder({ id: UUID })));
    expect(await runLoader(confirmationOrder, { client, path: PATH, params: { uuid: UUID } })).toEqual({ status: 200 });
  });

  it('answers 404 where the API answers no order: anyone else’s, a made-up or a malformed id', async () => {
    const client = answeringClient(orderAnswer(null));
    expect(await runLoader(confirmationOrder, { client, path: PATH, params: { uuid: UUID } })).toEqual({ status: 404 });
    expect(await runLoader(confirmationOrder, { client, path: '/kasse/danke/nope/', params: { uuid: 'nope' } })).toEqual({ status: 404 });
    const refused = answeringClient(answerWithErrors(PLACED_ORDER_QUERY, [{ message: '"nope" is not an order id' }]));
    expect(await runLoader(confirmationOrder, { client: refused, path: '/kasse/danke/nope/', params: { uuid: 'nope' } })).toEqual({ status: 404 });
  });

  it('answers 200 on a network error: the page shows its own error state with a retry', async () => {
    expect(await runLoader(confirmationOrder, { client: offlineClient(), path: PATH, params: { uuid: UUID } })).toEqual({ status: 200 });
  });

  it('asks what the page asks: the same document, variables and context (never from a cache, no error dialog)', async () => {
    const answers = orderAnswer(null);
    const client = answeringClient(answers);
    const query = jest.spyOn(client, 'query');
    await runLoader(confirmationOrder, { client, path: PATH, params: { uuid: UUID } });
    expect(query.mock.calls).toEqual([[PLACED_ORDER_QUERY, { orderUuid: UUID }, PLACED_ORDER_CONTEXT]]);

    const pageClient = answeringClient(answers);
    const pageQuery = jest.spyOn(pageClient, 'query');
    renderInShop(<ConfirmationPage routeKey="confirmationOrder" params={{ uuid: UUID }} />, { client: pageClient, config: testStorefront('de'), path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' })).toBeInTheDocument();
    expect(pageQuery.mock.calls).toEqual(query.mock.calls);
    expect(askedWith(pageClient, 'CheckoutPlacedOrder')).toEqual([{ orderUuid: UUID }]);
  });
});
