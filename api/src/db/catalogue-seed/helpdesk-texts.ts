/**
 * Seed texts of the helpdesk FAQ (issue 17) in Dutch, English and German: six topics per language,
 * each with its questions and answers. Plain strings only; the seed escapes them and builds the
 * stored HTML.
 */
import type { HelpdeskTopicText } from './content-text-types';

const NL: readonly HelpdeskTopicText[] = [
  {
    key: 'ordering',
    title: "Bestellen",
    entries: [
      {
        question: "Hoe bestel ik een cadeaukaart?",
        answer:
          "Kies een cadeaukaart in onze webshop, geef aan of je hem digitaal of als fysieke kaart wilt ontvangen en kies het gewenste bedrag. Leg de kaart in je winkelmand en rond de bestelling af bij het afrekenen. Je ontvangt daarna een orderbevestiging per e-mail.",
      },
      {
        question: "Wat is het verschil tussen een digitale en een fysieke cadeaukaart?",
        answer:
          "Een digitale kaart sturen we binnen een uur per e-mail; je kunt hem doorsturen of printen. Een fysieke kaart is een plastic kaart die we per post versturen, op verzoek in een cadeauverpakking. Het saldo werkt bij beide precies hetzelfde.",
      },
      {
        question: "Kan ik een persoonlijke boodschap toevoegen?",
        answer:
          "Ja, bij het bestellen kun je een persoonlijke boodschap van maximaal 150 tekens toevoegen. Voor fysieke kaarten kun je bovendien een cadeauverpakking kiezen.",
      },
      {
        question: "Wat is de Keuze Cadeaukaart?",
        answer:
          "Met de Keuze Cadeaukaart kiest de ontvanger zelf: hij wisselt de kaart in voor een of meer cadeaukaarten uit ons assortiment. Handig als je niet zeker weet welk merk het beste past.",
      },
      {
        question: "Kan ik mijn bestelling herroepen?",
        answer:
          "Als consument heb je een herroepingsrecht van 14 dagen. Digitale cadeaukaarten kun je in principe binnen 14 dagen herroepen, zolang ze nog niet zijn gebruikt. Gebruik daarvoor het formulier 'Overeenkomst herroepen' onderaan elke pagina; alle details lees je in ons annuleringsbeleid.",
      },
    ],
  },
  {
    key: 'delivery',
    title: "Bezorging",
    entries: [
      {
        question: "Wanneer ontvang ik mijn digitale cadeaukaart?",
        answer:
          "Digitale cadeaukaarten sturen we binnen een uur na je betaling naar het e-mailadres dat je bij de bestelling hebt opgegeven.",
      },
      {
        question: "Ik heb geen e-mail ontvangen. Wat nu?",
        answer:
          "Kijk eerst in je map met spam of ongewenste e-mail en controleer of het e-mailadres in je orderbevestiging klopt. Is de kaart na een uur nog steeds niet binnen, neem dan contact op met onze klantenservice en vermeld je bestelnummer.",
      },
      {
        question: "Hoe lang duurt de bezorging van een fysieke kaart?",
        answer:
          "Bestel je op een werkdag voor 17:00, dan versturen we je kaart dezelfde dag nog. De bezorging duurt daarna meestal 2 tot 4 werkdagen.",
      },
      {
        question: "Kan ik de kaart rechtstreeks naar de ontvanger laten sturen?",
        answer:
          "Ja. Vul bij het bestellen gewoon het adres van de ontvanger in als bezorgadres. Met een persoonlijke boodschap en cadeauverpakking komt je cadeau dan meteen goed aan.",
      },
      {
        question: "Waarom wordt mijn bestelling aangetekend verstuurd?",
        answer:
          "Bestellingen met een waarde boven 300 euro versturen we altijd aangetekend. Zo is je zending beter beschermd; bij aflevering wordt meestal om een handtekening gevraagd.",
      },
    ],
  },
  {
    key: 'payment',
    title: "Betalen",
    entries: [
      {
        question: "Welke betaalmethoden kan ik gebruiken?",
        answer:
          "Bij het afrekenen zie je alle betaalmethoden die in jouw land beschikbaar zijn, zoals creditcard en de gangbare online betaalmethoden. Zakelijke klanten kunnen daarnaast op factuur betalen.",
      },
      {
        question: "Kan ik als particulier op factuur betalen?",
        answer:
          "Nee, betalen op factuur is alleen mogelijk voor zakelijke klanten. Particulieren betalen direct bij het bestellen met een van de aangeboden betaalmethoden.",
      },
      {
        question: "Mijn betaling is mislukt. Wat gebeurt er met mijn bestelling?",
        answer:
          "Mislukt de betaling of breek je die af, dan wordt de bestelling geannuleerd en komen de kaarten terug in je winkelmand. Je kunt de bestelling daarna gewoon opnieuw afronden, eventueel met een andere betaalmethode.",
      },
      {
        question: "Is betalen bij jullie veilig?",
        answer:
          "Ja. Je betaling gaat via een versleutelde verbinding en wordt verwerkt door een gespecialiseerde betaaldienstverlener.",
      },
      {
        question: "Waar vind ik mijn factuur?",
        answer:
          "De factuur van elke bestelling kun je als pdf downloaden in je account, bij het overzicht van je bestellingen.",
      },
    ],
  },
  {
    key: 'balance-redeem',
    title: "Saldo en inwisselen",
    entries: [
      {
        question: "Hoe check ik het saldo van mijn kaart?",
        answer:
          "Ga naar de pagina 'Saldo checken & inwisselen' en vul het kaartnummer van 19 cijfers en de pincode van 6 cijfers in. Beide vind je op de fysieke kaart of in de e-mail met je digitale kaart.",
      },
      {
        question: "Waar kan ik mijn cadeaukaart gebruiken?",
        answer:
          "Een merkkaart wissel je in bij het merk dat erop staat, afhankelijk van het merk online, in de winkel of allebei. De precieze voorwaarden staan op de productpagina van de kaart.",
      },
      {
        question: "Hoe wissel ik de Keuze Cadeaukaart in?",
        answer:
          "Ga naar 'Saldo checken & inwisselen', vul het kaartnummer en de pincode in en kies een of meer cadeaukaarten uit ons assortiment. Is het saldo niet genoeg, dan betaal je het verschil gewoon bij. De gekozen kaarten ontvang je binnen een uur per e-mail.",
      },
      {
        question: "Wat is de Saldoverdubbelaar?",
        answer:
          "Eén keer per maand loten we de Saldoverdubbelaar uit: bij de trekking op de eerste maandag van de maand wijzen we één winnaar aan, van wie we het saldo op de kaart verdubbelen.",
      },
      {
        question: "Mijn kaart werkt niet. Wat kan ik doen?",
        answer:
          "Controleer eerst via 'Saldo checken & inwisselen' of de kaart actief is en saldo heeft. Blanco kaarten van bedrijven zijn pas bruikbaar na activering, en dat kan tot 24 uur duren. Lukt het daarna nog niet, neem dan contact op met onze klantenservice en vermeld het kaartnummer; je pincode hoeven we daarvoor niet te weten.",
      },
    ],
  },
  {
    key: 'business',
    title: "Zakelijk",
    entries: [
      {
        question: "Kan ik als bedrijf op factuur bestellen?",
        answer:
          "Ja. Bestel je als zakelijke klant, dan kun je bij het afrekenen kiezen voor betalen op factuur. De factuur staat daarna ook als pdf in je account.",
      },
      {
        question: "Hoe vraag ik een offerte aan?",
        answer:
          "Gebruik het formulier 'Offerte aanvragen' op onze zakelijke pagina. Vertel ons om hoeveel kaarten, welke bedragen en welke categorieën het gaat, dan sturen we je een offerte op maat.",
      },
      {
        question: "Hoe werken blanco kaarten?",
        answer:
          "Je bestelt een pakket kaarten zonder saldo en activeert elke kaart pas wanneer je hem wilt weggeven, via 'Kaart activeren'. Je kiest daarbij een bedrag tussen 10 en 500 euro; de activering is binnen 24 uur verwerkt.",
      },
      {
        question: "Vallen cadeaukaarten voor personeel onder de werkkostenregeling?",
        answer:
          "Ja, cadeaukaarten voor medewerkers kun je onderbrengen in de vrije ruimte van de werkkostenregeling. Binnen die ruimte zijn ze onbelast; daarboven betaalt de werkgever eindheffing. Wij geven geen fiscaal advies, dus stem de details af met je boekhouder.",
      },
    ],
  },
  {
    key: 'account',
    title: "Mijn account",
    entries: [
      {
        question: "Hoe maak ik een account aan?",
        answer:
          "Klik op 'Mijn account' en kies voor registreren. Vul je e-mailadres en een wachtwoord in en geef aan of je particulier of zakelijk bestelt.",
      },
      {
        question: "Ik ben mijn wachtwoord vergeten. Wat nu?",
        answer:
          "Klik bij het inloggen op 'Wachtwoord vergeten?' en vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord instelt. Zie je de e-mail niet, kijk dan ook even in je spammap.",
      },
      {
        question: "Waar vind ik mijn eerdere bestellingen?",
        answer:
          "In je account vind je onder 'Bestellingen' een overzicht van al je bestellingen, met datum, bedrag en status.",
      },
      {
        question: "Hoe download ik mijn facturen?",
        answer:
          "Open in je account de bestelling waarvan je de factuur nodig hebt en download de factuur als pdf. Zo heb je hem direct bij de hand voor je administratie.",
      },
    ],
  },
];

const EN: readonly HelpdeskTopicText[] = [
  {
    key: 'ordering',
    title: "Ordering",
    entries: [
      {
        question: "How do I order a gift card?",
        answer:
          "Choose a gift card in our shop, decide whether you want it as a digital or a physical card and select the amount. Add the card to your basket and complete your order at checkout. You will then receive an order confirmation by e-mail.",
      },
      {
        question: "What is the difference between a digital and a physical gift card?",
        answer:
          "We send digital cards by e-mail within an hour; you can forward or print them. A physical card is a plastic card that we send by post, with gift packaging if you like. The balance works exactly the same way on both.",
      },
      {
        question: "Can I add a personal message?",
        answer:
          "Yes, you can add a personal message of up to 150 characters when you order. For physical cards you can also choose gift packaging.",
      },
      {
        question: "Can I buy several cards in one order?",
        answer:
          "Yes, you can put cards of different brands and amounts in your basket and pay for them together. Orders worth more than €300 are sent by registered post.",
      },
      {
        question: "Can I withdraw from my order?",
        answer:
          "As a consumer you have a 14-day right of withdrawal. Digital gift cards can generally be withdrawn within 14 days as long as they have not been used. Simply use the 'Withdraw from contract' form in the footer of our website; you will find all the details on our Right of withdrawal page.",
      },
    ],
  },
  {
    key: 'delivery',
    title: "Delivery",
    entries: [
      {
        question: "When will I receive my digital gift card?",
        answer:
          "We send digital gift cards within an hour of payment to the e-mail address you gave when ordering.",
      },
      {
        question: "My e-mail has not arrived. What should I do?",
        answer:
          "First check your spam or junk folder and make sure the e-mail address in your order confirmation is correct. If the card has still not arrived after an hour, contact our customer service and quote your order number.",
      },
      {
        question: "How long does delivery of a physical card take?",
        answer:
          "If you order on a working day before 17:00, we dispatch your card the same day. Delivery then usually takes 2 to 4 working days.",
      },
      {
        question: "Can the card be sent directly to the recipient?",
        answer:
          "Yes. Just enter the recipient's address as the delivery address when you order. With a personal message and gift packaging, your present arrives ready to give.",
      },
      {
        question: "Why is my order being sent by registered post?",
        answer:
          "We always send orders worth more than €300 by registered post so that your parcel is better protected. A signature is usually required on delivery.",
      },
    ],
  },
  {
    key: 'payment',
    title: "Payment",
    entries: [
      {
        question: "Which payment methods can I use?",
        answer:
          "At checkout you will see all the payment methods available in your country, such as credit card and other popular online payment methods. Business customers can also pay by invoice.",
      },
      {
        question: "Can I pay by invoice as a private customer?",
        answer:
          "No, paying by invoice is only available to business customers. Private customers pay when they order, using one of the payment methods offered.",
      },
      {
        question: "My payment failed. What happens to my order?",
        answer:
          "If the payment fails or you cancel it, the order is cancelled and the cards go back into your basket. You can then simply place the order again, with a different payment method if you prefer.",
      },
      {
        question: "Is it safe to pay on your website?",
        answer:
          "Yes. Your payment is sent over an encrypted connection and processed by a specialist payment service provider.",
      },
      {
        question: "Where can I find my invoice?",
        answer:
          "You can download the invoice for every order as a PDF from your account, in the overview of your orders.",
      },
    ],
  },
  {
    key: 'balance-redeem',
    title: "Balance and redeeming",
    entries: [
      {
        question: "How do I check the balance on my card?",
        answer:
          "Go to the 'Check balance & redeem' page and enter the 19-digit card number and the 6-digit PIN. You will find both on the physical card or in the e-mail containing your digital card.",
      },
      {
        question: "Where can I use my gift card?",
        answer:
          "A brand gift card is redeemed with the brand shown on it, online, in store or both depending on the brand. The exact terms of use are on the card's product page.",
      },
      {
        question: "Can I have the balance paid out in cash?",
        answer:
          "No, the balance on a gift card cannot be paid out in cash or transferred to a bank account. Your statutory rights, for example after a withdrawal, are not affected.",
      },
      {
        question: "What is the balance doubler?",
        answer:
          "Once a month we hold a prize draw for the balance doubler: on the first Monday of the month we pick one winner, and we double the balance on their card.",
      },
      {
        question: "My card is not working. What can I do?",
        answer:
          "First check on the 'Check balance & redeem' page that the card is active and has a balance. Blank cards from companies can only be used once they have been activated, which can take up to 24 hours. If it still does not work, contact our customer service with the card number; we do not need your PIN for this.",
      },
    ],
  },
  {
    key: 'business',
    title: "For business",
    entries: [
      {
        question: "Can my company order on invoice?",
        answer:
          "Yes. When you order as a business customer, invoice is available as an additional payment method at checkout. The invoice is then also available as a PDF in your account.",
      },
      {
        question: "How do I request a quote?",
        answer:
          "Use the 'Request a quote' form in our 'For business' section. Tell us how many cards, which amounts and which categories you need, and we will send you a tailored quote.",
      },
      {
        question: "How do blank cards work?",
        answer:
          "You order a pack of cards with no balance and activate each card via 'Activate a card' when you want to give it away. You choose an amount between €10 and €500, and activation is completed within 24 hours.",
      },
      {
        question: "Are gift cards for employees tax-free?",
        answer:
          "That depends on your country and on how the gift is given. Many tax systems have special rules for small non-cash gifts to staff, but the limits and conditions vary. We do not give tax advice, so please check with your accountant or payroll provider.",
      },
    ],
  },
  {
    key: 'account',
    title: "My account",
    entries: [
      {
        question: "How do I create an account?",
        answer:
          "Click 'My account' and choose to register. Enter your e-mail address and a password, and tell us whether you are ordering privately or for a business.",
      },
      {
        question: "I have forgotten my password. What now?",
        answer:
          "Click 'Forgotten your password?' on the login page and enter your e-mail address. We will send you a link to set a new password. If the e-mail does not arrive, please also check your spam folder.",
      },
      {
        question: "Where can I find my previous orders?",
        answer:
          "Under 'Orders' in your account you will find an overview of all your orders, with date, amount and status.",
      },
      {
        question: "How do I download my invoices?",
        answer:
          "In your account, open the order you need the invoice for and download it as a PDF. That way you have it to hand for your records.",
      },
    ],
  },
];

const DE: readonly HelpdeskTopicText[] = [
  {
    key: 'ordering',
    title: "Bestellen",
    entries: [
      {
        question: "Wie bestelle ich eine Geschenkkarte?",
        answer:
          "Wähle in unserem Shop eine Geschenkkarte aus, entscheide dich für die digitale oder die physische Variante und wähle den gewünschten Betrag. Leg die Karte in den Warenkorb und schließ die Bestellung an der Kasse ab. Anschließend erhältst du eine Bestellbestätigung per E-Mail.",
      },
      {
        question: "Was ist der Unterschied zwischen digitalen und physischen Karten?",
        answer:
          "Digitale Karten schicken wir innerhalb einer Stunde per E-Mail; du kannst sie weiterleiten oder ausdrucken. Physische Karten sind Plastikkarten, die wir per Post verschicken, auf Wunsch mit Geschenkverpackung. Das Guthaben funktioniert bei beiden genau gleich.",
      },
      {
        question: "Kann ich eine persönliche Nachricht hinzufügen?",
        answer:
          "Ja, bei der Bestellung kannst du eine persönliche Nachricht mit bis zu 150 Zeichen eingeben. Für physische Karten kannst du zusätzlich eine Geschenkverpackung wählen.",
      },
      {
        question: "Kann ich mehrere Karten in einer Bestellung kaufen?",
        answer:
          "Ja, du kannst Karten verschiedener Marken und Beträge in den Warenkorb legen und gemeinsam bezahlen. Bestellungen mit einem Wert über 300 Euro verschicken wir per Einschreiben.",
      },
      {
        question: "Kann ich meine Bestellung widerrufen?",
        answer:
          "Als Verbraucher hast du ein 14-tägiges Widerrufsrecht. Digitale Geschenkkarten kannst du grundsätzlich innerhalb von 14 Tagen widerrufen, solange sie noch nicht benutzt wurden. Nutze dafür am einfachsten das Formular „Vertrag widerrufen“ in der Fußzeile unserer Website; alle Einzelheiten findest du in unserer Widerrufsbelehrung.",
      },
    ],
  },
  {
    key: 'delivery',
    title: "Lieferung und Versand",
    entries: [
      {
        question: "Wann erhalte ich meine digitale Geschenkkarte?",
        answer:
          "Digitale Geschenkkarten schicken wir innerhalb einer Stunde nach deiner Zahlung an die E-Mail-Adresse, die du bei der Bestellung angegeben hast.",
      },
      {
        question: "Meine E-Mail ist nicht angekommen. Was nun?",
        answer:
          "Schau bitte zuerst in deinem Spam- oder Werbeordner nach und prüfe, ob die E-Mail-Adresse in der Bestellbestätigung stimmt. Ist die Karte nach einer Stunde immer noch nicht da, melde dich mit deiner Bestellnummer bei unserem Kundenservice.",
      },
      {
        question: "Wie lange dauert der Versand physischer Karten?",
        answer:
          "Bestellst du an einem Werktag bis 17:00 Uhr, verschicken wir deine Karte noch am selben Tag. Die Zustellung dauert danach in der Regel 2 bis 4 Werktage.",
      },
      {
        question: "Kann ich die Karte direkt an die beschenkte Person schicken lassen?",
        answer:
          "Ja. Gib bei der Bestellung einfach die Adresse der beschenkten Person als Lieferadresse an. Mit persönlicher Nachricht und Geschenkverpackung kommt dein Geschenk dann direkt schön verpackt an.",
      },
      {
        question: "Warum wird meine Bestellung per Einschreiben verschickt?",
        answer:
          "Bestellungen mit einem Wert über 300 Euro versenden wir immer per Einschreiben, damit deine Sendung besser geschützt ist. Die Zustellung erfolgt dann in der Regel gegen Unterschrift.",
      },
    ],
  },
  {
    key: 'payment',
    title: "Bezahlen",
    entries: [
      {
        question: "Welche Zahlungsarten gibt es?",
        answer:
          "An der Kasse siehst du alle Zahlungsarten, die in deinem Land verfügbar sind, zum Beispiel Kreditkarte und weitere gängige Online-Zahlungsarten. Geschäftskunden können zusätzlich auf Rechnung bezahlen.",
      },
      {
        question: "Kann ich als Privatkunde auf Rechnung bezahlen?",
        answer:
          "Nein, der Kauf auf Rechnung ist Geschäftskunden vorbehalten. Als Privatkunde bezahlst du direkt bei der Bestellung mit einer der angebotenen Zahlungsarten.",
      },
      {
        question: "Meine Zahlung ist fehlgeschlagen. Was passiert mit meiner Bestellung?",
        answer:
          "Schlägt die Zahlung fehl oder brichst du sie ab, wird die Bestellung storniert und die Karten landen wieder in deinem Warenkorb. Du kannst die Bestellung dann einfach erneut abschließen, gern auch mit einer anderen Zahlungsart.",
      },
      {
        question: "Ist das Bezahlen bei euch sicher?",
        answer:
          "Ja. Deine Zahlung wird über eine verschlüsselte Verbindung übertragen und von einem spezialisierten Zahlungsdienstleister abgewickelt.",
      },
      {
        question: "Wo finde ich meine Rechnung?",
        answer:
          "Die Rechnung zu jeder Bestellung kannst du als PDF in deinem Kundenkonto herunterladen, in der Übersicht deiner Bestellungen.",
      },
    ],
  },
  {
    key: 'balance-redeem',
    title: "Guthaben und Einlösen",
    entries: [
      {
        question: "Wie prüfe ich das Guthaben meiner Karte?",
        answer:
          "Geh auf die Seite „Guthaben prüfen & einlösen“ und gib die 19-stellige Kartennummer und die 6-stellige PIN ein. Beides findest du auf der physischen Karte oder in der E-Mail mit deiner digitalen Karte.",
      },
      {
        question: "Wo kann ich meine Geschenkkarte einlösen?",
        answer:
          "Eine Markenkarte löst du bei der Marke ein, die darauf steht – je nach Marke online, im Geschäft oder beides. Die genauen Einlösebedingungen findest du auf der Produktseite der Karte.",
      },
      {
        question: "Kann ich mir das Guthaben auszahlen lassen?",
        answer:
          "Nein, das Guthaben einer Geschenkkarte wird nicht bar ausgezahlt und kann nicht auf ein Bankkonto überwiesen werden. Gesetzliche Ansprüche, etwa nach einem Widerruf, bleiben davon unberührt.",
      },
      {
        question: "Was ist der Guthaben-Verdoppler?",
        answer:
          "Einmal im Monat verlosen wir den Guthaben-Verdoppler: Bei der Ziehung am ersten Montag des Monats ermitteln wir eine Gewinnerin oder einen Gewinner und verdoppeln das Guthaben auf deren Karte.",
      },
      {
        question: "Meine Karte funktioniert nicht. Was kann ich tun?",
        answer:
          "Prüfe zuerst auf der Seite „Guthaben prüfen & einlösen“, ob die Karte aktiv ist und Guthaben hat. Blanko-Karten von Unternehmen sind erst nach der Aktivierung nutzbar, und die kann bis zu 24 Stunden dauern. Klappt es danach immer noch nicht, wende dich mit der Kartennummer an unseren Kundenservice; deine PIN brauchen wir dafür nicht.",
      },
    ],
  },
  {
    key: 'business',
    title: "Für Unternehmen",
    entries: [
      {
        question: "Können wir als Unternehmen auf Rechnung bestellen?",
        answer:
          "Ja. Bestellst du als Geschäftskunde, steht dir an der Kasse zusätzlich die Zahlungsart Rechnung zur Verfügung. Die Rechnung findest du danach auch als PDF in deinem Kundenkonto.",
      },
      {
        question: "Wie fordere ich ein Angebot an?",
        answer:
          "Nutze das Formular „Angebot anfordern“ im Bereich „Für Unternehmen“. Nenn uns Anzahl, Beträge und gewünschte Kategorien, dann schicken wir dir ein individuelles Angebot.",
      },
      {
        question: "Wie funktionieren Blanko-Karten?",
        answer:
          "Du bestellst ein Paket noch nicht aufgeladener Karten und aktivierst jede Karte erst dann unter „Karte aktivieren“, wenn du sie verschenken möchtest. Dabei wählst du einen Betrag zwischen 10 und 500 Euro; die Aktivierung erfolgt innerhalb von 24 Stunden.",
      },
      {
        question: "Sind Geschenkkarten für Mitarbeitende steuerfrei?",
        answer:
          "Unter bestimmten Voraussetzungen ja: Sachbezüge bis 50 Euro im Monat bleiben nach § 8 Abs. 2 Satz 11 EStG steuerfrei, wenn sie zusätzlich zum ohnehin geschuldeten Arbeitslohn gewährt werden. Wir leisten keine Steuerberatung; stimm die Einzelheiten bitte mit deiner Steuerberatung oder Lohnbuchhaltung ab.",
      },
    ],
  },
  {
    key: 'account',
    title: "Mein Konto",
    entries: [
      {
        question: "Wie lege ich ein Kundenkonto an?",
        answer:
          "Klick auf „Mein Konto“ und wähle die Registrierung. Gib deine E-Mail-Adresse und ein Passwort ein und leg fest, ob du privat oder für ein Unternehmen bestellst.",
      },
      {
        question: "Ich habe mein Passwort vergessen. Was nun?",
        answer:
          "Klick bei der Anmeldung auf „Passwort vergessen?“ und gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst. Falls die E-Mail nicht ankommt, schau bitte auch im Spam-Ordner nach.",
      },
      {
        question: "Wo finde ich meine bisherigen Bestellungen?",
        answer:
          "In deinem Kundenkonto findest du unter „Bestellungen“ eine Übersicht aller Bestellungen mit Datum, Betrag und Status.",
      },
      {
        question: "Wie lade ich meine Rechnungen herunter?",
        answer:
          "Öffne in deinem Kundenkonto die Bestellung, deren Rechnung du brauchst, und lade die Rechnung als PDF herunter. So hast du sie direkt für deine Unterlagen griffbereit.",
      },
    ],
  },
];

export const HELPDESK: Readonly<Record<'nl' | 'en' | 'de', readonly HelpdeskTopicText[]>> = {
  nl: NL,
  en: EN,
  de: DE,
};
