import { pageMetaStore } from '@shop/shared';
import { answerNotYet, testStorefront } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import { basketOrder } from '../../testing/cart-fixtures';
import { placedOrder } from '../testing/fixtures';
import { callsOf, events, renderPage } from '../testing/render';
import type { CheckoutPlacedOrderQuery } from '../../graphql/__generated__/graphql';
import { PLACED_ORDER_QUERY } from '../placed-order-query';
import ConfirmationPage from './ConfirmationPage';

const paid = () =>
  placedOrder({ status: 'COMPLETED', payment: { id: 'pay-1', method: 'ideal', status: 'AUTHORISED', pspReference: 'psp-1' } });

function renderConfirmation(order: ReturnType<typeof placedOrder> | null, options: { uuid?: string; search?: string; config?: ReturnType<typeof testStorefront> } = { uuid: 'order-1' }) {
  const config = options.config ?? testStorefront('de');
  const base = config.pathVariant === 'nl' ? '/bestellen/' : '/kasse/danke/';
  const path = options.uuid ? `${base}${options.uuid}/` : `${config.pathVariant === 'nl' ? '/bestellen/gelukt/' : '/kasse/danke/'}${options.search ?? ''}`;
  return renderPage(
    ConfirmationPage,
    { routeKey: options.uuid ? 'confirmationOrder' : 'confirmation', params: options.uuid ? { uuid: options.uuid } : {} },
    { path, config, answers: { CheckoutPlacedOrder: { placedOrder: { data: order, errors: [] } } satisfies CheckoutPlacedOrderQuery } },
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
});

describe('confirmation page', () => {
  it('while the order is on its way: the thanks, then the order facts, a receiver and the totals in their places, busy, with one polite status', () => {
    renderPage(ConfirmationPage, { routeKey: 'confirmationOrder', params: { uuid: 'order-1' } }, { path: '/kasse/danke/order-1/', answers: answerNotYet(PLACED_ORDER_QUERY) });
    expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' })).toBeInTheDocument();
    const skeleton = screen.getByTestId('confirmation-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    const page = skeleton.closest('section') as HTMLElement;
    expect(page).toHaveAttribute('aria-busy', 'true');
    expect(within(page).getAllByRole('status')).toHaveLength(1);
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Deine Bestellung wird geladen …');
    expect(skeleton.querySelector('.checkout-confirmation-facts .shop-skeleton')).not.toBeNull();
    expect(skeleton.querySelector('.checkout-summary .shop-skeleton')).not.toBeNull();
    expect(screen.queryByTestId('confirmation-facts')).toBeNull();
  });

  it('thanks, names the order, where the e-mail went, the status, what happens next and the totals', async () => {
    const { client } = renderConfirmation(paid());
    expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' })).toBeInTheDocument();
    const facts = await screen.findByTestId('confirmation-facts');
    expect(callsOf(client, 'CheckoutPlacedOrder')).toEqual([{ orderUuid: 'order-1' }]);
    expect(facts).toHaveTextContent('BestellnummerCB-100042');
    expect(screen.getByTestId('confirmation-status')).toHaveTextContent('Bezahlt');
    expect(screen.getByText('Wir haben die Bestellbestätigung an anna@example.com geschickt.')).toBeInTheDocument();
    expect(within(screen.getByTestId('confirmation-r1')).getByText('Die Karten werden innerhalb einer Stunde per E-Mail an anna@example.com geschickt.')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-r2')).toHaveTextContent('Versand am Mo., 10. März, Lieferung zwischen Mi., 12. März und Fr., 14. März');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('Gesamtsumme109,20 €');
    expect(screen.queryByTestId('invoice-instructions')).toBeNull();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/');
  });

  it('reports the purchase once per order, also after a reload', async () => {
    window.sessionStorage.setItem('checkout:details', '{"firstName":"Anna"}');
    const first = renderConfirmation(paid());
    await screen.findByTestId('confirmation-facts');
    first.unmount();
    renderConfirmation(paid());
    await screen.findByTestId('confirmation-facts');
    expect(events('purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'CB-100042',
          currency: 'EUR',
          value: 109.2,
          tax: 1.46,
          shipping: 5.25,
          items: [
            { item_id: 'cbde-apple', item_name: 'Apple Geschenkkarte', item_variant: 'digital', price: 25, quantity: 2 },
            { item_id: 'cbde-amazon', item_name: 'Amazon Geschenkkarte', item_variant: 'physical', price: 50, quantity: 1 },
          ],
        },
      },
    ]);
    // The order is done: the checkout forgets the details typed in this tab.
    expect(window.sessionStorage.getItem('checkout:details')).toBeNull();
  });

  it('invoice: awaiting the bank transfer, with the instructions', async () => {
    renderConfirmation(placedOrder({ customerType: 'BUSINESS', payment: { id: 'pay-1', method: 'invoice', status: 'PENDING', pspReference: null } }));
    expect(await screen.findByTestId('confirmation-status')).toHaveTextContent('Warten auf deine Überweisung');
    expect(screen.getByTestId('invoice-instructions')).toHaveTextContent(/Bitte überweise 109,20\s€ unter Angabe deiner Bestellnummer CB-100042/);
    expect(events('purchase')).toHaveLength(1);
  });

  it.each([
    ['de', 'Bezahlt – wir prüfen deine Bestellung', 'Wir prüfen deine Bestellung …', 'Wir schicken diese Karten, sobald wir deine Bestellung geprüft haben.'],
    ['nl', 'Betaald – we controleren je bestelling', 'We controleren je bestelling …', 'We versturen deze kaarten zodra we je bestelling hebben gecontroleerd.'],
  ] as const)('paid but held for review (%s): a kind note instead of "your cards are on their way"', async (language, status, title, next) => {
    renderConfirmation({ ...paid(), underReview: true }, { uuid: 'order-1', config: testStorefront(language) });
    expect(await screen.findByTestId('confirmation-status')).toHaveTextContent(status);
    expect(screen.getByTestId('review-notice')).toHaveTextContent(title);
    expect(screen.getByTestId('confirmation-r1')).toHaveTextContent(next);
    expect(screen.getByTestId('confirmation-r1')).not.toHaveTextContent(/anna@example\.com/);
  });

  it.each([
    [
      'de',
      'REFUNDED',
      'Storniert – erstattet',
      'Wir konnten diese Bestellung leider nicht ausführen. Der Betrag wird dir erstattet. Bitte nutze eine andere Zahlungsart.',
      'Zurück zum Shop',
      '/',
      'Die Karten werden',
    ],
    [
      'nl',
      'REQUESTED',
      'Geannuleerd – wordt terugbetaald',
      'We konden deze bestelling helaas niet uitvoeren. Het bedrag wordt aan je terugbetaald. Gebruik een andere betaalmethode.',
      'Terug naar de winkel',
      '/',
      'De cadeaubonnen worden',
    ],
  ] as const)('paid but refused by fraud screening (%s, refund %s): no delivery lines, the refund and another payment method', async (language, refundStatus, status, text, back, home, delivery) => {
    renderConfirmation({ ...paid(), refused: true, refundStatus }, { uuid: 'order-1', config: testStorefront(language) });
    expect(await screen.findByTestId('confirmation-status')).toHaveTextContent(status);
    const notice = screen.getByTestId('refused-notice');
    expect(notice).toHaveTextContent(text);
    expect(within(notice).getByRole('link', { name: back })).toHaveAttribute('href', home);
    expect(screen.getByTestId('refused-back-to-shop')).toBe(within(notice).getByRole('link', { name: back }));
    // Nothing is on its way: no "what happens next", no receivers, no purchase for analytics.
    expect(screen.queryByTestId('confirmation-r1')).toBeNull();
    expect(screen.queryByTestId('confirmation-r2')).toBeNull();
    expect(screen.queryByText(new RegExp(delivery))).toBeNull();
    expect(screen.queryByTestId('review-notice')).toBeNull();
    expect(screen.getAllByRole('link', { name: back })).toHaveLength(1);
    expect(events('purchase')).toEqual([]);
  });

  it('a payment still pending: no purchase yet, and the cards follow the confirmation', async () => {
    renderConfirmation(placedOrder({ payment: { id: 'pay-1', method: 'ideal', status: 'PENDING', pspReference: null } }));
    expect(await screen.findByTestId('confirmation-status')).toHaveTextContent('Warten auf die Bestätigung deiner Zahlung');
    expect(screen.getByText('Wir schicken deine Geschenkkarten, sobald deine Zahlung bestätigt ist.')).toBeInTheDocument();
    expect(events('purchase')).toEqual([]);
  });

  it('reads the order from ?order= on the plain confirmation route, and scheduled e-mails name their moment (Dutch)', async () => {
    const order = basketOrder();
    const [digital] = order.shipments;
    if (digital) digital.delivery = { ...digital.delivery, scheduledAt: '2025-12-24T18:30:00+01:00' };
    const { client } = renderConfirmation({ ...paid(), order }, { search: '?order=order-1', config: testStorefront('nl') });
    expect(await screen.findByTestId('confirmation-status')).toHaveTextContent('Betaald');
    expect(callsOf(client, 'CheckoutPlacedOrder')).toEqual([{ orderUuid: 'order-1' }]);
    expect(screen.getByTestId('confirmation-r1')).toHaveTextContent(/per e-mail naar anna@example\.com gestuurd/);
    expect(screen.getByTestId('confirmation-r1')).toHaveTextContent(/24 december 2025 om \d\d:30/);
  });

  it("an order id in the path that is not the visitor's order is not found: nobody is thanked (German and Dutch)", async () => {
    // The API answers another visitor's order, or a made-up id, with no order.
    const { client } = renderConfirmation(null, { uuid: 'someone-elses-order' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' })).toBeInTheDocument();
    expect(callsOf(client, 'CheckoutPlacedOrder')).toEqual([{ orderUuid: 'someone-elses-order' }]);
    expect(screen.getByTestId('confirmation-not-found')).toHaveTextContent('Wir können diese Bestellung nicht anzeigen');
    expect(screen.queryByText(/Vielen Dank/)).toBeNull();
    expect(screen.queryByText(/Wir haben deine Bestellung erhalten/)).toBeNull();
    expect(pageMetaStore.getState().meta).toEqual({ title: 'Bestellung nicht gefunden', noindex: true });

    renderConfirmation(null, { uuid: 'made-up', config: testStorefront('nl') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestelling niet gevonden' })).toBeInTheDocument();
  });

  it('without an order it thanks nobody: it says where orders are found (issue 35)', async () => {
    const { client } = renderConfirmation(null, { search: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Keine Bestellung zu zeigen' })).toBeInTheDocument();
    expect(screen.queryByText(/Vielen Dank/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Meine Bestellungen' })).toHaveAttribute('href', '/account/bestellungen/');
    expect(callsOf(client, 'CheckoutPlacedOrder')).toEqual([]);
  });

  it('an order in the query that is not the visitor\'s is not found either', async () => {
    renderConfirmation(null, { search: '?order=made-up' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' })).toBeInTheDocument();
  });
});
