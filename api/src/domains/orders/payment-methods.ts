/**
 * Which payment methods a storefront offers (spec §3 payment methods: id, banks, adyenRawData). Like
 * Adyen's /paymentMethods answer: local methods by country, cards and PayPal everywhere, invoice only
 * for business customers.
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

const BRAND_NAMES: Record<PaymentMethod, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  card: 'Credit card',
  paypal: 'PayPal',
  blik: 'BLIK',
  eps: 'EPS',
  invoice: 'Invoice',
};

/** The two methods whose names are words, per language (the others are brands). */
const LOCAL_NAMES: Record<string, Partial<Record<PaymentMethod, string>>> = {
  de: { card: 'Kreditkarte', invoice: 'Rechnung' },
  nl: { card: 'Creditcard', invoice: 'Factuur' },
  fr: { card: 'Carte bancaire', invoice: 'Facture' },
};

const nameOf = (id: PaymentMethod, language: string) => LOCAL_NAMES[language]?.[id] ?? BRAND_NAMES[id];

const LOCAL: Record<string, PaymentMethod[]> = {
  NL: ['ideal'],
  DE: ['ideal'],
  BE: ['bancontact', 'ideal'],
  AT: ['eps'],
  PL: ['blik'],
};

/** Methods for a storefront country, in display order. */
export function paymentMethodsFor(countryCode: string, customerType: 'PRIVATE' | 'BUSINESS' | null | undefined, language = 'en'): PaymentMethodModel[] {
  const ids: PaymentMethod[] = [...(LOCAL[countryCode.toUpperCase()] ?? []), 'card', 'paypal'];
  if (customerType === 'BUSINESS') ids.push('invoice');
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
