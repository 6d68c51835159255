/**
 * The mail to the winner of a balance doubler draw (issue 18; ADR 0025): the prize, the last four
 * digits of the card, its new balance and the published result. In every storefront language
 * (mail-texts.ts), English for any other.
 */
import { type MailLanguage, mailLanguage } from './mail-texts';

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

const TEXTS: Record<MailLanguage, DoublerMailTexts> = {
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
  fr: {
    subject: (prize, shop) => `Vous avez gagné au doubleur de solde : ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `Votre carte ${maskedNumber} a été créditée de ${prize}.`,
    greeting: 'Bonjour,',
    intro: (month) => `Félicitations : votre carte cadeau a été tirée au sort lors du doubleur de solde (${month}).`,
    prizeLine: (prize) => `Nous avons ajouté ${prize} à son solde : vous pouvez l’utiliser dès maintenant.`,
    cardNumber: 'Numéro de carte',
    prize: 'Gain',
    newBalance: 'Nouveau solde',
    month: 'Tirage',
    result: 'Voir le résultat du tirage',
    resultHint: 'La page du résultat indique la valeur aléatoire du tirage et la liste des participations : chacun peut ainsi vérifier que le tirage a été équitable.',
    signOff: 'Cordialement',
    footer: (shop, month) => `Vous recevez cet e-mail car vous avez inscrit votre carte cadeau au doubleur de solde de ${shop} (${month}).`,
  },
  pl: {
    subject: (prize, shop) => `Wygrana w akcji „Podwój saldo”: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `Dodaliśmy ${prize} do Twojej karty ${maskedNumber}.`,
    greeting: 'Cześć,',
    intro: (month) => `Gratulacje! Twoja karta podarunkowa została wylosowana w akcji „Podwój saldo” (${month}).`,
    prizeLine: (prize) => `Zwiększyliśmy jej saldo o ${prize}: możesz je wykorzystać od razu.`,
    cardNumber: 'Numer karty',
    prize: 'Wygrana',
    newBalance: 'Nowe saldo',
    month: 'Losowanie',
    result: 'Zobacz wyniki losowania',
    resultHint: 'Na stronie z wynikami znajdziesz wartość losową losowania i listę zgłoszeń – każdy może sprawdzić, że zwycięzca został wylosowany uczciwie.',
    signOff: 'Pozdrawiamy',
    footer: (shop, month) => `Otrzymujesz tę wiadomość, ponieważ Twoja karta podarunkowa została zgłoszona do akcji „Podwój saldo” w sklepie ${shop} (${month}).`,
  },
  sv: {
    subject: (prize, shop) => `Du har vunnit i Saldodubblaren: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `${prize} har lagts till på ditt kort ${maskedNumber}.`,
    greeting: 'Hej!',
    intro: (month) => `Grattis! Ditt presentkort har dragits i Saldodubblaren för ${month}.`,
    prizeLine: (prize) => `Vi har lagt till ${prize} på saldot: du kan använda det direkt.`,
    cardNumber: 'Kortnummer',
    prize: 'Vinst',
    newBalance: 'Nytt saldo',
    month: 'Dragning',
    result: 'Se resultatet av dragningen',
    resultHint: 'Resultatsidan visar dragningens slumpvärde och listan över deltagare, så att alla kan kontrollera att vinnaren drogs på ett rättvist sätt.',
    signOff: 'Vänliga hälsningar',
    footer: (shop, month) => `Du får det här e-postmeddelandet eftersom du har anmält ditt presentkort till Saldodubblaren hos ${shop} (${month}).`,
  },
  da: {
    subject: (prize, shop) => `Du har vundet i saldofordobleren: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `Der er sat ${prize} ind på dit kort ${maskedNumber}.`,
    greeting: 'Hej,',
    intro: (month) => `Tillykke! Dit gavekort er blevet trukket ud i saldofordobleren for ${month}.`,
    prizeLine: (prize) => `Vi har lagt ${prize} til saldoen: du kan bruge det med det samme.`,
    cardNumber: 'Kortnummer',
    prize: 'Gevinst',
    newBalance: 'Ny saldo',
    month: 'Lodtrækning',
    result: 'Se resultatet af lodtrækningen',
    resultHint: 'Resultatsiden viser lodtrækningens tilfældige startværdi og listen over deltagere, så alle kan kontrollere, at vinderen er trukket retfærdigt.',
    signOff: 'Venlig hilsen',
    footer: (shop, month) => `Du modtager denne e-mail, fordi du har tilmeldt dit gavekort til saldofordobleren hos ${shop} (${month}).`,
  },
  nb: {
    subject: (prize, shop) => `Du har vunnet i saldodobleren: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `${prize} er lagt til på kortet ditt ${maskedNumber}.`,
    greeting: 'Hei,',
    intro: (month) => `Gratulerer! Gavekortet ditt ble trukket ut i saldodobleren for ${month}.`,
    prizeLine: (prize) => `Vi har lagt ${prize} til saldoen: du kan bruke det med en gang.`,
    cardNumber: 'Kortnummer',
    prize: 'Gevinst',
    newBalance: 'Ny saldo',
    month: 'Trekning',
    result: 'Se resultatet av trekningen',
    resultHint: 'Resultatsiden viser trekningens tilfeldige startverdi og listen over deltakelser, slik at alle kan kontrollere at vinneren ble trukket rettferdig.',
    signOff: 'Vennlig hilsen',
    footer: (shop, month) => `Du får denne e-posten fordi gavekortet ditt er påmeldt saldodobleren hos ${shop} (${month}).`,
  },
  it: {
    subject: (prize, shop) => `Hai vinto a Raddoppia il saldo: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `Abbiamo aggiunto ${prize} alla tua carta ${maskedNumber}.`,
    greeting: 'Ciao,',
    intro: (month) => `Congratulazioni! La tua carta regalo è stata estratta nel concorso Raddoppia il saldo di ${month}.`,
    prizeLine: (prize) => `Abbiamo aggiunto ${prize} al suo saldo: puoi spenderlo subito.`,
    cardNumber: 'Numero della carta',
    prize: 'Premio',
    newBalance: 'Nuovo saldo',
    month: 'Estrazione',
    result: 'Vedi il risultato dell’estrazione',
    resultHint: 'La pagina del risultato mostra il valore casuale dell’estrazione e l’elenco delle partecipazioni, così chiunque può verificare che l’estrazione sia stata equa.',
    signOff: 'Un saluto',
    footer: (shop, month) => `Ricevi questa e-mail perché hai iscritto la tua carta regalo a Raddoppia il saldo su ${shop} (${month}).`,
  },
  es: {
    subject: (prize, shop) => `Has ganado en el sorteo Duplica tu saldo: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `Hemos añadido ${prize} a tu tarjeta ${maskedNumber}.`,
    greeting: 'Hola:',
    intro: (month) => `¡Felicidades! Tu tarjeta de regalo ha resultado ganadora en el sorteo Duplica tu saldo de ${month}.`,
    prizeLine: (prize) => `Hemos añadido ${prize} a su saldo: puedes gastarlo ahora mismo.`,
    cardNumber: 'Número de tarjeta',
    prize: 'Premio',
    newBalance: 'Nuevo saldo',
    month: 'Sorteo',
    result: 'Ver el resultado del sorteo',
    resultHint: 'La página del resultado muestra el valor aleatorio del sorteo y la lista de participaciones, para que cualquiera pueda comprobar que el sorteo fue justo.',
    signOff: 'Un saludo',
    footer: (shop, month) => `Recibes este correo electrónico porque inscribiste tu tarjeta de regalo en el sorteo Duplica tu saldo de ${shop} (${month}).`,
  },
  pt: {
    subject: (prize, shop) => `Ganhou no duplicador de saldo: ${prize} – ${shop}`,
    preheader: (prize, maskedNumber) => `O cartão ${maskedNumber} recebeu mais ${prize}.`,
    greeting: 'Olá,',
    intro: (month) => `Parabéns! O seu cartão-presente foi sorteado no duplicador de saldo de ${month}.`,
    prizeLine: (prize) => `O saldo do cartão aumentou ${prize} e pode ser usado de imediato.`,
    cardNumber: 'Número do cartão',
    prize: 'Valor ganho',
    newBalance: 'Novo saldo',
    month: 'Sorteio',
    result: 'Ver o resultado do sorteio',
    resultHint: 'A página do resultado mostra o valor aleatório do sorteio e a lista de participações, para que qualquer pessoa possa confirmar que o sorteio foi justo.',
    signOff: 'Atenciosamente',
    footer: (shop, month) => `Enviamos este e-mail porque o seu cartão-presente foi inscrito no duplicador de saldo de ${shop} (${month}).`,
  },
};

/** The language the mail is written in: the storefront's (every storefront language has its texts), else English. */
export function doublerMailLanguage(language: string): MailLanguage {
  return mailLanguage(language);
}

export function doublerMailTexts(language: string): DoublerMailTexts {
  return TEXTS[doublerMailLanguage(language)];
}
