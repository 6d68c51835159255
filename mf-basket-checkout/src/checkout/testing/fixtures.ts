import { basketOrder } from '../../testing/cart-fixtures';
import type { BasketErrorFragment } from '../../graphql/__generated__/graphql';
import type { PaymentMethodOption, PlacedOrder, PlacedOrderState } from '../checkout-query';

/** Test data typed by the checkout documents' generated result types. */
export const METHODS: PaymentMethodOption[] = [
  { id: 'ideal', name: 'iDEAL', isApp: false, banks: [{ id: 'ing', issuer: 'ING' }, { id: 'rabo', issuer: 'Rabobank' }] },
  { id: 'card', name: 'Kreditkarte', isApp: false, banks: [] },
  { id: 'blik', name: 'BLIK', isApp: true, banks: [] },
  { id: 'paypal', name: 'PayPal', isApp: false, banks: [] },
];

export const INVOICE: PaymentMethodOption = { id: 'invoice', name: 'Rechnung', isApp: false, banks: [] };

export function placedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    id: 'order-1',
    orderNumber: 'CB-100042',
    status: 'PENDING',
    customerEmail: 'anna@example.com',
    customerType: 'PRIVATE',
    placedAt: '2025-03-10T09:00:00+01:00',
    failedAttempts: 0,
    canRetry: true,
    underReview: false,
    refused: false,
    refundStatus: null,
    payment: null,
    order: basketOrder(),
    ...overrides,
  };
}

export function orderState(overrides: Partial<PlacedOrderState> = {}): PlacedOrderState {
  const { order: _order, ...state } = placedOrder();
  return { ...state, ...overrides };
}

export const noErrors: BasketErrorFragment[] = [];
