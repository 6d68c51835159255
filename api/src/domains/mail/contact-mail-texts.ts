/**
 * The contact form's mails (issue 17): the question for customer service (to the shop's own support
 * address, with everything the shopper wrote) and the acknowledgement to the sender, which repeats
 * none of the message (the form must not be a relay of a stranger's text to any address).
 */
import { mailLanguage } from './mail-texts';

export interface ContactMailTexts {
  topics: Record<string, string>;
  requestSubject(topic: string, shop: string): string;
  requestIntro: string;
  topic: string;
  orderNumber: string;
  name: string;
  email: string;
  message: string;
  ackSubject(shop: string): string;
  ackGreeting: string;
  ackIntro(topic: string): string;
  ackAfter: string;
}

const TEXTS: Record<'en' | 'de' | 'nl' | 'fr', ContactMailTexts> = {
  en: {
    topics: { ORDER: 'My order', DELIVERY: 'Delivery', BALANCE: 'Balance', REDEEM: 'Redeeming a card', BUSINESS: 'Business orders', OTHER: 'Something else' },
    requestSubject: (topic, shop) => `Contact form: ${topic} – ${shop}`,
    requestIntro: 'A shopper sent this question with the contact form. Answer to the e-mail address below.',
    topic: 'Topic',
    orderNumber: 'Order number',
    name: 'Name',
    email: 'E-mail address',
    message: 'Message',
    ackSubject: (shop) => `We have received your message – ${shop}`,
    ackGreeting: 'Hello,',
    ackIntro: (topic) => `thank you for your message about "${topic}". Customer service answers within one working day.`,
    ackAfter: 'If you did not write to us, you can ignore this e-mail.',
  },
  de: {
    topics: { ORDER: 'Meine Bestellung', DELIVERY: 'Lieferung', BALANCE: 'Guthaben', REDEEM: 'Karte einlösen', BUSINESS: 'Firmenbestellungen', OTHER: 'Etwas anderes' },
    requestSubject: (topic, shop) => `Kontaktformular: ${topic} – ${shop}`,
    requestIntro: 'Diese Frage kam über das Kontaktformular. Antworte an die E-Mail-Adresse unten.',
    topic: 'Thema',
    orderNumber: 'Bestellnummer',
    name: 'Name',
    email: 'E-Mail-Adresse',
    message: 'Nachricht',
    ackSubject: (shop) => `Deine Nachricht ist bei uns eingegangen – ${shop}`,
    ackGreeting: 'Hallo,',
    ackIntro: (topic) => `danke für deine Nachricht zum Thema „${topic}“. Unser Kundenservice antwortet innerhalb eines Werktags.`,
    ackAfter: 'Wenn du uns nicht geschrieben hast, kannst du diese E-Mail ignorieren.',
  },
  nl: {
    topics: { ORDER: 'Mijn bestelling', DELIVERY: 'Bezorging', BALANCE: 'Saldo', REDEEM: 'Kaart inwisselen', BUSINESS: 'Zakelijke bestellingen', OTHER: 'Iets anders' },
    requestSubject: (topic, shop) => `Contactformulier: ${topic} – ${shop}`,
    requestIntro: 'Deze vraag kwam binnen via het contactformulier. Antwoord aan het e-mailadres hieronder.',
    topic: 'Onderwerp',
    orderNumber: 'Bestelnummer',
    name: 'Naam',
    email: 'E-mailadres',
    message: 'Bericht',
    ackSubject: (shop) => `We hebben je bericht ontvangen – ${shop}`,
    ackGreeting: 'Hallo,',
    ackIntro: (topic) => `bedankt voor je bericht over "${topic}". Onze klantenservice antwoordt binnen één werkdag.`,
    ackAfter: 'Heb je ons niet geschreven? Dan kun je deze e-mail negeren.',
  },
  fr: {
    topics: { ORDER: 'Ma commande', DELIVERY: 'Livraison', BALANCE: 'Solde', REDEEM: 'Utiliser une carte', BUSINESS: 'Commandes d’entreprise', OTHER: 'Autre chose' },
    requestSubject: (topic, shop) => `Formulaire de contact : ${topic} – ${shop}`,
    requestIntro: 'Cette question est arrivée par le formulaire de contact. Répondez à l’adresse ci-dessous.',
    topic: 'Sujet',
    orderNumber: 'Numéro de commande',
    name: 'Nom',
    email: 'Adresse e-mail',
    message: 'Message',
    ackSubject: (shop) => `Nous avons reçu votre message – ${shop}`,
    ackGreeting: 'Bonjour,',
    ackIntro: (topic) => `merci pour votre message au sujet de « ${topic} ». Notre service client répond sous un jour ouvré.`,
    ackAfter: 'Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.',
  },
};

export function contactMailTexts(language: string): ContactMailTexts {
  return TEXTS[mailLanguage(language)];
}
