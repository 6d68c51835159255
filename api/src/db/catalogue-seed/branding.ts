/**
 * Branding facts per brand group and country: colours, payment logos, legal forms, phone codes.
 */
import type { PaymentLogoKind, SocialNetwork } from '../catalogue-schema';
import type { Brand } from '../seed-data';

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  text: string;
}

export const BRAND_PALETTES: Readonly<Record<Brand, Palette>> = {
  CB: { primary: '#e6007e', secondary: '#1b1464', accent: '#ffd200', text: '#1a1a1a' },
  CK: { primary: '#ff6a13', secondary: '#2b2d42', accent: '#8ecae6', text: '#222222' },
  GCS: { primary: '#0a7c66', secondary: '#12263a', accent: '#f2c14e', text: '#1b1b1b' },
};

/** The brand group's web domain (reserved `.example` names: nothing real is linked). */
export const BRAND_DOMAINS: Readonly<Record<Brand, string>> = {
  CB: 'cardbon.example',
  CK: 'cardkado.example',
  GCS: 'giftcardstore.example',
};

const DEFAULT_PAYMENTS: readonly PaymentLogoKind[] = ['visa', 'mastercard', 'amex', 'paypal', 'secure'];

export const PAYMENT_LOGOS_BY_COUNTRY: Readonly<Record<string, readonly PaymentLogoKind[]>> = {
  DE: ['paypal', 'visa', 'mastercard', 'amex', 'invoice', 'secure'],
  AT: ['adyenEPS', 'visa', 'mastercard', 'paypal', 'secure'],
  NL: ['ideal', 'visa', 'mastercard', 'paypal', 'amex', 'invoice', 'secure'],
  BE: ['bancontact', 'kbccbc', 'belfius', 'visa', 'mastercard', 'secure'],
  FR: ['carteBancaire', 'visa', 'mastercard', 'paypal', 'secure'],
  CH: ['visa', 'mastercard', 'paypal', 'invoice', 'secure'],
};

export function paymentLogosFor(country: string): readonly PaymentLogoKind[] {
  return PAYMENT_LOGOS_BY_COUNTRY[country] ?? DEFAULT_PAYMENTS;
}

/** The invoice logo's word in a storefront's language: a Dutch footer says "Factuur", not "Rechnung". */
export const INVOICE_LOGO_LABELS: Readonly<Record<string, string>> = {
  de: 'Rechnung',
  nl: 'Factuur',
  fr: 'Facture',
  en: 'Invoice',
  es: 'Factura',
  it: 'Fattura',
  pt: 'Fatura',
  da: 'Faktura',
  nb: 'Faktura',
  sv: 'Faktura',
  pl: 'Faktura',
};

/** How each payment logo is drawn: [label, background, foreground, accent] (invoice: its label per language above). */
export const PAYMENT_LOGO_STYLE: Readonly<Record<PaymentLogoKind, readonly [string, string, string, string]>> = {
  adyenEPS: ['eps', '#ffffff', '#c8036f', '#71706f'],
  amex: ['AMEX', '#2e77bc', '#ffffff', '#ffffff'],
  bancontact: ['Bancontact', '#ffffff', '#005498', '#ffd800'],
  belfius: ['Belfius', '#c30045', '#ffffff', '#ffffff'],
  carteBancaire: ['CB', '#0b7a3e', '#ffffff', '#1c4f9c'],
  ideal: ['iDEAL', '#ffffff', '#cc0066', '#000000'],
  invoice: ['Rechnung', '#f4f6f7', '#2c3e50', '#2c3e50'],
  kbccbc: ['KBC/CBC', '#ffffff', '#00aeef', '#003665'],
  mastercard: ['mastercard', '#ffffff', '#231f20', '#eb001b'],
  paypal: ['PayPal', '#ffffff', '#003087', '#009cde'],
  secure: ['SSL', '#f4f6f7', '#1e8449', '#1e8449'],
  visa: ['VISA', '#1a1f71', '#ffffff', '#f7b600'],
};

export const LEGAL_FORMS: Readonly<Record<string, string>> = {
  DE: 'GmbH', AT: 'GmbH', CH: 'AG', NL: 'B.V.', BE: 'BV', FR: 'SAS', ES: 'S.L.', IT: 'S.r.l.', PT: 'Lda.', DK: 'ApS', NO: 'AS',
  SE: 'AB', PL: 'sp. z o.o.', GB: 'Ltd', IE: 'Ltd', US: 'Inc.', CA: 'Inc.', AU: 'Pty Ltd', NZ: 'Ltd', BR: 'Ltda.', MX: 'S.A. de C.V.',
  AE: 'FZ-LLC',
};

/** The legal forms' full names, for the Impressum (§5 DDG asks for the legal form). */
export const LEGAL_FORM_NAMES: Readonly<Record<string, string>> = {
  GmbH: 'Gesellschaft mit beschränkter Haftung',
  AG: 'Aktiengesellschaft',
  'B.V.': 'besloten vennootschap',
  BV: 'besloten vennootschap',
};

/** Managing directors named in the legal notices (fictitious, like every seeded company). */
export const REPRESENTATIVES: readonly string[] = ['Miriam Albers', 'Jonas Keller', 'Sanne de Wit', 'Pieter van Dijk', 'Clara Neumann', 'Tobias Brandt'];

export const CALLING_CODES: Readonly<Record<string, string>> = {
  DE: '+49', AT: '+43', CH: '+41', NL: '+31', BE: '+32', FR: '+33', ES: '+34', IT: '+39', PT: '+351', DK: '+45', NO: '+47',
  SE: '+46', PL: '+48', GB: '+44', IE: '+353', US: '+1', CA: '+1', AU: '+61', NZ: '+64', BR: '+55', MX: '+52', AE: '+971',
};

/** Spec §1: facebook, instagram, tiktok, linkedin, pinterest shown; twitter and youtube hidden. */
export const SOCIAL_VISIBILITY: ReadonlyArray<readonly [SocialNetwork, boolean, string]> = [
  ['facebook', true, 'https://www.facebook.com/{handle}'],
  ['instagram', true, 'https://www.instagram.com/{handle}/'],
  ['tiktok', true, 'https://www.tiktok.com/@{handle}'],
  ['linkedin', true, 'https://www.linkedin.com/company/{handle}/'],
  ['pinterest', true, 'https://www.pinterest.com/{handle}/'],
  ['twitter', false, 'https://twitter.com/{handle}'],
  ['youtube', false, 'https://www.youtube.com/@{handle}'],
];

/** Currency scale of default amounts (10 EUR ≈ 10 × factor) and rounding step. */
export const CURRENCY_SCALE: Readonly<Record<string, number>> = {
  EUR: 1, GBP: 1, USD: 1, CHF: 1, CAD: 1, AUD: 1, NZD: 1, SEK: 10, NOK: 10, DKK: 10, PLN: 5, BRL: 5, MXN: 20, AED: 5,
};
