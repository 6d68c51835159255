/**
 * The answer to a withdrawal once the service desk has decided it (issue 33 items 4 and 6, ADR 0044):
 * carried out (to the buyer of the order: the unredeemed value is refunded) or not carried out (to the
 * address that asked: nothing changes; a question goes to customer service). In every storefront
 * language (mail-texts.ts), English for any other. The operator's reason is never in it: it is a note for
 * the audit log, not a text written for the shopper.
 */
import { type MailLanguage, mailLanguage } from './mail-texts';

export interface WithdrawalDecisionMailTexts {
  approvedSubject(orderNumber: string, shop: string): string;
  approvedIntro(orderNumber: string): string;
  approvedAmount: string;
  approvedAfter: string;
  rejectedSubject(orderNumber: string, shop: string): string;
  rejectedIntro(orderNumber: string): string;
  rejectedAfter: string;
  greeting(name: string | null): string;
  orderNumber: string;
  receivedAt: string;
  signOff: string;
  footer(shop: string): string;
}

const TEXTS: Record<MailLanguage, WithdrawalDecisionMailTexts> = {
  en: {
    approvedSubject: (orderNumber, shop) => `Your withdrawal from order ${orderNumber} has been carried out – ${shop}`,
    approvedIntro: (orderNumber) =>
      `we have checked your withdrawal from order ${orderNumber} and carried it out. The gift cards of this order that were not yet redeemed are cancelled, and their value is refunded with the means of payment you used.`,
    approvedAmount: 'Refunded',
    approvedAfter: 'Depending on your bank the refund may take a few days to appear. You will receive a separate confirmation of the refund.',
    rejectedSubject: (orderNumber, shop) => `Your withdrawal concerning order ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `we have checked your withdrawal concerning order ${orderNumber}, but we could not carry it out: we could not match it to an order of yours with value still to refund.`,
    rejectedAfter: 'If you believe this is a mistake, please reply to this e-mail or contact our customer service with your order number and the e-mail address you ordered with.',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    orderNumber: 'Order number',
    receivedAt: 'Withdrawal received on',
    signOff: 'Kind regards',
    footer: (shop) => `This e-mail answers a withdrawal sent to ${shop}.`,
  },
  de: {
    approvedSubject: (orderNumber, shop) => `Dein Widerruf der Bestellung ${orderNumber} ist ausgeführt – ${shop}`,
    approvedIntro: (orderNumber) =>
      `wir haben deinen Widerruf der Bestellung ${orderNumber} geprüft und ausgeführt. Die noch nicht eingelösten Geschenkkarten dieser Bestellung sind storniert, ihr Wert wird dir über das Zahlungsmittel erstattet, das du verwendet hast.`,
    approvedAmount: 'Erstattet',
    approvedAfter: 'Je nach Bank kann es einige Tage dauern, bis die Erstattung sichtbar ist. Du erhältst außerdem eine eigene Bestätigung der Erstattung.',
    rejectedSubject: (orderNumber, shop) => `Dein Widerruf zur Bestellung ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `wir haben deinen Widerruf zur Bestellung ${orderNumber} geprüft, konnten ihn aber nicht ausführen: Wir konnten ihm keine Bestellung von dir mit noch erstattbarem Wert zuordnen.`,
    rejectedAfter: 'Falls das ein Irrtum ist, antworte bitte auf diese E-Mail oder wende dich mit deiner Bestellnummer und der E-Mail-Adresse deiner Bestellung an unseren Kundenservice.',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    orderNumber: 'Bestellnummer',
    receivedAt: 'Widerruf eingegangen am',
    signOff: 'Viele Grüße',
    footer: (shop) => `Diese E-Mail beantwortet einen Widerruf an ${shop}.`,
  },
  nl: {
    approvedSubject: (orderNumber, shop) => `Je herroeping van bestelling ${orderNumber} is uitgevoerd – ${shop}`,
    approvedIntro: (orderNumber) =>
      `we hebben je herroeping van bestelling ${orderNumber} gecontroleerd en uitgevoerd. De cadeaukaarten van deze bestelling die nog niet zijn ingewisseld, zijn geannuleerd; hun waarde wordt terugbetaald via het betaalmiddel dat je hebt gebruikt.`,
    approvedAmount: 'Terugbetaald',
    approvedAfter: 'Afhankelijk van je bank kan het een paar dagen duren voordat de terugbetaling zichtbaar is. Je ontvangt ook een aparte bevestiging van de terugbetaling.',
    rejectedSubject: (orderNumber, shop) => `Je herroeping over bestelling ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `we hebben je herroeping over bestelling ${orderNumber} gecontroleerd, maar konden die niet uitvoeren: we konden die niet koppelen aan een bestelling van jou met nog terug te betalen waarde.`,
    rejectedAfter: 'Denk je dat dit een vergissing is, antwoord dan op deze e-mail of neem contact op met onze klantenservice, met je bestelnummer en het e-mailadres van je bestelling.',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    orderNumber: 'Bestelnummer',
    receivedAt: 'Herroeping ontvangen op',
    signOff: 'Met vriendelijke groet',
    footer: (shop) => `Deze e-mail beantwoordt een herroeping aan ${shop}.`,
  },
  fr: {
    approvedSubject: (orderNumber, shop) => `Votre rétractation de la commande ${orderNumber} a été traitée – ${shop}`,
    approvedIntro: (orderNumber) =>
      `Nous avons examiné votre rétractation de la commande ${orderNumber} et lui avons donné suite. Les cartes cadeaux de cette commande qui n’avaient pas encore été utilisées sont annulées, et leur valeur vous est remboursée avec le moyen de paiement utilisé.`,
    approvedAmount: 'Remboursé',
    approvedAfter: 'Selon votre banque, il peut s’écouler quelques jours avant que le remboursement n’apparaisse. Vous recevrez également une confirmation distincte du remboursement.',
    rejectedSubject: (orderNumber, shop) => `Votre rétractation concernant la commande ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `Nous avons examiné votre rétractation concernant la commande ${orderNumber}, mais nous n’avons pas pu y donner suite : nous n’avons trouvé aucune commande à votre nom dont une valeur reste à rembourser.`,
    rejectedAfter: 'Si vous pensez qu’il s’agit d’une erreur, répondez à cet e-mail ou contactez notre service client en indiquant votre numéro de commande et l’adresse e-mail utilisée pour la commande.',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    orderNumber: 'Numéro de commande',
    receivedAt: 'Rétractation reçue le',
    signOff: 'Cordialement',
    footer: (shop) => `Cet e-mail répond à une rétractation adressée à ${shop}.`,
  },
  pl: {
    approvedSubject: (orderNumber, shop) => `Uwzględniliśmy Twoje odstąpienie od umowy (zamówienie ${orderNumber}) – ${shop}`,
    approvedIntro: (orderNumber) =>
      `Sprawdziliśmy Twoje oświadczenie o odstąpieniu od umowy dotyczące zamówienia ${orderNumber} i je uwzględniliśmy. Niewykorzystane jeszcze karty podarunkowe z tego zamówienia zostały anulowane, a ich wartość zwrócimy tą samą metodą płatności, której użyto przy zamówieniu.`,
    approvedAmount: 'Kwota zwrotu',
    approvedAfter: 'W zależności od banku zwrot może pojawić się na koncie dopiero po kilku dniach. Osobno otrzymasz też potwierdzenie zwrotu.',
    rejectedSubject: (orderNumber, shop) => `Twoje oświadczenie o odstąpieniu od umowy (zamówienie ${orderNumber}) – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `Sprawdziliśmy Twoje oświadczenie o odstąpieniu od umowy dotyczące zamówienia ${orderNumber}, ale nie mogliśmy go uwzględnić: nie znaleźliśmy Twojego zamówienia z kwotą, którą można jeszcze zwrócić.`,
    rejectedAfter: 'Jeśli uważasz, że to pomyłka, odpowiedz na tę wiadomość lub skontaktuj się z naszą obsługą klienta, podając numer zamówienia i adres e-mail użyty przy zamówieniu.',
    greeting: (name) => (name ? `Cześć ${name},` : 'Cześć,'),
    orderNumber: 'Numer zamówienia',
    receivedAt: 'Data otrzymania oświadczenia',
    signOff: 'Pozdrawiamy',
    footer: (shop) => `Ta wiadomość jest odpowiedzią na oświadczenie o odstąpieniu od umowy przesłane do sklepu ${shop}.`,
  },
  sv: {
    approvedSubject: (orderNumber, shop) => `Ditt ångrande av beställning ${orderNumber} har genomförts – ${shop}`,
    approvedIntro: (orderNumber) =>
      `Vi har kontrollerat ditt ångrande av beställning ${orderNumber} och genomfört det. De presentkort i beställningen som ännu inte har lösts in har makulerats, och deras värde betalas tillbaka med det betalningssätt du använde.`,
    approvedAmount: 'Återbetalt',
    approvedAfter: 'Beroende på din bank kan det ta några dagar innan återbetalningen syns. Du får också en separat bekräftelse på återbetalningen.',
    rejectedSubject: (orderNumber, shop) => `Ditt ångrande gällande beställning ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `Vi har kontrollerat ditt ångrande gällande beställning ${orderNumber}, men vi kunde inte genomföra det: vi kunde inte koppla det till någon beställning från dig med ett värde kvar att betala tillbaka.`,
    rejectedAfter: 'Om du tror att det är ett misstag kan du svara på det här e-postmeddelandet eller kontakta vår kundtjänst och ange ditt ordernummer och e-postadressen du beställde med.',
    greeting: (name) => (name ? `Hej ${name}!` : 'Hej!'),
    orderNumber: 'Ordernummer',
    receivedAt: 'Ångrande mottaget',
    signOff: 'Vänliga hälsningar',
    footer: (shop) => `Det här e-postmeddelandet är ett svar på ett ångrande som skickats till ${shop}.`,
  },
  da: {
    approvedSubject: (orderNumber, shop) => `Din fortrydelse af bestilling ${orderNumber} er gennemført – ${shop}`,
    approvedIntro: (orderNumber) =>
      `Vi har kontrolleret din fortrydelse af bestilling ${orderNumber} og gennemført den. De gavekort fra bestillingen, som endnu ikke er indløst, er annulleret, og deres værdi refunderes via den betalingsmetode, du brugte.`,
    approvedAmount: 'Refunderet',
    approvedAfter: 'Afhængigt af din bank kan der gå et par dage, før refusionen er synlig. Du modtager også en separat bekræftelse på refusionen.',
    rejectedSubject: (orderNumber, shop) => `Din fortrydelse vedrørende bestilling ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `Vi har kontrolleret din fortrydelse vedrørende bestilling ${orderNumber}, men vi kunne ikke gennemføre den: vi kunne ikke knytte den til en bestilling fra dig med en værdi, der stadig kan refunderes.`,
    rejectedAfter: 'Hvis du mener, at der er tale om en fejl, så svar på denne e-mail, eller kontakt vores kundeservice med dit ordrenummer og den e-mailadresse, du bestilte med.',
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    orderNumber: 'Ordrenummer',
    receivedAt: 'Fortrydelse modtaget',
    signOff: 'Venlig hilsen',
    footer: (shop) => `Denne e-mail er et svar på en fortrydelse sendt til ${shop}.`,
  },
  nb: {
    approvedSubject: (orderNumber, shop) => `Angremeldingen din for bestilling ${orderNumber} er gjennomført – ${shop}`,
    approvedIntro: (orderNumber) =>
      `Vi har sjekket angremeldingen din for bestilling ${orderNumber} og gjennomført den. Gavekortene i bestillingen som ennå ikke er løst inn, er kansellert, og verdien refunderes via betalingsmåten du brukte.`,
    approvedAmount: 'Refundert',
    approvedAfter: 'Avhengig av banken din kan det ta noen dager før refusjonen vises. Du får også en egen bekreftelse på refusjonen.',
    rejectedSubject: (orderNumber, shop) => `Angremeldingen din for bestilling ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `Vi har sjekket angremeldingen din for bestilling ${orderNumber}, men vi kunne ikke gjennomføre den: vi fant ingen bestilling fra deg med en verdi som fortsatt kan refunderes.`,
    rejectedAfter: 'Hvis du mener at dette er en feil, kan du svare på denne e-posten eller kontakte kundeservice med ordrenummeret ditt og e-postadressen du bestilte med.',
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    orderNumber: 'Ordrenummer',
    receivedAt: 'Angremelding mottatt',
    signOff: 'Vennlig hilsen',
    footer: (shop) => `Denne e-posten er et svar på en angremelding sendt til ${shop}.`,
  },
  it: {
    approvedSubject: (orderNumber, shop) => `Il tuo recesso dall’ordine ${orderNumber} è stato accolto – ${shop}`,
    approvedIntro: (orderNumber) =>
      `Abbiamo verificato il tuo recesso dall’ordine ${orderNumber} e lo abbiamo accolto. Le carte regalo di questo ordine non ancora riscattate sono state annullate e il loro valore ti verrà rimborsato con il metodo di pagamento che hai usato.`,
    approvedAmount: 'Rimborsato',
    approvedAfter: 'A seconda della banca, potrebbero volerci alcuni giorni prima che il rimborso sia visibile. Riceverai anche una conferma separata del rimborso.',
    rejectedSubject: (orderNumber, shop) => `Il tuo recesso relativo all’ordine ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `Abbiamo verificato il tuo recesso relativo all’ordine ${orderNumber}, ma non abbiamo potuto accoglierlo: non siamo riusciti ad associarlo a un tuo ordine con un importo ancora da rimborsare.`,
    rejectedAfter: 'Se pensi che si tratti di un errore, rispondi a questa e-mail o contatta il nostro servizio clienti indicando il numero d’ordine e l’indirizzo e-mail usato per l’ordine.',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    orderNumber: 'Numero d’ordine',
    receivedAt: 'Recesso ricevuto il',
    signOff: 'Un saluto',
    footer: (shop) => `Questa e-mail risponde a una comunicazione di recesso inviata a ${shop}.`,
  },
  es: {
    approvedSubject: (orderNumber, shop) => `Hemos tramitado tu desistimiento del pedido ${orderNumber} – ${shop}`,
    approvedIntro: (orderNumber) =>
      `Hemos revisado tu desistimiento del pedido ${orderNumber} y lo hemos tramitado. Las tarjetas de regalo de este pedido que aún no se habían canjeado quedan anuladas y su valor se te reembolsará por el mismo medio de pago que usaste.`,
    approvedAmount: 'Reembolsado',
    approvedAfter: 'Según tu banco, el reembolso puede tardar unos días en aparecer. También recibirás una confirmación aparte del reembolso.',
    rejectedSubject: (orderNumber, shop) => `Tu desistimiento relativo al pedido ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `Hemos revisado tu desistimiento relativo al pedido ${orderNumber}, pero no hemos podido tramitarlo: no hemos encontrado ningún pedido tuyo con un importe pendiente de reembolso.`,
    rejectedAfter: 'Si crees que se trata de un error, responde a este correo o ponte en contacto con atención al cliente indicando tu número de pedido y el correo electrónico con el que hiciste el pedido.',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    orderNumber: 'Número de pedido',
    receivedAt: 'Desistimiento recibido el',
    signOff: 'Un saludo',
    footer: (shop) => `Este correo electrónico responde a un desistimiento enviado a ${shop}.`,
  },
  pt: {
    approvedSubject: (orderNumber, shop) => `A livre resolução do pedido ${orderNumber} foi concluída – ${shop}`,
    approvedIntro: (orderNumber) =>
      `A sua livre resolução do pedido ${orderNumber} foi verificada e concluída. Os cartões-presente deste pedido ainda não resgatados foram cancelados, e o valor deles será reembolsado pelo meio de pagamento utilizado.`,
    approvedAmount: 'Reembolsado',
    approvedAfter: 'Dependendo do banco, o reembolso pode só ficar visível após alguns dias. Será também enviada uma confirmação separada do reembolso.',
    rejectedSubject: (orderNumber, shop) => `A sua livre resolução relativa ao pedido ${orderNumber} – ${shop}`,
    rejectedIntro: (orderNumber) =>
      `A sua livre resolução relativa ao pedido ${orderNumber} foi verificada, mas não foi possível concluí-la: não foi encontrado nenhum pedido seu com valor ainda reembolsável.`,
    rejectedAfter: 'Se considera que se trata de um erro, responda a este e-mail ou fale com o nosso atendimento ao cliente, indicando o número do pedido e o endereço de e-mail usado no pedido.',
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    orderNumber: 'Número do pedido',
    receivedAt: 'Livre resolução recebida em',
    signOff: 'Atenciosamente',
    footer: (shop) => `Este e-mail responde a um pedido de livre resolução enviado a ${shop}.`,
  },
};

/** The language the mail is written in: the storefront's (every storefront language has its texts), else English. */
export function withdrawalDecisionMailLanguage(language: string): MailLanguage {
  return mailLanguage(language);
}

export function withdrawalDecisionMailTexts(language: string): WithdrawalDecisionMailTexts {
  return TEXTS[withdrawalDecisionMailLanguage(language)];
}
