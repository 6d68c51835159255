/**
 * Which payment methods a storefront offers (spec §3 payment methods: id, banks, adyenRawData). The
 * payment provider decides what it can take for a country and currency (like Adyen's
 * /paymentMethods: iDEAL in the Netherlands, Bancontact in Belgium, EPS in Austria, BLIK in Poland,
 * Klarna where Klarna lends, cards with their wallets Apple Pay and Google Pay, and PayPal
 * everywhere; ADR 0051); invoice is the shop's own method, for business customers only.
 */
import type { PaymentMethod } from '../../db/order-schema';

export interface PaymentMethodModel {
  id: PaymentMethod;
  name: string;
  banks: { id: string; issuer: string }[];
  isApp: boolean;
  adyenRawData: string;
}

/** The test banks of iDEAL and EPS (Adyen's test issuers look like these). */
const IDEAL_BANKS = [
  { id: '1121', issuer: 'Test Issuer' },
  { id: '1151', issuer: 'Test Issuer 2' },
  { id: '1152', issuer: 'Test Issuer 3' },
  { id: 'ABNANL2A', issuer: 'ABN AMRO' },
  { id: 'INGBNL2A', issuer: 'ING' },
  { id: 'RABONL2U', issuer: 'Rabobank' },
];
const EPS_BANKS = [
  { id: 'BA-CA', issuer: 'Bank Austria' },
  { id: 'ERSTE', issuer: 'Erste Bank und Sparkassen' },
  { id: 'RAIFFEISEN', issuer: 'Raiffeisen Bankengruppe' },
];

/**
 * Methods that pay with a card: the card itself, or one kept in a phone's wallet. The provider's
 * notification describes that card (BIN, issuing country, account reference), which fraud screening
 * reads (ADR 0043, 0051).
 */
export const CARD_BEARING_METHODS: ReadonlySet<string> = new Set<PaymentMethod>(['card', 'applepay', 'googlepay']);

const BRAND_NAMES: Record<PaymentMethod, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  card: 'Credit card',
  paypal: 'PayPal',
  blik: 'BLIK',
  eps: 'EPS',
  invoice: 'Invoice',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  klarna: 'Klarna',
};

/**
 * The methods whose names are words, in every storefront language (the others are brands, the same
 * everywhere); Klarna says what it is for, pay later, in the words of Klarna's own button there.
 */
const LOCAL_NAMES: Record<string, Partial<Record<PaymentMethod, string>>> = {
  en: { klarna: 'Klarna – Pay later' },
  de: { card: 'Kreditkarte', invoice: 'Rechnung', klarna: 'Klarna – Später bezahlen' },
  nl: { card: 'Creditcard', invoice: 'Factuur', klarna: 'Klarna – Achteraf betalen' },
  fr: { card: 'Carte bancaire', invoice: 'Facture', klarna: 'Klarna – Payer plus tard' },
  es: { card: 'Tarjeta de crédito', invoice: 'Factura', klarna: 'Klarna – Paga más tarde' },
  it: { card: 'Carta di credito', invoice: 'Fattura', klarna: 'Klarna – Paga dopo' },
  pt: { card: 'Cartão de crédito', invoice: 'Fatura', klarna: 'Klarna – Pagar mais tarde' },
  da: { card: 'Betalingskort', invoice: 'Faktura', klarna: 'Klarna – Betal senere' },
  nb: { card: 'Betalingskort', invoice: 'Faktura', klarna: 'Klarna – Betal senere' },
  sv: { card: 'Kortbetalning', invoice: 'Faktura', klarna: 'Klarna – Betala senare' },
  pl: { card: 'Karta płatnicza', invoice: 'Faktura', klarna: 'Klarna – Zapłać później' },
};

/** The languages whose payment method names exist (every storefront language). */
export const PAYMENT_NAME_LANGUAGES: readonly string[] = Object.keys(LOCAL_NAMES);

const nameOf = (id: PaymentMethod, language: string) => LOCAL_NAMES[language]?.[id] ?? BRAND_NAMES[id];

/** A payment method in words, as the invoice names it ("Kreditkarte", "PayPal", "Rechnung"); an unknown id as it is. */
export function paymentMethodName(method: string, language: string): string {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return method in BRAND_NAMES ? nameOf(method as PaymentMethod, base) : method;
}

/** Local methods by country, each only in the currency it settles in. */
const LOCAL: Record<string, { method: PaymentMethod; currency: string }[]> = {
  NL: [{ method: 'ideal', currency: 'EUR' }],
  BE: [
    { method: 'bancontact', currency: 'EUR' },
    { method: 'ideal', currency: 'EUR' },
  ],
  AT: [{ method: 'eps', currency: 'EUR' }],
  PL: [{ method: 'blik', currency: 'PLN' }],
};

/**
 * Klarna's markets, each in the currency Klarna lends in there (Adyen offers Klarna only for a
 * shopper country with its own currency): Pay later where Klarna sells it.
 */
const KLARNA: Record<string, string> = {
  AT: 'EUR',
  AU: 'AUD',
  BE: 'EUR',
  CA: 'CAD',
  CH: 'CHF',
  DE: 'EUR',
  DK: 'DKK',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  IE: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  NO: 'NOK',
  NZ: 'NZD',
  PL: 'PLN',
  PT: 'EUR',
  SE: 'SEK',
  US: 'USD',
};

/**
 * What a card-and-local-methods provider (Adyen, our test service) offers for a country and currency:
 * the local methods first, then cards and their wallets (Apple Pay and Google Pay pay with a card the
 * shopper keeps in the phone or browser: wherever cards are taken), PayPal, and Klarna in its markets.
 */
export function providerMethodIds(countryCode: string, currency: string): PaymentMethod[] {
  const country = countryCode.toUpperCase();
  const local = (LOCAL[country] ?? []).filter((m) => m.currency === currency.toUpperCase()).map((m) => m.method);
  const klarna: PaymentMethod[] = KLARNA[country] === currency.toUpperCase() ? ['klarna'] : [];
  return [...local, 'card', 'applepay', 'googlepay', 'paypal', ...klarna];
}

/**
 * Every method the storefront offers, whoever the customer (what its footer shows): the provider's,
 * and invoice, the shop's own method for business customers.
 */
export function storefrontMethodIds(providerMethods: readonly PaymentMethod[]): PaymentMethod[] {
  return shopMethodIds(providerMethods, 'BUSINESS');
}

export type CustomerKind = 'PRIVATE' | 'BUSINESS' | null | undefined;

/** The provider's methods plus invoice for business customers, in display order. */
export function shopMethodIds(providerMethods: readonly PaymentMethod[], customerType: CustomerKind): PaymentMethod[] {
  return customerType === 'BUSINESS' ? [...providerMethods, 'invoice'] : [...providerMethods];
}

/** The spec's payment method objects for method ids. */
export function describePaymentMethods(ids: readonly PaymentMethod[], language = 'en'): PaymentMethodModel[] {
  return ids.map((id) => {
    const banks = id === 'ideal' ? IDEAL_BANKS : id === 'eps' ? EPS_BANKS : [];
    return {
      id,
      name: nameOf(id, language),
      banks,
      isApp: id === 'blik',
      adyenRawData: JSON.stringify({
        type: id === 'card' ? 'scheme' : id,
        name: BRAND_NAMES[id],
        ...(banks.length ? { issuers: banks.map((b) => ({ id: b.id, name: b.issuer })) } : {}),
      }),
    };
  });
}

/** Footer logos per method: a storefront shows the logos of what it takes, nothing else. */
const LOGO_METHOD: Record<string, PaymentMethod> = {
  visa: 'card',
  mastercard: 'card',
  amex: 'card',
  carteBancaire: 'card',
  secure: 'card',
  ideal: 'ideal',
  bancontact: 'bancontact',
  belfius: 'bancontact',
  kbccbc: 'bancontact',
  adyenEPS: 'eps',
  paypal: 'paypal',
  invoice: 'invoice',
};

export function logoMatchesMethods(kind: string, methods: readonly PaymentMethod[]): boolean {
  const method = LOGO_METHOD[kind];
  return method !== undefined && methods.includes(method);
}
