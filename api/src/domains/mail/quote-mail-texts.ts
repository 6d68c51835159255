/**
 * The business quote form's mails (issue 17): the whole request for the storefront's business sales
 * team, and the acknowledgement to the requester, which repeats the company, the cards and their
 * total but none of the free texts (the form must not relay a stranger's text to any address).
 * English is the fallback; German says "du" like the other shop mails and the shop's pages.
 */
import { mailLanguage } from './mail-texts';

export interface QuoteMailTexts {
  // acknowledgement (subject, intro and footer stay in mail-texts.ts: quoteSubject, quoteIntro, quoteFooter)
  yourRequest: string;
  product: string;
  quantity: string;
  amountPerCard: string;
  lineTotal: string;
  total: string;
  totalNote: string;
  // to the sales team
  salesSubject(company: string, cards: string, shop: string): string;
  salesIntro: string;
  company: string;
  contactName: string;
  email: string;
  phone: string;
  language: string;
  cardCount: string;
  budget: string;
  deliveryWishes: string;
  message: string;
  reference: string;
  none: string;
}

const TEXTS: Record<'en' | 'de' | 'nl' | 'fr', QuoteMailTexts> = {
  en: {
    yourRequest: 'Your request',
    product: 'Gift card',
    quantity: 'Number of cards',
    amountPerCard: 'Amount per card',
    lineTotal: 'Value',
    total: 'Total value of the cards',
    totalNote: 'Without service fees and shipping: our quote lists them.',
    salesSubject: (company, cards, shop) => `Quote request: ${company}, ${cards} cards – ${shop}`,
    salesIntro: 'A business buyer sent this quote request with the business form. Answer to the e-mail address below.',
    company: 'Company',
    contactName: 'Contact person',
    email: 'E-mail address',
    phone: 'Phone',
    language: 'Language',
    cardCount: 'Number of cards',
    budget: 'Budget',
    deliveryWishes: 'Delivery wishes',
    message: 'Message',
    reference: 'Reference',
    none: '–',
  },
  de: {
    yourRequest: 'Deine Anfrage',
    product: 'Geschenkkarte',
    quantity: 'Anzahl Karten',
    amountPerCard: 'Betrag pro Karte',
    lineTotal: 'Wert',
    total: 'Gesamtwert der Karten',
    totalNote: 'Ohne Servicegebühren und Versand: Diese nennt dir unser Angebot.',
    salesSubject: (company, cards, shop) => `Angebotsanfrage: ${company}, ${cards} Karten – ${shop}`,
    salesIntro: 'Diese Angebotsanfrage kam über das Firmenformular. Antworte an die E-Mail-Adresse unten.',
    company: 'Firma',
    contactName: 'Ansprechpartner',
    email: 'E-Mail-Adresse',
    phone: 'Telefon',
    language: 'Sprache',
    cardCount: 'Anzahl Karten',
    budget: 'Budget',
    deliveryWishes: 'Lieferwünsche',
    message: 'Nachricht',
    reference: 'Referenz',
    none: '–',
  },
  nl: {
    yourRequest: 'Je aanvraag',
    product: 'Cadeaubon',
    quantity: 'Aantal kaarten',
    amountPerCard: 'Bedrag per kaart',
    lineTotal: 'Waarde',
    total: 'Totale waarde van de kaarten',
    totalNote: 'Zonder servicekosten en verzending: die staan in onze offerte.',
    salesSubject: (company, cards, shop) => `Offerteaanvraag: ${company}, ${cards} kaarten – ${shop}`,
    salesIntro: 'Deze offerteaanvraag kwam binnen via het zakelijke formulier. Antwoord aan het e-mailadres hieronder.',
    company: 'Bedrijf',
    contactName: 'Contactpersoon',
    email: 'E-mailadres',
    phone: 'Telefoon',
    language: 'Taal',
    cardCount: 'Aantal kaarten',
    budget: 'Budget',
    deliveryWishes: 'Leveringswensen',
    message: 'Bericht',
    reference: 'Referentie',
    none: '–',
  },
  fr: {
    yourRequest: 'Votre demande',
    product: 'Carte cadeau',
    quantity: 'Nombre de cartes',
    amountPerCard: 'Montant par carte',
    lineTotal: 'Valeur',
    total: 'Valeur totale des cartes',
    totalNote: 'Hors frais de service et d’envoi : notre devis les indique.',
    salesSubject: (company, cards, shop) => `Demande de devis : ${company}, ${cards} cartes – ${shop}`,
    salesIntro: 'Cette demande de devis est arrivée par le formulaire entreprises. Répondez à l’adresse ci-dessous.',
    company: 'Entreprise',
    contactName: 'Personne de contact',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    language: 'Langue',
    cardCount: 'Nombre de cartes',
    budget: 'Budget',
    deliveryWishes: 'Souhaits de livraison',
    message: 'Message',
    reference: 'Référence',
    none: '–',
  },
};

export function quoteMailTexts(language: string): QuoteMailTexts {
  return TEXTS[mailLanguage(language)];
}
