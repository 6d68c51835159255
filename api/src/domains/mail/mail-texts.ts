/**
 * The mail texts in German, Dutch, French and English (the fallback for every other language).
 * German addresses the reader with "du", Dutch with "je", French with "vous", as the shops' own pages do.
 * Values passed in are plain text; the templates escape the results.
 */

export interface MailTexts {
  signOff: string;
  greeting(name: string | null): string;
  orderNumber: string;
  // order confirmation
  orderSubject(orderNumber: string, completed: boolean): string;
  orderPreheader(shop: string): string;
  orderIntroCompleted(shop: string): string;
  orderIntroInvoice(shop: string): string;
  orderIntroPending(shop: string): string;
  yourOrder: string;
  digitalCard: string;
  physicalCard: string;
  forReceiver(receiver: string): string;
  total: string;
  taxIncluded(tax: string): string;
  delivery: string;
  digitalWithinHour: string;
  digitalScheduled(moment: string): string;
  dispatchOn(date: string): string;
  deliveryWindow(from: string, to: string): string;
  paymentTitle: string;
  paymentInstructions(amount: string): string;
  accountHolder: string;
  reference: string;
  amount: string;
  cardsAfterPayment: string;
  visitShop(shop: string): string;
  orderFooter(shop: string): string;
  // gift card
  giftCard: string;
  giftSubject(sender: string, product: string): string;
  giftPreheader(sender: string, amount: string): string;
  giftIntro(sender: string, shop: string): string;
  messageFrom(sender: string): string;
  value: string;
  cardNumber: string;
  pin: string;
  validUntil: string;
  checkBalance: string;
  howToRedeem: string;
  redeemText(product: string): string;
  keepPinSecret: string;
  pdfAttached: string;
  orderReference(orderNumber: string): string;
  giftFooter(shop: string, sender: string): string;
  /** A card the buyer ordered for their own address (a redeem, a card to oneself): nobody "sent" it to them. */
  giftSubjectSelf(product: string): string;
  giftPreheaderSelf(amount: string): string;
  giftIntroSelf(shop: string): string;
  giftFooterSelf(shop: string): string;
  pdfFileName: string;
  // quote request
  quoteSubject(shop: string): string;
  quoteIntro: string;
  company: string;
  cardCount: string;
  amountPerCard: string;
  yourMessage: string;
  notSpecified: string;
  quoteFooter(shop: string): string;
}

const en: MailTexts = {
  signOff: 'Kind regards,',
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  orderNumber: 'Order number',
  orderSubject: (n, completed) => (completed ? `Thank you for your order ${n}` : `We have received your order ${n}`),
  orderPreheader: (shop) => `Your order at ${shop}: overview and delivery`,
  orderIntroCompleted: (shop) => `Thank you for your order at ${shop}. We have received your payment; here is an overview.`,
  orderIntroInvoice: (shop) =>
    `Thank you for your order at ${shop}. Please pay by bank transfer; we will send your cards as soon as your payment has arrived.`,
  orderIntroPending: (shop) =>
    `Thank you for your order at ${shop}. We are waiting for the confirmation of your payment and will let you know as soon as it arrives.`,
  yourOrder: 'Your order',
  digitalCard: 'E-gift card',
  physicalCard: 'Gift card by post',
  forReceiver: (r) => `For ${r}`,
  total: 'Total',
  taxIncluded: (tax) => `including VAT ${tax}`,
  delivery: 'Delivery',
  digitalWithinHour: 'by e-mail within 1 hour',
  digitalScheduled: (m) => `by e-mail on ${m}`,
  dispatchOn: (d) => `Dispatched on ${d}`,
  deliveryWindow: (from, to) => `expected delivery between ${from} and ${to}`,
  paymentTitle: 'Payment by bank transfer',
  paymentInstructions: (amount) =>
    `Please transfer ${amount} to the following account within 14 days, quoting your order number as the reference:`,
  accountHolder: 'Account holder',
  reference: 'Reference',
  amount: 'Amount',
  cardsAfterPayment: 'Your cards are sent as soon as your payment has arrived.',
  visitShop: (shop) => `Go to ${shop}`,
  orderFooter: (shop) => `You receive this e-mail because you placed an order at ${shop}.`,
  giftCard: 'Gift card',
  giftSubject: (sender, product) => `${sender} sent you a gift card: ${product}`,
  giftPreheader: (sender, amount) => `A gift card worth ${amount} from ${sender}`,
  giftIntro: (sender, shop) => `${sender} has sent you a gift card from ${shop}. Enjoy!`,
  messageFrom: (sender) => `A message from ${sender}`,
  value: 'Value',
  cardNumber: 'Card number',
  pin: 'PIN',
  validUntil: 'Valid until',
  checkBalance: 'Check balance',
  howToRedeem: 'How to redeem',
  redeemText: (product) =>
    `Enter the card number and PIN when you pay at ${product}, online or in store. You can spend the balance over several purchases.`,
  keepPinSecret: 'Keep the PIN secret: anyone with the card number and PIN can spend the card.',
  pdfAttached: 'Your gift card is also attached as a PDF to print or keep.',
  orderReference: (n) => `Order ${n}`,
  giftFooter: (shop, sender) => `This e-mail was sent by ${shop} on behalf of ${sender}.`,
  giftSubjectSelf: (product) => `Your gift card: ${product}`,
  giftPreheaderSelf: (amount) => `Your gift card worth ${amount}`,
  giftIntroSelf: (shop) => `Here is your gift card from ${shop}. Enjoy!`,
  giftFooterSelf: (shop) => `${shop} sent you this e-mail for your order.`,
  pdfFileName: 'gift-card',
  quoteSubject: (shop) => `Your quote request at ${shop}`,
  quoteIntro: 'Thank you for your request. Our business team will contact you within one working day with a quote.',
  company: 'Company',
  cardCount: 'Number of cards',
  amountPerCard: 'Amount per card',
  yourMessage: 'Your message',
  notSpecified: 'not specified',
  quoteFooter: (shop) => `You receive this e-mail because you requested a quote at ${shop}.`,
};

const de: MailTexts = {
  signOff: 'Viele Grüße',
  greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  orderNumber: 'Bestellnummer',
  orderSubject: (n, completed) => (completed ? `Vielen Dank für deine Bestellung ${n}` : `Wir haben deine Bestellung ${n} erhalten`),
  orderPreheader: (shop) => `Deine Bestellung bei ${shop}: Übersicht und Lieferung`,
  orderIntroCompleted: (shop) =>
    `vielen Dank für deine Bestellung bei ${shop}. Deine Zahlung ist eingegangen – hier ist die Übersicht.`,
  orderIntroInvoice: (shop) =>
    `vielen Dank für deine Bestellung bei ${shop}. Bitte bezahle per Überweisung; wir versenden deine Karten, sobald deine Zahlung eingegangen ist.`,
  orderIntroPending: (shop) =>
    `vielen Dank für deine Bestellung bei ${shop}. Wir warten noch auf die Bestätigung deiner Zahlung und melden uns, sobald sie eingegangen ist.`,
  yourOrder: 'Deine Bestellung',
  digitalCard: 'E-Geschenkkarte',
  physicalCard: 'Geschenkkarte per Post',
  forReceiver: (r) => `Für ${r}`,
  total: 'Gesamtbetrag',
  taxIncluded: (tax) => `inkl. MwSt. ${tax}`,
  delivery: 'Lieferung',
  digitalWithinHour: 'per E-Mail innerhalb von 1 Stunde',
  digitalScheduled: (m) => `per E-Mail am ${m}`,
  dispatchOn: (d) => `Versand am ${d}`,
  deliveryWindow: (from, to) => `voraussichtliche Zustellung zwischen ${from} und ${to}`,
  paymentTitle: 'Zahlung per Überweisung',
  paymentInstructions: (amount) =>
    `Bitte überweise ${amount} innerhalb von 14 Tagen auf das folgende Konto und gib deine Bestellnummer als Verwendungszweck an:`,
  accountHolder: 'Kontoinhaber',
  reference: 'Verwendungszweck',
  amount: 'Betrag',
  cardsAfterPayment: 'Deine Karten werden verschickt, sobald deine Zahlung eingegangen ist.',
  visitShop: (shop) => `Zu ${shop}`,
  orderFooter: (shop) => `Du erhältst diese E-Mail, weil du bei ${shop} bestellt hast.`,
  giftCard: 'Geschenkkarte',
  giftSubject: (sender, product) => `${sender} hat dir eine Geschenkkarte geschickt: ${product}`,
  giftPreheader: (sender, amount) => `Eine Geschenkkarte über ${amount} von ${sender}`,
  giftIntro: (sender, shop) => `${sender} hat dir über ${shop} eine Geschenkkarte geschickt. Viel Freude damit!`,
  messageFrom: (sender) => `Eine Nachricht von ${sender}`,
  value: 'Wert',
  cardNumber: 'Kartennummer',
  pin: 'PIN',
  validUntil: 'Gültig bis',
  checkBalance: 'Guthaben prüfen',
  howToRedeem: 'So löst du die Karte ein',
  redeemText: (product) =>
    `Gib beim Bezahlen bei ${product} – online oder im Geschäft – die Kartennummer und die PIN ein. Das Guthaben kannst du auf mehrere Einkäufe verteilen.`,
  keepPinSecret: 'Halte die PIN geheim: Wer Kartennummer und PIN kennt, kann das Guthaben verwenden.',
  pdfAttached: 'Deine Geschenkkarte findest du auch als PDF im Anhang – zum Ausdrucken oder Aufbewahren.',
  orderReference: (n) => `Bestellung ${n}`,
  giftFooter: (shop, sender) => `Diese E-Mail wurde von ${shop} im Auftrag von ${sender} verschickt.`,
  giftSubjectSelf: (product) => `Deine Geschenkkarte: ${product}`,
  giftPreheaderSelf: (amount) => `Deine Geschenkkarte über ${amount}`,
  giftIntroSelf: (shop) => `hier ist deine Geschenkkarte von ${shop}. Viel Freude damit!`,
  giftFooterSelf: (shop) => `Diese E-Mail schickt dir ${shop} zu deiner Bestellung.`,
  pdfFileName: 'geschenkkarte',
  quoteSubject: (shop) => `Deine Angebotsanfrage bei ${shop}`,
  quoteIntro:
    'vielen Dank für deine Anfrage. Unser Team für Geschäftskunden meldet sich innerhalb eines Werktags mit einem Angebot bei dir.',
  company: 'Unternehmen',
  cardCount: 'Anzahl Karten',
  amountPerCard: 'Betrag pro Karte',
  yourMessage: 'Deine Nachricht',
  notSpecified: 'nicht angegeben',
  quoteFooter: (shop) => `Du erhältst diese E-Mail, weil du bei ${shop} ein Angebot angefragt hast.`,
};

const nl: MailTexts = {
  signOff: 'Met vriendelijke groet,',
  greeting: (name) => (name ? `Beste ${name},` : 'Hallo,'),
  orderNumber: 'Bestelnummer',
  orderSubject: (n, completed) => (completed ? `Bedankt voor je bestelling ${n}` : `We hebben je bestelling ${n} ontvangen`),
  orderPreheader: (shop) => `Je bestelling bij ${shop}: overzicht en levering`,
  orderIntroCompleted: (shop) =>
    `bedankt voor je bestelling bij ${shop}. We hebben je betaling ontvangen; hieronder vind je het overzicht.`,
  orderIntroInvoice: (shop) =>
    `bedankt voor je bestelling bij ${shop}. Betaal het bedrag via een bankoverschrijving; we versturen je kaarten zodra je betaling binnen is.`,
  orderIntroPending: (shop) =>
    `bedankt voor je bestelling bij ${shop}. We wachten nog op de bevestiging van je betaling en laten het je weten zodra die binnen is.`,
  yourOrder: 'Je bestelling',
  digitalCard: 'Digitale cadeaukaart',
  physicalCard: 'Cadeaukaart per post',
  forReceiver: (r) => `Voor ${r}`,
  total: 'Totaal',
  taxIncluded: (tax) => `incl. btw ${tax}`,
  delivery: 'Levering',
  digitalWithinHour: 'per e-mail binnen 1 uur',
  digitalScheduled: (m) => `per e-mail op ${m}`,
  dispatchOn: (d) => `Verzonden op ${d}`,
  deliveryWindow: (from, to) => `verwachte bezorging tussen ${from} en ${to}`,
  paymentTitle: 'Betalen via bankoverschrijving',
  paymentInstructions: (amount) =>
    `Maak ${amount} binnen 14 dagen over naar de volgende rekening en vermeld je bestelnummer als omschrijving:`,
  accountHolder: 'Rekeninghouder',
  reference: 'Omschrijving',
  amount: 'Bedrag',
  cardsAfterPayment: 'Je kaarten worden verstuurd zodra je betaling binnen is.',
  visitShop: (shop) => `Naar ${shop}`,
  orderFooter: (shop) => `Je ontvangt deze e-mail omdat je een bestelling hebt geplaatst bij ${shop}.`,
  giftCard: 'Cadeaukaart',
  giftSubject: (sender, product) => `${sender} heeft je een cadeaukaart gestuurd: ${product}`,
  giftPreheader: (sender, amount) => `Een cadeaukaart van ${amount} van ${sender}`,
  giftIntro: (sender, shop) => `${sender} heeft je via ${shop} een cadeaukaart gestuurd. Veel plezier ermee!`,
  messageFrom: (sender) => `Een bericht van ${sender}`,
  value: 'Waarde',
  cardNumber: 'Kaartnummer',
  pin: 'Pincode',
  validUntil: 'Geldig tot',
  checkBalance: 'Saldo bekijken',
  howToRedeem: 'Zo wissel je de kaart in',
  redeemText: (product) =>
    `Vul bij het afrekenen bij ${product} – online of in de winkel – het kaartnummer en de pincode in. Je kunt het tegoed over meerdere aankopen verdelen.`,
  keepPinSecret: 'Houd de pincode geheim: iedereen met het kaartnummer en de pincode kan het tegoed gebruiken.',
  pdfAttached: 'Je cadeaukaart zit ook als pdf in de bijlage, om te printen of te bewaren.',
  orderReference: (n) => `Bestelling ${n}`,
  giftFooter: (shop, sender) => `Deze e-mail is door ${shop} verstuurd namens ${sender}.`,
  giftSubjectSelf: (product) => `Je cadeaukaart: ${product}`,
  giftPreheaderSelf: (amount) => `Je cadeaukaart van ${amount}`,
  giftIntroSelf: (shop) => `hier is je cadeaukaart van ${shop}. Veel plezier ermee!`,
  giftFooterSelf: (shop) => `Deze e-mail stuurt ${shop} je bij je bestelling.`,
  pdfFileName: 'cadeaukaart',
  quoteSubject: (shop) => `Je offerteaanvraag bij ${shop}`,
  quoteIntro: 'bedankt voor je aanvraag. Ons zakelijke team neemt binnen één werkdag contact met je op met een offerte.',
  company: 'Bedrijf',
  cardCount: 'Aantal kaarten',
  amountPerCard: 'Bedrag per kaart',
  yourMessage: 'Je bericht',
  notSpecified: 'niet opgegeven',
  quoteFooter: (shop) => `Je ontvangt deze e-mail omdat je een offerte hebt aangevraagd bij ${shop}.`,
};

const fr: MailTexts = {
  signOff: 'Cordialement,',
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  orderNumber: 'Numéro de commande',
  orderSubject: (n, completed) => (completed ? `Merci pour votre commande ${n}` : `Nous avons bien reçu votre commande ${n}`),
  orderPreheader: (shop) => `Votre commande chez ${shop} : récapitulatif et livraison`,
  orderIntroCompleted: (shop) =>
    `Merci pour votre commande chez ${shop}. Nous avons bien reçu votre paiement ; voici le récapitulatif.`,
  orderIntroInvoice: (shop) =>
    `Merci pour votre commande chez ${shop}. Veuillez régler le montant par virement bancaire ; nous enverrons vos cartes dès réception de votre paiement.`,
  orderIntroPending: (shop) =>
    `Merci pour votre commande chez ${shop}. Nous attendons la confirmation de votre paiement et vous informerons dès sa réception.`,
  yourOrder: 'Votre commande',
  digitalCard: 'Carte cadeau numérique',
  physicalCard: 'Carte cadeau par courrier',
  forReceiver: (r) => `Pour ${r}`,
  total: 'Total',
  taxIncluded: (tax) => `dont TVA ${tax}`,
  delivery: 'Livraison',
  digitalWithinHour: 'par e-mail dans l’heure',
  digitalScheduled: (m) => `par e-mail le ${m}`,
  dispatchOn: (d) => `Expédition le ${d}`,
  deliveryWindow: (from, to) => `livraison prévue entre le ${from} et le ${to}`,
  paymentTitle: 'Paiement par virement bancaire',
  paymentInstructions: (amount) =>
    `Veuillez virer ${amount} sous 14 jours sur le compte suivant en indiquant votre numéro de commande comme référence :`,
  accountHolder: 'Titulaire du compte',
  reference: 'Référence',
  amount: 'Montant',
  cardsAfterPayment: 'Vos cartes seront envoyées dès réception de votre paiement.',
  visitShop: (shop) => `Aller sur ${shop}`,
  orderFooter: (shop) => `Vous recevez cet e-mail car vous avez passé commande chez ${shop}.`,
  giftCard: 'Carte cadeau',
  giftSubject: (sender, product) => `${sender} vous a envoyé une carte cadeau : ${product}`,
  giftPreheader: (sender, amount) => `Une carte cadeau de ${amount} de la part de ${sender}`,
  giftIntro: (sender, shop) => `${sender} vous a offert une carte cadeau via ${shop}. Profitez-en bien !`,
  messageFrom: (sender) => `Un message de ${sender}`,
  value: 'Valeur',
  cardNumber: 'Numéro de carte',
  pin: 'Code PIN',
  validUntil: 'Valable jusqu’au',
  checkBalance: 'Consulter le solde',
  howToRedeem: 'Comment utiliser la carte',
  redeemText: (product) =>
    `Saisissez le numéro de carte et le code PIN lors du paiement chez ${product}, en ligne ou en magasin. Vous pouvez utiliser le solde en plusieurs fois.`,
  keepPinSecret: 'Gardez le code PIN secret : toute personne qui connaît le numéro et le code PIN peut utiliser la carte.',
  pdfAttached: 'Votre carte cadeau est également jointe en PDF, à imprimer ou à conserver.',
  orderReference: (n) => `Commande ${n}`,
  giftFooter: (shop, sender) => `Cet e-mail vous a été envoyé par ${shop} de la part de ${sender}.`,
  giftSubjectSelf: (product) => `Votre carte cadeau : ${product}`,
  giftPreheaderSelf: (amount) => `Votre carte cadeau de ${amount}`,
  giftIntroSelf: (shop) => `Voici votre carte cadeau de ${shop}. Profitez-en bien !`,
  giftFooterSelf: (shop) => `Cet e-mail vous est envoyé par ${shop} pour votre commande.`,
  pdfFileName: 'carte-cadeau',
  quoteSubject: (shop) => `Votre demande de devis chez ${shop}`,
  quoteIntro: 'Merci pour votre demande. Notre équipe entreprises vous contactera sous un jour ouvré avec un devis.',
  company: 'Entreprise',
  cardCount: 'Nombre de cartes',
  amountPerCard: 'Montant par carte',
  yourMessage: 'Votre message',
  notSpecified: 'non précisé',
  quoteFooter: (shop) => `Vous recevez cet e-mail car vous avez demandé un devis chez ${shop}.`,
};

const TEXTS: Record<string, MailTexts> = { en, de, nl, fr };

/** The primary language subtag ('de-CH' → 'de') of a language we have texts for; else 'en'. */
export function mailLanguage(language: string): 'en' | 'de' | 'nl' | 'fr' {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return base === 'de' || base === 'nl' || base === 'fr' ? base : 'en';
}

export function mailTexts(language: string): MailTexts {
  return TEXTS[mailLanguage(language)] ?? en;
}
