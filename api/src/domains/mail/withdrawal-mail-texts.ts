/**
 * The acknowledgement of a withdrawal (issue 17, §356a BGB: on a durable medium, with the content of
 * the declaration and the date and time it was received), in the mail languages.
 */
import { mailLanguage } from './mail-texts';

export interface WithdrawalMailTexts {
  subject(shop: string): string;
  greeting(name: string | null): string;
  intro: string;
  name: string;
  orderNumber: string;
  email: string;
  receivedAt: string;
  after: string;
  footer(shop: string): string;
}

const TEXTS: Record<'en' | 'de' | 'nl' | 'fr', WithdrawalMailTexts> = {
  en: {
    subject: (shop) => `We have received your withdrawal – ${shop}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'We have received your declaration of withdrawal from the contract. This is its content and when it reached us:',
    name: 'Name',
    orderNumber: 'Order number',
    email: 'E-mail address',
    receivedAt: 'Received on',
    after: 'We have received your withdrawal and will check it against your order. We will write to you once it has been checked and tell you what happens next; for cards not yet redeemed that is a refund with the means of payment you used. You do not need to do anything else for now.',
    footer: (shop) => `This e-mail confirms the receipt of your withdrawal at ${shop}.`,
  },
  de: {
    subject: (shop) => `Dein Widerruf ist bei uns eingegangen – ${shop}`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'wir haben deine Widerrufserklärung erhalten. Das ist ihr Inhalt und der Zeitpunkt, zu dem sie bei uns eingegangen ist:',
    name: 'Name',
    orderNumber: 'Bestellnummer',
    email: 'E-Mail-Adresse',
    receivedAt: 'Eingegangen am',
    after: 'Wir haben deinen Widerruf erhalten und prüfen ihn anhand deiner Bestellung. Sobald er geprüft ist, schreiben wir dir, wie es weitergeht; für noch nicht eingelöste Karten ist das eine Erstattung über das Zahlungsmittel, das du verwendet hast. Du musst vorerst nichts weiter tun.',
    footer: (shop) => `Diese E-Mail bestätigt den Eingang deines Widerrufs bei ${shop}.`,
  },
  nl: {
    subject: (shop) => `We hebben je herroeping ontvangen – ${shop}`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'We hebben je verklaring van herroeping ontvangen. Dit is de inhoud en het moment waarop die bij ons binnenkwam:',
    name: 'Naam',
    orderNumber: 'Bestelnummer',
    email: 'E-mailadres',
    receivedAt: 'Ontvangen op',
    after: 'We hebben je herroeping ontvangen en controleren die aan de hand van je bestelling. Zodra die is gecontroleerd, laten we je weten wat er verder gebeurt; voor kaarten die nog niet zijn ingewisseld is dat een terugbetaling via het betaalmiddel dat je hebt gebruikt. Je hoeft voorlopig verder niets te doen.',
    footer: (shop) => `Deze e-mail bevestigt de ontvangst van je herroeping bij ${shop}.`,
  },
  fr: {
    subject: (shop) => `Nous avons reçu votre rétractation – ${shop}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'Nous avons reçu votre déclaration de rétractation. Voici son contenu et la date à laquelle elle nous est parvenue :',
    name: 'Nom',
    orderNumber: 'Numéro de commande',
    email: 'Adresse e-mail',
    receivedAt: 'Reçue le',
    after: 'Nous avons bien reçu votre rétractation et la vérifions par rapport à votre commande. Nous vous écrirons une fois la vérification faite pour vous dire la suite ; pour les cartes non encore utilisées, c’est un remboursement avec le moyen de paiement utilisé. Vous n’avez rien d’autre à faire pour le moment.',
    footer: (shop) => `Cet e-mail confirme la réception de votre rétractation chez ${shop}.`,
  },
};

export function withdrawalMailTexts(language: string): WithdrawalMailTexts {
  return TEXTS[mailLanguage(language)];
}
