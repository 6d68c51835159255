/**
 * The mail to the winner of a balance doubler draw (issue 18; ADR 0025): the prize, the last four
 * digits of the card, its new balance and the published result. German, Dutch and English; every
 * other language gets English.
 */
import { mailLanguage } from './mail-texts';

export interface DoublerMailTexts {
  subject(prize: string, shop: string): string;
  preheader(prize: string, maskedNumber: string): string;
  greeting: string;
  intro(month: string): string;
  prizeLine(prize: string): string;
  cardNumber: string;
  prize: string;
  newBalance: string;
  month: string;
  result: string;
  resultHint: string;
  signOff: string;
  footer(shop: string, month: string): string;
}

const TEXTS: Record<'en' | 'de' | 'nl', DoublerMailTexts> = {
  en: {
    subject: (prize, shop) => `You won the balance doubler: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `${prize} have been added to your card ${maskedNumber}.`,
    greeting: 'Hello,',
    intro: (month) => `congratulations: your gift card was drawn in the balance doubler of ${month}.`,
    prizeLine: (prize) => `We have added ${prize} to its balance: you can spend it right away.`,
    cardNumber: 'Card number',
    prize: 'Prize',
    newBalance: 'New balance',
    month: 'Draw',
    result: 'See the draw result',
    resultHint: 'The result page shows the draw’s seed and the list of entries, so anyone can check that the winner was drawn fairly.',
    signOff: 'Kind regards',
    footer: (shop, month) => `You receive this e-mail because you entered your gift card in the balance doubler of ${shop} (${month}).`,
  },
  de: {
    subject: (prize, shop) => `Du hast beim Guthaben-Verdoppler gewonnen: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `Auf deine Karte ${maskedNumber} wurden ${prize} gebucht.`,
    greeting: 'Hallo,',
    intro: (month) => `herzlichen Glückwunsch: Deine Geschenkkarte wurde bei der Verlosung des Guthaben-Verdopplers (${month}) gezogen.`,
    prizeLine: (prize) => `Wir haben ihr Guthaben um ${prize} erhöht: Du kannst es sofort ausgeben.`,
    cardNumber: 'Kartennummer',
    prize: 'Gewinn',
    newBalance: 'Neues Guthaben',
    month: 'Verlosung',
    result: 'Ergebnis der Verlosung ansehen',
    resultHint: 'Die Ergebnisseite zeigt den Zufallswert der Verlosung und die Liste der Teilnahmen: So kann jeder nachprüfen, dass fair gezogen wurde.',
    signOff: 'Viele Grüße',
    footer: (shop, month) => `Du erhältst diese E-Mail, weil du deine Geschenkkarte beim Guthaben-Verdoppler von ${shop} angemeldet hast (${month}).`,
  },
  nl: {
    subject: (prize, shop) => `Je hebt de saldoverdubbelaar gewonnen: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `Er is ${prize} bijgeschreven op je kaart ${maskedNumber}.`,
    greeting: 'Hallo,',
    intro: (month) => `gefeliciteerd: je cadeaukaart is getrokken bij de saldoverdubbelaar van ${month}.`,
    prizeLine: (prize) => `We hebben ${prize} bij het saldo opgeteld: je kunt het meteen besteden.`,
    cardNumber: 'Kaartnummer',
    prize: 'Prijs',
    newBalance: 'Nieuw saldo',
    month: 'Trekking',
    result: 'Bekijk de uitslag',
    resultHint: 'De uitslagpagina toont de toevalswaarde van de trekking en de lijst van deelnames, zodat iedereen kan nagaan dat eerlijk is getrokken.',
    signOff: 'Met vriendelijke groet',
    footer: (shop, month) => `Je ontvangt deze e-mail omdat je je cadeaukaart hebt aangemeld voor de saldoverdubbelaar van ${shop} (${month}).`,
  },
};

/** The language the mail is written in: German, Dutch, else English. */
export function doublerMailLanguage(language: string): 'en' | 'de' | 'nl' {
  const base = mailLanguage(language);
  return base === 'de' || base === 'nl' ? base : 'en';
}

export function doublerMailTexts(language: string): DoublerMailTexts {
  return TEXTS[doublerMailLanguage(language)];
}
