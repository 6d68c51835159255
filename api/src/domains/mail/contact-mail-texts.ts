/**
 * The contact form's mails (issue 17): the question for customer service (to the shop's own support
 * address, with everything the shopper wrote) and the acknowledgement to the sender, which repeats
 * none of the message (the form must not be a relay of a stranger's text to any address).
 */
import { type MailLanguage, mailLanguage } from './mail-texts';

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

const TEXTS: Record<MailLanguage, ContactMailTexts> = {
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
  pl: {
    topics: { ORDER: 'Moje zamówienie', DELIVERY: 'Dostawa', BALANCE: 'Saldo', REDEEM: 'Realizacja karty', BUSINESS: 'Zamówienia firmowe', OTHER: 'Coś innego' },
    requestSubject: (topic, shop) => `Formularz kontaktowy: ${topic} – ${shop}`,
    requestIntro: 'To pytanie wysłano przez formularz kontaktowy. Odpowiedz na adres e-mail podany poniżej.',
    topic: 'Temat',
    orderNumber: 'Numer zamówienia',
    name: 'Imię i nazwisko',
    email: 'Adres e-mail',
    message: 'Wiadomość',
    ackSubject: (shop) => `Otrzymaliśmy Twoją wiadomość – ${shop}`,
    ackGreeting: 'Cześć,',
    ackIntro: (topic) => `Dziękujemy za wiadomość w sprawie: „${topic}”. Nasza obsługa klienta odpowie w ciągu jednego dnia roboczego.`,
    ackAfter: 'Jeśli ta wiadomość Cię nie dotyczy, możesz ją zignorować.',
  },
  sv: {
    topics: { ORDER: 'Min beställning', DELIVERY: 'Leverans', BALANCE: 'Saldo', REDEEM: 'Lösa in ett kort', BUSINESS: 'Företagsbeställningar', OTHER: 'Något annat' },
    requestSubject: (topic, shop) => `Kontaktformulär: ${topic} – ${shop}`,
    requestIntro: 'Den här frågan kom in via kontaktformuläret. Svara till e-postadressen nedan.',
    topic: 'Ämne',
    orderNumber: 'Ordernummer',
    name: 'Namn',
    email: 'E-postadress',
    message: 'Meddelande',
    ackSubject: (shop) => `Vi har tagit emot ditt meddelande – ${shop}`,
    ackGreeting: 'Hej!',
    ackIntro: (topic) => `Tack för ditt meddelande om ”${topic}”. Kundtjänst svarar inom en arbetsdag.`,
    ackAfter: 'Om du inte har skrivit till oss kan du ignorera det här e-postmeddelandet.',
  },
  da: {
    topics: { ORDER: 'Min bestilling', DELIVERY: 'Levering', BALANCE: 'Saldo', REDEEM: 'Indløsning af et kort', BUSINESS: 'Erhvervsbestillinger', OTHER: 'Noget andet' },
    requestSubject: (topic, shop) => `Kontaktformular: ${topic} – ${shop}`,
    requestIntro: 'Dette spørgsmål kom via kontaktformularen. Svar til e-mailadressen nedenfor.',
    topic: 'Emne',
    orderNumber: 'Ordrenummer',
    name: 'Navn',
    email: 'E-mailadresse',
    message: 'Besked',
    ackSubject: (shop) => `Vi har modtaget din besked – ${shop}`,
    ackGreeting: 'Hej,',
    ackIntro: (topic) => `Tak for din besked om »${topic}«. Kundeservice svarer inden for én hverdag.`,
    ackAfter: 'Hvis du ikke har skrevet til os, kan du se bort fra denne e-mail.',
  },
  nb: {
    topics: { ORDER: 'Bestillingen min', DELIVERY: 'Levering', BALANCE: 'Saldo', REDEEM: 'Innløsning av et kort', BUSINESS: 'Bedriftsbestillinger', OTHER: 'Noe annet' },
    requestSubject: (topic, shop) => `Kontaktskjema: ${topic} – ${shop}`,
    requestIntro: 'Dette spørsmålet kom inn via kontaktskjemaet. Svar til e-postadressen nedenfor.',
    topic: 'Emne',
    orderNumber: 'Ordrenummer',
    name: 'Navn',
    email: 'E-postadresse',
    message: 'Melding',
    ackSubject: (shop) => `Vi har mottatt meldingen din – ${shop}`,
    ackGreeting: 'Hei,',
    ackIntro: (topic) => `Takk for meldingen din om «${topic}». Kundeservice svarer innen én virkedag.`,
    ackAfter: 'Hvis du ikke har skrevet til oss, kan du se bort fra denne e-posten.',
  },
  it: {
    topics: { ORDER: 'Il mio ordine', DELIVERY: 'Consegna', BALANCE: 'Saldo', REDEEM: 'Riscattare una carta', BUSINESS: 'Ordini aziendali', OTHER: 'Altro' },
    requestSubject: (topic, shop) => `Modulo di contatto: ${topic} – ${shop}`,
    requestIntro: 'Questa domanda è arrivata tramite il modulo di contatto. Rispondi all’indirizzo e-mail indicato qui sotto.',
    topic: 'Argomento',
    orderNumber: 'Numero d’ordine',
    name: 'Nome',
    email: 'Indirizzo e-mail',
    message: 'Messaggio',
    ackSubject: (shop) => `Abbiamo ricevuto il tuo messaggio – ${shop}`,
    ackGreeting: 'Ciao,',
    ackIntro: (topic) => `Grazie per il tuo messaggio su «${topic}». Il servizio clienti risponde entro un giorno lavorativo.`,
    ackAfter: 'Se non ci hai scritto tu, puoi ignorare questa e-mail.',
  },
  es: {
    topics: { ORDER: 'Mi pedido', DELIVERY: 'Entrega', BALANCE: 'Saldo', REDEEM: 'Canjear una tarjeta', BUSINESS: 'Pedidos de empresa', OTHER: 'Otro tema' },
    requestSubject: (topic, shop) => `Formulario de contacto: ${topic} – ${shop}`,
    requestIntro: 'Esta consulta llegó a través del formulario de contacto. Responde a la dirección de correo electrónico que aparece abajo.',
    topic: 'Tema',
    orderNumber: 'Número de pedido',
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    ackSubject: (shop) => `Hemos recibido tu mensaje – ${shop}`,
    ackGreeting: 'Hola:',
    ackIntro: (topic) => `Gracias por tu mensaje sobre “${topic}”. Atención al cliente responde en un plazo de un día hábil.`,
    ackAfter: 'Si no nos escribiste, puedes ignorar este correo.',
  },
  pt: {
    topics: { ORDER: 'O meu pedido', DELIVERY: 'Entrega', BALANCE: 'Saldo', REDEEM: 'Resgatar um cartão', BUSINESS: 'Pedidos de empresas', OTHER: 'Outro assunto' },
    requestSubject: (topic, shop) => `Mensagem do site: ${topic} – ${shop}`,
    requestIntro: 'Esta pergunta foi enviada através do formulário do site. Responda para o endereço de e-mail abaixo.',
    topic: 'Assunto',
    orderNumber: 'Número do pedido',
    name: 'Nome',
    email: 'Endereço de e-mail',
    message: 'Mensagem',
    ackSubject: (shop) => `Recebemos a sua mensagem – ${shop}`,
    ackGreeting: 'Olá,',
    ackIntro: (topic) => `Obrigado pela sua mensagem sobre “${topic}”. O atendimento ao cliente responde no prazo de um dia útil.`,
    ackAfter: 'Se não nos escreveu, pode ignorar este e-mail.',
  },
};

export function contactMailTexts(language: string): ContactMailTexts {
  return TEXTS[mailLanguage(language)];
}
