/**
 * The few texts the cart answers itself (adjustment titles, extra item titles), per language with
 * English as the fallback. Everything else the basket shows is the client's to translate.
 */
import type { AdjustmentType, BasketItemKind } from './cart-pricing';

type Texts = Record<AdjustmentType | Exclude<BasketItemKind, 'GIFT_CARD' | 'BLANK_GIFT_CARD_PACK' | 'DONATION'>, string>;

const TEXTS: Record<string, Texts> = {
  en: {
    SHIPPING: 'Shipping costs',
    REGISTERED_SHIPPING: 'Registered shipping',
    SERVICE_FEE: 'Service fee',
    GIFT_PACKING: 'Gift packing',
    WRAPPER: 'Gift wrapper',
    DIGITAL_WRAPPER: 'Digital gift wrapper',
    PERSONAL_MESSAGE: 'Personal message',
  },
  de: {
    SHIPPING: 'Versandkosten',
    REGISTERED_SHIPPING: 'Versand per Einschreiben',
    SERVICE_FEE: 'Servicegebühr',
    GIFT_PACKING: 'Geschenkverpackung',
    WRAPPER: 'Geschenkumschlag',
    DIGITAL_WRAPPER: 'Digitaler Geschenkumschlag',
    PERSONAL_MESSAGE: 'Persönliche Nachricht',
  },
  nl: {
    SHIPPING: 'Verzendkosten',
    REGISTERED_SHIPPING: 'Aangetekende verzending',
    SERVICE_FEE: 'Servicekosten',
    GIFT_PACKING: 'Cadeauverpakking',
    WRAPPER: 'Cadeauwikkel',
    DIGITAL_WRAPPER: 'Digitale cadeauwikkel',
    PERSONAL_MESSAGE: 'Persoonlijke boodschap',
  },
  fr: {
    SHIPPING: "Frais d'envoi",
    REGISTERED_SHIPPING: 'Envoi recommandé',
    SERVICE_FEE: 'Frais de service',
    GIFT_PACKING: 'Emballage cadeau',
    WRAPPER: 'Enveloppe cadeau',
    DIGITAL_WRAPPER: 'Enveloppe cadeau numérique',
    PERSONAL_MESSAGE: 'Message personnel',
  },
};

export function cartText(language: string, key: keyof Texts): string {
  return (TEXTS[language] ?? TEXTS.en)?.[key] ?? TEXTS.en?.[key] ?? key;
}

/** Stable ids and SKUs of the extras (they are not catalogue products). */
export const EXTRA_SKU: Record<keyof Texts, string> = {
  SHIPPING: 'FEE-SHIPPING',
  REGISTERED_SHIPPING: 'FEE-REGISTERED-SHIPPING',
  SERVICE_FEE: 'FEE-SERVICE',
  GIFT_PACKING: 'EXTRA-GIFT-PACKING',
  WRAPPER: 'EXTRA-WRAPPER',
  DIGITAL_WRAPPER: 'EXTRA-DIGITAL-WRAPPER',
  PERSONAL_MESSAGE: 'EXTRA-PERSONAL-MESSAGE',
};
