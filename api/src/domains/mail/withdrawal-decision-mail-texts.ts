/**
 * The answer to a withdrawal once the service desk has decided it (issue 33 items 4 and 6, ADR 0044):
 * carried out (to the buyer of the order: the unredeemed value is refunded) or not carried out (to the
 * address that asked: nothing changes; a question goes to customer service). German, Dutch and
 * English; every other language gets English. The operator's reason is never in it: it is a note for
 * the audit log, not a text written for the shopper.
 */
import { mailLanguage } from './mail-texts';

export interface WithdrawalDecisionMailTexts {
  approvedSubject(orderNumber: string, shop: string): string;
  approvedIntro(orderNumber: string): string;
  approvedAmount: string;
  approvedAfter: string;
  rejectedSubject(orderNumber: string, shop: string): string;
  rejectedIntro(orderNumber: string): string;
  rejectedAfter: string;
  greeting(name: string | null): string;
  orderNumber: string;
  receivedAt: string;
  signOff: string;
  footer(shop: string): string;
}

const TEXTS: Record<'en' | 'de' | 'nl', WithdrawalDecisionMailTexts> = {
  en: {
    approvedSubject: (orderNumber, shop) => `Your withdrawal from order ${orderNumber} has been carried out – ${shop}`,
    approvedIntro: (orderNumber) =>
      `we have checked your withdrawal from order ${orderNumber} and carried it out. The gift cards of this order that were not yet redeemed are cancelled, and their value is refunded with the means of payment you used.`,
    approvedAmount: 'Refunded',
    approvedAfter: 'Depending on your bank the refund may take a few days to appear. You will receive a separate confirmation of the refund.',
    rejectedSubject: (orderNumber, shop) => `Your withdrawal concerning order ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `we have checked your withdrawal concerning order ${orderNumber}, but we could not carry it out: we could not match it to an order of yours with value still to refund.`,
    rejectedAfter: 'If you believe this is a mistake, please reply to this e-mail or contact our customer service with your order number and the e-mail address you ordered with.',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    orderNumber: 'Order number',
    receivedAt: 'Withdrawal received on',
    signOff: 'Kind regards',
    footer: (shop) => `This e-mail answers a withdrawal sent to ${shop}.`,
  },
  de: {
    approvedSubject: (orderNumber, shop) => `Dein Widerruf der Bestellung ${orderNumber} ist ausgeführt – ${shop}`,
    approvedIntro: (orderNumber) =>
      `wir haben deinen Widerruf der Bestellung ${orderNumber} geprüft und ausgeführt. Die noch nicht eingelösten Geschenkkarten dieser Bestellung sind storniert, ihr Wert wird dir über das Zahlungsmittel erstattet, das du verwendet hast.`,
    approvedAmount: 'Erstattet',
    approvedAfter: 'Je nach Bank kann es einige Tage dauern, bis die Erstattung sichtbar ist. Du erhältst außerdem eine eigene Bestätigung der Erstattung.',
    rejectedSubject: (orderNumber, shop) => `Dein Widerruf zur Bestellung ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `wir haben deinen Widerruf zur Bestellung ${orderNumber} geprüft, konnten ihn aber nicht ausführen: Wir konnten ihm keine Bestellung von dir mit noch erstattbarem Wert zuordnen.`,
    rejectedAfter: 'Falls das ein Irrtum ist, antworte bitte auf diese E-Mail oder wende dich mit deiner Bestellnummer und der E-Mail-Adresse deiner Bestellung an unseren Kundenservice.',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    orderNumber: 'Bestellnummer',
    receivedAt: 'Widerruf eingegangen am',
    signOff: 'Viele Grüße',
    footer: (shop) => `Diese E-Mail beantwortet einen Widerruf an ${shop}.`,
  },
  nl: {
    approvedSubject: (orderNumber, shop) => `Je herroeping van bestelling ${orderNumber} is uitgevoerd – ${shop}`,
    approvedIntro: (orderNumber) =>
      `we hebben je herroeping van bestelling ${orderNumber} gecontroleerd en uitgevoerd. De cadeaukaarten van deze bestelling die nog niet zijn ingewisseld, zijn geannuleerd; hun waarde wordt terugbetaald via het betaalmiddel dat je hebt gebruikt.`,
    approvedAmount: 'Terugbetaald',
    approvedAfter: 'Afhankelijk van je bank kan het een paar dagen duren voordat de terugbetaling zichtbaar is. Je ontvangt ook een aparte bevestiging van de terugbetaling.',
    rejectedSubject: (orderNumber, shop) => `Je herroeping over bestelling ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `we hebben je herroeping over bestelling ${orderNumber} gecontroleerd, maar konden die niet uitvoeren: we konden die niet koppelen aan een bestelling van jou met nog terug te betalen waarde.`,
    rejectedAfter: 'Denk je dat dit een vergissing is, antwoord dan op deze e-mail of neem contact op met onze klantenservice, met je bestelnummer en het e-mailadres van je bestelling.',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    orderNumber: 'Bestelnummer',
    receivedAt: 'Herroeping ontvangen op',
    signOff: 'Met vriendelijke groet',
    footer: (shop) => `Deze e-mail beantwoordt een herroeping aan ${shop}.`,
  },
};

/** The language the mail is written in: German, Dutch, else English. */
export function withdrawalDecisionMailLanguage(language: string): 'en' | 'de' | 'nl' {
  const base = mailLanguage(language);
  return base === 'de' || base === 'nl' ? base : 'en';
}

export function withdrawalDecisionMailTexts(language: string): WithdrawalDecisionMailTexts {
  return TEXTS[withdrawalDecisionMailLanguage(language)];
}
