import { eventBus, pageMetaStore, slimCartStore } from '@shop/shared';
import { answer, testStorefront } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import { basketOrder } from '../testing/cart-fixtures';
import { callsOf, renderBasket } from './testing/render';
import { CART_QUERY } from '../common/cart-query';

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => slimCartStore.setState({ cart: null, status: 'idle' }));

describe('BasketPage: loading and showing the cart', () => {
  it('leaves the badge alone when it already shows this cart', async () => {
    const changed = jest.fn();
    const off = eventBus.on('checkout:cart-changed', changed);
    slimCartStore.setState({ status: 'ready', cart: basketOrder().slimCart });
    renderBasket(basketOrder());
    await screen.findByTestId('receiver-r1');
    expect(changed).not.toHaveBeenCalled();
    off();
  });

  it('reads cartV2 and shows one digital and one physical receiver with their packages and totals (German)', async () => {
    const { client } = renderBasket(basketOrder());
    const skeleton = screen.getByTestId('basket-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Dein Warenkorb wird geladen …');
    expect(skeleton.querySelectorAll('.checkout-skeleton-receiver .shop-skeleton').length).toBeGreaterThan(0);
    const digital = await screen.findByTestId('receiver-r1');
    expect(screen.queryByTestId('basket-skeleton')).toBeNull();
    expect(callsOf(client, 'BasketCart')).toHaveLength(1);

    expect(within(digital).getByRole('heading', { level: 2 })).toHaveTextContent('Empfänger 1 – digital, per E-Mail');
    expect(within(digital).getByTestId('delivery-line')).toHaveTextContent('Per E-Mail innerhalb von 1 Stunde');
    expect(within(digital).getByRole('heading', { level: 3, name: 'Apple Geschenkkarte' })).toBeInTheDocument();
    expect(within(digital).getByRole('link', { name: 'Apple Geschenkkarte' })).toHaveAttribute('href', '/geschenkkarten/apple-geschenkkarte/');
    expect(within(digital).getByText('Digitale Geschenkkarte per E-Mail')).toBeInTheDocument();
    expect(within(digital).getByText('25,00 €')).toBeInTheDocument();
    expect(within(digital).getByRole('combobox', { name: /Anzahl/ })).toHaveTextContent('2');
    expect(within(digital).getByRole('button', { name: 'Lieferdatum und -uhrzeit' })).toBeInTheDocument();

    const physical = screen.getByTestId('receiver-r2');
    expect(within(physical).getByRole('heading', { level: 2 })).toHaveTextContent('Empfänger 2 – per Post');
    const delivery = within(physical).getByTestId('delivery-line');
    expect(delivery).toHaveTextContent('Versand am Mo., 10. März, Lieferung zwischen Mi., 12. März und Fr., 14. März');
    expect(delivery).toHaveTextContent('Versand per Einschreiben');
    expect(within(physical).getByRole('checkbox', { name: 'Geschenkverpackung' })).toBeChecked();
    expect(within(physical).getByRole('checkbox', { name: 'Grußkarte als Umschlag' })).not.toBeChecked();
    expect(within(physical).queryByRole('button', { name: 'Lieferdatum und -uhrzeit' })).toBeNull();
    expect(within(physical).queryByRole('button', { name: 'Empfänger zurücksetzen' })).toBeNull();

    const totals = screen.getByTestId('totals');
    expect(totals).toHaveTextContent('2 digitale Geschenkkarten50,00 €');
    expect(totals).toHaveTextContent('1 Geschenkkarte per Post50,00 €');
    expect(totals).toHaveTextContent('Extras (Verpackung, Umschläge, Nachrichten)3,95 €');
    expect(totals).toHaveTextContent('Versandkosten5,25 €');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('Gesamtsumme109,20 €');
    expect(screen.getByText('inkl. 1,46 € MwSt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter zur Kasse' })).toBeEnabled();
    expect(screen.getByTestId('basket-summary')).toHaveTextContent('3 Geschenkkarten im Warenkorb');
  });

  it('names the receiver when known and tracks view_cart once, with the page title', async () => {
    const order = basketOrder();
    order.packagesGroups[0] = { ...(order.packagesGroups[0] as (typeof order.packagesGroups)[number]), receiverTitle: 'Anna Muster', receiverDescription: 'anna@example.com' };
    renderBasket(order);
    const digital = await screen.findByTestId('receiver-r1');
    expect(within(digital).getByRole('heading', { level: 2 })).toHaveTextContent('Anna Muster');
    expect(within(digital).getByText('anna@example.com')).toBeInTheDocument();
    expect(pageMetaStore.getState().meta).toEqual({ title: 'Dein Warenkorb', noindex: true });
    const views = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string })?.event === 'view_cart');
    expect(views).toEqual([
      {
        event: 'view_cart',
        ecommerce: {
          currency: 'EUR',
          value: 109.2,
          items: [
            { item_id: 'cbde-apple', item_name: 'Apple Geschenkkarte', item_variant: 'digital', price: 25, quantity: 2 },
            { item_id: 'cbde-amazon', item_name: 'Amazon Geschenkkarte', item_variant: 'physical', price: 50, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('speaks Dutch on the Dutch storefront', async () => {
    renderBasket(basketOrder(), {}, testStorefront('nl'));
    const digital = await screen.findByTestId('receiver-r1');
    expect(within(digital).getByRole('heading', { level: 2 })).toHaveTextContent('Ontvanger 1 – digitaal, per e-mail');
    expect(within(digital).getByTestId('delivery-line')).toHaveTextContent('Per e-mail binnen 1 uur');
    const physical = screen.getByTestId('receiver-r2');
    expect(within(physical).getByRole('heading', { level: 2 })).toHaveTextContent('Ontvanger 2 – per post');
    expect(within(physical).getByTestId('delivery-line')).toHaveTextContent('Verzonden op ma 10 maart, bezorgd tussen wo 12 maart en vr 14 maart');
    expect(within(physical).getByTestId('delivery-line')).toHaveTextContent('Aangetekend verzonden');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('Totaal€ 109,20');
    expect(screen.getByText('incl. € 1,46 btw')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verder naar afrekenen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verwijderen: Apple Geschenkkarte' })).toBeInTheDocument();
  });

  it('shows the scheduled moment of a digital receiver', async () => {
    const order = basketOrder();
    const [digital] = order.shipments;
    if (digital) digital.delivery = { ...digital.delivery, scheduledAt: '2025-12-24T18:30:00+01:00' };
    renderBasket(order);
    const line = within(await screen.findByTestId('receiver-r1')).getByTestId('delivery-line');
    expect(line).toHaveTextContent(/Per E-Mail am Mi\., 24\. Dezember 2025 um \d\d:30/);
  });

  it('shows the empty basket with a link home', async () => {
    renderBasket(null);
    expect(await screen.findByText('Dein Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Weiter zur Kasse' })).toBeNull();
  });

  it('shows the empty basket in Dutch for a cart without packages', async () => {
    renderBasket(basketOrder({ shipments: [], packagesGroups: [] }), {}, testStorefront('nl'));
    expect(await screen.findByText('Je winkelmandje is leeg.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the API fails, and loads again', async () => {
    let attempts = 0;
    const answerCart = () => {
      attempts += 1;
      return attempts === 1
        ? { cartV2: { data: null, errors: [{ message: 'boom', code: -1, referencedRequestParameter: null }] } }
        : { cartV2: { data: basketOrder(), errors: [] } };
    };
    const { user, client } = renderBasket(null, { ...answer(CART_QUERY, answerCart) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dein Warenkorb konnte nicht geladen werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('receiver-r1')).toBeInTheDocument();
    expect(callsOf(client, 'BasketCart')).toHaveLength(2);
  });

  it('brings the badge in line when the cart differs from it (e.g. changed in another tab)', async () => {
    const changed = jest.fn();
    const off = eventBus.on('checkout:cart-changed', changed);
    slimCartStore.setState({ status: 'ready', cart: { id: 'order-1', packageIds: ['p1'], cardQty: 1, variationQty: 1, totalQuantity: 1, packagesGroups: [] } });
    renderBasket(basketOrder());
    await screen.findByTestId('receiver-r1');
    // The basket's own answer carries the slim cart: the badge gets it without a request.
    expect(changed).toHaveBeenCalledWith({ cart: basketOrder().slimCart, reason: 'basket:synced' });
    off();
  });
});
