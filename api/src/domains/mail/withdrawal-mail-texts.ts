/**
 * The acknowledgement of a withdrawal (issue 17, §356a BGB: on a durable medium, with the content of
 * the declaration and the date and time it was received), in every storefront language (mail-texts.ts).
 */
import { type MailLanguage, mailLanguage } from './mail-texts';

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

const TEXTS: Record<MailLanguage, WithdrawalMailTexts> = {
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
  pl: {
    subject: (shop) => `Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy – ${shop}`,
    greeting: (name) => (name ? `Cześć ${name},` : 'Cześć,'),
    intro: 'Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy. Oto jego treść i moment, w którym do nas dotarło:',
    name: 'Imię i nazwisko',
    orderNumber: 'Numer zamówienia',
    email: 'Adres e-mail',
    receivedAt: 'Data otrzymania',
    after: 'Sprawdzimy Twoje oświadczenie o odstąpieniu od umowy na podstawie zamówienia. Po sprawdzeniu napiszemy, co dalej; w przypadku niewykorzystanych jeszcze kart oznacza to zwrot pieniędzy tą samą metodą płatności, której użyto przy zamówieniu. Na razie nie musisz nic robić.',
    footer: (shop) => `Ta wiadomość potwierdza, że sklep ${shop} otrzymał Twoje oświadczenie o odstąpieniu od umowy.`,
  },
  sv: {
    subject: (shop) => `Vi har tagit emot ditt ångrande – ${shop}`,
    greeting: (name) => (name ? `Hej ${name}!` : 'Hej!'),
    intro: 'Vi har tagit emot ditt meddelande om att du ångrar köpet. Här är innehållet och när det kom fram till oss:',
    name: 'Namn',
    orderNumber: 'Ordernummer',
    email: 'E-postadress',
    receivedAt: 'Mottaget',
    after: 'Vi har tagit emot ditt ångrande och stämmer av det mot din beställning. När det är kontrollerat skriver vi till dig och berättar vad som händer härnäst; för kort som ännu inte har lösts in innebär det en återbetalning med det betalningssätt du använde. Du behöver inte göra något mer just nu.',
    footer: (shop) => `Det här e-postmeddelandet bekräftar att ${shop} har tagit emot ditt ångrande.`,
  },
  da: {
    subject: (shop) => `Vi har modtaget din fortrydelse – ${shop}`,
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    intro: 'Vi har modtaget din meddelelse om fortrydelse. Her er indholdet, og hvornår den nåede frem til os:',
    name: 'Navn',
    orderNumber: 'Ordrenummer',
    email: 'E-mailadresse',
    receivedAt: 'Modtaget',
    after: 'Vi har modtaget din fortrydelse og kontrollerer den op mod din bestilling. Når den er kontrolleret, skriver vi til dig og fortæller, hvad der sker nu; for kort, der endnu ikke er indløst, betyder det en refusion via den betalingsmetode, du brugte. Du skal ikke gøre mere lige nu.',
    footer: (shop) => `Denne e-mail bekræfter, at ${shop} har modtaget din fortrydelse.`,
  },
  nb: {
    subject: (shop) => `Vi har mottatt angremeldingen din – ${shop}`,
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    intro: 'Vi har mottatt angremeldingen din. Her er innholdet, og tidspunktet da den kom fram til oss:',
    name: 'Navn',
    orderNumber: 'Ordrenummer',
    email: 'E-postadresse',
    receivedAt: 'Mottatt',
    after: 'Vi har mottatt angremeldingen din og sjekker den mot bestillingen din. Når den er sjekket, skriver vi til deg om hva som skjer videre; for kort som ennå ikke er løst inn, betyr det en refusjon via betalingsmåten du brukte. Du trenger ikke å gjøre noe mer foreløpig.',
    footer: (shop) => `Denne e-posten bekrefter at ${shop} har mottatt angremeldingen din.`,
  },
  it: {
    subject: (shop) => `Abbiamo ricevuto il tuo recesso – ${shop}`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: 'Abbiamo ricevuto la tua dichiarazione di recesso dal contratto. Ecco il suo contenuto e il momento in cui ci è pervenuta:',
    name: 'Nome',
    orderNumber: 'Numero d’ordine',
    email: 'Indirizzo e-mail',
    receivedAt: 'Ricevuto il',
    after: 'Abbiamo ricevuto il tuo recesso e lo verificheremo in base al tuo ordine. Una volta completata la verifica, ti scriveremo per dirti come si procede; per le carte non ancora riscattate si tratta di un rimborso con il metodo di pagamento che hai usato. Per ora non devi fare nient’altro.',
    footer: (shop) => `Questa e-mail conferma che ${shop} ha ricevuto il tuo recesso.`,
  },
  es: {
    subject: (shop) => `Hemos recibido tu desistimiento – ${shop}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: 'Hemos recibido tu declaración de desistimiento del contrato. Este es su contenido y el momento en que nos llegó:',
    name: 'Nombre',
    orderNumber: 'Número de pedido',
    email: 'Correo electrónico',
    receivedAt: 'Recibido el',
    after: 'Hemos recibido tu desistimiento y lo revisaremos junto con tu pedido. Cuando lo hayamos comprobado, te escribiremos para contarte cómo seguimos; para las tarjetas que aún no se han canjeado, se trata de un reembolso por el mismo medio de pago que usaste. Por ahora no tienes que hacer nada más.',
    footer: (shop) => `Este correo electrónico confirma que ${shop} ha recibido tu desistimiento.`,
  },
  pt: {
    subject: (shop) => `Recebemos o seu pedido de livre resolução – ${shop}`,
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    intro: 'Recebemos a sua declaração de livre resolução do contrato. Este é o conteúdo e o momento em que nos chegou:',
    name: 'Nome',
    orderNumber: 'Número do pedido',
    email: 'Endereço de e-mail',
    receivedAt: 'Recebido em',
    after: 'A sua livre resolução vai ser verificada com base no seu pedido. Depois da verificação, será enviado um e-mail com os próximos passos; para cartões ainda não resgatados, isso significa um reembolso pelo meio de pagamento utilizado. Por enquanto, não é preciso fazer mais nada.',
    footer: (shop) => `Este e-mail confirma que ${shop} recebeu o seu pedido de livre resolução.`,
  },
};

export function withdrawalMailTexts(language: string): WithdrawalMailTexts {
  return TEXTS[mailLanguage(language)];
}
