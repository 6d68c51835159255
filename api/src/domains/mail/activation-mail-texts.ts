/**
 * The mail to the buyer of an activation (issue 18): the blank card is activated, with its amount,
 * the last four digits of its number, its validity and the balance check. German, Dutch and English;
 * every other language gets English.
 */
import { mailLanguage } from './mail-texts';

export interface ActivationMailTexts {
  subject(amount: string, shop: string): string;
  preheader(amount: string, maskedNumber: string): string;
  greeting: string;
  intro(amount: string): string;
  card: string;
  cardNumber: string;
  balance: string;
  validUntil: string;
  orderNumber: string;
  checkBalance: string;
  balanceHint: string;
  signOff: string;
  footer(shop: string, orderNumber: string): string;
}

const TEXTS: Record<'en' | 'de' | 'nl', ActivationMailTexts> = {
  en: {
    subject: (amount, shop) => `Your gift card is activated: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `${amount} are on your card ${maskedNumber} now.`,
    greeting: 'Hello,',
    intro: (amount) => `your gift card has been activated: ${amount} are on it now, ready to be spent or redeemed.`,
    card: 'Gift card',
    cardNumber: 'Card number',
    balance: 'Balance',
    validUntil: 'Valid until',
    orderNumber: 'Order number',
    checkBalance: 'Check the balance',
    balanceHint: 'You find the card number and the PIN on the card itself. Keep the PIN secret: whoever has both can spend the balance.',
    signOff: 'Kind regards',
    footer: (shop, orderNumber) => `You receive this e-mail because you activated a gift card at ${shop} (order ${orderNumber}).`,
  },
  de: {
    subject: (amount, shop) => `Deine Geschenkkarte ist aktiviert: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `Auf deiner Karte ${maskedNumber} sind jetzt ${amount}.`,
    greeting: 'Hallo,',
    intro: (amount) => `deine Geschenkkarte ist aktiviert: Jetzt sind ${amount} darauf, bereit zum Ausgeben oder Einlösen.`,
    card: 'Geschenkkarte',
    cardNumber: 'Kartennummer',
    balance: 'Guthaben',
    validUntil: 'Gültig bis',
    orderNumber: 'Bestellnummer',
    checkBalance: 'Guthaben prüfen',
    balanceHint: 'Kartennummer und PIN findest du auf der Karte selbst. Halte die PIN geheim: Wer beides hat, kann das Guthaben ausgeben.',
    signOff: 'Viele Grüße',
    footer: (shop, orderNumber) => `Du erhältst diese E-Mail, weil du bei ${shop} eine Geschenkkarte aktiviert hast (Bestellung ${orderNumber}).`,
  },
  nl: {
    subject: (amount, shop) => `Je cadeaukaart is geactiveerd: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `Er staat nu ${amount} op je kaart ${maskedNumber}.`,
    greeting: 'Hallo,',
    intro: (amount) => `je cadeaukaart is geactiveerd: er staat nu ${amount} op, klaar om te besteden of in te wisselen.`,
    card: 'Cadeaukaart',
    cardNumber: 'Kaartnummer',
    balance: 'Saldo',
    validUntil: 'Geldig tot',
    orderNumber: 'Bestelnummer',
    checkBalance: 'Saldo checken',
    balanceHint: 'Het kaartnummer en de pincode staan op de kaart zelf. Houd de pincode geheim: wie beide heeft, kan het saldo besteden.',
    signOff: 'Met vriendelijke groet',
    footer: (shop, orderNumber) => `Je ontvangt deze e-mail omdat je bij ${shop} een cadeaukaart hebt geactiveerd (bestelling ${orderNumber}).`,
  },
};

/** The language the mail is written in: German, Dutch, else English. */
export function activationMailLanguage(language: string): 'en' | 'de' | 'nl' {
  const base = mailLanguage(language);
  return base === 'de' || base === 'nl' ? base : 'en';
}

export function activationMailTexts(language: string): ActivationMailTexts {
  return TEXTS[activationMailLanguage(language)];
}
