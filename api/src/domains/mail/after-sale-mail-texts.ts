/**
 * The mails of money after the sale (issue 33, ADR 0041), to the buyer of the order: "your gift cards
 * are blocked" after a chargeback, and "your refund is on its way". German, Dutch and English; every
 * other language gets English. Written in the order's language (the storefront language the buyer
 * shopped in), like the order confirmation.
 */
import { mailLanguage } from './mail-texts';

export interface AfterSaleMailTexts {
  blockedSubject(orderNumber: string, shop: string): string;
  blockedPreheader(orderNumber: string): string;
  greeting(name: string | null): string;
  blockedIntro(orderNumber: string): string;
  blockedCards: string;
  blockedValue: string;
  blockedAfter: string;
  refundSubject(amount: string, shop: string): string;
  refundPreheader(amount: string): string;
  refundIntro(amount: string, orderNumber: string): string;
  refundAmount: string;
  refundCards: string;
  refundAfter: string;
  orderNumber: string;
  signOff: string;
  footer(shop: string, orderNumber: string): string;
}

const TEXTS: Record<'en' | 'de' | 'nl', AfterSaleMailTexts> = {
  en: {
    blockedSubject: (orderNumber, shop) => `Your gift cards of order ${orderNumber} are blocked – ${shop}`,
    blockedPreheader: (orderNumber) => `The payment of order ${orderNumber} was charged back.`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    blockedIntro: (orderNumber) =>
      `your bank or card issuer has taken back the payment of order ${orderNumber} (a chargeback). We have therefore blocked the gift cards of this order: what is left on them can no longer be spent.`,
    blockedCards: 'Blocked cards',
    blockedValue: 'Blocked balance',
    blockedAfter:
      'If you did not ask your bank to take the payment back, please reply to this e-mail or contact our customer service: once the chargeback is withdrawn, we unblock the cards.',
    refundSubject: (amount, shop) => `Your refund of ${amount} – ${shop}`,
    refundPreheader: (amount) => `${amount} are on their way back to you.`,
    refundIntro: (amount, orderNumber) =>
      `we have refunded ${amount} of order ${orderNumber}. The money goes back the way you paid; depending on your bank it may take a few days to appear.`,
    refundAmount: 'Refunded',
    refundCards: 'Cards concerned',
    refundAfter: 'The refunded value has been taken off the gift cards concerned.',
    orderNumber: 'Order number',
    signOff: 'Kind regards',
    footer: (shop, orderNumber) => `You receive this e-mail because you ordered gift cards at ${shop} (order ${orderNumber}).`,
  },
  de: {
    blockedSubject: (orderNumber, shop) => `Deine Geschenkkarten aus Bestellung ${orderNumber} sind gesperrt – ${shop}`,
    blockedPreheader: (orderNumber) => `Die Zahlung der Bestellung ${orderNumber} wurde zurückgebucht.`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    blockedIntro: (orderNumber) =>
      `deine Bank oder dein Kartenherausgeber hat die Zahlung der Bestellung ${orderNumber} zurückgebucht (Chargeback). Deshalb haben wir die Geschenkkarten dieser Bestellung gesperrt: Das restliche Guthaben kann nicht mehr ausgegeben werden.`,
    blockedCards: 'Gesperrte Karten',
    blockedValue: 'Gesperrtes Guthaben',
    blockedAfter:
      'Falls du die Rückbuchung nicht veranlasst hast, antworte bitte auf diese E-Mail oder wende dich an unseren Kundenservice: Sobald die Rückbuchung zurückgenommen ist, geben wir die Karten wieder frei.',
    refundSubject: (amount, shop) => `Deine Erstattung über ${amount} – ${shop}`,
    refundPreheader: (amount) => `${amount} sind auf dem Weg zurück zu dir.`,
    refundIntro: (amount, orderNumber) =>
      `wir haben dir ${amount} aus der Bestellung ${orderNumber} erstattet. Das Geld geht auf dem Weg zurück, auf dem du bezahlt hast; je nach Bank kann es einige Tage dauern, bis du es siehst.`,
    refundAmount: 'Erstattet',
    refundCards: 'Betroffene Karten',
    refundAfter: 'Der erstattete Betrag wurde vom Guthaben der betroffenen Geschenkkarten abgezogen.',
    orderNumber: 'Bestellnummer',
    signOff: 'Viele Grüße',
    footer: (shop, orderNumber) => `Du erhältst diese E-Mail, weil du bei ${shop} Geschenkkarten bestellt hast (Bestellung ${orderNumber}).`,
  },
  nl: {
    blockedSubject: (orderNumber, shop) => `Je cadeaukaarten van bestelling ${orderNumber} zijn geblokkeerd – ${shop}`,
    blockedPreheader: (orderNumber) => `De betaling van bestelling ${orderNumber} is teruggeboekt.`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    blockedIntro: (orderNumber) =>
      `je bank of kaartuitgever heeft de betaling van bestelling ${orderNumber} teruggeboekt (chargeback). Daarom hebben we de cadeaukaarten van deze bestelling geblokkeerd: het resterende saldo kan niet meer worden besteed.`,
    blockedCards: 'Geblokkeerde kaarten',
    blockedValue: 'Geblokkeerd saldo',
    blockedAfter:
      'Heb je de terugboeking niet zelf aangevraagd? Beantwoord dan deze e-mail of neem contact op met onze klantenservice: zodra de terugboeking is ingetrokken, deblokkeren we de kaarten.',
    refundSubject: (amount, shop) => `Je terugbetaling van ${amount} – ${shop}`,
    refundPreheader: (amount) => `${amount} is onderweg naar je terug.`,
    refundIntro: (amount, orderNumber) =>
      `we hebben ${amount} van bestelling ${orderNumber} aan je terugbetaald. Het geld gaat terug via de manier waarop je hebt betaald; afhankelijk van je bank kan het een paar dagen duren voordat je het ziet.`,
    refundAmount: 'Terugbetaald',
    refundCards: 'Betrokken kaarten',
    refundAfter: 'Het terugbetaalde bedrag is van het saldo van de betrokken cadeaukaarten afgehaald.',
    orderNumber: 'Bestelnummer',
    signOff: 'Met vriendelijke groet',
    footer: (shop, orderNumber) => `Je ontvangt deze e-mail omdat je bij ${shop} cadeaukaarten hebt besteld (bestelling ${orderNumber}).`,
  },
};

/** The language the mail is written in: German, Dutch, else English. */
export function afterSaleMailLanguage(language: string): 'en' | 'de' | 'nl' {
  const base = mailLanguage(language);
  return base === 'de' || base === 'nl' ? base : 'en';
}

export function afterSaleMailTexts(language: string): AfterSaleMailTexts {
  return TEXTS[afterSaleMailLanguage(language)];
}
