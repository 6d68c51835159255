/**
 * The mail to the buyer of an activation (issue 18): the blank card is activated, with its amount,
 * the last four digits of its number, its validity and the balance check. In every storefront
 * language (mail-texts.ts), English for any other.
 */
import { type MailLanguage, mailLanguage } from './mail-texts';

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

const TEXTS: Record<MailLanguage, ActivationMailTexts> = {
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
  fr: {
    subject: (amount, shop) => `Votre carte cadeau est activée : ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `Votre carte ${maskedNumber} est maintenant créditée de ${amount}.`,
    greeting: 'Bonjour,',
    intro: (amount) => `Votre carte cadeau est activée : elle est désormais créditée de ${amount} et prête à être utilisée.`,
    card: 'Carte cadeau',
    cardNumber: 'Numéro de carte',
    balance: 'Solde',
    validUntil: 'Valable jusqu’au',
    orderNumber: 'Numéro de commande',
    checkBalance: 'Consulter le solde',
    balanceHint: 'Le numéro de carte et le code PIN figurent sur la carte elle-même. Gardez le code PIN secret : toute personne qui possède les deux peut utiliser le solde.',
    signOff: 'Cordialement',
    footer: (shop, orderNumber) => `Vous recevez cet e-mail car vous avez activé une carte cadeau chez ${shop} (commande ${orderNumber}).`,
  },
  pl: {
    subject: (amount, shop) => `Twoja karta podarunkowa jest aktywna: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `Na Twojej karcie ${maskedNumber} jest teraz ${amount}.`,
    greeting: 'Cześć,',
    intro: (amount) => `Twoja karta podarunkowa została aktywowana: jest na niej teraz ${amount} do wykorzystania.`,
    card: 'Karta podarunkowa',
    cardNumber: 'Numer karty',
    balance: 'Saldo',
    validUntil: 'Ważna do',
    orderNumber: 'Numer zamówienia',
    checkBalance: 'Sprawdź saldo',
    balanceHint: 'Numer karty i PIN znajdziesz na samej karcie. Zachowaj PIN w tajemnicy: każdy, kto zna oba, może wykorzystać saldo.',
    signOff: 'Pozdrawiamy',
    footer: (shop, orderNumber) => `Otrzymujesz tę wiadomość w związku z aktywacją karty podarunkowej w sklepie ${shop} (zamówienie ${orderNumber}).`,
  },
  sv: {
    subject: (amount, shop) => `Ditt presentkort är aktiverat: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `Nu finns ${amount} på ditt kort ${maskedNumber}.`,
    greeting: 'Hej!',
    intro: (amount) => `Ditt presentkort har aktiverats: nu finns ${amount} på det, redo att användas.`,
    card: 'Presentkort',
    cardNumber: 'Kortnummer',
    balance: 'Saldo',
    validUntil: 'Giltigt till',
    orderNumber: 'Ordernummer',
    checkBalance: 'Kolla saldo',
    balanceHint: 'Kortnumret och PIN-koden står på själva kortet. Håll PIN-koden hemlig: den som har båda kan använda saldot.',
    signOff: 'Vänliga hälsningar',
    footer: (shop, orderNumber) => `Du får det här e-postmeddelandet eftersom du har aktiverat ett presentkort hos ${shop} (beställning ${orderNumber}).`,
  },
  da: {
    subject: (amount, shop) => `Dit gavekort er aktiveret: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `Der står nu ${amount} på dit kort ${maskedNumber}.`,
    greeting: 'Hej,',
    intro: (amount) => `Dit gavekort er aktiveret: der står nu ${amount} på det, klar til brug.`,
    card: 'Gavekort',
    cardNumber: 'Kortnummer',
    balance: 'Saldo',
    validUntil: 'Gyldigt til',
    orderNumber: 'Ordrenummer',
    checkBalance: 'Tjek saldo',
    balanceHint: 'Kortnummeret og PIN-koden står på selve kortet. Hold PIN-koden hemmelig: alle, der har begge dele, kan bruge saldoen.',
    signOff: 'Venlig hilsen',
    footer: (shop, orderNumber) => `Du modtager denne e-mail, fordi du har aktiveret et gavekort hos ${shop} (bestilling ${orderNumber}).`,
  },
  nb: {
    subject: (amount, shop) => `Gavekortet ditt er aktivert: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `Nå står det ${amount} på kortet ditt ${maskedNumber}.`,
    greeting: 'Hei,',
    intro: (amount) => `Gavekortet ditt er aktivert: nå står det ${amount} på det, klart til bruk.`,
    card: 'Gavekort',
    cardNumber: 'Kortnummer',
    balance: 'Saldo',
    validUntil: 'Gyldig til',
    orderNumber: 'Ordrenummer',
    checkBalance: 'Sjekk saldo',
    balanceHint: 'Kortnummeret og PIN-koden står på selve kortet. Hold PIN-koden hemmelig: alle som har begge deler, kan bruke saldoen.',
    signOff: 'Vennlig hilsen',
    footer: (shop, orderNumber) => `Du får denne e-posten fordi du har aktivert et gavekort hos ${shop} (bestilling ${orderNumber}).`,
  },
  it: {
    subject: (amount, shop) => `La tua carta regalo è attiva: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `Sulla tua carta ${maskedNumber} ora ci sono ${amount}.`,
    greeting: 'Ciao,',
    intro: (amount) => `La tua carta regalo è stata attivata: ora ha un saldo di ${amount}, pronto da spendere.`,
    card: 'Carta regalo',
    cardNumber: 'Numero della carta',
    balance: 'Saldo',
    validUntil: 'Valida fino al',
    orderNumber: 'Numero d’ordine',
    checkBalance: 'Verifica il saldo',
    balanceHint: 'Il numero della carta e il PIN sono riportati sulla carta stessa. Non condividere il PIN: chi li conosce entrambi può spendere il saldo.',
    signOff: 'Un saluto',
    footer: (shop, orderNumber) => `Ricevi questa e-mail perché hai attivato una carta regalo su ${shop} (ordine ${orderNumber}).`,
  },
  es: {
    subject: (amount, shop) => `Tu tarjeta de regalo está activada: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `Tu tarjeta ${maskedNumber} ya tiene ${amount} de saldo.`,
    greeting: 'Hola:',
    intro: (amount) => `Tu tarjeta de regalo está activada: ya tiene ${amount} de saldo, lista para usar.`,
    card: 'Tarjeta de regalo',
    cardNumber: 'Número de tarjeta',
    balance: 'Saldo',
    validUntil: 'Válida hasta el',
    orderNumber: 'Número de pedido',
    checkBalance: 'Consultar saldo',
    balanceHint: 'El número de tarjeta y el PIN están en la propia tarjeta. Mantén el PIN en secreto: quien tenga ambos puede gastar el saldo.',
    signOff: 'Un saludo',
    footer: (shop, orderNumber) => `Recibes este correo electrónico porque activaste una tarjeta de regalo en ${shop} (pedido ${orderNumber}).`,
  },
  pt: {
    subject: (amount, shop) => `O seu cartão-presente está ativado: ${amount} – ${shop}`,
    preheader: (amount, maskedNumber) => `O cartão ${maskedNumber} tem agora ${amount} de saldo.`,
    greeting: 'Olá,',
    intro: (amount) => `O seu cartão-presente foi ativado: tem agora ${amount} de saldo, pronto para ser usado.`,
    card: 'Cartão-presente',
    cardNumber: 'Número do cartão',
    balance: 'Saldo',
    validUntil: 'Válido até',
    orderNumber: 'Número do pedido',
    checkBalance: 'Consultar saldo',
    balanceHint: 'O número do cartão e o PIN estão no próprio cartão. Mantenha o PIN em segredo: quem souber os dois pode gastar o saldo.',
    signOff: 'Atenciosamente',
    footer: (shop, orderNumber) => `Enviamos este e-mail porque foi ativado um cartão-presente em ${shop} (pedido ${orderNumber}).`,
  },
};

/** The language the mail is written in: the storefront's (every storefront language has its texts), else English. */
export function activationMailLanguage(language: string): MailLanguage {
  return mailLanguage(language);
}

export function activationMailTexts(language: string): ActivationMailTexts {
  return TEXTS[activationMailLanguage(language)];
}
