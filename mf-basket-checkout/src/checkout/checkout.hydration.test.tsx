import { refreshUser, type ShopUser, setUser, USER_INFO_QUERY, userStore } from '@shop/shared';
import { answer, answeringClient, answerNotYet, hydrateInShop, testStorefront } from '@shop/shared/testing';
import { act, screen } from '@testing-library/react';
import type { BasketCartQuery } from '../graphql/__generated__/graphql';
import { basketOrder } from '../testing/cart-fixtures';
import CheckoutPage from './CheckoutPage';
import { CHECKOUT_CUSTOMER_QUERY } from './use-signed-in-customer';

/**
 * Issue 37: the checkout is the visitor's own page, and the server renders it with the visitor's
 * basket (the page's first cart read is a query the server answers and the HTML carries), so the
 * browser hydrates the form instead of replacing a skeleton with it after a round trip. What only the
 * browser knows (the details this tab entered before, in sessionStorage) comes after hydration, and
 * never over what was typed into the server's form before the code ran.
 */
const cart = { BasketCart: { cartV2: { data: basketOrder(), errors: [] } } satisfies BasketCartQuery };

interface HydrateCheckoutOptions {
  /** Runs on the server's HTML before the code does: what it showed, what a shopper typed meanwhile. */
  beforeHydration?: (container: HTMLElement) => void;
  /** Who the server knew the visitor to be (null: a guest). */
  visitor?: ShopUser | null;
  /** The shell's own read of the visitor is on its way while the page hydrates (it never answers here). */
  shellReadsVisitor?: boolean;
}

/**
 * The checkout hydrated on its server HTML. The shell's user store is in its first state ("not known
 * yet") unless a test says otherwise, and the shell's own read of the visitor (once per page load) gets
 * no answer: with `shellReadsVisitor` it is on its way while the page hydrates, as when the checkout's
 * code arrives after the shell started it.
 */
function hydrateCheckout({ beforeHydration = () => {}, visitor = null, shellReadsVisitor = false }: HydrateCheckoutOptions = {}) {
  const client = answeringClient({ ...cart, ...answer(CHECKOUT_CUSTOMER_QUERY, () => ({ getUserInfo: { user: visitor } })), ...answerNotYet(USER_INFO_QUERY) });
  // A re-read (the basket's reload) is the client's `query`; the page's own read is its `useQuery`.
  const reread = jest.spyOn(client, 'query');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const view = hydrateInShop(<CheckoutPage routeKey="checkout" params={{}} />, {
    client,
    path: '/kasse/',
    config: testStorefront('de'),
    beforeHydration: (container) => {
      beforeHydration(container);
      if (shellReadsVisitor) void refreshUser(client);
    },
  });
  return { view, reread, errors };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
});

afterEach(() => {
  jest.restoreAllMocks();
  userStore.setState(userStore.getInitialState(), true);
});

describe('the checkout, server-rendered with the basket', () => {
  it('renders the form, not a skeleton, on the server, and hydrates it without a mismatch', async () => {
    let html = '';
    let serverHeading: Element | null = null;
    const { view, reread, errors } = hydrateCheckout({
      beforeHydration: (container) => {
        html = container.innerHTML;
        serverHeading = container.querySelector('h2.checkout-step-title');
        // Spec §4: the buttons wait for the page to be interactive (a native submit would put the
        // details into the address, a click on the overview would be lost).
        expect((container.querySelector('form.checkout-step-form button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
        expect((container.querySelector('.checkout-summary button') as HTMLButtonElement).disabled).toBe(true);
      },
    });
    await view;
    await act(async () => {});
    expect(html).toContain('Schritt 1 von 3: Persönliche Daten');
    expect(html).not.toContain('checkout-skeleton');
    expect(html).toContain('name="firstName"');
    expect(screen.getByRole('heading', { level: 2, name: 'Schritt 1 von 3: Persönliche Daten' })).toBeInTheDocument();
    // Hydrated in place: the server's elements are the page's, and the cart was not read again.
    expect(screen.getByRole('heading', { level: 2, name: 'Schritt 1 von 3: Persönliche Daten' })).toBe(serverHeading);
    expect(screen.queryByTestId('checkout-skeleton')).toBeNull();
    expect(reread).not.toHaveBeenCalled();
    // Interactive now: the form's buttons work.
    expect((document.querySelector('form.checkout-step-form button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Bestellübersicht ansehen' })).toBeEnabled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes up the details this tab entered before, after hydration, keeping what was typed before it', async () => {
    window.sessionStorage.setItem('checkout:details', JSON.stringify({ firstName: 'Rita', lastName: 'Roth', email: 'rita@example.com' }));
    const { view } = hydrateCheckout({
      beforeHydration: (container) => {
        // The server knew nothing of the stored details: its form is empty.
        const firstName = container.querySelector('input[name="firstName"]') as HTMLInputElement;
        expect(firstName.value).toBe('');
        // Typed before the code ran: the browser's own behaviour, no event reaches React.
        (container.querySelector('input[name="lastName"]') as HTMLInputElement).value = 'Rot';
      },
    });
    await view;
    await act(async () => {});
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Rita');
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse$/ })).toHaveValue('rita@example.com');
    expect(screen.getByRole('textbox', { name: /Nachname/ })).toHaveValue('Rot');
    // And what is shown is what this tab keeps.
    expect(JSON.parse(window.sessionStorage.getItem('checkout:details') ?? '{}')).toMatchObject({ firstName: 'Rita', lastName: 'Rot' });
  });

  it('knows a signed-in customer from the server: no "create an account" box before or after the store answers, and the profile taken up', async () => {
    const lena: ShopUser = { mainProfile: { firstName: 'Lena', lastName: 'Berg', email: 'lena@example.com' }, subscribed: false };
    const createAccount = /Kundenkonto anlegen/;
    let serverHtml = '';
    const { view, errors } = hydrateCheckout({
      beforeHydration: (container) => {
        serverHtml = container.innerHTML;
      },
      visitor: lena,
    });
    await view;
    await act(async () => {});
    expect(serverHtml).toContain('name="newsletter"');
    expect(serverHtml).not.toContain('name="createAccount"');
    // The shell's store has not answered yet (its first state): the server's answer holds.
    expect(screen.queryByRole('checkbox', { name: createAccount })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Lena');
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse$/ })).toHaveValue('lena@example.com');
    await act(async () => userStore.setState({ loading: true }));
    await act(async () => setUser(lena));
    expect(screen.queryByRole('checkbox', { name: createAccount })).toBeNull();
    // From then on the store decides: a logout shows the guests' box at once,
    await act(async () => userStore.setState({ user: null, loading: false }));
    expect(screen.getByRole('checkbox', { name: createAccount })).toBeInTheDocument();
    // and a later read of the visitor (a login in another tab) never brings the page's first answer back.
    await act(async () => userStore.setState({ loading: true }));
    expect(screen.getByRole('checkbox', { name: createAccount })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('knows the customer from the server while the shell’s own read of the visitor is still on its way', async () => {
    // urql hands a read of a document that is on its way as network-only the network's answer, not the
    // HTML's: had the checkout asked the shell's UserInfo, it would hydrate with no customer (React #418).
    const lena: ShopUser = { mainProfile: { firstName: 'Lena', lastName: 'Berg', email: 'lena@example.com' }, subscribed: false };
    let serverHtml = '';
    const { view, errors } = hydrateCheckout({
      beforeHydration: (container) => {
        serverHtml = container.innerHTML;
      },
      visitor: lena,
      shellReadsVisitor: true,
    });
    await view;
    await act(async () => {});
    expect(userStore.getState()).toMatchObject({ loading: true, user: null });
    expect(serverHtml).not.toContain('name="createAccount"');
    expect(screen.queryByRole('checkbox', { name: /Kundenkonto anlegen/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Lena');
    expect(errors).not.toHaveBeenCalled();
  });

  it('offers a guest the "create an account" box from the server on', async () => {
    let serverHtml = '';
    const { view } = hydrateCheckout({
      beforeHydration: (container) => {
        serverHtml = container.innerHTML;
      },
    });
    await view;
    await act(async () => {});
    expect(serverHtml).toContain('name="createAccount"');
    expect(screen.getByRole('checkbox', { name: /Kundenkonto anlegen/ })).toBeInTheDocument();
  });
});
