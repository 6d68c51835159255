/**
 * The mails of fraud review (issue 33 item 3, ADR 0043), to the buyer: "we are checking your order"
 * when screening holds a paid order, and "we could not carry out your order, the full amount is
 * refunded" when it is refused. Kind on purpose: most held orders are honest shoppers, and nothing in
 * them says which rule looked at the order (that would teach fraudsters the rules). In every storefront
 * language (mail-texts.ts; English for any other), in the order's language.
 */
import { afterSaleMailLanguage } from './after-sale-mail-texts';
import type { MailLanguage } from './mail-texts';

export interface ReviewMailTexts {
  heldSubject(orderNumber: string, shop: string): string;
  heldPreheader(orderNumber: string): string;
  greeting(name: string | null): string;
  heldIntro(orderNumber: string): string;
  heldAfter: string;
  refusedSubject(orderNumber: string, shop: string): string;
  refusedPreheader(amount: string): string;
  refusedIntro(orderNumber: string, amount: string): string;
  refusedAfter: string;
  orderNumber: string;
  amount: string;
  signOff: string;
  footer(shop: string, orderNumber: string): string;
}

const TEXTS: Record<MailLanguage, ReviewMailTexts> = {
  en: {
    heldSubject: (orderNumber, shop) => `We are checking your order ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Your payment for order ${orderNumber} has arrived; your gift cards follow shortly.`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    heldIntro: (orderNumber) =>
      `thank you for your order ${orderNumber}. Your payment has arrived. Before we send your gift cards, we are taking a short look at the order – we do this for some orders, to protect you and us.`,
    heldAfter: 'You will hear from us shortly; there is nothing you need to do. If you have a question in the meantime, simply reply to this e-mail.',
    refusedSubject: (orderNumber, shop) => `Your order ${orderNumber} could not be carried out – ${shop}`,
    refusedPreheader: (amount) => `The full amount of ${amount} is on its way back to you.`,
    refusedIntro: (orderNumber, amount) =>
      `we are sorry: we could not carry out your order ${orderNumber}. No gift cards have been issued for it, and we are refunding the full amount of ${amount} the way you paid; depending on your bank it may take a few days to appear.`,
    refusedAfter: 'If you have a question about this, simply reply to this e-mail or contact our customer service.',
    orderNumber: 'Order number',
    amount: 'Refunded',
    signOff: 'Kind regards',
    footer: (shop, orderNumber) => `You receive this e-mail because you ordered gift cards at ${shop} (order ${orderNumber}).`,
  },
  de: {
    heldSubject: (orderNumber, shop) => `Wir prüfen deine Bestellung ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Deine Zahlung für die Bestellung ${orderNumber} ist eingegangen; deine Geschenkkarten folgen in Kürze.`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    heldIntro: (orderNumber) =>
      `vielen Dank für deine Bestellung ${orderNumber}. Deine Zahlung ist eingegangen. Bevor wir deine Geschenkkarten verschicken, schauen wir uns die Bestellung noch kurz an – das tun wir bei manchen Bestellungen, zu deinem und unserem Schutz.`,
    heldAfter: 'Du hörst in Kürze von uns; du musst nichts weiter tun. Falls du in der Zwischenzeit eine Frage hast, antworte einfach auf diese E-Mail.',
    refusedSubject: (orderNumber, shop) => `Deine Bestellung ${orderNumber} konnten wir leider nicht ausführen – ${shop}`,
    refusedPreheader: (amount) => `Der volle Betrag von ${amount} ist auf dem Weg zurück zu dir.`,
    refusedIntro: (orderNumber, amount) =>
      `es tut uns leid: Deine Bestellung ${orderNumber} konnten wir nicht ausführen. Es wurden keine Geschenkkarten dafür ausgegeben, und wir erstatten dir den vollen Betrag von ${amount} auf dem Weg, auf dem du bezahlt hast; je nach Bank kann es einige Tage dauern, bis du ihn siehst.`,
    refusedAfter: 'Falls du dazu eine Frage hast, antworte einfach auf diese E-Mail oder wende dich an unseren Kundenservice.',
    orderNumber: 'Bestellnummer',
    amount: 'Erstattet',
    signOff: 'Viele Grüße',
    footer: (shop, orderNumber) => `Du erhältst diese E-Mail, weil du bei ${shop} Geschenkkarten bestellt hast (Bestellung ${orderNumber}).`,
  },
  nl: {
    heldSubject: (orderNumber, shop) => `We controleren je bestelling ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Je betaling voor bestelling ${orderNumber} is binnen; je cadeaukaarten volgen binnenkort.`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    heldIntro: (orderNumber) =>
      `bedankt voor je bestelling ${orderNumber}. Je betaling is binnen. Voordat we je cadeaukaarten versturen, kijken we nog even naar de bestelling – dat doen we bij sommige bestellingen, voor jouw en onze bescherming.`,
    heldAfter: 'Je hoort binnenkort van ons; je hoeft verder niets te doen. Heb je in de tussentijd een vraag? Beantwoord dan gewoon deze e-mail.',
    refusedSubject: (orderNumber, shop) => `We konden je bestelling ${orderNumber} helaas niet uitvoeren – ${shop}`,
    refusedPreheader: (amount) => `Het volledige bedrag van ${amount} is onderweg naar je terug.`,
    refusedIntro: (orderNumber, amount) =>
      `het spijt ons: we konden je bestelling ${orderNumber} niet uitvoeren. Er zijn geen cadeaukaarten voor uitgegeven, en we betalen het volledige bedrag van ${amount} terug via de manier waarop je hebt betaald; afhankelijk van je bank kan het een paar dagen duren voordat je het ziet.`,
    refusedAfter: 'Heb je hier een vraag over? Beantwoord dan gewoon deze e-mail of neem contact op met onze klantenservice.',
    orderNumber: 'Bestelnummer',
    amount: 'Terugbetaald',
    signOff: 'Met vriendelijke groet',
    footer: (shop, orderNumber) => `Je ontvangt deze e-mail omdat je bij ${shop} cadeaukaarten hebt besteld (bestelling ${orderNumber}).`,
  },
  fr: {
    heldSubject: (orderNumber, shop) => `Nous vérifions votre commande ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Votre paiement pour la commande ${orderNumber} est bien arrivé ; vos cartes cadeaux suivent sous peu.`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    heldIntro: (orderNumber) =>
      `Merci pour votre commande ${orderNumber}. Votre paiement est bien arrivé. Avant d’envoyer vos cartes cadeaux, nous jetons un rapide coup d’œil à la commande – nous le faisons pour certaines commandes, pour votre sécurité comme pour la nôtre.`,
    heldAfter: 'Vous aurez de nos nouvelles sous peu ; vous n’avez rien à faire. Si vous avez une question d’ici là, répondez simplement à cet e-mail.',
    refusedSubject: (orderNumber, shop) => `Votre commande ${orderNumber} n’a malheureusement pas pu être exécutée – ${shop}`,
    refusedPreheader: (amount) => `Le montant total de ${amount} vous est remboursé.`,
    refusedIntro: (orderNumber, amount) =>
      `Nous sommes désolés : nous n’avons pas pu exécuter votre commande ${orderNumber}. Aucune carte cadeau n’a été émise pour celle-ci, et nous vous remboursons le montant total de ${amount} sur le moyen de paiement utilisé ; selon votre banque, il peut s’écouler quelques jours avant qu’il n’apparaisse.`,
    refusedAfter: 'Pour toute question à ce sujet, répondez simplement à cet e-mail ou contactez notre service client.',
    orderNumber: 'Numéro de commande',
    amount: 'Remboursé',
    signOff: 'Cordialement',
    footer: (shop, orderNumber) => `Vous recevez cet e-mail car vous avez commandé des cartes cadeaux chez ${shop} (commande ${orderNumber}).`,
  },
  pl: {
    heldSubject: (orderNumber, shop) => `Sprawdzamy Twoje zamówienie ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Otrzymaliśmy płatność za zamówienie ${orderNumber}; karty podarunkowe wkrótce do Ciebie trafią.`,
    greeting: (name) => (name ? `Cześć ${name},` : 'Cześć,'),
    heldIntro: (orderNumber) =>
      `Dziękujemy za zamówienie ${orderNumber}. Otrzymaliśmy Twoją płatność. Zanim wyślemy karty podarunkowe, jeszcze krótko sprawdzimy zamówienie – robimy to przy niektórych zamówieniach, dla Twojego i naszego bezpieczeństwa.`,
    heldAfter: 'Wkrótce się odezwiemy; nie musisz nic robić. Jeśli w międzyczasie masz pytanie, po prostu odpowiedz na tę wiadomość.',
    refusedSubject: (orderNumber, shop) => `Niestety nie mogliśmy zrealizować Twojego zamówienia ${orderNumber} – ${shop}`,
    refusedPreheader: (amount) => `Zwracamy Ci całą kwotę: ${amount}.`,
    refusedIntro: (orderNumber, amount) =>
      `Przykro nam: nie mogliśmy zrealizować Twojego zamówienia ${orderNumber}. Nie wydaliśmy do niego żadnych kart podarunkowych, a całą kwotę ${amount} zwracamy tą samą metodą płatności, której użyto przy zamówieniu; w zależności od banku pieniądze mogą pojawić się na koncie dopiero po kilku dniach.`,
    refusedAfter: 'Jeśli masz pytania, po prostu odpowiedz na tę wiadomość lub skontaktuj się z naszą obsługą klienta.',
    orderNumber: 'Numer zamówienia',
    amount: 'Zwrócono',
    signOff: 'Pozdrawiamy',
    footer: (shop, orderNumber) => `Otrzymujesz tę wiadomość w związku z Twoim zamówieniem kart podarunkowych w sklepie ${shop} (zamówienie ${orderNumber}).`,
  },
  sv: {
    heldSubject: (orderNumber, shop) => `Vi kontrollerar din beställning ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Din betalning för beställning ${orderNumber} har kommit in; dina presentkort kommer inom kort.`,
    greeting: (name) => (name ? `Hej ${name}!` : 'Hej!'),
    heldIntro: (orderNumber) =>
      `Tack för din beställning ${orderNumber}. Din betalning har kommit in. Innan vi skickar dina presentkort tittar vi snabbt igenom beställningen – det gör vi med vissa beställningar, för din och vår säkerhet.`,
    heldAfter: 'Du hör från oss inom kort; du behöver inte göra något. Om du har en fråga under tiden kan du bara svara på det här e-postmeddelandet.',
    refusedSubject: (orderNumber, shop) => `Vi kunde tyvärr inte genomföra din beställning ${orderNumber} – ${shop}`,
    refusedPreheader: (amount) => `Hela beloppet på ${amount} är på väg tillbaka till dig.`,
    refusedIntro: (orderNumber, amount) =>
      `Vi beklagar: vi kunde inte genomföra din beställning ${orderNumber}. Inga presentkort har utfärdats för den, och vi betalar tillbaka hela beloppet på ${amount} samma väg som du betalade; beroende på din bank kan det ta några dagar innan du ser det.`,
    refusedAfter: 'Om du har frågor om detta kan du bara svara på det här e-postmeddelandet eller kontakta vår kundtjänst.',
    orderNumber: 'Ordernummer',
    amount: 'Återbetalt',
    signOff: 'Vänliga hälsningar',
    footer: (shop, orderNumber) => `Du får det här e-postmeddelandet eftersom du har beställt presentkort hos ${shop} (beställning ${orderNumber}).`,
  },
  da: {
    heldSubject: (orderNumber, shop) => `Vi tjekker din bestilling ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Din betaling for bestilling ${orderNumber} er modtaget; dine gavekort følger snart.`,
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    heldIntro: (orderNumber) =>
      `Tak for din bestilling ${orderNumber}. Din betaling er modtaget. Før vi sender dine gavekort, kigger vi lige bestillingen igennem – det gør vi ved nogle bestillinger for at beskytte både dig og os.`,
    heldAfter: 'Du hører fra os snart; du skal ikke gøre noget. Har du et spørgsmål i mellemtiden, kan du bare svare på denne e-mail.',
    refusedSubject: (orderNumber, shop) => `Vi kunne desværre ikke gennemføre din bestilling ${orderNumber} – ${shop}`,
    refusedPreheader: (amount) => `Hele beløbet på ${amount} er på vej tilbage til dig.`,
    refusedIntro: (orderNumber, amount) =>
      `Vi beklager: vi kunne ikke gennemføre din bestilling ${orderNumber}. Der er ikke udstedt gavekort til den, og vi refunderer hele beløbet på ${amount} samme vej, som du betalte; afhængigt af din bank kan der gå et par dage, før du kan se det.`,
    refusedAfter: 'Har du spørgsmål til dette, kan du bare svare på denne e-mail eller kontakte vores kundeservice.',
    orderNumber: 'Ordrenummer',
    amount: 'Refunderet',
    signOff: 'Venlig hilsen',
    footer: (shop, orderNumber) => `Du modtager denne e-mail, fordi du har bestilt gavekort hos ${shop} (bestilling ${orderNumber}).`,
  },
  nb: {
    heldSubject: (orderNumber, shop) => `Vi sjekker bestilling ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Betalingen din for bestilling ${orderNumber} har kommet inn; gavekortene dine kommer snart.`,
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    heldIntro: (orderNumber) =>
      `Takk for bestilling ${orderNumber}. Betalingen din har kommet inn. Før vi sender gavekortene dine, tar vi en rask titt på bestillingen – det gjør vi med noen bestillinger, for å beskytte både deg og oss.`,
    heldAfter: 'Du hører fra oss snart; du trenger ikke å gjøre noe. Hvis du har et spørsmål i mellomtiden, kan du bare svare på denne e-posten.',
    refusedSubject: (orderNumber, shop) => `Vi kunne dessverre ikke gjennomføre bestilling ${orderNumber} – ${shop}`,
    refusedPreheader: (amount) => `Hele beløpet på ${amount} er på vei tilbake til deg.`,
    refusedIntro: (orderNumber, amount) =>
      `Vi beklager: vi kunne ikke gjennomføre bestilling ${orderNumber}. Det er ikke utstedt noen gavekort for den, og vi refunderer hele beløpet på ${amount} samme vei som du betalte; avhengig av banken din kan det ta noen dager før du ser det.`,
    refusedAfter: 'Hvis du har spørsmål om dette, kan du bare svare på denne e-posten eller kontakte kundeservice.',
    orderNumber: 'Ordrenummer',
    amount: 'Refundert',
    signOff: 'Vennlig hilsen',
    footer: (shop, orderNumber) => `Du får denne e-posten fordi du har bestilt gavekort hos ${shop} (bestilling ${orderNumber}).`,
  },
  it: {
    heldSubject: (orderNumber, shop) => `Stiamo verificando il tuo ordine ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Il pagamento dell’ordine ${orderNumber} è arrivato; le tue carte regalo arriveranno a breve.`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    heldIntro: (orderNumber) =>
      `Grazie per il tuo ordine ${orderNumber}. Il pagamento è arrivato. Prima di inviarti le carte regalo, diamo un’occhiata veloce all’ordine: lo facciamo per alcuni ordini, per proteggere te e noi.`,
    heldAfter: 'Ti aggiorneremo a breve; non devi fare nulla. Se nel frattempo hai una domanda, rispondi semplicemente a questa e-mail.',
    refusedSubject: (orderNumber, shop) => `Purtroppo non abbiamo potuto evadere il tuo ordine ${orderNumber} – ${shop}`,
    refusedPreheader: (amount) => `Ti rimborsiamo l’intero importo di ${amount}.`,
    refusedIntro: (orderNumber, amount) =>
      `Ci dispiace: non abbiamo potuto evadere il tuo ordine ${orderNumber}. Non è stata emessa alcuna carta regalo e ti rimborsiamo l’intero importo di ${amount} con lo stesso metodo di pagamento che hai usato; a seconda della banca, potrebbero volerci alcuni giorni prima che tu lo veda.`,
    refusedAfter: 'Se hai domande in merito, rispondi semplicemente a questa e-mail o contatta il nostro servizio clienti.',
    orderNumber: 'Numero d’ordine',
    amount: 'Rimborsato',
    signOff: 'Un saluto',
    footer: (shop, orderNumber) => `Ricevi questa e-mail perché hai ordinato carte regalo su ${shop} (ordine ${orderNumber}).`,
  },
  es: {
    heldSubject: (orderNumber, shop) => `Estamos revisando tu pedido ${orderNumber} – ${shop}`,
    heldPreheader: (orderNumber) => `Hemos recibido el pago de tu pedido ${orderNumber}; tus tarjetas de regalo llegarán en breve.`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    heldIntro: (orderNumber) =>
      `Gracias por tu pedido ${orderNumber}. Hemos recibido tu pago. Antes de enviarte las tarjetas de regalo, vamos a revisar brevemente el pedido; lo hacemos con algunos pedidos para protegerte a ti y a nosotros.`,
    heldAfter: 'Te escribiremos en breve; no tienes que hacer nada. Si mientras tanto tienes alguna pregunta, responde a este correo.',
    refusedSubject: (orderNumber, shop) => `No hemos podido completar tu pedido ${orderNumber} – ${shop}`,
    refusedPreheader: (amount) => `Te devolvemos el importe total de ${amount}.`,
    refusedIntro: (orderNumber, amount) =>
      `Lo sentimos: no hemos podido completar tu pedido ${orderNumber}. No se ha emitido ninguna tarjeta de regalo y te reembolsamos el importe total de ${amount} por el mismo medio con el que pagaste; según tu banco, puede tardar unos días en aparecer.`,
    refusedAfter: 'Si tienes alguna pregunta, responde a este correo o ponte en contacto con atención al cliente.',
    orderNumber: 'Número de pedido',
    amount: 'Reembolsado',
    signOff: 'Un saludo',
    footer: (shop, orderNumber) => `Recibes este correo electrónico por tu pedido de tarjetas de regalo en ${shop} (pedido ${orderNumber}).`,
  },
  pt: {
    heldSubject: (orderNumber, shop) => `O seu pedido ${orderNumber} está em verificação – ${shop}`,
    heldPreheader: (orderNumber) => `O pagamento do pedido ${orderNumber} foi recebido; os cartões-presente seguem em breve.`,
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    heldIntro: (orderNumber) =>
      `Obrigado pelo seu pedido ${orderNumber}. O pagamento foi recebido. Antes de enviar os cartões-presente, vamos verificar rapidamente o pedido – fazemos isto com alguns pedidos, para proteção de ambas as partes.`,
    heldAfter: 'Daremos notícias em breve; não é preciso fazer nada. Se tiver alguma pergunta até lá, basta responder a este e-mail.',
    refusedSubject: (orderNumber, shop) => `Não foi possível concluir o seu pedido ${orderNumber} – ${shop}`,
    refusedPreheader: (amount) => `O valor total de ${amount} será reembolsado.`,
    refusedIntro: (orderNumber, amount) =>
      `Lamentamos: não foi possível concluir o seu pedido ${orderNumber}. Não foi emitido nenhum cartão-presente, e o valor total de ${amount} é reembolsado pelo mesmo meio de pagamento utilizado; dependendo do banco, pode demorar alguns dias até aparecer.`,
    refusedAfter: 'Em caso de dúvida, basta responder a este e-mail ou falar com o nosso atendimento ao cliente.',
    orderNumber: 'Número do pedido',
    amount: 'Reembolsado',
    signOff: 'Atenciosamente',
    footer: (shop, orderNumber) => `Enviamos este e-mail por causa do seu pedido de cartões-presente em ${shop} (pedido ${orderNumber}).`,
  },
};

export function reviewMailTexts(language: string): ReviewMailTexts {
  return TEXTS[afterSaleMailLanguage(language)];
}
