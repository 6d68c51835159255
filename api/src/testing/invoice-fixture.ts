/**
 * The invoices' test order (invoice.test.ts, e-invoice.test.ts): a German business order, 2 × 50
 * digital, 25 physical gift packed, shipping and fee, paid by card. `receiver` names who the card by
 * post goes to (the e-invoice's test gives one with markup characters, to see them escaped).
 */
import type { InvoiceDocument } from '../domains/orders/invoice';
import type { MailMoney } from '../domains/mail/mail-types';

const eur = (cents: number): MailMoney => ({ cents, currency: 'EUR' });

export function germanInvoiceOrder(receiver = 'Ben Müller'): InvoiceDocument {
  return {
    payload: {
      orderNumber: '60-261126-ABC234',
      orderId: '7f1b2c3d-0000-4000-8000-000000000001',
      storefrontName: 'Geschenkkarten',
      shopUrl: 'http://localhost:3000',
      customerName: 'Anna Berg',
      customerEmail: 'anna@example.com',
      status: 'COMPLETED',
      paymentMethod: 'card',
      lines: [
        { title: 'Gewürzhaus Pfeffer', variationType: 'DIGITAL', quantity: 2, amount: eur(5000), total: eur(10_000), receiver: null, extras: [] },
        {
          title: 'Gewürzhaus Pfeffer',
          variationType: 'PHYSICAL',
          quantity: 1,
          amount: eur(2500),
          total: eur(2795),
          receiver,
          extras: [{ title: 'Geschenkverpackung', total: eur(295) }],
        },
      ],
      adjustments: [
        { title: 'Versand', price: eur(195) },
        { title: 'Servicegebühr', price: eur(95) },
      ],
      grandTotal: eur(13_085),
      tax: eur(93),
      shipments: [],
    },
    customer: {
      customerType: 'BUSINESS',
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      companyName: 'Pfeffer & Salz GmbH',
      address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' },
      createAccount: false,
    },
    placedAt: new Date('2026-11-26T23:30:00Z'),
    seller: {
      name: 'Geschenkkarten',
      countryCode: 'DE',
      legalName: 'Geschenkkarten Deutschland GmbH',
      vatNumber: 'DE123456789',
      email: 'business@example.com',
      phone: '+49 30 1234567',
      address: { street: 'Hauptstraße 1', postCode: '10117', city: 'Berlin', countryCode: 'DE' },
    },
    invoiceNumber: '60-2026-000007',
    vatBasisPoints: 1900,
    language: 'de',
  };
}
