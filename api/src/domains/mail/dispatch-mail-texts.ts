/**
 * The dispatch document (issue 18): the packing slip of one shipment of cards by post, sent to the
 * storefront's fulfilment address. It lists the cards with their numbers and the PINs that go under
 * the scratch fields; blank cards carry the note that they are not activated yet and where they are
 * activated. German, Dutch and English; every other language gets English.
 */
import { mailLanguage } from './mail-texts';

export interface DispatchMailTexts {
  subject(orderNumber: string, shop: string): string;
  preheader(count: number): string;
  intro: string;
  orderNumber: string;
  deliveryAddress: string;
  dispatchDate: string;
  cards: string;
  cardCount(count: number): string;
  product: string;
  value: string;
  cardNumber: string;
  pin: string;
  blankCard: string;
  notActivated: string;
  /** The note for blank cards; `url` is null when the storefront has no activation page. */
  activationNote(url: string | null): string;
  pinsConfidential: string;
  footer(shop: string, orderNumber: string): string;
}

const TEXTS: Record<'en' | 'de' | 'nl', DispatchMailTexts> = {
  en: {
    subject: (orderNumber, shop) => `Dispatch document for order ${orderNumber} – ${shop}`,
    preheader: (count) => `${count === 1 ? '1 card' : `${count} cards`} to pack and send by post.`,
    intro: 'Please pack the cards below for this order and send them by post to the delivery address.',
    orderNumber: 'Order number',
    deliveryAddress: 'Delivery address',
    dispatchDate: 'Dispatch date',
    cards: 'Cards',
    cardCount: (count) => (count === 1 ? '1 card' : `${count} cards`),
    product: 'Product',
    value: 'Value',
    cardNumber: 'Card number',
    pin: 'PIN',
    blankCard: 'Blank card',
    notActivated: 'not activated',
    activationNote: (url) =>
      `Blank cards are sent not activated: they have no balance and cannot be checked or redeemed until they are activated${url ? ` at ${url}` : ' on the shop’s activation page'}.`,
    pinsConfidential: 'The PINs are confidential: they belong under the scratch fields of the cards only and are never sent to the customer by e-mail.',
    footer: (shop, orderNumber) => `Internal dispatch document of ${shop}, order ${orderNumber}.`,
  },
  de: {
    subject: (orderNumber, shop) => `Lieferschein zur Bestellung ${orderNumber} – ${shop}`,
    preheader: (count) => `${count === 1 ? '1 Karte' : `${count} Karten`} zum Verpacken und Versenden per Post.`,
    intro: 'Bitte verpacke die folgenden Karten dieser Bestellung und sende sie per Post an die Lieferadresse.',
    orderNumber: 'Bestellnummer',
    deliveryAddress: 'Lieferadresse',
    dispatchDate: 'Versanddatum',
    cards: 'Karten',
    cardCount: (count) => (count === 1 ? '1 Karte' : `${count} Karten`),
    product: 'Produkt',
    value: 'Wert',
    cardNumber: 'Kartennummer',
    pin: 'PIN',
    blankCard: 'Blanko-Karte',
    notActivated: 'nicht aktiviert',
    activationNote: (url) =>
      `Blanko-Karten werden nicht aktiviert versendet: sie haben kein Guthaben und können erst abgefragt oder eingelöst werden, wenn sie aktiviert sind${url ? `, unter ${url}` : ' (auf der Aktivierungsseite des Shops)'}.`,
    pinsConfidential: 'Die PINs sind vertraulich: sie gehören nur unter die Rubbelfelder der Karten und werden der Kundin oder dem Kunden nie per E-Mail geschickt.',
    footer: (shop, orderNumber) => `Interner Lieferschein von ${shop}, Bestellung ${orderNumber}.`,
  },
  nl: {
    subject: (orderNumber, shop) => `Pakbon bij bestelling ${orderNumber} – ${shop}`,
    preheader: (count) => `${count === 1 ? '1 kaart' : `${count} kaarten`} om in te pakken en per post te versturen.`,
    intro: 'Pak de kaarten hieronder van deze bestelling in en verstuur ze per post naar het bezorgadres.',
    orderNumber: 'Bestelnummer',
    deliveryAddress: 'Bezorgadres',
    dispatchDate: 'Verzenddatum',
    cards: 'Kaarten',
    cardCount: (count) => (count === 1 ? '1 kaart' : `${count} kaarten`),
    product: 'Product',
    value: 'Waarde',
    cardNumber: 'Kaartnummer',
    pin: 'Pincode',
    blankCard: 'Blanco kaart',
    notActivated: 'niet geactiveerd',
    activationNote: (url) =>
      `Blanco kaarten worden niet geactiveerd verstuurd: ze hebben geen saldo en kunnen pas worden gecheckt of ingewisseld als ze geactiveerd zijn${url ? `, via ${url}` : ' (op de activeringspagina van de winkel)'}.`,
    pinsConfidential: 'De pincodes zijn vertrouwelijk: ze horen alleen onder de kraslaag van de kaarten en worden nooit per e-mail naar de klant gestuurd.',
    footer: (shop, orderNumber) => `Interne pakbon van ${shop}, bestelling ${orderNumber}.`,
  },
};

/** The language the document is written in: German, Dutch, else English. */
export function dispatchMailLanguage(language: string): 'en' | 'de' | 'nl' {
  const base = mailLanguage(language);
  return base === 'de' || base === 'nl' ? base : 'en';
}

export function dispatchMailTexts(language: string): DispatchMailTexts {
  return TEXTS[dispatchMailLanguage(language)];
}
