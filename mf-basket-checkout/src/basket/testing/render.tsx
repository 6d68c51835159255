import type { StorefrontConfig } from '@shop/shared';
import { answer, answeringClient, type Answers, renderInShop, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import BasketPage from '../BasketPage';
import { CART_QUERY, type CartOrder } from '../../common/cart-query';

function LocationProbe() {
  const location = useLocation();
  // The router state a link handed over (e.g. where a login returns to), for the tests to read.
  return (
    <output data-testid="location" data-state={location.state ? JSON.stringify(location.state) : undefined}>
      {location.pathname}
    </output>
  );
}

/** The basket page as the shell mounts it, with a client answering cartV2 with `order` and the given mutations. */
export function renderBasket(order: CartOrder | null, answers: Answers = {}, config: StorefrontConfig = testStorefront('de')) {
  const client = answeringClient({ ...answer(CART_QUERY, { cartV2: { data: order, errors: [] } }), ...answers });
  const path = config.pathVariant === 'nl' ? '/winkelmandje/' : '/warenkorb/';
  const view = renderInShop(
    <>
      <BasketPage routeKey="basket" params={{}} />
      <LocationProbe />
    </>,
    { client, config, path },
  );
  return { ...view, client, user: userEvent.setup() };
}

/** The variables of the calls of one operation. */
export function callsOf(client: ReturnType<typeof answeringClient>, name: string) {
  return client.calls.filter((call) => call.name === name).map((call) => call.variables);
}

/** The open one of the dialogs with this test id (every package and receiver keeps its own modals). */
export function openDialog(testId: string): HTMLElement {
  const open = screen.getAllByTestId(testId).filter((element) => element.hasAttribute('open'));
  if (open.length !== 1) throw new Error(`Expected one open ${testId}, found ${open.length}`);
  return open[0] as HTMLElement;
}
