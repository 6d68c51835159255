/**
 * The few texts the cart answers itself (adjustment titles, extra item titles), per language with
 * English as the fallback. Everything else the basket shows is the client's to translate.
 */
import type { AdjustmentType, BasketItemKind } from './cart-pricing';

type Texts = Record<AdjustmentType | Exclude<BasketItemKind, 'GIFTCARD' | 'BLANK_GIFTCARD_PACK' | 'DONATION' | 'ACTIVATION'>, string>;

const TEXTS: Record<string, Texts> = {
  en: {
    SHIPPING: 'Shipping costs',
    REGISTERED_SHIPPING: 'Registered shipping',
    SERVICE_FEE: 'Service fee',
    GIFT_PACKING: 'Gift packing',
    WRAPPER: 'Greeting card wrapper',
    DIGITAL_WRAPPER: 'Festive e-mail design',
    PERSONAL_MESSAGE: 'Personal message',
  },
  de: {
    SHIPPING: 'Versandkosten',
    REGISTERED_SHIPPING: 'Versand per Einschreiben',
    SERVICE_FEE: 'Servicegebühr',
    GIFT_PACKING: 'Geschenkverpackung',
    WRAPPER: 'Grußkarte als Umschlag',
    DIGITAL_WRAPPER: 'Festliches E-Mail-Design',
    PERSONAL_MESSAGE: 'Persönliche Nachricht',
  },
  nl: {
    SHIPPING: 'Verzendkosten',
    REGISTERED_SHIPPING: 'Aangetekende verzending',
    SERVICE_FEE: 'Servicekosten',
    GIFT_PACKING: 'Cadeauverpakking',
    WRAPPER: 'Wenskaart als omslag',
    DIGITAL_WRAPPER: 'Feestelijk e-mailontwerp',
    PERSONAL_MESSAGE: 'Persoonlijke boodschap',
  },
  fr: {
    SHIPPING: "Frais d'envoi",
    REGISTERED_SHIPPING: 'Envoi recommandé',
    SERVICE_FEE: 'Frais de service',
    GIFT_PACKING: 'Emballage cadeau',
    WRAPPER: 'Carte de vœux en pochette',
    DIGITAL_WRAPPER: 'Design festif pour l’e-mail',
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
