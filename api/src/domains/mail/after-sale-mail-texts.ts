/**
 * The mails of money after the sale (issue 33, ADR 0041), to the buyer of the order: "your gift cards
 * are blocked" after a chargeback, and "your refund is on its way". In every storefront language
 * (mail-texts.ts), English for any other. Written in the order's language (the storefront language the buyer
 * shopped in), like the order confirmation.
 */
import { type MailLanguage, mailLanguage } from './mail-texts';

export interface AfterSaleMailTexts {
  blockedSubject(orderNumber: string, shop: string): string;
  blockedPreheader(orderNumber: string): string;
  greeting(name: string | null): string;
  blockedIntro(orderNumber: string): string;
  blockedCards: string;
  blockedValue: string;
  blockedAfter: string;
  refundSubject(amount: string, shop: string): string;
  refundPreheader(amount: string): string;
  refundIntro(amount: string, orderNumber: string): string;
  refundAmount: string;
  refundCards: string;
  refundAfter: string;
  orderNumber: string;
  signOff: string;
  footer(shop: string, orderNumber: string): string;
}

const TEXTS: Record<MailLanguage, AfterSaleMailTexts> = {
  en: {
    blockedSubject: (orderNumber, shop) => `Your gift cards of order ${orderNumber} are blocked – ${shop}`,
    blockedPreheader: (orderNumber) => `The payment of order ${orderNumber} was charged back.`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    blockedIntro: (orderNumber) =>
      `your bank or card issuer has taken back the payment of order ${orderNumber} (a chargeback). We have therefore blocked the gift cards of this order: what is left on them can no longer be spent.`,
    blockedCards: 'Blocked cards',
    blockedValue: 'Blocked balance',
    blockedAfter:
      'If you did not ask your bank to take the payment back, please reply to this e-mail or contact our customer service: once the chargeback is withdrawn, we unblock the cards.',
    refundSubject: (amount, shop) => `Your refund of ${amount} – ${shop}`,
    refundPreheader: (amount) => `${amount} are on their way back to you.`,
    refundIntro: (amount, orderNumber) =>
      `we have refunded ${amount} of order ${orderNumber}. The money goes back the way you paid; depending on your bank it may take a few days to appear.`,
    refundAmount: 'Refunded',
    refundCards: 'Cards concerned',
    refundAfter: 'The refunded value has been taken off the gift cards concerned.',
    orderNumber: 'Order number',
    signOff: 'Kind regards',
    footer: (shop, orderNumber) => `You receive this e-mail because you ordered gift cards at ${shop} (order ${orderNumber}).`,
  },
  de: {
    blockedSubject: (orderNumber, shop) => `Deine Geschenkkarten aus Bestellung ${orderNumber} sind gesperrt – ${shop}`,
    blockedPreheader: (orderNumber) => `Die Zahlung der Bestellung ${orderNumber} wurde zurückgebucht.`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    blockedIntro: (orderNumber) =>
      `deine Bank oder dein Kartenherausgeber hat die Zahlung der Bestellung ${orderNumber} zurückgebucht (Chargeback). Deshalb haben wir die Geschenkkarten dieser Bestellung gesperrt: Das restliche Guthaben kann nicht mehr ausgegeben werden.`,
    blockedCards: 'Gesperrte Karten',
    blockedValue: 'Gesperrtes Guthaben',
    blockedAfter:
      'Falls du die Rückbuchung nicht veranlasst hast, antworte bitte auf diese E-Mail oder wende dich an unseren Kundenservice: Sobald die Rückbuchung zurückgenommen ist, geben wir die Karten wieder frei.',
    refundSubject: (amount, shop) => `Deine Erstattung über ${amount} – ${shop}`,
    refundPreheader: (amount) => `${amount} sind auf dem Weg zurück zu dir.`,
    refundIntro: (amount, orderNumber) =>
      `wir haben dir ${amount} aus der Bestellung ${orderNumber} erstattet. Das Geld geht auf dem Weg zurück, auf dem du bezahlt hast; je nach Bank kann es einige Tage dauern, bis du es siehst.`,
    refundAmount: 'Erstattet',
    refundCards: 'Betroffene Karten',
    refundAfter: 'Der erstattete Betrag wurde vom Guthaben der betroffenen Geschenkkarten abgezogen.',
    orderNumber: 'Bestellnummer',
    signOff: 'Viele Grüße',
    footer: (shop, orderNumber) => `Du erhältst diese E-Mail, weil du bei ${shop} Geschenkkarten bestellt hast (Bestellung ${orderNumber}).`,
  },
  nl: {
    blockedSubject: (orderNumber, shop) => `Je cadeaukaarten van bestelling ${orderNumber} zijn geblokkeerd – ${shop}`,
    blockedPreheader: (orderNumber) => `De betaling van bestelling ${orderNumber} is teruggeboekt.`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    blockedIntro: (orderNumber) =>
      `je bank of kaartuitgever heeft de betaling van bestelling ${orderNumber} teruggeboekt (chargeback). Daarom hebben we de cadeaukaarten van deze bestelling geblokkeerd: het resterende saldo kan niet meer worden besteed.`,
    blockedCards: 'Geblokkeerde kaarten',
    blockedValue: 'Geblokkeerd saldo',
    blockedAfter:
      'Heb je de terugboeking niet zelf aangevraagd? Beantwoord dan deze e-mail of neem contact op met onze klantenservice: zodra de terugboeking is ingetrokken, deblokkeren we de kaarten.',
    refundSubject: (amount, shop) => `Je terugbetaling van ${amount} – ${shop}`,
    refundPreheader: (amount) => `${amount} is onderweg naar je terug.`,
    refundIntro: (amount, orderNumber) =>
      `we hebben ${amount} van bestelling ${orderNumber} aan je terugbetaald. Het geld gaat terug via de manier waarop je hebt betaald; afhankelijk van je bank kan het een paar dagen duren voordat je het ziet.`,
    refundAmount: 'Terugbetaald',
    refundCards: 'Betrokken kaarten',
    refundAfter: 'Het terugbetaalde bedrag is van het saldo van de betrokken cadeaukaarten afgehaald.',
    orderNumber: 'Bestelnummer',
    signOff: 'Met vriendelijke groet',
    footer: (shop, orderNumber) => `Je ontvangt deze e-mail omdat je bij ${shop} cadeaukaarten hebt besteld (bestelling ${orderNumber}).`,
  },
  fr: {
    blockedSubject: (orderNumber, shop) => `Vos cartes cadeaux de la commande ${orderNumber} sont bloquées – ${shop}`,
    blockedPreheader: (orderNumber) => `Le paiement de la commande ${orderNumber} a été annulé par votre banque (rétrofacturation).`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    blockedIntro: (orderNumber) =>
      `Votre banque ou l’émetteur de votre carte a annulé le paiement de la commande ${orderNumber} (rétrofacturation). Nous avons donc bloqué les cartes cadeaux de cette commande : leur solde restant ne peut plus être utilisé.`,
    blockedCards: 'Cartes bloquées',
    blockedValue: 'Solde bloqué',
    blockedAfter:
      'Si vous n’avez pas demandé à votre banque d’annuler le paiement, répondez à cet e-mail ou contactez notre service client : dès que la rétrofacturation est retirée, nous débloquons les cartes.',
    refundSubject: (amount, shop) => `Votre remboursement de ${amount} – ${shop}`,
    refundPreheader: (amount) => `Le remboursement de ${amount} est en route.`,
    refundIntro: (amount, orderNumber) =>
      `Nous vous avons remboursé ${amount} de la commande ${orderNumber}. L’argent est reversé sur le moyen de paiement utilisé ; selon votre banque, il peut s’écouler quelques jours avant qu’il n’apparaisse.`,
    refundAmount: 'Remboursé',
    refundCards: 'Cartes concernées',
    refundAfter: 'Le montant remboursé a été déduit du solde des cartes cadeaux concernées.',
    orderNumber: 'Numéro de commande',
    signOff: 'Cordialement',
    footer: (shop, orderNumber) => `Vous recevez cet e-mail car vous avez commandé des cartes cadeaux chez ${shop} (commande ${orderNumber}).`,
  },
  pl: {
    blockedSubject: (orderNumber, shop) => `Karty podarunkowe z zamówienia ${orderNumber} zostały zablokowane – ${shop}`,
    blockedPreheader: (orderNumber) => `Płatność za zamówienie ${orderNumber} została cofnięta (chargeback).`,
    greeting: (name) => (name ? `Cześć ${name},` : 'Cześć,'),
    blockedIntro: (orderNumber) =>
      `Twój bank lub wydawca karty płatniczej cofnął płatność za zamówienie ${orderNumber} (chargeback). Dlatego zablokowaliśmy karty podarunkowe z tego zamówienia: pozostałego na nich salda nie można już wykorzystać.`,
    blockedCards: 'Zablokowane karty',
    blockedValue: 'Zablokowane saldo',
    blockedAfter:
      'Jeśli płatność została cofnięta bez Twojej wiedzy, odpowiedz na tę wiadomość lub skontaktuj się z naszą obsługą klienta: gdy tylko chargeback zostanie wycofany, odblokujemy karty.',
    refundSubject: (amount, shop) => `Twój zwrot: ${amount} – ${shop}`,
    refundPreheader: (amount) => `Zwracamy Ci ${amount}.`,
    refundIntro: (amount, orderNumber) =>
      `Zwróciliśmy Ci ${amount} z zamówienia ${orderNumber}. Pieniądze wracają tą samą metodą płatności, której użyto przy zamówieniu; w zależności od banku mogą pojawić się na koncie dopiero po kilku dniach.`,
    refundAmount: 'Zwrócono',
    refundCards: 'Karty objęte zwrotem',
    refundAfter: 'Zwróconą kwotę odjęliśmy od salda tych kart podarunkowych.',
    orderNumber: 'Numer zamówienia',
    signOff: 'Pozdrawiamy',
    footer: (shop, orderNumber) => `Otrzymujesz tę wiadomość w związku z Twoim zamówieniem kart podarunkowych w sklepie ${shop} (zamówienie ${orderNumber}).`,
  },
  sv: {
    blockedSubject: (orderNumber, shop) => `Dina presentkort från beställning ${orderNumber} är spärrade – ${shop}`,
    blockedPreheader: (orderNumber) => `Betalningen för beställning ${orderNumber} har återkallats.`,
    greeting: (name) => (name ? `Hej ${name}!` : 'Hej!'),
    blockedIntro: (orderNumber) =>
      `Din bank eller kortutgivare har återkallat betalningen för beställning ${orderNumber} (en så kallad chargeback). Därför har vi spärrat presentkorten i den här beställningen: det som finns kvar på dem kan inte längre användas.`,
    blockedCards: 'Spärrade kort',
    blockedValue: 'Spärrat saldo',
    blockedAfter:
      'Om du inte har bett din bank att återkalla betalningen kan du svara på det här e-postmeddelandet eller kontakta vår kundtjänst: så snart återkravet har dragits tillbaka häver vi spärren av korten.',
    refundSubject: (amount, shop) => `Din återbetalning på ${amount} – ${shop}`,
    refundPreheader: (amount) => `${amount} är på väg tillbaka till dig.`,
    refundIntro: (amount, orderNumber) =>
      `Vi har betalat tillbaka ${amount} från beställning ${orderNumber}. Pengarna går tillbaka samma väg som du betalade; beroende på din bank kan det ta några dagar innan du ser dem.`,
    refundAmount: 'Återbetalt',
    refundCards: 'Berörda kort',
    refundAfter: 'Det återbetalade beloppet har dragits av från saldot på de berörda presentkorten.',
    orderNumber: 'Ordernummer',
    signOff: 'Vänliga hälsningar',
    footer: (shop, orderNumber) => `Du får det här e-postmeddelandet eftersom du har beställt presentkort hos ${shop} (beställning ${orderNumber}).`,
  },
  da: {
    blockedSubject: (orderNumber, shop) => `Dine gavekort fra bestilling ${orderNumber} er spærret – ${shop}`,
    blockedPreheader: (orderNumber) => `Betalingen for bestilling ${orderNumber} er blevet tilbageført.`,
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    blockedIntro: (orderNumber) =>
      `Din bank eller kortudsteder har tilbageført betalingen for bestilling ${orderNumber} (chargeback). Derfor har vi spærret gavekortene fra denne bestilling: den resterende saldo kan ikke længere bruges.`,
    blockedCards: 'Spærrede kort',
    blockedValue: 'Spærret saldo',
    blockedAfter:
      'Hvis du ikke selv har bedt din bank om at tilbageføre betalingen, så svar på denne e-mail, eller kontakt vores kundeservice: så snart tilbageførslen er trukket tilbage, ophæver vi spærringen af kortene.',
    refundSubject: (amount, shop) => `Din refusion på ${amount} – ${shop}`,
    refundPreheader: (amount) => `${amount} er på vej tilbage til dig.`,
    refundIntro: (amount, orderNumber) =>
      `Vi har refunderet ${amount} fra bestilling ${orderNumber}. Pengene går tilbage samme vej, som du betalte; afhængigt af din bank kan der gå et par dage, før du kan se dem.`,
    refundAmount: 'Refunderet',
    refundCards: 'Berørte kort',
    refundAfter: 'Det refunderede beløb er trukket fra saldoen på de berørte gavekort.',
    orderNumber: 'Ordrenummer',
    signOff: 'Venlig hilsen',
    footer: (shop, orderNumber) => `Du modtager denne e-mail, fordi du har bestilt gavekort hos ${shop} (bestilling ${orderNumber}).`,
  },
  nb: {
    blockedSubject: (orderNumber, shop) => `Gavekortene dine fra bestilling ${orderNumber} er sperret – ${shop}`,
    blockedPreheader: (orderNumber) => `Betalingen for bestilling ${orderNumber} er tilbakeført.`,
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    blockedIntro: (orderNumber) =>
      `Banken din eller kortutstederen har tilbakeført betalingen for bestilling ${orderNumber} (chargeback). Derfor har vi sperret gavekortene fra denne bestillingen: resten av saldoen kan ikke lenger brukes.`,
    blockedCards: 'Sperrede kort',
    blockedValue: 'Sperret saldo',
    blockedAfter:
      'Hvis du ikke selv har bedt banken om å tilbakeføre betalingen, kan du svare på denne e-posten eller kontakte kundeservice: så snart tilbakeføringen er trukket tilbake, opphever vi sperringen av kortene.',
    refundSubject: (amount, shop) => `Refusjonen din på ${amount} – ${shop}`,
    refundPreheader: (amount) => `${amount} er på vei tilbake til deg.`,
    refundIntro: (amount, orderNumber) =>
      `Vi har refundert ${amount} fra bestilling ${orderNumber}. Pengene går tilbake samme vei som du betalte; avhengig av banken din kan det ta noen dager før du ser dem.`,
    refundAmount: 'Refundert',
    refundCards: 'Berørte kort',
    refundAfter: 'Det refunderte beløpet er trukket fra saldoen på de berørte gavekortene.',
    orderNumber: 'Ordrenummer',
    signOff: 'Vennlig hilsen',
    footer: (shop, orderNumber) => `Du får denne e-posten fordi du har bestilt gavekort hos ${shop} (bestilling ${orderNumber}).`,
  },
  it: {
    blockedSubject: (orderNumber, shop) => `Le carte regalo dell’ordine ${orderNumber} sono bloccate – ${shop}`,
    blockedPreheader: (orderNumber) => `Il pagamento dell’ordine ${orderNumber} è stato stornato.`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    blockedIntro: (orderNumber) =>
      `La tua banca o l’emittente della tua carta ha stornato il pagamento dell’ordine ${orderNumber} (chargeback). Per questo abbiamo bloccato le carte regalo di questo ordine: il saldo residuo non può più essere speso.`,
    blockedCards: 'Carte bloccate',
    blockedValue: 'Saldo bloccato',
    blockedAfter:
      'Se non hai chiesto tu alla banca di stornare il pagamento, rispondi a questa e-mail o contatta il nostro servizio clienti: non appena lo storno verrà ritirato, sbloccheremo le carte.',
    refundSubject: (amount, shop) => `Il tuo rimborso di ${amount} – ${shop}`,
    refundPreheader: (amount) => `Ti stiamo rimborsando ${amount}.`,
    refundIntro: (amount, orderNumber) =>
      `Ti abbiamo rimborsato ${amount} dell’ordine ${orderNumber}. Il denaro torna sullo stesso metodo di pagamento che hai usato; a seconda della banca, potrebbero volerci alcuni giorni prima che tu lo veda.`,
    refundAmount: 'Rimborsato',
    refundCards: 'Carte interessate',
    refundAfter: 'L’importo rimborsato è stato detratto dal saldo delle carte regalo interessate.',
    orderNumber: 'Numero d’ordine',
    signOff: 'Un saluto',
    footer: (shop, orderNumber) => `Ricevi questa e-mail perché hai ordinato carte regalo su ${shop} (ordine ${orderNumber}).`,
  },
  es: {
    blockedSubject: (orderNumber, shop) => `Las tarjetas de regalo del pedido ${orderNumber} están bloqueadas – ${shop}`,
    blockedPreheader: (orderNumber) => `Se ha revertido el pago del pedido ${orderNumber}.`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    blockedIntro: (orderNumber) =>
      `Tu banco o el emisor de tu tarjeta ha revertido el pago del pedido ${orderNumber} (contracargo). Por eso hemos bloqueado las tarjetas de regalo de este pedido: el saldo restante ya no se puede gastar.`,
    blockedCards: 'Tarjetas bloqueadas',
    blockedValue: 'Saldo bloqueado',
    blockedAfter:
      'Si no pediste a tu banco que revirtiera el pago, responde a este correo o ponte en contacto con atención al cliente: en cuanto se retire el contracargo, desbloquearemos las tarjetas.',
    refundSubject: (amount, shop) => `Tu reembolso de ${amount} – ${shop}`,
    refundPreheader: (amount) => `Te estamos devolviendo ${amount}.`,
    refundIntro: (amount, orderNumber) =>
      `Te hemos reembolsado ${amount} del pedido ${orderNumber}. El dinero se devuelve por el mismo medio con el que pagaste; según tu banco, puede tardar unos días en aparecer.`,
    refundAmount: 'Reembolsado',
    refundCards: 'Tarjetas afectadas',
    refundAfter: 'El importe reembolsado se ha descontado del saldo de las tarjetas de regalo afectadas.',
    orderNumber: 'Número de pedido',
    signOff: 'Un saludo',
    footer: (shop, orderNumber) => `Recibes este correo electrónico por tu pedido de tarjetas de regalo en ${shop} (pedido ${orderNumber}).`,
  },
  pt: {
    blockedSubject: (orderNumber, shop) => `Os cartões-presente do pedido ${orderNumber} foram bloqueados – ${shop}`,
    blockedPreheader: (orderNumber) => `O pagamento do pedido ${orderNumber} foi estornado.`,
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    blockedIntro: (orderNumber) =>
      `O seu banco ou o emissor do seu cartão de pagamento estornou o pagamento do pedido ${orderNumber} (chargeback). Por isso, os cartões-presente deste pedido foram bloqueados: o saldo restante já não pode ser usado.`,
    blockedCards: 'Cartões bloqueados',
    blockedValue: 'Saldo bloqueado',
    blockedAfter:
      'Se não pediu ao seu banco para estornar o pagamento, responda a este e-mail ou fale com o nosso atendimento ao cliente: assim que o estorno for cancelado, os cartões serão desbloqueados.',
    refundSubject: (amount, shop) => `O seu reembolso de ${amount} – ${shop}`,
    refundPreheader: (amount) => `O reembolso de ${amount} está a caminho.`,
    refundIntro: (amount, orderNumber) =>
      `Foi reembolsado o valor de ${amount} do pedido ${orderNumber}. O dinheiro é devolvido pelo mesmo meio de pagamento utilizado; dependendo do banco, pode demorar alguns dias até aparecer.`,
    refundAmount: 'Reembolsado',
    refundCards: 'Cartões afetados',
    refundAfter: 'O valor reembolsado foi descontado do saldo dos cartões-presente afetados.',
    orderNumber: 'Número do pedido',
    signOff: 'Atenciosamente',
    footer: (shop, orderNumber) => `Enviamos este e-mail por causa do seu pedido de cartões-presente em ${shop} (pedido ${orderNumber}).`,
  },
};

/** The language the mail is written in: the storefront's (every storefront language has its texts), else English. */
export function afterSaleMailLanguage(language: string): MailLanguage {
  return mailLanguage(language);
}

export function afterSaleMailTexts(language: string): AfterSaleMailTexts {
  return TEXTS[afterSaleMailLanguage(language)];
}
