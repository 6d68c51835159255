/**
 * The mail texts in English (the fallback for a language no storefront speaks) and every storefront
 * language: German, Dutch, French, Polish, Swedish, Danish, Norwegian (Bokmål), Italian, Spanish and
 * Portuguese. The address is the one each shop's own pages use: German "du", Dutch "je", French "vous",
 * Polish "Ty", Swedish, Danish and Norwegian "du", Italian "tu", Spanish "tú"; Portuguese (one text for
 * Portugal and Brazil) avoids "você"/"tu" with imperative and impersonal forms.
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

const pl: MailTexts = {
  signOff: 'Pozdrawiamy',
  greeting: (name) => (name ? `Cześć ${name},` : 'Cześć,'),
  orderNumber: 'Numer zamówienia',
  orderSubject: (n, completed) => (completed ? `Dziękujemy za zamówienie ${n}` : `Otrzymaliśmy Twoje zamówienie ${n}`),
  orderPreheader: (shop) => `Twoje zamówienie w sklepie ${shop}: podsumowanie i dostawa`,
  orderIntroCompleted: (shop) =>
    `Dziękujemy za zamówienie w sklepie ${shop}. Otrzymaliśmy Twoją płatność – poniżej znajdziesz podsumowanie.`,
  orderIntroInvoice: (shop) =>
    `Dziękujemy za zamówienie w sklepie ${shop}. Opłać je przelewem bankowym – wyślemy Twoje karty, gdy tylko otrzymamy płatność.`,
  orderIntroPending: (shop) =>
    `Dziękujemy za zamówienie w sklepie ${shop}. Czekamy jeszcze na potwierdzenie Twojej płatności i damy Ci znać, gdy tylko do nas dotrze.`,
  yourOrder: 'Twoje zamówienie',
  digitalCard: 'Cyfrowa karta podarunkowa',
  physicalCard: 'Karta podarunkowa pocztą',
  forReceiver: (r) => `Odbiorca: ${r}`,
  total: 'Razem',
  taxIncluded: (tax) => `w tym VAT ${tax}`,
  delivery: 'Dostawa',
  digitalWithinHour: 'e-mailem w ciągu 1 godziny',
  digitalScheduled: (m) => `e-mailem: ${m}`,
  dispatchOn: (d) => `Data wysyłki: ${d}`,
  deliveryWindow: (from, to) => `przewidywana dostawa: ${from} – ${to}`,
  paymentTitle: 'Płatność przelewem bankowym',
  paymentInstructions: (amount) =>
    `Przelej ${amount} w ciągu 14 dni na poniższy rachunek, podając numer zamówienia w tytule przelewu:`,
  accountHolder: 'Właściciel rachunku',
  reference: 'Tytuł przelewu',
  amount: 'Kwota',
  cardsAfterPayment: 'Wyślemy Twoje karty, gdy tylko otrzymamy płatność.',
  visitShop: (shop) => `Przejdź do sklepu ${shop}`,
  orderFooter: (shop) => `Otrzymujesz tę wiadomość w związku z Twoim zamówieniem w sklepie ${shop}.`,
  giftCard: 'Karta podarunkowa',
  giftSubject: (sender, product) => `${sender} przesyła Ci kartę podarunkową: ${product}`,
  giftPreheader: (sender, amount) => `${sender} przesyła Ci kartę podarunkową o wartości ${amount}`,
  giftIntro: (sender, shop) => `${sender} przesyła Ci kartę podarunkową za pośrednictwem sklepu ${shop}. Miłych zakupów!`,
  messageFrom: (sender) => `Osobista wiadomość (${sender})`,
  value: 'Wartość',
  cardNumber: 'Numer karty',
  pin: 'PIN',
  validUntil: 'Ważna do',
  checkBalance: 'Sprawdź saldo',
  howToRedeem: 'Jak zrealizować kartę',
  redeemText: (product) =>
    `Przy płatności w ${product} – online lub w sklepie stacjonarnym – podaj numer karty i PIN. Saldo możesz wykorzystać podczas kilku zakupów.`,
  keepPinSecret: 'Zachowaj PIN w tajemnicy: każdy, kto zna numer karty i PIN, może wykorzystać saldo.',
  pdfAttached: 'Kartę podarunkową znajdziesz też w załączniku jako plik PDF – do wydrukowania lub zachowania.',
  orderReference: (n) => `Zamówienie ${n}`,
  giftFooter: (shop, sender) => `Tę wiadomość wysłał sklep ${shop} na zlecenie nadawcy karty (${sender}).`,
  giftSubjectSelf: (product) => `Twoja karta podarunkowa: ${product}`,
  giftPreheaderSelf: (amount) => `Twoja karta podarunkowa o wartości ${amount}`,
  giftIntroSelf: (shop) => `Oto Twoja karta podarunkowa ze sklepu ${shop}. Miłych zakupów!`,
  giftFooterSelf: (shop) => `Tę wiadomość wysłał sklep ${shop} w związku z Twoim zamówieniem.`,
  pdfFileName: 'karta-podarunkowa',
  quoteSubject: (shop) => `Twoje zapytanie ofertowe w sklepie ${shop}`,
  quoteIntro:
    'Dziękujemy za zapytanie. Nasz zespół obsługi klientów biznesowych skontaktuje się z Tobą w ciągu jednego dnia roboczego i przedstawi ofertę.',
  company: 'Firma',
  cardCount: 'Liczba kart',
  amountPerCard: 'Kwota na kartę',
  yourMessage: 'Twoja wiadomość',
  notSpecified: 'nie podano',
  quoteFooter: (shop) => `Otrzymujesz tę wiadomość w związku z Twoim zapytaniem ofertowym w sklepie ${shop}.`,
};

const sv: MailTexts = {
  signOff: 'Vänliga hälsningar',
  greeting: (name) => (name ? `Hej ${name}!` : 'Hej!'),
  orderNumber: 'Ordernummer',
  orderSubject: (n, completed) => (completed ? `Tack för din beställning ${n}` : `Vi har tagit emot din beställning ${n}`),
  orderPreheader: (shop) => `Din beställning hos ${shop}: översikt och leverans`,
  orderIntroCompleted: (shop) => `Tack för din beställning hos ${shop}. Vi har tagit emot din betalning – här är en översikt.`,
  orderIntroInvoice: (shop) =>
    `Tack för din beställning hos ${shop}. Betala med banköverföring; vi skickar dina kort så snart vi har fått din betalning.`,
  orderIntroPending: (shop) =>
    `Tack för din beställning hos ${shop}. Vi väntar fortfarande på bekräftelsen av din betalning och hör av oss så snart den har kommit in.`,
  yourOrder: 'Din beställning',
  digitalCard: 'Digitalt presentkort',
  physicalCard: 'Presentkort med posten',
  forReceiver: (r) => `Till ${r}`,
  total: 'Totalt',
  taxIncluded: (tax) => `varav moms ${tax}`,
  delivery: 'Leverans',
  digitalWithinHour: 'via e-post inom 1 timme',
  digitalScheduled: (m) => `via e-post ${m}`,
  dispatchOn: (d) => `Skickas ${d}`,
  deliveryWindow: (from, to) => `beräknad leverans mellan ${from} och ${to}`,
  paymentTitle: 'Betalning med banköverföring',
  paymentInstructions: (amount) =>
    `För över ${amount} till kontot nedan inom 14 dagar och ange ditt ordernummer som referens:`,
  accountHolder: 'Kontoinnehavare',
  reference: 'Referens',
  amount: 'Belopp',
  cardsAfterPayment: 'Dina kort skickas så snart vi har fått din betalning.',
  visitShop: (shop) => `Gå till ${shop}`,
  orderFooter: (shop) => `Du får det här e-postmeddelandet eftersom du har lagt en beställning hos ${shop}.`,
  giftCard: 'Presentkort',
  giftSubject: (sender, product) => `${sender} har skickat ett presentkort till dig: ${product}`,
  giftPreheader: (sender, amount) => `Ett presentkort på ${amount} från ${sender}`,
  giftIntro: (sender, shop) => `${sender} har skickat ett presentkort till dig via ${shop}. Mycket nöje!`,
  messageFrom: (sender) => `Ett meddelande från ${sender}`,
  value: 'Värde',
  cardNumber: 'Kortnummer',
  pin: 'PIN-kod',
  validUntil: 'Giltigt till',
  checkBalance: 'Kolla saldo',
  howToRedeem: 'Så löser du in kortet',
  redeemText: (product) =>
    `Ange kortnumret och PIN-koden när du betalar hos ${product} – online eller i butik. Du kan dela upp saldot på flera köp.`,
  keepPinSecret: 'Håll PIN-koden hemlig: den som har kortnumret och PIN-koden kan använda saldot.',
  pdfAttached: 'Ditt presentkort finns också bifogat som PDF – att skriva ut eller spara.',
  orderReference: (n) => `Beställning ${n}`,
  giftFooter: (shop, sender) => `Det här e-postmeddelandet skickades av ${shop} på uppdrag av ${sender}.`,
  giftSubjectSelf: (product) => `Ditt presentkort: ${product}`,
  giftPreheaderSelf: (amount) => `Ditt presentkort på ${amount}`,
  giftIntroSelf: (shop) => `Här är ditt presentkort från ${shop}. Mycket nöje!`,
  giftFooterSelf: (shop) => `Det här e-postmeddelandet skickas av ${shop} i samband med din beställning.`,
  pdfFileName: 'presentkort',
  quoteSubject: (shop) => `Din offertförfrågan hos ${shop}`,
  quoteIntro: 'Tack för din förfrågan. Vårt team för företagskunder kontaktar dig inom en arbetsdag med en offert.',
  company: 'Företag',
  cardCount: 'Antal kort',
  amountPerCard: 'Belopp per kort',
  yourMessage: 'Ditt meddelande',
  notSpecified: 'ej angivet',
  quoteFooter: (shop) => `Du får det här e-postmeddelandet eftersom du har begärt en offert hos ${shop}.`,
};

const da: MailTexts = {
  signOff: 'Venlig hilsen',
  greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
  orderNumber: 'Ordrenummer',
  orderSubject: (n, completed) => (completed ? `Tak for din bestilling ${n}` : `Vi har modtaget din bestilling ${n}`),
  orderPreheader: (shop) => `Din bestilling hos ${shop}: oversigt og levering`,
  orderIntroCompleted: (shop) => `Tak for din bestilling hos ${shop}. Vi har modtaget din betaling – her er en oversigt.`,
  orderIntroInvoice: (shop) =>
    `Tak for din bestilling hos ${shop}. Betal venligst via bankoverførsel; vi sender dine kort, så snart vi har modtaget din betaling.`,
  orderIntroPending: (shop) =>
    `Tak for din bestilling hos ${shop}. Vi venter stadig på bekræftelsen af din betaling og giver dig besked, så snart den er kommet.`,
  yourOrder: 'Din bestilling',
  digitalCard: 'Digitalt gavekort',
  physicalCard: 'Gavekort med posten',
  forReceiver: (r) => `Til ${r}`,
  total: 'I alt',
  taxIncluded: (tax) => `heraf moms ${tax}`,
  delivery: 'Levering',
  digitalWithinHour: 'på e-mail inden for 1 time',
  digitalScheduled: (m) => `på e-mail ${m}`,
  dispatchOn: (d) => `Afsendes ${d}`,
  deliveryWindow: (from, to) => `forventet levering mellem ${from} og ${to}`,
  paymentTitle: 'Betaling via bankoverførsel',
  paymentInstructions: (amount) =>
    `Overfør ${amount} til kontoen nedenfor inden for 14 dage, og angiv dit ordrenummer som reference:`,
  accountHolder: 'Kontohaver',
  reference: 'Reference',
  amount: 'Beløb',
  cardsAfterPayment: 'Dine kort sendes, så snart vi har modtaget din betaling.',
  visitShop: (shop) => `Gå til ${shop}`,
  orderFooter: (shop) => `Du modtager denne e-mail, fordi du har afgivet en bestilling hos ${shop}.`,
  giftCard: 'Gavekort',
  giftSubject: (sender, product) => `${sender} har sendt dig et gavekort: ${product}`,
  giftPreheader: (sender, amount) => `Et gavekort på ${amount} fra ${sender}`,
  giftIntro: (sender, shop) => `${sender} har sendt dig et gavekort via ${shop}. God fornøjelse!`,
  messageFrom: (sender) => `En hilsen fra ${sender}`,
  value: 'Værdi',
  cardNumber: 'Kortnummer',
  pin: 'PIN-kode',
  validUntil: 'Gyldigt til',
  checkBalance: 'Tjek saldo',
  howToRedeem: 'Sådan indløser du kortet',
  redeemText: (product) =>
    `Indtast kortnummeret og PIN-koden, når du betaler hos ${product} – online eller i butikken. Du kan fordele saldoen på flere køb.`,
  keepPinSecret: 'Hold PIN-koden hemmelig: alle, der kender kortnummeret og PIN-koden, kan bruge saldoen.',
  pdfAttached: 'Dit gavekort er også vedhæftet som PDF, så du kan printe eller gemme det.',
  orderReference: (n) => `Bestilling ${n}`,
  giftFooter: (shop, sender) => `Denne e-mail er sendt af ${shop} på vegne af ${sender}.`,
  giftSubjectSelf: (product) => `Dit gavekort: ${product}`,
  giftPreheaderSelf: (amount) => `Dit gavekort på ${amount}`,
  giftIntroSelf: (shop) => `Her er dit gavekort fra ${shop}. God fornøjelse!`,
  giftFooterSelf: (shop) => `Denne e-mail er sendt af ${shop} i forbindelse med din bestilling.`,
  pdfFileName: 'gavekort',
  quoteSubject: (shop) => `Din tilbudsforespørgsel hos ${shop}`,
  quoteIntro: 'Tak for din forespørgsel. Vores erhvervsteam kontakter dig inden for én hverdag med et tilbud.',
  company: 'Virksomhed',
  cardCount: 'Antal kort',
  amountPerCard: 'Beløb pr. kort',
  yourMessage: 'Din besked',
  notSpecified: 'ikke angivet',
  quoteFooter: (shop) => `Du modtager denne e-mail, fordi du har bedt om et tilbud hos ${shop}.`,
};

const nb: MailTexts = {
  signOff: 'Vennlig hilsen',
  greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
  orderNumber: 'Ordrenummer',
  orderSubject: (n, completed) => (completed ? `Takk for bestilling ${n}` : `Vi har mottatt bestilling ${n}`),
  orderPreheader: (shop) => `Bestillingen din hos ${shop}: oversikt og levering`,
  orderIntroCompleted: (shop) => `Takk for bestillingen din hos ${shop}. Vi har mottatt betalingen din – her er en oversikt.`,
  orderIntroInvoice: (shop) =>
    `Takk for bestillingen din hos ${shop}. Betal med bankoverføring; vi sender kortene dine så snart betalingen din har kommet inn.`,
  orderIntroPending: (shop) =>
    `Takk for bestillingen din hos ${shop}. Vi venter fortsatt på bekreftelse av betalingen din og gir deg beskjed så snart den har kommet inn.`,
  yourOrder: 'Bestillingen din',
  digitalCard: 'Digitalt gavekort',
  physicalCard: 'Gavekort i posten',
  forReceiver: (r) => `Til ${r}`,
  total: 'Totalt',
  taxIncluded: (tax) => `herav mva. ${tax}`,
  delivery: 'Levering',
  digitalWithinHour: 'på e-post innen 1 time',
  digitalScheduled: (m) => `på e-post ${m}`,
  dispatchOn: (d) => `Sendes ${d}`,
  deliveryWindow: (from, to) => `forventet levering mellom ${from} og ${to}`,
  paymentTitle: 'Betaling med bankoverføring',
  paymentInstructions: (amount) =>
    `Overfør ${amount} til kontoen nedenfor innen 14 dager, og merk betalingen med ordrenummeret ditt:`,
  accountHolder: 'Kontoinnehaver',
  reference: 'Referanse',
  amount: 'Beløp',
  cardsAfterPayment: 'Kortene dine sendes så snart betalingen din har kommet inn.',
  visitShop: (shop) => `Gå til ${shop}`,
  orderFooter: (shop) => `Du får denne e-posten fordi du har lagt inn en bestilling hos ${shop}.`,
  giftCard: 'Gavekort',
  giftSubject: (sender, product) => `${sender} har sendt deg et gavekort: ${product}`,
  giftPreheader: (sender, amount) => `Et gavekort på ${amount} fra ${sender}`,
  giftIntro: (sender, shop) => `${sender} har sendt deg et gavekort via ${shop}. Vi håper du får glede av det!`,
  messageFrom: (sender) => `En hilsen fra ${sender}`,
  value: 'Verdi',
  cardNumber: 'Kortnummer',
  pin: 'PIN-kode',
  validUntil: 'Gyldig til',
  checkBalance: 'Sjekk saldo',
  howToRedeem: 'Slik løser du inn kortet',
  redeemText: (product) =>
    `Oppgi kortnummeret og PIN-koden når du betaler hos ${product} – på nett eller i butikk. Du kan fordele saldoen på flere kjøp.`,
  keepPinSecret: 'Hold PIN-koden hemmelig: alle som kjenner kortnummeret og PIN-koden, kan bruke saldoen.',
  pdfAttached: 'Gavekortet ditt ligger også ved som PDF, så du kan skrive det ut eller ta vare på det.',
  orderReference: (n) => `Bestilling ${n}`,
  giftFooter: (shop, sender) => `Denne e-posten er sendt av ${shop} på vegne av ${sender}.`,
  giftSubjectSelf: (product) => `Gavekortet ditt: ${product}`,
  giftPreheaderSelf: (amount) => `Gavekortet ditt på ${amount}`,
  giftIntroSelf: (shop) => `Her er gavekortet ditt fra ${shop}. Vi håper du får glede av det!`,
  giftFooterSelf: (shop) => `Denne e-posten er sendt av ${shop} i forbindelse med bestillingen din.`,
  pdfFileName: 'gavekort',
  quoteSubject: (shop) => `Tilbudsforespørselen din hos ${shop}`,
  quoteIntro: 'Takk for forespørselen din. Bedriftsteamet vårt kontakter deg innen én virkedag med et tilbud.',
  company: 'Bedrift',
  cardCount: 'Antall kort',
  amountPerCard: 'Beløp per kort',
  yourMessage: 'Meldingen din',
  notSpecified: 'ikke oppgitt',
  quoteFooter: (shop) => `Du får denne e-posten fordi du har bedt om et tilbud hos ${shop}.`,
};

const it: MailTexts = {
  signOff: 'Un saluto',
  greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
  orderNumber: 'Numero d’ordine',
  orderSubject: (n, completed) => (completed ? `Grazie per il tuo ordine ${n}` : `Abbiamo ricevuto il tuo ordine ${n}`),
  orderPreheader: (shop) => `Il tuo ordine su ${shop}: riepilogo e consegna`,
  orderIntroCompleted: (shop) => `Grazie per il tuo ordine su ${shop}. Abbiamo ricevuto il pagamento: ecco il riepilogo.`,
  orderIntroInvoice: (shop) =>
    `Grazie per il tuo ordine su ${shop}. Paga con bonifico bancario: ti invieremo le carte non appena avremo ricevuto il pagamento.`,
  orderIntroPending: (shop) =>
    `Grazie per il tuo ordine su ${shop}. Stiamo aspettando la conferma del pagamento e ti avviseremo non appena arriverà.`,
  yourOrder: 'Il tuo ordine',
  digitalCard: 'Carta regalo digitale',
  physicalCard: 'Carta regalo per posta',
  forReceiver: (r) => `Per ${r}`,
  total: 'Totale',
  taxIncluded: (tax) => `di cui IVA ${tax}`,
  delivery: 'Consegna',
  digitalWithinHour: 'via e-mail entro 1 ora',
  digitalScheduled: (m) => `via e-mail ${m}`,
  dispatchOn: (d) => `Spedizione: ${d}`,
  deliveryWindow: (from, to) => `consegna prevista tra ${from} e ${to}`,
  paymentTitle: 'Pagamento con bonifico bancario',
  paymentInstructions: (amount) =>
    `Effettua un bonifico di ${amount} entro 14 giorni sul conto indicato qui sotto, inserendo il numero d’ordine come causale:`,
  accountHolder: 'Intestatario del conto',
  reference: 'Causale',
  amount: 'Importo',
  cardsAfterPayment: 'Le tue carte verranno inviate non appena avremo ricevuto il pagamento.',
  visitShop: (shop) => `Vai su ${shop}`,
  orderFooter: (shop) => `Ricevi questa e-mail perché hai effettuato un ordine su ${shop}.`,
  giftCard: 'Carta regalo',
  giftSubject: (sender, product) => `${sender} ti ha inviato una carta regalo: ${product}`,
  giftPreheader: (sender, amount) => `Una carta regalo da ${amount} da parte di ${sender}`,
  giftIntro: (sender, shop) => `${sender} ti ha inviato una carta regalo tramite ${shop}. Goditela!`,
  messageFrom: (sender) => `Un messaggio da parte di ${sender}`,
  value: 'Valore',
  cardNumber: 'Numero della carta',
  pin: 'PIN',
  validUntil: 'Valida fino al',
  checkBalance: 'Verifica il saldo',
  howToRedeem: 'Come riscattare la carta',
  redeemText: (product) =>
    `Quando paghi presso ${product}, online o in negozio, inserisci il numero della carta e il PIN. Puoi usare il saldo in più acquisti.`,
  keepPinSecret: 'Non condividere il PIN: chiunque conosca il numero della carta e il PIN può spendere il saldo.',
  pdfAttached: 'In allegato trovi anche la tua carta regalo in PDF, da stampare o conservare.',
  orderReference: (n) => `Ordine ${n}`,
  giftFooter: (shop, sender) => `Questa e-mail ti è stata inviata da ${shop} per conto di ${sender}.`,
  giftSubjectSelf: (product) => `La tua carta regalo: ${product}`,
  giftPreheaderSelf: (amount) => `La tua carta regalo da ${amount}`,
  giftIntroSelf: (shop) => `Ecco la tua carta regalo di ${shop}. Goditela!`,
  giftFooterSelf: (shop) => `Questa e-mail ti è stata inviata da ${shop} per il tuo ordine.`,
  pdfFileName: 'carta-regalo',
  quoteSubject: (shop) => `La tua richiesta di preventivo su ${shop}`,
  quoteIntro:
    'Grazie per la tua richiesta. Il nostro team dedicato alle aziende ti contatterà entro un giorno lavorativo con un preventivo.',
  company: 'Azienda',
  cardCount: 'Numero di carte',
  amountPerCard: 'Importo per carta',
  yourMessage: 'Il tuo messaggio',
  notSpecified: 'non indicato',
  quoteFooter: (shop) => `Ricevi questa e-mail perché hai richiesto un preventivo su ${shop}.`,
};

const es: MailTexts = {
  signOff: 'Un saludo',
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  orderNumber: 'Número de pedido',
  orderSubject: (n, completed) => (completed ? `Gracias por tu pedido ${n}` : `Hemos recibido tu pedido ${n}`),
  orderPreheader: (shop) => `Tu pedido en ${shop}: resumen y entrega`,
  orderIntroCompleted: (shop) => `Gracias por tu pedido en ${shop}. Hemos recibido tu pago; aquí tienes el resumen.`,
  orderIntroInvoice: (shop) =>
    `Gracias por tu pedido en ${shop}. Paga mediante transferencia bancaria; te enviaremos tus tarjetas en cuanto recibamos el pago.`,
  orderIntroPending: (shop) =>
    `Gracias por tu pedido en ${shop}. Estamos esperando la confirmación de tu pago y te avisaremos en cuanto la recibamos.`,
  yourOrder: 'Tu pedido',
  digitalCard: 'Tarjeta de regalo digital',
  physicalCard: 'Tarjeta de regalo por correo postal',
  forReceiver: (r) => `Para ${r}`,
  total: 'Total',
  taxIncluded: (tax) => `IVA incluido: ${tax}`,
  delivery: 'Entrega',
  digitalWithinHour: 'por correo electrónico en menos de 1 hora',
  digitalScheduled: (m) => `por correo electrónico el ${m}`,
  dispatchOn: (d) => `Envío el ${d}`,
  deliveryWindow: (from, to) => `entrega prevista entre el ${from} y el ${to}`,
  paymentTitle: 'Pago por transferencia bancaria',
  paymentInstructions: (amount) =>
    `Transfiere ${amount} en un plazo de 14 días a la siguiente cuenta e indica tu número de pedido como concepto:`,
  accountHolder: 'Titular de la cuenta',
  reference: 'Concepto',
  amount: 'Importe',
  cardsAfterPayment: 'Te enviaremos tus tarjetas en cuanto recibamos el pago.',
  visitShop: (shop) => `Ir a ${shop}`,
  orderFooter: (shop) => `Recibes este correo electrónico por tu pedido en ${shop}.`,
  giftCard: 'Tarjeta de regalo',
  giftSubject: (sender, product) => `${sender} te envía una tarjeta de regalo: ${product}`,
  giftPreheader: (sender, amount) => `Una tarjeta de regalo de ${amount} de parte de ${sender}`,
  giftIntro: (sender, shop) => `${sender} te envía una tarjeta de regalo a través de ${shop}. ¡Que la disfrutes!`,
  messageFrom: (sender) => `Un mensaje de ${sender}`,
  value: 'Valor',
  cardNumber: 'Número de tarjeta',
  pin: 'PIN',
  validUntil: 'Válida hasta el',
  checkBalance: 'Consultar saldo',
  howToRedeem: 'Cómo canjear la tarjeta',
  redeemText: (product) =>
    `Al pagar en ${product}, en línea o en tienda, introduce el número de tarjeta y el PIN. Puedes usar el saldo en varias compras.`,
  keepPinSecret: 'Mantén el PIN en secreto: cualquier persona que tenga el número de tarjeta y el PIN puede gastar el saldo.',
  pdfAttached: 'También te adjuntamos la tarjeta de regalo en PDF para que puedas imprimirla o guardarla.',
  orderReference: (n) => `Pedido ${n}`,
  giftFooter: (shop, sender) => `${shop} te envía este correo electrónico en nombre de ${sender}.`,
  giftSubjectSelf: (product) => `Tu tarjeta de regalo: ${product}`,
  giftPreheaderSelf: (amount) => `Tu tarjeta de regalo de ${amount}`,
  giftIntroSelf: (shop) => `Aquí tienes tu tarjeta de regalo de ${shop}. ¡Que la disfrutes!`,
  giftFooterSelf: (shop) => `${shop} te envía este correo electrónico por tu pedido.`,
  pdfFileName: 'tarjeta-regalo',
  quoteSubject: (shop) => `Tu solicitud de cotización en ${shop}`,
  quoteIntro:
    'Gracias por tu solicitud. Nuestro equipo de empresas se pondrá en contacto contigo en un plazo de un día hábil con una cotización.',
  company: 'Empresa',
  cardCount: 'Número de tarjetas',
  amountPerCard: 'Importe por tarjeta',
  yourMessage: 'Tu mensaje',
  notSpecified: 'no indicado',
  quoteFooter: (shop) => `Recibes este correo electrónico por tu solicitud de cotización en ${shop}.`,
};

/** One text for Portugal and Brazil: no "você"/"tu" (imperative and impersonal forms), spellings valid in both. */
const pt: MailTexts = {
  signOff: 'Atenciosamente',
  greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
  orderNumber: 'Número do pedido',
  orderSubject: (n, completed) => (completed ? `Obrigado pelo seu pedido ${n}` : `Recebemos o seu pedido ${n}`),
  orderPreheader: (shop) => `O seu pedido em ${shop}: resumo e entrega`,
  orderIntroCompleted: (shop) => `Obrigado pelo seu pedido em ${shop}. Recebemos o pagamento – veja o resumo abaixo.`,
  orderIntroInvoice: (shop) =>
    `Obrigado pelo seu pedido em ${shop}. Pague por transferência bancária; os cartões serão enviados assim que o pagamento for recebido.`,
  orderIntroPending: (shop) =>
    `Obrigado pelo seu pedido em ${shop}. Aguardamos a confirmação do pagamento e avisaremos assim que a recebermos.`,
  yourOrder: 'O seu pedido',
  digitalCard: 'Cartão-presente digital',
  physicalCard: 'Cartão-presente pelo correio',
  forReceiver: (r) => `Para ${r}`,
  total: 'Total',
  taxIncluded: (tax) => `impostos incluídos: ${tax}`,
  delivery: 'Entrega',
  digitalWithinHour: 'por e-mail em menos de 1 hora',
  digitalScheduled: (m) => `por e-mail: ${m}`,
  dispatchOn: (d) => `Envio: ${d}`,
  deliveryWindow: (from, to) => `entrega prevista entre ${from} e ${to}`,
  paymentTitle: 'Pagamento por transferência bancária',
  paymentInstructions: (amount) =>
    `Transfira ${amount} no prazo de 14 dias para a conta abaixo, indicando o número do pedido como referência:`,
  accountHolder: 'Titular da conta',
  reference: 'Referência',
  amount: 'Valor',
  cardsAfterPayment: 'Os cartões serão enviados assim que o pagamento for recebido.',
  visitShop: (shop) => `Ir para ${shop}`,
  orderFooter: (shop) => `Enviamos este e-mail por causa do seu pedido em ${shop}.`,
  giftCard: 'Cartão-presente',
  giftSubject: (sender, product) => `Chegou um cartão-presente de ${sender}: ${product}`,
  giftPreheader: (sender, amount) => `Um cartão-presente de ${amount} enviado por ${sender}`,
  giftIntro: (sender, shop) => `${sender} enviou um cartão-presente através de ${shop}. Aproveite!`,
  messageFrom: (sender) => `Uma mensagem de ${sender}`,
  value: 'Valor',
  cardNumber: 'Número do cartão',
  pin: 'PIN',
  validUntil: 'Válido até',
  checkBalance: 'Consultar saldo',
  howToRedeem: 'Como resgatar o cartão',
  redeemText: (product) =>
    `Ao pagar em ${product}, online ou na loja, insira o número do cartão e o PIN. O saldo pode ser usado em várias compras.`,
  keepPinSecret: 'Mantenha o PIN em segredo: quem souber o número do cartão e o PIN pode gastar o saldo.',
  pdfAttached: 'O cartão-presente também segue em anexo em PDF, para imprimir ou guardar.',
  orderReference: (n) => `Pedido ${n}`,
  giftFooter: (shop, sender) => `Este e-mail foi enviado por ${shop} em nome de ${sender}.`,
  giftSubjectSelf: (product) => `O seu cartão-presente: ${product}`,
  giftPreheaderSelf: (amount) => `O seu cartão-presente de ${amount}`,
  giftIntroSelf: (shop) => `Aqui está o seu cartão-presente de ${shop}. Aproveite!`,
  giftFooterSelf: (shop) => `Este e-mail foi enviado por ${shop} por causa do seu pedido.`,
  pdfFileName: 'cartao-presente',
  quoteSubject: (shop) => `O seu pedido de orçamento em ${shop}`,
  quoteIntro:
    'Obrigado pelo seu pedido de orçamento. A nossa área de vendas para empresas enviará um orçamento no prazo de um dia útil.',
  company: 'Empresa',
  cardCount: 'Número de cartões',
  amountPerCard: 'Valor por cartão',
  yourMessage: 'A sua mensagem',
  notSpecified: 'não indicado',
  quoteFooter: (shop) => `Enviamos este e-mail por causa do seu pedido de orçamento em ${shop}.`,
};

/** The languages the mails are written in: English, and every storefront language (seed-data.ts). */
export const MAIL_LANGUAGES = ['en', 'de', 'nl', 'fr', 'pl', 'sv', 'da', 'nb', 'it', 'es', 'pt'] as const;

export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** Every mail text table is a `Record<MailLanguage, …>`: a language added here without its texts does not compile. */
const TEXTS: Record<MailLanguage, MailTexts> = { en, de, nl, fr, pl, sv, da, nb, it, es, pt };

/** Tags that mean a language we write in under another subtag: Norwegian ('no', Nynorsk 'nn') reads Bokmål. */
const ALIASES: Readonly<Record<string, MailLanguage>> = { no: 'nb', nn: 'nb' };

const isMailLanguage = (value: string): value is MailLanguage => (MAIL_LANGUAGES as readonly string[]).includes(value);

/** The primary language subtag ('de-CH' → 'de', 'pt-BR' → 'pt') of a language we have texts for; else 'en'. */
export function mailLanguage(language: string): MailLanguage {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  const known = Object.hasOwn(ALIASES, base) ? ALIASES[base] : base;
  return known && isMailLanguage(known) ? known : 'en';
}

export function mailTexts(language: string): MailTexts {
  return TEXTS[mailLanguage(language)];
}
