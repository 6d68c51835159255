/**
 * The mails of fraud review (issue 33 item 3, ADR 0043), to the buyer: "we are checking your order"
 * when screening holds a paid order, and "we could not carry out your order, the full amount is
 * refunded" when it is refused. Kind on purpose: most held orders are honest shoppers, and nothing in
 * them says which rule looked at the order (that would teach fraudsters the rules). German, Dutch and
 * English (every other language gets English), in the order's language.
 */
import { afterSaleMailLanguage } from './after-sale-mail-texts';

export interface ReviewMailTexts {
  heldSubject(orderNumber: string, shop: string): string;
  heldPreheader(orderNumber: string): string;
  greeting(name: string | null): string;
  heldIntro(orderNumber: string): string;
  heldAfter: string;
  refusedSubject(orderNumber: string, shop: string): string;
  refusedPreheader(amount: string): string;
  refusedIntro(orderNumber: string, amount: string): string;
  refusedAfter: string;
  orderNumber: string;
  amount: string;
  signOff: string;
  footer(shop: string, orderNumber: string): string;
}

const TEXTS: Record<'en' | 'de' | 'nl', ReviewMailTexts> = {
  en: {
    heldSubject: (orderNumber, shop) => `We are checking your order ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Your payment for order ${orderNumber} has arrived; your gift cards follow shortly.`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    heldIntro: (orderNumber) =>
      `thank you for your order ${orderNumber}. Your payment has arrived. Before we send your gift cards, we are taking a short look at the order – we do this for some orders, to protect you and us.`,
    heldAfter: 'You will hear from us shortly; there is nothing you need to do. If you have a question in the meantime, simply reply to this e-mail.',
    refusedSubject: (orderNumber, shop) => `Your order ${orderNumber} could not be carried out – ${shop}`,
    refusedPreheader: (amount) => `The full amount of ${amount} is on its way back to you.`,
    refusedIntro: (orderNumber, amount) =>
      `we are sorry: we could not carry out your order ${orderNumber}. No gift cards have been issued for it, and we are refunding the full amount of ${amount} the way you paid; depending on your bank it may take a few days to appear.`,
    refusedAfter: 'If you have a question about this, simply reply to this e-mail or contact our customer service.',
    orderNumber: 'Order number',
    amount: 'Refunded',
    signOff: 'Kind regards',
    footer: (shop, orderNumber) => `You receive this e-mail because you ordered gift cards at ${shop} (order ${orderNumber}).`,
  },
  de: {
    heldSubject: (orderNumber, shop) => `Wir prüfen deine Bestellung ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Deine Zahlung für die Bestellung ${orderNumber} ist eingegangen; deine Geschenkkarten folgen in Kürze.`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    heldIntro: (orderNumber) =>
      `vielen Dank für deine Bestellung ${orderNumber}. Deine Zahlung ist eingegangen. Bevor wir deine Geschenkkarten verschicken, schauen wir uns die Bestellung noch kurz an – das tun wir bei manchen Bestellungen, zu deinem und unserem Schutz.`,
    heldAfter: 'Du hörst in Kürze von uns; du musst nichts weiter tun. Falls du in der Zwischenzeit eine Frage hast, antworte einfach auf diese E-Mail.',
    refusedSubject: (orderNumber, shop) => `Deine Bestellung ${orderNumber} konnten wir leider nicht ausführen – ${shop}`,
    refusedPreheader: (amount) => `Der volle Betrag von ${amount} ist auf dem Weg zurück zu dir.`,
    refusedIntro: (orderNumber, amount) =>
      `es tut uns leid: Deine Bestellung ${orderNumber} konnten wir nicht ausführen. Es wurden keine Geschenkkarten dafür ausgegeben, und wir erstatten dir den vollen Betrag von ${amount} auf dem Weg, auf dem du bezahlt hast; je nach Bank kann es einige Tage dauern, bis du ihn siehst.`,
    refusedAfter: 'Falls du dazu eine Frage hast, antworte einfach auf diese E-Mail oder wende dich an unseren Kundenservice.',
    orderNumber: 'Bestellnummer',
    amount: 'Erstattet',
    signOff: 'Viele Grüße',
    footer: (shop, orderNumber) => `Du erhältst diese E-Mail, weil du bei ${shop} Geschenkkarten bestellt hast (Bestellung ${orderNumber}).`,
  },
  nl: {
    heldSubject: (orderNumber, shop) => `We controleren je bestelling ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Je betaling voor bestelling ${orderNumber} is binnen; je cadeaukaarten volgen binnenkort.`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    heldIntro: (orderNumber) =>
      `bedankt voor je bestelling ${orderNumber}. Je betaling is binnen. Voordat we je cadeaukaarten versturen, kijken we nog even naar de bestelling – dat doen we bij sommige bestellingen, voor jouw en onze bescherming.`,
    heldAfter: 'Je hoort binnenkort van ons; je hoeft verder niets te doen. Heb je in de tussentijd een vraag? Beantwoord dan gewoon deze e-mail.',
    refusedSubject: (orderNumber, shop) => `We konden je bestelling ${orderNumber} helaas niet uitvoeren – ${shop}`,
    refusedPreheader: (amount) => `Het volledige bedrag van ${amount} is onderweg naar je terug.`,
    refusedIntro: (orderNumber, amount) =>
      `het spijt ons: we konden je bestelling ${orderNumber} niet uitvoeren. Er zijn geen cadeaukaarten voor uitgegeven, en we betalen het volledige bedrag van ${amount} terug via de manier waarop je hebt betaald; afhankelijk van je bank kan het een paar dagen duren voordat je het ziet.`,
    refusedAfter: 'Heb je hier een vraag over? Beantwoord dan gewoon deze e-mail of neem contact op met onze klantenservice.',
    orderNumber: 'Bestelnummer',
    amount: 'Terugbetaald',
    signOff: 'Met vriendelijke groet',
    footer: (shop, orderNumber) => `Je ontvangt deze e-mail omdat je bij ${shop} cadeaukaarten hebt besteld (bestelling ${orderNumber}).`,
  },
};

export function reviewMailTexts(language: string): ReviewMailTexts {
  return TEXTS[afterSaleMailLanguage(language)];
}
