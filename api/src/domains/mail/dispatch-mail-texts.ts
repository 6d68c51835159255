/**
 * The dispatch document (issue 18): the packing slip of one shipment of cards by post, sent to the
 * storefront's fulfilment address. It lists the cards with their numbers and the PINs that go under
 * the scratch fields; blank cards carry the note that they are not activated yet and where they are
 * activated. In every storefront language (mail-texts.ts), English for any other.
 */
import { type MailLanguage, mailLanguage } from './mail-texts';

const POLISH_PLURAL = new Intl.PluralRules('pl');

/** "1 karta", "2 karty", "5 kart", "22 karty": Polish counts take one of three forms (CLDR one/few/many). */
function polishCards(count: number): string {
  const form = POLISH_PLURAL.select(count);
  return `${count} ${form === 'one' ? 'karta' : form === 'few' ? 'karty' : form === 'many' ? 'kart' : 'karty'}`;
}

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

const TEXTS: Record<MailLanguage, DispatchMailTexts> = {
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
  fr: {
    subject: (orderNumber, shop) => `Bon de livraison de la commande ${orderNumber} – ${shop}`,
    preheader: (count) => `${count === 1 ? '1 carte' : `${count} cartes`} à emballer et à envoyer par courrier.`,
    intro: 'Veuillez emballer les cartes ci-dessous de cette commande et les envoyer par courrier à l’adresse de livraison.',
    orderNumber: 'Numéro de commande',
    deliveryAddress: 'Adresse de livraison',
    dispatchDate: 'Date d’expédition',
    cards: 'Cartes',
    cardCount: (count) => (count === 1 ? '1 carte' : `${count} cartes`),
    product: 'Produit',
    value: 'Valeur',
    cardNumber: 'Numéro de carte',
    pin: 'Code PIN',
    blankCard: 'Carte vierge',
    notActivated: 'non activée',
    activationNote: (url) =>
      `Les cartes vierges sont envoyées non activées : elles n’ont pas de solde et ne peuvent être consultées ni utilisées qu’une fois activées${url ? `, sur ${url}` : ' (sur la page d’activation de la boutique)'}.`,
    pinsConfidential: 'Les codes PIN sont confidentiels : ils figurent uniquement sous les zones à gratter des cartes et ne sont jamais envoyés au client par e-mail.',
    footer: (shop, orderNumber) => `Bon de livraison interne de ${shop}, commande ${orderNumber}.`,
  },
  pl: {
    subject: (orderNumber, shop) => `Dokument wysyłkowy do zamówienia ${orderNumber} – ${shop}`,
    preheader: (count) => `${polishCards(count)} do zapakowania i wysłania pocztą.`,
    intro: 'Zapakuj poniższe karty z tego zamówienia i wyślij je pocztą na adres dostawy.',
    orderNumber: 'Numer zamówienia',
    deliveryAddress: 'Adres dostawy',
    dispatchDate: 'Data wysyłki',
    cards: 'Karty',
    cardCount: (count) => polishCards(count),
    product: 'Produkt',
    value: 'Wartość',
    cardNumber: 'Numer karty',
    pin: 'PIN',
    blankCard: 'Karta bez salda',
    notActivated: 'nieaktywowana',
    activationNote: (url) =>
      `Karty bez salda wysyłamy nieaktywowane: nie mają środków i nie można ich sprawdzić ani zrealizować, dopóki nie zostaną aktywowane${url ? ` na stronie ${url}` : ' (na stronie aktywacji sklepu)'}.`,
    pinsConfidential: 'Numery PIN są poufne: znajdują się wyłącznie pod polami do zdrapania na kartach i nigdy nie są wysyłane klientowi e-mailem.',
    footer: (shop, orderNumber) => `Wewnętrzny dokument wysyłkowy sklepu ${shop}, zamówienie ${orderNumber}.`,
  },
  sv: {
    subject: (orderNumber, shop) => `Följesedel för beställning ${orderNumber} – ${shop}`,
    preheader: (count) => `${count} kort att packa och skicka med posten.`,
    intro: 'Packa korten nedan från den här beställningen och skicka dem med posten till leveransadressen.',
    orderNumber: 'Ordernummer',
    deliveryAddress: 'Leveransadress',
    dispatchDate: 'Utskicksdatum',
    cards: 'Kort',
    cardCount: (count) => `${count} kort`,
    product: 'Produkt',
    value: 'Värde',
    cardNumber: 'Kortnummer',
    pin: 'PIN-kod',
    blankCard: 'Oladdat kort',
    notActivated: 'ej aktiverat',
    activationNote: (url) =>
      `Oladdade kort skickas utan att vara aktiverade: de har inget saldo och kan inte kontrolleras eller lösas in förrän de har aktiverats${url ? ` på ${url}` : ' (på butikens aktiveringssida)'}.`,
    pinsConfidential: 'PIN-koderna är konfidentiella: de ska bara finnas under kortens skrapfält och skickas aldrig till kunden via e-post.',
    footer: (shop, orderNumber) => `Intern följesedel från ${shop}, beställning ${orderNumber}.`,
  },
  da: {
    subject: (orderNumber, shop) => `Følgeseddel til bestilling ${orderNumber} – ${shop}`,
    preheader: (count) => `${count} kort, der skal pakkes og sendes med posten.`,
    intro: 'Pak kortene nedenfor fra denne bestilling, og send dem med posten til leveringsadressen.',
    orderNumber: 'Ordrenummer',
    deliveryAddress: 'Leveringsadresse',
    dispatchDate: 'Afsendelsesdato',
    cards: 'Kort',
    cardCount: (count) => `${count} kort`,
    product: 'Produkt',
    value: 'Værdi',
    cardNumber: 'Kortnummer',
    pin: 'PIN-kode',
    blankCard: 'Blankt kort',
    notActivated: 'ikke aktiveret',
    activationNote: (url) =>
      `Blanke kort sendes uden at være aktiveret: de har ingen saldo og kan først tjekkes eller indløses, når de er aktiveret${url ? ` på ${url}` : ' (på shoppens aktiveringsside)'}.`,
    pinsConfidential: 'PIN-koderne er fortrolige: de hører kun til under kortenes skrabefelter og sendes aldrig til kunden på e-mail.',
    footer: (shop, orderNumber) => `Intern følgeseddel fra ${shop}, bestilling ${orderNumber}.`,
  },
  nb: {
    subject: (orderNumber, shop) => `Pakkseddel for bestilling ${orderNumber} – ${shop}`,
    preheader: (count) => `${count} kort som skal pakkes og sendes i posten.`,
    intro: 'Pakk kortene nedenfor fra denne bestillingen, og send dem i posten til leveringsadressen.',
    orderNumber: 'Ordrenummer',
    deliveryAddress: 'Leveringsadresse',
    dispatchDate: 'Sendedato',
    cards: 'Kort',
    cardCount: (count) => `${count} kort`,
    product: 'Produkt',
    value: 'Verdi',
    cardNumber: 'Kortnummer',
    pin: 'PIN-kode',
    blankCard: 'Blankt kort',
    notActivated: 'ikke aktivert',
    activationNote: (url) =>
      `Blanke kort sendes uten å være aktivert: de har ingen saldo og kan ikke sjekkes eller løses inn før de er aktivert${url ? ` på ${url}` : ' (på nettbutikkens aktiveringsside)'}.`,
    pinsConfidential: 'PIN-kodene er konfidensielle: de skal bare stå under skrapefeltene på kortene og sendes aldri til kunden på e-post.',
    footer: (shop, orderNumber) => `Intern pakkseddel fra ${shop}, bestilling ${orderNumber}.`,
  },
  it: {
    subject: (orderNumber, shop) => `Distinta di spedizione dell’ordine ${orderNumber} – ${shop}`,
    preheader: (count) => `${count === 1 ? '1 carta' : `${count} carte`} da imballare e spedire per posta.`,
    intro: 'Imballa le carte di questo ordine elencate qui sotto e spediscile per posta all’indirizzo di consegna.',
    orderNumber: 'Numero d’ordine',
    deliveryAddress: 'Indirizzo di consegna',
    dispatchDate: 'Data di spedizione',
    cards: 'Carte',
    cardCount: (count) => (count === 1 ? '1 carta' : `${count} carte`),
    product: 'Prodotto',
    value: 'Valore',
    cardNumber: 'Numero della carta',
    pin: 'PIN',
    blankCard: 'Carta in bianco',
    notActivated: 'non attivata',
    activationNote: (url) =>
      `Le carte in bianco vengono spedite non attivate: non hanno saldo e non possono essere verificate né riscattate finché non vengono attivate${url ? ` su ${url}` : ' (nella pagina di attivazione del negozio)'}.`,
    pinsConfidential: 'I PIN sono riservati: vanno solo sotto la patina da grattare delle carte e non vengono mai inviati al cliente via e-mail.',
    footer: (shop, orderNumber) => `Distinta di spedizione interna di ${shop}, ordine ${orderNumber}.`,
  },
  es: {
    subject: (orderNumber, shop) => `Hoja de envío del pedido ${orderNumber} – ${shop}`,
    preheader: (count) => `${count === 1 ? '1 tarjeta' : `${count} tarjetas`} para empaquetar y enviar por correo postal.`,
    intro: 'Empaqueta las siguientes tarjetas de este pedido y envíalas por correo postal a la dirección de entrega.',
    orderNumber: 'Número de pedido',
    deliveryAddress: 'Dirección de entrega',
    dispatchDate: 'Fecha de envío',
    cards: 'Tarjetas',
    cardCount: (count) => (count === 1 ? '1 tarjeta' : `${count} tarjetas`),
    product: 'Producto',
    value: 'Valor',
    cardNumber: 'Número de tarjeta',
    pin: 'PIN',
    blankCard: 'Tarjeta en blanco',
    notActivated: 'sin activar',
    activationNote: (url) =>
      `Las tarjetas en blanco se envían sin activar: no tienen saldo y no se pueden consultar ni canjear hasta que se activen${url ? ` en ${url}` : ' (en la página de activación de la tienda)'}.`,
    pinsConfidential: 'Los PIN son confidenciales: solo van bajo la capa protectora de las tarjetas y nunca se envían al cliente por correo electrónico.',
    footer: (shop, orderNumber) => `Hoja de envío interna de ${shop}, pedido ${orderNumber}.`,
  },
  pt: {
    subject: (orderNumber, shop) => `Documento de envio do pedido ${orderNumber} – ${shop}`,
    preheader: (count) => `${count === 1 ? '1 cartão' : `${count} cartões`} para embalar e enviar pelo correio.`,
    intro: 'Embale os cartões deste pedido listados abaixo e envie-os pelo correio para o endereço de entrega.',
    orderNumber: 'Número do pedido',
    deliveryAddress: 'Endereço de entrega',
    dispatchDate: 'Data de envio',
    cards: 'Cartões',
    cardCount: (count) => (count === 1 ? '1 cartão' : `${count} cartões`),
    product: 'Produto',
    value: 'Valor',
    cardNumber: 'Número do cartão',
    pin: 'PIN',
    blankCard: 'Cartão em branco',
    notActivated: 'não ativado',
    activationNote: (url) =>
      `Os cartões em branco são enviados sem ativação: não têm saldo e só podem ser consultados ou resgatados depois de ativados${url ? ` em ${url}` : ' (na página de ativação da loja)'}.`,
    pinsConfidential: 'Os PIN são confidenciais: ficam apenas por baixo da área raspável dos cartões e nunca são enviados ao cliente por e-mail.',
    footer: (shop, orderNumber) => `Documento de envio interno de ${shop}, pedido ${orderNumber}.`,
  },
};

/** The language the document is written in: the storefront's (every storefront language has its texts), else English. */
export function dispatchMailLanguage(language: string): MailLanguage {
  return mailLanguage(language);
}

export function dispatchMailTexts(language: string): DispatchMailTexts {
  return TEXTS[dispatchMailLanguage(language)];
}
