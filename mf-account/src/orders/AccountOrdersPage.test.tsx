import { setUser } from '@shop/shared';
import { type Answers, answer, answerNotYet, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import { CUSTOMER_ORDERS_QUERY, ORDER_DETAILS_QUERY } from '../common/account-documents';
import type { RefundStatus } from '../graphql/__generated__/graphql';
import { expectAccountSkeleton } from '../testing/skeleton';
import AccountOrdersPage from './AccountOrdersPage';

const eur = (value: number) => ({ value, currency: 'EUR' });

type FirstOrderState = { underReview?: boolean; refused?: boolean; refundStatus?: RefundStatus | null };

function renderOrders(language: 'de' | 'nl' = 'de', state: FirstOrderState = {}, pending: Answers = {}) {
  const { underReview = false, refused = false, refundStatus = null } = state;
  return renderRemotePage(
    AccountOrdersPage,
    { routeKey: 'orders', params: {} },
    {
      path: '/account/bestellungen/',
      config: testStorefront(language),
      answers: {
        ...answer(CUSTOMER_ORDERS_QUERY, () => ({
          customerOrders: {
            data: {
              total: 2,
              pageNumber: 1,
              itemsPerPage: 10,
              items: [
                { id: 'o-2', orderNumber: '60-2611-ABCD', placedAt: '2026-11-24T10:00:00.000Z', status: 'COMPLETED' as const, kind: 'REGULAR' as const, cardCount: 2, invoiceUrl: '/invoices/o-2.pdf', eInvoiceUrl: '/invoices/o-2.xml', underReview, refused, refundStatus, grandTotal: eur(51.95) },
                { id: 'o-1', orderNumber: '60-2611-EFGH', placedAt: '2026-11-20T10:00:00.000Z', status: 'PENDING' as const, kind: 'REGULAR' as const, cardCount: 1, invoiceUrl: null, eInvoiceUrl: null, underReview: false, refused: false, refundStatus: null, grandTotal: eur(25) },
              ],
            },
            errors: [],
          },
        })),
        ...answer(ORDER_DETAILS_QUERY, () => ({
          placedOrder: {
            data: {
              id: 'o-2',
              orderNumber: '60-2611-ABCD',
              status: 'COMPLETED' as const,
              placedAt: '2026-11-24T10:00:00.000Z',
              shipments: [
                {
                  id: 's1',
                  deliveryType: 'DIGITAL' as const,
                  deliveryAddress: { firstName: 'Mia', lastName: 'Lind', email: 'mia@example.com', street: null, houseNumber: null, suffix: null, postCode: null, city: null },
                  packages: [{ id: 'p1', qty: 2, variationType: 'DIGITAL' as const, amount: eur(25), product: { id: 'x', title: 'Audible Geschenkkarte' }, personalMessage: null }],
                },
              ],
              totals: { grandTotal: eur(51.95), tax: eur(0.31), adjustments: [{ title: 'Servicegebühr', price: eur(1.95) }] },
              payment: { method: 'card' as const, status: 'AUTHORISED' as const },
            },
            errors: [],
          },
        })),
        ...pending,
      },
    },
  );
}

beforeEach(() => setUser({ mainProfile: { firstName: 'Lena', lastName: 'Lind', email: 'lena@example.com' }, subscribed: false }));

describe('my orders', () => {
  it('while the orders are on their way: order cards in the list\'s place, busy, with one polite status', () => {
    renderOrders('de', {}, answerNotYet(CUSTOMER_ORDERS_QUERY));
    const skeleton = expectAccountSkeleton('account-orders-skeleton');
    expect(skeleton).toHaveClass('account-orders');
    expect(skeleton.querySelectorAll('.account-order')).toHaveLength(4);
    expect(screen.queryByTestId('account-orders-empty')).toBeNull();
  });

  it('while an order\'s details are on their way: the dialog shows the receivers\' cards\' shape', async () => {
    const { user } = renderOrders('de', {}, answerNotYet(ORDER_DETAILS_QUERY));
    const orders = await screen.findAllByTestId('account-order');
    await user.click(within(orders[0] as HTMLElement).getByRole('button', { name: 'Details 60-2611-ABCD' }));
    const skeleton = expectAccountSkeleton('account-order-details-skeleton');
    expect(skeleton.closest('dialog')).not.toBeNull();
    expect(skeleton.querySelectorAll('.account-card')).toHaveLength(2);
  });

  it('lists the orders with their status; a paid one has its invoice; details open in a modal', async () => {
    const { user } = renderOrders();
    const orders = await screen.findAllByTestId('account-order');
    expect(orders).toHaveLength(2);
    expect(orders[0]).toHaveTextContent('Bestellung 60-2611-ABCD');
    expect(orders[0]).toHaveTextContent('Bezahlt');
    expect(orders[0]).toHaveTextContent('2 Karten');
    expect(within(orders[0] as HTMLElement).getByRole('link', { name: 'Rechnung (PDF) 60-2611-ABCD' })).toHaveAttribute('href', '/invoices/o-2.pdf');
    // A business order's electronic invoice; every order can be ordered again.
    expect(within(orders[0] as HTMLElement).getByRole('link', { name: 'E-Rechnung (XML) 60-2611-ABCD' })).toHaveAttribute('href', '/invoices/o-2.xml');
    expect(within(orders[0] as HTMLElement).getByRole('link', { name: 'Nachbestellen 60-2611-ABCD' })).toHaveAttribute('href', '/nachbestellen/?order=o-2');
    expect(orders[1]).toHaveTextContent('Wartet auf Zahlung');
    expect(within(orders[1] as HTMLElement).queryByRole('link', { name: /Rechnung/ })).not.toBeInTheDocument();

    await user.click(within(orders[0] as HTMLElement).getByRole('button', { name: 'Details 60-2611-ABCD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung 60-2611-ABCD' });
    expect(within(dialog).getByText('Mia Lind')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/2 × Audible Geschenkkarte · 25,00\s€/);
    expect(within(dialog).getByTestId('account-order-total')).toHaveTextContent(/51,95\s€/);
  });

  it.each([
    ['de', 'Bezahlt – wir prüfen deine Bestellung'],
    ['nl', 'Betaald – we controleren je bestelling'],
  ] as const)('a paid order held for review says so kindly (%s)', async (language, text) => {
    renderOrders(language, { underReview: true });
    const orders = await screen.findAllByTestId('account-order');
    expect(orders[0]).toHaveTextContent(text);
    expect(orders[1]).not.toHaveTextContent(text);
  });

  it.each([
    ['de', 'REFUNDED', 'Storniert – erstattet'],
    ['de', 'REQUESTED', 'Storniert – wird erstattet'],
    ['nl', 'REFUNDED', 'Geannuleerd – terugbetaald'],
    ['nl', 'REQUESTED', 'Geannuleerd – wordt terugbetaald'],
  ] as const)('a paid order refused by fraud screening is cancelled and refunded, never "paid" (%s, refund %s)', async (language, refundStatus, text) => {
    renderOrders(language, { refused: true, refundStatus });
    const orders = await screen.findAllByTestId('account-order');
    const status = within(orders[0] as HTMLElement).getByTestId('account-order-status');
    expect(status).toHaveTextContent(text);
    expect(status).not.toHaveTextContent(language === 'de' ? 'Bezahlt' : 'Betaald');
    expect(status).toHaveClass('account-order-status-canceled');
    expect(within(orders[1] as HTMLElement).getByTestId('account-order-status')).toHaveTextContent(language === 'de' ? 'Wartet auf Zahlung' : 'Wacht op betaling');
  });
});
