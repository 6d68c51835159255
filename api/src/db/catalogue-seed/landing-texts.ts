/**
 * Seed texts of the content team's landing pages (issue 17): Christmas, Mother's Day, gift cards for
 * employees and restaurant gift cards, in German, Dutch and English. Plain strings only; the seed
 * escapes them and builds the stored HTML.
 */
import type { LandingPageText } from './content-text-types';

const DE: readonly LandingPageText[] = [
  {
    key: 'christmas',
    slug: 'weihnachten',
    metaTitle: "Geschenkkarten zu Weihnachten: digital & per Post",
    metaDescription:
      "Weihnachtsgeschenke ohne Stress: Geschenkkarten für Mode, Bücher, Technik und mehr – digital in einer Stunde oder festlich verpackt per Post.",
    hero: {
      title: "Weihnachtsgeschenke, die garantiert gefallen",
      subtitle:
        "Schenk Freude statt Umtauschstress: Mit einer Geschenkkarte sucht sich jeder selbst aus, was er sich wirklich wünscht. Digital in einer Stunde im Postfach oder als Karte schön verpackt per Post.",
      motif: 'toys',
      alt: "Illustration mit Spielzeug als Symbol für Geschenke unter dem Weihnachtsbaum",
      cta: { label: "Weihnachtsgeschenke entdecken", route: 'occasions' },
    },
    sections: [
      {
        type: 'products',
        title: "Beliebte Geschenkkarten zu Weihnachten",
        categories: ['toys', 'books', 'fashion', 'electronics', 'streaming'],
        limit: 8,
      },
      {
        type: 'usps',
        title: "Entspannt durch die Weihnachtszeit",
        items: [
          {
            icon: 'delivery',
            title: "Rechtzeitig unter dem Baum",
            text: "Digitale Karten kommen innerhalb einer Stunde per E-Mail. Physische Karten, die du werktags bis 17:00 Uhr bestellst, verschicken wir noch am selben Tag.",
          },
          {
            icon: 'packaging',
            title: "Festlich verpackt",
            text: "Wähle für deine Karte eine Geschenkverpackung und schreib eine persönliche Nachricht mit bis zu 150 Zeichen dazu.",
          },
          {
            icon: 'choice',
            title: "Für alle auf deiner Liste",
            text: "Von Mode und Büchern über Technik bis zu Wellness und Restaurants: Karten für jeden Geschmack und jedes Alter.",
          },
          {
            icon: 'balance',
            title: "Guthaben immer im Blick",
            text: "Mit Kartennummer und PIN lässt sich das Guthaben jederzeit online prüfen – praktisch für alle, die ihre Karte in Ruhe einlösen möchten.",
          },
        ],
      },
      {
        type: 'text',
        title: "Warum Geschenkkarten unter den Weihnachtsbaum gehören",
        paragraphs: [
          "Jedes Jahr dasselbe: Die Liste ist lang, die Zeit ist knapp, und bei manchen Menschen will einem einfach nichts einfallen. Eine Geschenkkarte nimmt dir das Rätselraten ab, ohne unpersönlich zu wirken. Du wählst die Marke oder Kategorie, die zur beschenkten Person passt – und sie entscheidet selbst, worüber sie sich am meisten freut.",
          "Für Kinder und Jugendliche eignen sich Karten für Spielzeug, Gaming oder Bücher, für Technikfans eine Karte aus dem Bereich Elektronik. Wer gern Zeit mit anderen verbringt, freut sich über einen Restaurantbesuch, einen Kinoabend oder ein Erlebnis. So bleibt das Geschenk nicht nur an Heiligabend in Erinnerung, sondern auch noch im neuen Jahr.",
          "Physische Karten schicken wir auf Wunsch in einer festlichen Geschenkverpackung und mit deiner persönlichen Nachricht. Und wenn es doch einmal knapp wird: Digitale Karten sind innerhalb einer Stunde in deinem Postfach – auch kurz vor der Bescherung.",
        ],
      },
      {
        type: 'products',
        title: "Gemeinsame Zeit verschenken",
        categories: ['restaurants', 'cinema', 'experiences', 'wellness'],
        limit: 4,
      },
      {
        type: 'faq',
        title: "Häufige Fragen zu Weihnachtsgeschenken",
        entries: [
          {
            question: "Bis wann sollte ich bestellen, damit die Karte pünktlich ankommt?",
            answer:
              "Physische Karten, die du an Werktagen bis 17:00 Uhr bestellst, verschicken wir am selben Tag; die Zustellung dauert in der Regel 2 bis 4 Werktage. Plane in der Vorweihnachtszeit lieber ein paar Tage Puffer ein. Digitale Karten erhältst du unabhängig davon innerhalb einer Stunde per E-Mail.",
          },
          {
            question: "Kann ich eine digitale Karte auch unter den Baum legen?",
            answer:
              "Ja. Die E-Mail mit deiner digitalen Geschenkkarte kannst du ausdrucken und in eine Weihnachtskarte stecken oder direkt an die beschenkte Person weiterleiten. So hast du auch in letzter Minute noch etwas zum Auspacken.",
          },
          {
            question: "Kann ich eine persönliche Nachricht hinzufügen?",
            answer:
              "Ja, bei der Bestellung kannst du eine Nachricht mit bis zu 150 Zeichen eingeben. Für physische Karten kannst du außerdem eine Geschenkverpackung auswählen.",
          },
          {
            question: "Wie werden größere Bestellungen verschickt?",
            answer:
              "Bestellungen mit einem Wert über 300 Euro versenden wir per Einschreiben. So kommen auch viele Karten für Familie und Freunde sicher bei dir an.",
          },
          {
            question: "Wie erfährt die beschenkte Person, wie viel Guthaben auf der Karte ist?",
            answer:
              "Auf unserer Seite „Guthaben prüfen & einlösen“ genügen die 19-stellige Kartennummer und die 6-stellige PIN, um das aktuelle Guthaben abzurufen.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Das sagen unsere Kundinnen und Kunden",
        items: [
          {
            quote:
              "Ich habe für die ganze Familie Karten bestellt, für jeden etwas anderes. Die Geschenkverpackung sah richtig hochwertig aus, und drei Tage später war alles da.",
            name: "Katrin M.",
            city: "Leipzig",
            rating: 5,
          },
          {
            quote:
              "Am 23. Dezember ist mir eingefallen, dass ich meinen Schwager vergessen hatte. Die digitale Karte war nach ein paar Minuten im Postfach – ausgedruckt, fertig.",
            name: "Jonas W.",
            city: "Hamburg",
            rating: 5,
          },
          {
            quote:
              "Unsere Kinder sind inzwischen Teenager und wünschen sich fast nur noch Gutscheine. Hier finde ich alles an einem Ort. Ein paar mehr Motive für die Verpackung würde ich mir noch wünschen.",
            name: "Andrea S.",
            city: "Freiburg",
            rating: 4,
          },
        ],
      },
    ],
  },
  {
    key: 'mothers-day',
    slug: 'muttertag',
    metaTitle: "Geschenkkarten zum Muttertag: Wellness, Beauty & mehr",
    metaDescription:
      "Zeig deiner Mutter, was sie dir bedeutet: Geschenkkarten für Wellness, Beauty, Restaurants und Bücher – mit persönlicher Nachricht und Geschenkverpackung.",
    hero: {
      title: "Danke sagen zum Muttertag",
      subtitle:
        "Ein Tag in der Therme, ein Abend im Lieblingsrestaurant oder ein neues Buch: Schenk deiner Mutter Zeit für sich. Mit persönlicher Nachricht und auf Wunsch liebevoll verpackt.",
      motif: 'wellness',
      alt: "Illustration zum Thema Wellness und Entspannung als Geschenkidee zum Muttertag",
      cta: { label: "Muttertagsgeschenke entdecken", route: 'productList' },
    },
    sections: [
      {
        type: 'products',
        title: "Geschenkkarten, über die sich Mütter freuen",
        categories: ['wellness', 'beauty', 'books', 'home'],
        limit: 8,
      },
      {
        type: 'text',
        title: "Ein Geschenk, das Zeit schenkt",
        paragraphs: [
          "In Deutschland wird der Muttertag am zweiten Sonntag im Mai gefeiert. Viele Mütter sagen, sie wünschen sich nichts – und freuen sich dann doch über eine Geste, die zeigt, dass jemand an sie gedacht hat. Eine Geschenkkarte verbindet beides: Sie ist persönlich, weil du Marke und Kategorie passend auswählst, und lässt deiner Mutter trotzdem die Freiheit, selbst zu entscheiden.",
          "Besonders beliebt sind Karten für Wellness und Beauty, etwa für eine Massage, einen Tag in der Sauna oder neue Pflegeprodukte. Wer lieber gemeinsam etwas unternimmt, verschenkt einen Restaurantbesuch oder ein Erlebnis und kommt am besten gleich mit. Für Leseratten und alle, die es sich zu Hause schön machen, gibt es Karten für Bücher und Wohnen.",
          "Mit einer persönlichen Nachricht von bis zu 150 Zeichen sagst du, was im Alltag oft ungesagt bleibt. Wohnst du weiter weg, bestellst du einfach eine digitale Karte: Sie ist innerhalb einer Stunde per E-Mail da, und du kannst sie direkt an deine Mutter weiterleiten.",
        ],
      },
      {
        type: 'usps',
        title: "So wird der Muttertag entspannt",
        items: [
          {
            icon: 'packaging',
            title: "Liebevoll verpackt",
            text: "Physische Karten bekommst du auf Wunsch in einer Geschenkverpackung – mit deiner persönlichen Nachricht.",
          },
          {
            icon: 'delivery',
            title: "Auch kurzfristig",
            text: "Digitale Karten sind innerhalb einer Stunde per E-Mail da – ideal, wenn der Sonntag schon vor der Tür steht.",
          },
          {
            icon: 'choice',
            title: "Für jede Mutter das Richtige",
            text: "Wellness, Beauty, Restaurants, Bücher, Wohnen und viele weitere Kategorien.",
          },
        ],
      },
      {
        type: 'products',
        title: "Gemeinsam genießen",
        categories: ['restaurants', 'experiences', 'food'],
        limit: 4,
      },
      {
        type: 'faq',
        title: "Fragen rund um Muttertagsgeschenke",
        entries: [
          {
            question: "Wann ist Muttertag?",
            answer:
              "In Deutschland ist Muttertag immer am zweiten Sonntag im Mai. Bestellst du eine physische Karte, rechne nach dem Versand mit 2 bis 4 Werktagen Lieferzeit; digitale Karten sind innerhalb einer Stunde da.",
          },
          {
            question: "Kann ich die Karte direkt an meine Mutter schicken lassen?",
            answer:
              "Bei physischen Karten gibst du die Lieferadresse bei der Bestellung an – das kann auch die Adresse deiner Mutter sein. Eine digitale Karte erhältst du per E-Mail und kannst sie ihr einfach weiterleiten.",
          },
          {
            question: "Welche Karte passt zu meiner Mutter?",
            answer:
              "Überleg, womit sie ihre freie Zeit am liebsten verbringt. Für Erholung sind Wellness- und Beauty-Karten beliebt, für Genießerinnen ein Restaurantbesuch, für Leserinnen eine Bücherkarte. Wenn ihr gemeinsam etwas erleben wollt, ist eine Karte aus dem Bereich Erlebnisse eine schöne Wahl.",
          },
          {
            question: "Wie löst meine Mutter die Karte ein?",
            answer:
              "Eingelöst wird die Karte bei der Marke, die darauf steht – je nach Marke online, im Geschäft oder beides. Die genauen Einlösebedingungen findest du auf der jeweiligen Produktseite.",
          },
          {
            question: "Kann meine Mutter ihr Restguthaben prüfen?",
            answer:
              "Ja. Auf der Seite „Guthaben prüfen & einlösen“ gibt sie die 19-stellige Kartennummer und die 6-stellige PIN ein und sieht sofort, wie viel Guthaben noch übrig ist.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Muttertag mit unseren Geschenkkarten",
        items: [
          {
            quote:
              "Meine Mutter wohnt 500 Kilometer entfernt. Die digitale Wellness-Karte mit ein paar lieben Worten kam super an, sie hat sich direkt einen Massagetermin gebucht.",
            name: "Lena F.",
            city: "Münster",
            rating: 5,
          },
          {
            quote:
              "Wir Geschwister haben zusammengelegt und ihr einen Restaurantbesuch geschenkt – mit der ganzen Familie. Schöner kann ein Muttertag kaum sein.",
            name: "Markus T.",
            city: "Dresden",
            rating: 5,
          },
          {
            quote:
              "Die Verpackung war hübsch und die Nachricht korrekt gedruckt. Die Lieferung hat vier Werktage gedauert, also rechtzeitig bestellen.",
            name: "Sabine R.",
            city: "Hannover",
            rating: 4,
          },
        ],
      },
    ],
  },
  {
    key: 'employees',
    slug: 'geschenkkarten-fuer-mitarbeiter',
    metaTitle: "Geschenkkarten für Mitarbeiter – auf Rechnung bestellen",
    metaDescription:
      "Geschenkkarten für dein Team: zu Jubiläen, Geburtstagen oder als Dankeschön. Bequem auf Rechnung bestellen, Angebot anfordern, Blanko-Karten aktivieren.",
    hero: {
      title: "Mitarbeitende wertschätzen – mit Geschenkkarten",
      subtitle:
        "Ob Geburtstag, Firmenjubiläum oder Jahresabschluss: Mit Geschenkkarten beschenkst du dein Team ohne großen Aufwand. Bestellung auf Rechnung und individuelle Angebote für größere Mengen inklusive.",
      motif: 'experiences',
      alt: "Illustration eines Sterns als Symbol für Anerkennung im Team",
      cta: { label: "Angebot anfordern", route: 'business' },
    },
    sections: [
      {
        type: 'usps',
        title: "Darum bestellen Personalabteilungen bei uns",
        items: [
          {
            icon: 'business',
            title: "Bestellung auf Rechnung",
            text: "Als Geschäftskunde bezahlst du bequem per Rechnung – ohne Firmenkreditkarte und ohne Auslagen, die später abgerechnet werden müssen.",
          },
          {
            icon: 'balance',
            title: "Blanko-Karten flexibel aktivieren",
            text: "Bestell Kartenpakete auf Vorrat und aktiviere jede Karte später mit einem Betrag zwischen 10 und 500 Euro. Die Aktivierung erfolgt innerhalb von 24 Stunden.",
          },
          {
            icon: 'choice',
            title: "Für jeden Geschmack im Team",
            text: "Erlebnisse, Restaurants, Mode, Elektronik und viele weitere Kategorien – so findet jede und jeder etwas Passendes.",
          },
          {
            icon: 'delivery',
            title: "Digital oder per Post",
            text: "Digitale Karten kommen innerhalb einer Stunde per E-Mail. Physische Karten verschicken wir bei Bestellung bis 17:00 Uhr noch am selben Werktag.",
          },
        ],
      },
      {
        type: 'products',
        title: "Beliebt als Geschenk für Mitarbeitende",
        categories: ['experiences', 'restaurants', 'fashion', 'electronics'],
        limit: 8,
      },
      {
        type: 'text',
        title: "Geschenkkarten im Unternehmen: einfach, fair, flexibel",
        paragraphs: [
          "Anlässe gibt es im Arbeitsalltag viele: der Geburtstag einer Kollegin, das zehnjährige Firmenjubiläum, ein erfolgreich abgeschlossenes Projekt oder die Weihnachtsfeier. Sachgeschenke treffen selten jeden Geschmack, Geld wirkt schnell unpersönlich. Eine Geschenkkarte liegt genau dazwischen: Sie zeigt Wertschätzung und lässt den Beschenkten trotzdem die Wahl.",
          "Für Personalabteilungen und das Office-Management machen wir die Abwicklung so einfach wie möglich. Als Geschäftskunde bestellst du auf Rechnung, und für größere Mengen oder wiederkehrende Anlässe forderst du über unser Formular ein individuelles Angebot an. Bestellungen über 300 Euro verschicken wir per Einschreiben.",
          "Wenn noch nicht feststeht, wer wann welchen Betrag bekommt, sind Blanko-Karten die richtige Wahl. Du legst dir einen kleinen Vorrat an und aktivierst jede Karte bei Bedarf mit einem Betrag zwischen 10 und 500 Euro – innerhalb von 24 Stunden ist sie einsatzbereit.",
          "Auch steuerlich können Geschenkkarten interessant sein: Sachbezüge bis 50 Euro im Monat bleiben nach § 8 Abs. 2 Satz 11 EStG steuerfrei, wenn die Voraussetzungen erfüllt sind. Dazu gehört unter anderem, dass der Gutschein zusätzlich zum ohnehin geschuldeten Arbeitslohn gewährt wird und ausschließlich zum Bezug von Waren oder Dienstleistungen berechtigt. Ob das für eure Karten gilt, klärst du am besten mit eurer Steuerberatung.",
        ],
      },
      {
        type: 'faq',
        title: "Fragen aus Personalabteilung und Office-Management",
        entries: [
          {
            question: "Können wir auf Rechnung bestellen?",
            answer:
              "Ja. Wenn du als Geschäftskunde bestellst, steht dir an der Kasse zusätzlich die Zahlungsart Rechnung zur Verfügung. Die Rechnung findest du außerdem jederzeit als PDF in deinem Kundenkonto.",
          },
          {
            question: "Wie fordere ich ein Angebot an?",
            answer:
              "Über das Formular „Angebot anfordern“ im Bereich „Für Unternehmen“. Nenn uns Anzahl, Beträge und gewünschte Kategorien, dann melden wir uns mit einem individuellen Angebot bei dir.",
          },
          {
            question: "Wie funktionieren Blanko-Karten?",
            answer:
              "Du bestellst ein Paket noch nicht aufgeladener Karten. Sobald du eine Karte verschenken möchtest, aktivierst du sie unter „Karte aktivieren“ mit einem Betrag zwischen 10 und 500 Euro. Die Aktivierung erfolgt innerhalb von 24 Stunden.",
          },
          {
            question: "Sind Geschenkkarten für Mitarbeitende steuerfrei?",
            answer:
              "Unter bestimmten Voraussetzungen ja: Sachbezüge bis 50 Euro im Monat sind nach § 8 Abs. 2 Satz 11 EStG steuerfrei, wenn sie zusätzlich zum ohnehin geschuldeten Arbeitslohn gewährt werden. Da wir keine Steuerberatung leisten, stimm die Einzelheiten bitte mit deiner Steuerberatung oder Lohnbuchhaltung ab.",
          },
          {
            question: "Wie werden größere Bestellungen geliefert?",
            answer:
              "Digitale Karten schicken wir innerhalb einer Stunde per E-Mail. Physische Karten versenden wir bei Bestellung bis 17:00 Uhr an Werktagen noch am selben Tag, Bestellungen über 300 Euro per Einschreiben.",
          },
          {
            question: "Können wir den Karten eine persönliche Botschaft mitgeben?",
            answer:
              "Ja, zu jeder Karte kannst du eine Nachricht mit bis zu 150 Zeichen hinzufügen, zum Beispiel ein Dankeschön für das vergangene Jahr. Physische Karten gibt es auf Wunsch auch mit Geschenkverpackung.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Das sagen Unternehmen über uns",
        items: [
          {
            quote:
              "Wir verschenken zu jedem Firmenjubiläum eine Geschenkkarte. Seit wir Blanko-Karten auf Vorrat haben, kostet mich das fünf Minuten statt eines halben Tages.",
            name: "Melanie H.",
            city: "Stuttgart",
            rating: 5,
          },
          {
            quote:
              "Die Bestellung auf Rechnung war für unsere Buchhaltung entscheidend. Das Angebot für unsere Weihnachtsaktion kam schnell und war übersichtlich aufgebaut.",
            name: "Thomas B.",
            city: "Köln",
            rating: 5,
          },
          {
            quote:
              "Unser Team ist bunt gemischt, und bei den vielen Kategorien findet wirklich jeder etwas. Die digitale Zustellung klappt zuverlässig, nur die Kategorienauswahl könnte noch übersichtlicher sein.",
            name: "Sandra K.",
            city: "Nürnberg",
            rating: 4,
          },
        ],
      },
    ],
  },
  {
    key: 'restaurants',
    slug: 'restaurant-gutscheine',
    metaTitle: "Restaurant-Gutscheine online kaufen – digital & per Post",
    metaDescription:
      "Restaurant-Gutscheine für Genießer: gemeinsam essen gehen oder Wein und Feinkost verschenken. Digital in einer Stunde oder als Karte per Post.",
    hero: {
      title: "Restaurant-Gutscheine: Genuss zum Verschenken",
      subtitle:
        "Ein Abend beim Lieblingsitaliener, ein ausgiebiger Brunch am Sonntag oder ein gutes Glas Wein: Mit einem Restaurant-Gutschein verschenkst du Zeit zum Genießen.",
      motif: 'restaurants',
      alt: "Illustration zum Thema Restaurant und gemeinsames Essen",
      cta: { label: "Restaurant-Gutscheine ansehen", route: 'productList' },
    },
    sections: [
      {
        type: 'products',
        title: "Beliebte Restaurant-Gutscheine",
        categories: ['restaurants'],
        limit: 8,
      },
      {
        type: 'text',
        title: "Warum ein Restaurant-Gutschein immer gut ankommt",
        paragraphs: [
          "Essen gehen ist mehr als satt werden: Man nimmt sich Zeit, lässt den Alltag draußen und genießt die Gesellschaft am Tisch. Ein Restaurant-Gutschein verschenkt genau das – ein Erlebnis, an das man sich gern erinnert. Er passt zum Geburtstag, zum Jahrestag, als Dankeschön an die Nachbarn oder als Einstand im neuen Job.",
          "Anders als bei einem Sachgeschenk musst du nicht raten, was gefällt. Die beschenkte Person sucht sich selbst aus, wann und mit wem sie den Gutschein einlöst, ob beim schnellen Mittagessen oder beim ausgedehnten Abendessen mit mehreren Gängen.",
          "Für alle, die lieber zu Hause genießen, haben wir Karten für Wein und Lebensmittel im Sortiment. Zusammen mit einer persönlichen Nachricht von bis zu 150 Zeichen wird daraus ein Geschenk für Genießer, das auch zu einer Einladung zum gemeinsamen Kochen passt.",
        ],
      },
      {
        type: 'products',
        title: "Für Genießer zu Hause: Wein und Feinkost",
        categories: ['wine', 'food'],
        limit: 4,
      },
      {
        type: 'usps',
        title: "Gut zu wissen",
        items: [
          {
            icon: 'delivery',
            title: "Schnell verschenkt",
            text: "Digitale Gutscheine kommen innerhalb einer Stunde per E-Mail, physische Karten sind in 2 bis 4 Werktagen da.",
          },
          {
            icon: 'packaging',
            title: "Mit Geschenkverpackung",
            text: "Physische Karten verschicken wir auf Wunsch schön verpackt und mit deiner persönlichen Nachricht.",
          },
          {
            icon: 'balance',
            title: "Guthaben jederzeit prüfen",
            text: "Mit der 19-stelligen Kartennummer und der 6-stelligen PIN lässt sich das Guthaben online abrufen.",
          },
          {
            icon: 'business',
            title: "Auch für Teams",
            text: "Ein gemeinsames Essen als Dankeschön fürs Team? Geschäftskunden bestellen bequem auf Rechnung.",
          },
        ],
      },
      {
        type: 'faq',
        title: "Häufige Fragen zu Restaurant-Gutscheinen",
        entries: [
          {
            question: "Wo kann der Gutschein eingelöst werden?",
            answer:
              "Jeder Gutschein gilt für die Marke, die darauf steht. In welchen Restaurants und ob auch online, etwa bei Bestellungen zum Abholen, steht in den Einlösebedingungen auf der Produktseite.",
          },
          {
            question: "Muss das Guthaben bei einem Besuch aufgebraucht werden?",
            answer:
              "Das hängt von den Bedingungen der jeweiligen Marke ab. Bei vielen Karten bleibt ein Restbetrag auf der Karte und kann später genutzt werden; die Details findest du auf der Produktseite.",
          },
          {
            question: "Ist ein digitaler Gutschein genauso gut wie eine Karte?",
            answer:
              "Ja, digital und physisch funktionieren gleich. Der digitale Gutschein ist innerhalb einer Stunde per E-Mail da und eignet sich für kurzfristige Geschenke, die physische Karte macht sich mit Geschenkverpackung besonders gut auf dem Gabentisch.",
          },
          {
            question: "Kann ich Restaurant-Gutscheine für mein Team bestellen?",
            answer:
              "Gern. Als Geschäftskunde bestellst du auf Rechnung und kannst für größere Mengen ein individuelles Angebot anfordern. Bestellungen über 300 Euro verschicken wir per Einschreiben.",
          },
          {
            question: "Wie sehe ich, wie viel Guthaben noch auf dem Gutschein ist?",
            answer:
              "Auf der Seite „Guthaben prüfen & einlösen“ gibst du die Kartennummer und die PIN ein und siehst sofort das verbleibende Guthaben.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Guten Appetit – das sagen unsere Kunden",
        items: [
          {
            quote:
              "Zum Hochzeitstag habe ich meinem Mann einen Restaurant-Gutschein geschenkt. Wir waren seit Jahren nicht mehr richtig essen – das war längst überfällig.",
            name: "Julia P.",
            city: "München",
            rating: 5,
          },
          {
            quote:
              "Für unsere Nachbarn, die im Urlaub immer die Blumen gießen, gab es diesmal einen Gutschein statt Pralinen. Die Freude war riesig.",
            name: "Stefan L.",
            city: "Bremen",
            rating: 5,
          },
          {
            quote:
              "Die Bestellung ging schnell, und der Gutschein war nach wenigen Minuten im Postfach. Ich hätte mir nur etwas mehr Auswahl an Restaurants in meiner Stadt gewünscht.",
            name: "Anja G.",
            city: "Mainz",
            rating: 4,
          },
        ],
      },
    ],
  },
];

const NL: readonly LandingPageText[] = [
  {
    key: 'christmas',
    slug: 'kerst',
    metaTitle: "Cadeaukaarten voor kerst: digitaal of per post",
    metaDescription:
      "Kerstcadeaus zonder stress: cadeaukaarten voor mode, boeken, elektronica en meer. Binnen een uur per e-mail of feestelijk verpakt per post.",
    hero: {
      title: "Kerstcadeaus waar iedereen blij van wordt",
      subtitle:
        "Met een cadeaukaart kiest de ontvanger zelf wat hij echt wil hebben. Digitaal binnen een uur in de mailbox of als kaart mooi verpakt onder de kerstboom.",
      motif: 'toys',
      alt: "Illustratie met speelgoed als symbool voor cadeaus onder de kerstboom",
      cta: { label: "Bekijk kerstcadeaus", route: 'occasions' },
    },
    sections: [
      {
        type: 'products',
        title: "Populaire cadeaukaarten voor de feestdagen",
        categories: ['toys', 'books', 'fashion', 'electronics', 'streaming'],
        limit: 8,
      },
      {
        type: 'usps',
        title: "Zorgeloos de feestdagen in",
        items: [
          {
            icon: 'delivery',
            title: "Op tijd onder de boom",
            text: "Digitale kaarten ontvang je binnen een uur per e-mail. Fysieke kaarten die je op werkdagen voor 17:00 bestelt, versturen we dezelfde dag nog.",
          },
          {
            icon: 'packaging',
            title: "Feestelijk verpakt",
            text: "Kies een cadeauverpakking en voeg een persoonlijke boodschap van maximaal 150 tekens toe.",
          },
          {
            icon: 'choice',
            title: "De ontvanger kiest zelf",
            text: "Twijfel je echt? Met de Keuze Cadeaukaart wisselt de ontvanger het saldo zelf in voor een of meer cadeaukaarten uit ons assortiment.",
          },
          {
            icon: 'balance',
            title: "Saldo altijd inzichtelijk",
            text: "Met kaartnummer en pincode check je op elk moment online hoeveel saldo er nog op de kaart staat.",
          },
        ],
      },
      {
        type: 'text',
        title: "Waarom een cadeaukaart onder de kerstboom hoort",
        paragraphs: [
          "Na Sinterklaas volgt in december al snel de kerst, en dan is de cadeaulijst vaak nog lang. Voor wie heb je al iets, en wat geef je iemand die eigenlijk alles al heeft? Met een cadeaukaart hoef je niet te gokken. Jij kiest een merk of categorie die bij de ontvanger past, en hij of zij bepaalt zelf wat het wordt.",
          "Voor kinderen zijn kaarten voor speelgoed, gaming of boeken een schot in de roos, voor techliefhebbers een kaart voor elektronica. Geef je liever een gezellig moment, kies dan voor uit eten, een avondje bioscoop of een uitje. Zo heeft de ontvanger ook in het nieuwe jaar nog iets om naar uit te kijken.",
          "Fysieke kaarten versturen we op verzoek in een feestelijke cadeauverpakking, met jouw persoonlijke boodschap erbij. En ben je aan de late kant? Digitale kaarten staan binnen een uur in je mailbox, ook vlak voor het kerstdiner.",
        ],
      },
      {
        type: 'products',
        title: "Samen tijd doorbrengen",
        categories: ['restaurants', 'cinema', 'experiences', 'wellness'],
        limit: 4,
      },
      {
        type: 'faq',
        title: "Veelgestelde vragen over kerstcadeaus",
        entries: [
          {
            question: "Wanneer moet ik bestellen om op tijd te zijn voor kerst?",
            answer:
              "Fysieke kaarten die je op werkdagen voor 17:00 bestelt, versturen we dezelfde dag; de bezorging duurt meestal 2 tot 4 werkdagen. Houd in de drukke decemberweken liever een paar dagen marge aan. Digitale kaarten ontvang je altijd binnen een uur per e-mail.",
          },
          {
            question: "Kan ik een digitale kaart ook onder de boom leggen?",
            answer:
              "Zeker. Je kunt de e-mail met de digitale cadeaukaart printen en in een kerstkaart stoppen, of direct doorsturen naar de ontvanger. Zo heb je ook op het laatste moment nog iets om uit te pakken.",
          },
          {
            question: "Wat is de Keuze Cadeaukaart?",
            answer:
              "Met de Keuze Cadeaukaart kiest de ontvanger zelf: de kaart wordt ingewisseld voor een of meer cadeaukaarten uit ons assortiment. Ideaal als je niet weet welk merk het beste past.",
          },
          {
            question: "Kan ik een persoonlijke boodschap toevoegen?",
            answer:
              "Ja, bij het bestellen voeg je een boodschap van maximaal 150 tekens toe. Voor fysieke kaarten kun je daarnaast een cadeauverpakking kiezen.",
          },
          {
            question: "Hoe worden grotere bestellingen verstuurd?",
            answer:
              "Bestellingen met een waarde boven 300 euro versturen we aangetekend. Zo komen ook veel kaarten voor familie en vrienden veilig aan.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Dit zeggen onze klanten",
        items: [
          {
            quote:
              "Voor de hele familie een andere kaart besteld, iedereen had iets wat bij hem paste. De cadeauverpakking zag er echt verzorgd uit en alles was binnen drie dagen in huis.",
            name: "Marieke V.",
            city: "Utrecht",
            rating: 5,
          },
          {
            quote:
              "Op eerste kerstdag bedacht ik dat ik mijn zwager vergeten was. De digitale kaart stond binnen een paar minuten in mijn mail. Even printen en klaar.",
            name: "Ruben B.",
            city: "Groningen",
            rating: 5,
          },
          {
            quote:
              "Onze tieners willen eigenlijk alleen nog cadeaukaarten. Hier vind ik alles op één plek. Wel jammer dat er maar een paar verpakkingen zijn om uit te kiezen.",
            name: "Esther J.",
            city: "Eindhoven",
            rating: 4,
          },
        ],
      },
    ],
  },
  {
    key: 'mothers-day',
    slug: 'moederdag',
    metaTitle: "Cadeaukaarten voor Moederdag: wellness, beauty en meer",
    metaDescription:
      "Laat je moeder merken hoeveel ze voor je betekent: cadeaukaarten voor wellness, beauty, restaurants en boeken, met persoonlijke boodschap en cadeauverpakking.",
    hero: {
      title: "Moederdag: tijd om dank je wel te zeggen",
      subtitle:
        "Een dagje sauna, een etentje in haar favoriete restaurant of een nieuw boek: geef je moeder tijd voor zichzelf. Met een persoonlijke boodschap en op verzoek mooi verpakt.",
      motif: 'wellness',
      alt: "Illustratie over wellness en ontspanning als cadeau-idee voor Moederdag",
      cta: { label: "Bekijk Moederdagcadeaus", route: 'productList' },
    },
    sections: [
      {
        type: 'products',
        title: "Cadeaukaarten waar moeders blij van worden",
        categories: ['wellness', 'beauty', 'books', 'home'],
        limit: 8,
      },
      {
        type: 'text',
        title: "Een cadeau dat tijd geeft",
        paragraphs: [
          "In Nederland vieren we Moederdag op de tweede zondag van mei. Veel moeders zeggen dat ze niets hoeven, maar zijn toch blij met een gebaar dat laat zien dat je aan ze denkt. Een cadeaukaart combineert het beste van twee werelden: persoonlijk, omdat jij het merk of de categorie kiest, en vrij, omdat je moeder zelf bepaalt wat ze ermee doet.",
          "Vooral kaarten voor wellness en beauty zijn populair: een massage, een dag in de sauna of nieuwe verzorgingsproducten. Doe je liever samen iets leuks? Geef dan een etentje of een uitje cadeau en ga gezellig mee. Voor lezers en moeders die graag hun huis mooi maken, zijn er kaarten voor boeken en wonen.",
          "Met een persoonlijke boodschap van maximaal 150 tekens zeg je wat er in het dagelijks leven vaak niet van komt. Woon je verder weg? Bestel dan een digitale kaart: die staat binnen een uur in je mail en stuur je zo door naar je moeder. Weet je echt niet wat ze leuk vindt, dan laat de Keuze Cadeaukaart de keuze helemaal aan haar.",
        ],
      },
      {
        type: 'usps',
        title: "Zo wordt Moederdag makkelijk",
        items: [
          {
            icon: 'packaging',
            title: "Met liefde verpakt",
            text: "Fysieke kaarten ontvang je op verzoek in een cadeauverpakking, samen met jouw persoonlijke boodschap.",
          },
          {
            icon: 'delivery',
            title: "Ook op het laatste moment",
            text: "Digitale kaarten staan binnen een uur in je mailbox, handig als het al bijna zondag is.",
          },
          {
            icon: 'choice',
            title: "Voor elke moeder iets",
            text: "Wellness, beauty, restaurants, boeken, wonen en nog veel meer categorieën.",
          },
        ],
      },
      {
        type: 'products',
        title: "Samen genieten",
        categories: ['restaurants', 'experiences', 'food'],
        limit: 4,
      },
      {
        type: 'faq',
        title: "Vragen over Moederdagcadeaus",
        entries: [
          {
            question: "Wanneer is het Moederdag?",
            answer:
              "In Nederland valt Moederdag altijd op de tweede zondag van mei. Bestel je een fysieke kaart, houd dan na verzending rekening met 2 tot 4 werkdagen; digitale kaarten zijn er binnen een uur.",
          },
          {
            question: "Kan ik de kaart rechtstreeks naar mijn moeder laten sturen?",
            answer:
              "Bij een fysieke kaart vul je bij het bestellen het bezorgadres in; dat mag ook het adres van je moeder zijn. Een digitale kaart ontvang je per e-mail en stuur je eenvoudig aan haar door.",
          },
          {
            question: "Welke kaart past bij mijn moeder?",
            answer:
              "Denk na over hoe ze haar vrije tijd het liefst doorbrengt. Voor ontspanning zijn wellness- en beautykaarten populair, voor lekkere trek een restaurantkaart, voor lezers een boekenkaart. Twijfel je, kies dan de Keuze Cadeaukaart.",
          },
          {
            question: "Hoe wisselt mijn moeder de kaart in?",
            answer:
              "Een merkkaart wissel je in bij het merk dat erop staat, afhankelijk van het merk online, in de winkel of allebei. De precieze voorwaarden vind je op de productpagina.",
          },
          {
            question: "Kan mijn moeder haar saldo controleren?",
            answer:
              "Ja. Op de pagina 'Saldo checken & inwisselen' vult ze het kaartnummer van 19 cijfers en de pincode van 6 cijfers in en ziet ze direct haar saldo.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Moederdag met onze cadeaukaarten",
        items: [
          {
            quote:
              "Mijn moeder woont aan de andere kant van het land. De digitale wellnesskaart met een lief berichtje viel heel goed in de smaak; ze heeft meteen een massage geboekt.",
            name: "Sanne B.",
            city: "Zwolle",
            rating: 5,
          },
          {
            quote:
              "Met mijn broers hebben we samen een etentje gegeven, met het hele gezin erbij. Een mooiere Moederdag kon ze zich niet wensen.",
            name: "Thijs K.",
            city: "Breda",
            rating: 5,
          },
          {
            quote:
              "Mooie verpakking en de boodschap stond er netjes op. De bezorging duurde wel vier werkdagen, dus bestel op tijd.",
            name: "Ingrid M.",
            city: "Haarlem",
            rating: 4,
          },
        ],
      },
    ],
  },
  {
    key: 'employees',
    slug: 'cadeaukaarten-voor-medewerkers',
    metaTitle: "Cadeaukaarten voor medewerkers – bestellen op factuur",
    metaDescription:
      "Cadeaukaarten voor je team: voor jubilea, verjaardagen of als bedankje. Eenvoudig op factuur bestellen, offerte aanvragen en blanco kaarten zelf activeren.",
    hero: {
      title: "Waardering voor je team, met een cadeaukaart",
      subtitle:
        "Verjaardag, jubileum of eindejaarsgeschenk: met cadeaukaarten verras je je medewerkers zonder gedoe. Bestellen op factuur en een offerte op maat voor grotere aantallen.",
      motif: 'experiences',
      alt: "Illustratie van een ster als symbool voor waardering binnen het team",
      cta: { label: "Offerte aanvragen", route: 'business' },
    },
    sections: [
      {
        type: 'usps',
        title: "Waarom HR-afdelingen bij ons bestellen",
        items: [
          {
            icon: 'business',
            title: "Bestellen op factuur",
            text: "Als zakelijke klant betaal je eenvoudig achteraf op factuur, zonder creditcard of voorschieten.",
          },
          {
            icon: 'balance',
            title: "Blanco kaarten flexibel activeren",
            text: "Bestel kaartpakketten op voorraad en activeer elke kaart later met een bedrag tussen 10 en 500 euro. Activering gebeurt binnen 24 uur.",
          },
          {
            icon: 'choice',
            title: "Voor ieder in het team iets",
            text: "Uitjes, restaurants, mode, elektronica en nog veel meer. Of geef de Keuze Cadeaukaart, dan kiest iedereen zelf.",
          },
          {
            icon: 'delivery',
            title: "Digitaal of per post",
            text: "Digitale kaarten binnen een uur per e-mail, fysieke kaarten bij bestelling voor 17:00 dezelfde werkdag verstuurd.",
          },
        ],
      },
      {
        type: 'products',
        title: "Populair als personeelscadeau",
        categories: ['experiences', 'restaurants', 'fashion', 'electronics'],
        limit: 8,
      },
      {
        type: 'text',
        title: "Cadeaukaarten voor personeel: eenvoudig en flexibel",
        paragraphs: [
          "Op de werkvloer zijn er genoeg momenten om iemand in het zonnetje te zetten: een verjaardag, een jubileum van tien jaar, een project dat succesvol is afgerond of de kerstborrel. Een fysiek cadeau valt zelden bij iedereen in de smaak, geld voelt al snel onpersoonlijk. Een cadeaukaart zit daar precies tussenin: je toont waardering en de ontvanger houdt de keuze.",
          "Voor HR-medewerkers en office managers maken we het zo makkelijk mogelijk. Als zakelijke klant bestel je op factuur, en voor grotere aantallen of terugkerende momenten vraag je via ons formulier een offerte op maat aan. Bestellingen boven 300 euro versturen we aangetekend.",
          "Weet je nog niet precies wie wanneer welk bedrag krijgt? Dan zijn blanco kaarten ideaal. Je legt een kleine voorraad aan en activeert een kaart pas als je hem nodig hebt, met een bedrag tussen 10 en 500 euro. Binnen 24 uur is de kaart klaar voor gebruik.",
          "Cadeaukaarten voor medewerkers vallen onder de werkkostenregeling. Zolang je binnen de vrije ruimte blijft, kun je ze onbelast geven; daarboven betaal je als werkgever eindheffing. Hoe groot de vrije ruimte is, hangt af van de fiscale loonsom van je organisatie, dus stem de details af met je boekhouder of salarisadministratie.",
        ],
      },
      {
        type: 'faq',
        title: "Vragen van HR en office management",
        entries: [
          {
            question: "Kunnen we op factuur bestellen?",
            answer:
              "Ja. Bestel je als zakelijke klant, dan kun je bij het afrekenen ook kiezen voor betalen op factuur. De factuur vind je daarnaast altijd als pdf in je account.",
          },
          {
            question: "Hoe vraag ik een offerte aan?",
            answer:
              "Via het formulier 'Offerte aanvragen' op onze zakelijke pagina. Laat ons weten om hoeveel kaarten, welke bedragen en welke categorieën het gaat, dan ontvang je een offerte op maat.",
          },
          {
            question: "Hoe werken blanco kaarten?",
            answer:
              "Je bestelt een pakket kaarten zonder saldo. Wil je een kaart weggeven, dan activeer je hem via 'Kaart activeren' met een bedrag tussen 10 en 500 euro. De activering is binnen 24 uur verwerkt.",
          },
          {
            question: "Hoe zit het met de werkkostenregeling?",
            answer:
              "Cadeaukaarten voor personeel kun je onderbrengen in de vrije ruimte van de werkkostenregeling. Binnen die ruimte zijn ze onbelast voor de medewerker; gaat je organisatie erover, dan betaal je eindheffing. Wij geven geen fiscaal advies, dus overleg bij twijfel met je boekhouder.",
          },
          {
            question: "Hoe worden grote bestellingen geleverd?",
            answer:
              "Digitale kaarten sturen we binnen een uur per e-mail. Fysieke kaarten versturen we bij bestelling op werkdagen voor 17:00 nog dezelfde dag; bestellingen boven 300 euro gaan aangetekend.",
          },
          {
            question: "Kunnen we een persoonlijke boodschap meesturen?",
            answer:
              "Ja, bij elke kaart kun je een boodschap van maximaal 150 tekens toevoegen, bijvoorbeeld een bedankje voor het afgelopen jaar. Fysieke kaarten zijn ook met cadeauverpakking verkrijgbaar.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Wat organisaties over ons zeggen",
        items: [
          {
            quote:
              "Bij elk jubileum geven we een cadeaukaart. Sinds we blanco kaarten op voorraad hebben, ben ik er vijf minuten mee bezig in plaats van een halve dag.",
            name: "Linda H.",
            city: "Amersfoort",
            rating: 5,
          },
          {
            quote:
              "Betalen op factuur was voor onze financiële administratie een must. De offerte voor ons kerstpakket-alternatief kwam snel en was overzichtelijk.",
            name: "Jeroen S.",
            city: "Rotterdam",
            rating: 5,
          },
          {
            quote:
              "Ons team is heel divers en met de Keuze Cadeaukaart kan iedereen zelf kiezen. De digitale levering werkt prima, alleen het overzicht van de categorieën mag wat duidelijker.",
            name: "Fatima E.",
            city: "Den Haag",
            rating: 4,
          },
        ],
      },
    ],
  },
  {
    key: 'restaurants',
    slug: 'restaurantbonnen',
    metaTitle: "Restaurantbonnen online kopen – digitaal en per post",
    metaDescription:
      "Restaurantbonnen voor echte genieters: samen uit eten of wijn en lekkernijen cadeau doen. Binnen een uur per e-mail of als kaart per post.",
    hero: {
      title: "Restaurantbonnen: genieten om weg te geven",
      subtitle:
        "Een avond bij de favoriete Italiaan, een uitgebreide brunch op zondag of een goed glas wijn: met een restaurantbon geef je tijd om te genieten.",
      motif: 'restaurants',
      alt: "Illustratie over restaurants en samen uit eten gaan",
      cta: { label: "Bekijk restaurantbonnen", route: 'productList' },
    },
    sections: [
      {
        type: 'products',
        title: "Populaire restaurantbonnen",
        categories: ['restaurants'],
        limit: 8,
      },
      {
        type: 'text',
        title: "Waarom een restaurantbon altijd goed valt",
        paragraphs: [
          "Uit eten gaan is meer dan alleen eten: je neemt de tijd, laat de drukte even achter je en geniet van het gezelschap aan tafel. Met een restaurantbon geef je precies dat cadeau, een avond om nog lang aan terug te denken. Hij past bij een verjaardag, een trouwdag, als bedankje voor de buren of als afscheidscadeau voor een collega.",
          "Anders dan bij een gewoon cadeau hoef je niet te raden wat iemand leuk vindt. De ontvanger bepaalt zelf wanneer en met wie hij de bon gebruikt, of het nu een snelle lunch wordt of een uitgebreid diner met meerdere gangen.",
          "Voor wie liever thuis geniet, hebben we ook kaarten voor wijn en eten & drinken. Met een persoonlijke boodschap van maximaal 150 tekens maak je er een cadeau van voor echte fijnproevers, bijvoorbeeld als uitnodiging om samen te koken.",
        ],
      },
      {
        type: 'products',
        title: "Thuis genieten: wijn en lekkernijen",
        categories: ['wine', 'food'],
        limit: 4,
      },
      {
        type: 'usps',
        title: "Goed om te weten",
        items: [
          {
            icon: 'delivery',
            title: "Snel geregeld",
            text: "Digitale bonnen ontvang je binnen een uur per e-mail, fysieke kaarten zijn er in 2 tot 4 werkdagen.",
          },
          {
            icon: 'packaging',
            title: "Met cadeauverpakking",
            text: "Fysieke kaarten versturen we op verzoek mooi verpakt en met jouw persoonlijke boodschap.",
          },
          {
            icon: 'balance',
            title: "Saldo altijd checken",
            text: "Met het kaartnummer van 19 cijfers en de pincode van 6 cijfers zie je online direct het saldo.",
          },
          {
            icon: 'business',
            title: "Ook voor teams",
            text: "Een etentje als bedankje voor je team? Zakelijke klanten bestellen eenvoudig op factuur.",
          },
        ],
      },
      {
        type: 'faq',
        title: "Veelgestelde vragen over restaurantbonnen",
        entries: [
          {
            question: "Waar kan ik de bon inwisselen?",
            answer:
              "Elke bon is geldig bij het merk dat erop staat. In welke restaurants en of je hem ook online kunt gebruiken, bijvoorbeeld voor afhaalbestellingen, lees je in de voorwaarden op de productpagina.",
          },
          {
            question: "Moet het saldo in één keer worden gebruikt?",
            answer:
              "Dat hangt af van de voorwaarden van het merk. Bij veel kaarten blijft het restsaldo staan en kun je het later nog gebruiken; de details vind je op de productpagina.",
          },
          {
            question: "Is een digitale bon net zo goed als een kaart?",
            answer:
              "Ja, digitaal en fysiek werken hetzelfde. De digitale bon staat binnen een uur in je mailbox en is handig voor last-minute cadeaus; de fysieke kaart met cadeauverpakking geef je mooi persoonlijk.",
          },
          {
            question: "Kan ik restaurantbonnen voor mijn team bestellen?",
            answer:
              "Zeker. Als zakelijke klant bestel je op factuur en voor grotere aantallen vraag je een offerte op maat aan. Bestellingen boven 300 euro versturen we aangetekend.",
          },
          {
            question: "Hoe zie ik hoeveel saldo er nog op de bon staat?",
            answer:
              "Op de pagina 'Saldo checken & inwisselen' vul je het kaartnummer en de pincode in en zie je meteen het resterende saldo.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Eet smakelijk – dit zeggen onze klanten",
        items: [
          {
            quote:
              "Voor onze trouwdag heb ik mijn man een restaurantbon gegeven. We waren al jaren niet meer echt uit eten geweest, dat werd hoog tijd.",
            name: "Anouk W.",
            city: "Nijmegen",
            rating: 5,
          },
          {
            quote:
              "De buren geven altijd onze planten water als we op vakantie zijn. Dit keer kregen ze een restaurantbon in plaats van bonbons, ze waren er heel blij mee.",
            name: "Bas D.",
            city: "Leiden",
            rating: 5,
          },
          {
            quote:
              "Bestellen ging snel en de bon stond binnen een paar minuten in mijn mail. Ik had alleen graag wat meer keus gehad in restaurants bij mij in de buurt.",
            name: "Yvonne P.",
            city: "Maastricht",
            rating: 4,
          },
        ],
      },
    ],
  },
];

const EN: readonly LandingPageText[] = [
  {
    key: 'christmas',
    slug: 'christmas',
    metaTitle: "Christmas gift cards – by e-mail or by post",
    metaDescription:
      "Stress-free Christmas presents: gift cards for fashion, books, electronics and more – by e-mail within an hour or beautifully wrapped by post.",
    hero: {
      title: "Christmas presents everyone will love",
      subtitle:
        "With a gift card, everyone picks exactly what they want. Delivered to the inbox within an hour or as a card, gift-wrapped and ready for the tree.",
      motif: 'toys',
      alt: "Illustration of toys as a symbol of presents under the Christmas tree",
      cta: { label: "Discover Christmas gifts", route: 'occasions' },
    },
    sections: [
      {
        type: 'products',
        title: "Popular gift cards for the festive season",
        categories: ['toys', 'books', 'fashion', 'electronics', 'streaming'],
        limit: 8,
      },
      {
        type: 'usps',
        title: "A relaxed run-up to Christmas",
        items: [
          {
            icon: 'delivery',
            title: "Under the tree on time",
            text: "Digital cards arrive by e-mail within an hour. Physical cards ordered on a working day before 17:00 are dispatched the same day.",
          },
          {
            icon: 'packaging',
            title: "Festively wrapped",
            text: "Choose gift packaging for your card and add a personal message of up to 150 characters.",
          },
          {
            icon: 'choice',
            title: "Something for everyone on your list",
            text: "From fashion and books to electronics, wellness and restaurants: cards for every taste and every age.",
          },
          {
            icon: 'balance',
            title: "Balance always in view",
            text: "With the card number and PIN, the balance can be checked online at any time.",
          },
        ],
      },
      {
        type: 'text',
        title: "Why gift cards belong under the Christmas tree",
        paragraphs: [
          "It happens every year: the list is long, time is short, and for some people you simply cannot think of anything. A gift card takes the guesswork out of it without feeling impersonal. You choose the brand or category that suits the person, and they decide for themselves what will make them happiest.",
          "For children and teenagers, cards for toys, gaming or books are always a hit, while tech fans will appreciate a card for electronics. For people who love spending time with others, a meal out, a trip to the cinema or an experience is a present that lasts well into the new year.",
          "We can send physical cards in festive gift packaging with your personal message. And if time is running out, digital cards land in your inbox within an hour, even on Christmas Eve.",
        ],
      },
      {
        type: 'products',
        title: "Give the gift of time together",
        categories: ['restaurants', 'cinema', 'experiences', 'wellness'],
        limit: 4,
      },
      {
        type: 'faq',
        title: "Frequently asked questions about Christmas gifts",
        entries: [
          {
            question: "When should I order so the card arrives in time?",
            answer:
              "Physical cards ordered on a working day before 17:00 are dispatched the same day and usually delivered within 2 to 4 working days. In the busy weeks before Christmas, it is wise to allow a few extra days. Digital cards always arrive by e-mail within an hour.",
          },
          {
            question: "Can I put a digital card under the tree?",
            answer:
              "Of course. You can print the e-mail containing the digital gift card and tuck it into a Christmas card, or forward it straight to the recipient. That way you still have something to unwrap, even at the last minute.",
          },
          {
            question: "Can I add a personal message?",
            answer:
              "Yes, you can enter a message of up to 150 characters when you order. For physical cards you can also choose gift packaging.",
          },
          {
            question: "How are larger orders sent?",
            answer:
              "Orders worth more than €300 are sent by registered post, so even a big batch of cards for family and friends arrives safely.",
          },
          {
            question: "How can the recipient see how much is on the card?",
            answer:
              "On our 'Check balance & redeem' page, the 19-digit card number and 6-digit PIN are all that is needed to see the current balance.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "What our customers say",
        items: [
          {
            quote:
              "I ordered a different card for everyone in the family. The gift packaging looked really smart and everything arrived three days later.",
            name: "Emma H.",
            city: "Manchester",
            rating: 5,
          },
          {
            quote:
              "On the 23rd I realised I had forgotten my brother-in-law. The digital card was in my inbox within minutes. Printed it out, job done.",
            name: "Ciarán O.",
            city: "Dublin",
            rating: 5,
          },
          {
            quote:
              "Our kids are teenagers now and mostly ask for gift cards. I can find everything in one place here. A few more packaging designs would be nice.",
            name: "Rachel T.",
            city: "Leeds",
            rating: 4,
          },
        ],
      },
    ],
  },
  {
    key: 'mothers-day',
    slug: 'mothers-day',
    metaTitle: "Mother's Day gift cards: wellness, beauty and more",
    metaDescription:
      "Show your mum how much she means to you: gift cards for wellness, beauty, restaurants and books, with a personal message and gift packaging.",
    hero: {
      title: "Say thank you this Mother's Day",
      subtitle:
        "A spa day, dinner at her favourite restaurant or a new book: give your mum some time for herself. With a personal message and, if you like, beautifully wrapped.",
      motif: 'wellness',
      alt: "Illustration of wellness and relaxation as a Mother's Day gift idea",
      cta: { label: "Discover Mother's Day gifts", route: 'productList' },
    },
    sections: [
      {
        type: 'products',
        title: "Gift cards mums will love",
        categories: ['wellness', 'beauty', 'books', 'home'],
        limit: 8,
      },
      {
        type: 'text',
        title: "A present that gives time",
        paragraphs: [
          "In the UK and Ireland, Mother's Day falls on the fourth Sunday of Lent, three weeks before Easter Sunday, while many other countries celebrate in May. Whenever it comes round, lots of mums say they do not want anything, and are then delighted by a gesture that shows someone was thinking of them.",
          "A gift card gives you the best of both worlds: it is personal because you choose the brand or category, and it leaves your mum free to decide for herself. Wellness and beauty cards are especially popular, whether for a massage, a day at the spa or new skincare. If you would rather do something together, give a meal out or an experience and go along too. For keen readers and home lovers, there are cards for books and home and living.",
          "A personal message of up to 150 characters lets you say what often goes unsaid. Live far away? Order a digital card: it arrives by e-mail within an hour and you can forward it straight to your mum.",
        ],
      },
      {
        type: 'usps',
        title: "Mother's Day made easy",
        items: [
          {
            icon: 'packaging',
            title: "Lovingly wrapped",
            text: "Physical cards can come in gift packaging, together with your personal message.",
          },
          {
            icon: 'delivery',
            title: "Even at the last minute",
            text: "Digital cards arrive by e-mail within an hour, perfect when Sunday is almost here.",
          },
          {
            icon: 'choice',
            title: "Something for every mum",
            text: "Wellness, beauty, restaurants, books, home and living and many more categories.",
          },
        ],
      },
      {
        type: 'products',
        title: "Enjoy it together",
        categories: ['restaurants', 'experiences', 'food'],
        limit: 4,
      },
      {
        type: 'faq',
        title: "Questions about Mother's Day gifts",
        entries: [
          {
            question: "When is Mother's Day?",
            answer:
              "In the UK and Ireland, Mother's Day is celebrated on the fourth Sunday of Lent, which usually falls in March. Physical cards take 2 to 4 working days to arrive after dispatch; digital cards arrive within an hour.",
          },
          {
            question: "Can I have the card sent directly to my mum?",
            answer:
              "For physical cards you enter the delivery address when you order, and that can be your mum's address. A digital card is sent to you by e-mail, so you can simply forward it to her.",
          },
          {
            question: "Which card would suit my mum?",
            answer:
              "Think about how she likes to spend her free time. Wellness and beauty cards are popular for some well-earned rest, a restaurant card suits food lovers and a book card is perfect for readers. If you want to do something together, an experience card is a lovely choice.",
          },
          {
            question: "How does my mum redeem the card?",
            answer:
              "The card is redeemed with the brand shown on it, online, in store or both depending on the brand. You will find the exact terms of use on the product page.",
          },
          {
            question: "Can my mum check her remaining balance?",
            answer:
              "Yes. On the 'Check balance & redeem' page she enters the 19-digit card number and the 6-digit PIN and immediately sees how much is left.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Mother's Day with our gift cards",
        items: [
          {
            quote:
              "My mum lives at the other end of the country. The digital wellness card with a few kind words went down a treat, and she booked a massage straight away.",
            name: "Sophie W.",
            city: "Bristol",
            rating: 5,
          },
          {
            quote:
              "My sisters and I clubbed together and treated her to a meal out with the whole family. She could not have wished for a nicer Mother's Day.",
            name: "Niamh F.",
            city: "Cork",
            rating: 5,
          },
          {
            quote:
              "Lovely packaging and the message was printed neatly. Delivery took four working days, though, so order in good time.",
            name: "Karen D.",
            city: "Edinburgh",
            rating: 4,
          },
        ],
      },
    ],
  },
  {
    key: 'employees',
    slug: 'gift-cards-for-employees',
    metaTitle: "Gift cards for employees – order on invoice",
    metaDescription:
      "Gift cards for your team: for birthdays, work anniversaries or as a thank-you. Order on invoice, request a quote and activate blank cards when you need them.",
    hero: {
      title: "Show your team they are valued",
      subtitle:
        "Birthdays, work anniversaries or the end of a great year: gift cards let you reward your people without the hassle. Ordering on invoice and tailored quotes for larger volumes included.",
      motif: 'experiences',
      alt: "Illustration of a star as a symbol of recognition in the team",
      cta: { label: "Request a quote", route: 'business' },
    },
    sections: [
      {
        type: 'usps',
        title: "Why HR teams order from us",
        items: [
          {
            icon: 'business',
            title: "Order on invoice",
            text: "As a business customer you can pay by invoice, with no company credit card and no expense claims.",
          },
          {
            icon: 'balance',
            title: "Blank cards, activated when you need them",
            text: "Order card packs in advance and activate each card later with an amount between €10 and €500. Activation takes place within 24 hours.",
          },
          {
            icon: 'choice',
            title: "Something for everyone",
            text: "Experiences, restaurants, fashion, electronics and many more categories, so everyone finds something they like.",
          },
          {
            icon: 'delivery',
            title: "Digital or by post",
            text: "Digital cards arrive by e-mail within an hour. Physical cards ordered before 17:00 are dispatched the same working day.",
          },
        ],
      },
      {
        type: 'products',
        title: "Popular gifts for employees",
        categories: ['experiences', 'restaurants', 'fashion', 'electronics'],
        limit: 8,
      },
      {
        type: 'text',
        title: "Gift cards at work: simple, fair and flexible",
        paragraphs: [
          "Working life is full of moments worth celebrating: a colleague's birthday, a ten-year work anniversary, a project delivered against the odds or the Christmas party. Physical gifts rarely suit everyone, and cash can feel impersonal. A gift card sits neatly in between: it shows appreciation while leaving the choice to the recipient.",
          "For HR teams and office managers we keep things as simple as possible. Business customers can order on invoice, and for larger volumes or recurring occasions you can use our form to request a tailored quote. Orders over €300 are sent by registered post.",
          "If you do not yet know who will receive which amount and when, blank cards are the answer. Keep a small stock in the office and activate each card when you need it, with an amount between €10 and €500. Within 24 hours the card is ready to use.",
          "Tax rules for gifts to employees differ from country to country, and small non-cash gifts are often treated differently from bonuses. We do not give tax advice, so please check the details with your accountant or payroll provider before you plan a larger scheme.",
        ],
      },
      {
        type: 'faq',
        title: "Questions from HR and office managers",
        entries: [
          {
            question: "Can we order on invoice?",
            answer:
              "Yes. When you order as a business customer, invoice is offered as an additional payment method at checkout. You can also download the invoice as a PDF from your account at any time.",
          },
          {
            question: "How do I request a quote?",
            answer:
              "Use the 'Request a quote' form in our 'For business' section. Tell us how many cards, which amounts and which categories you have in mind, and we will get back to you with a tailored quote.",
          },
          {
            question: "How do blank cards work?",
            answer:
              "You order a pack of cards with no balance on them. When you want to give one away, activate it via 'Activate a card' with an amount between €10 and €500. Activation is completed within 24 hours.",
          },
          {
            question: "Are gift cards for employees tax-free?",
            answer:
              "That depends on the country and on how the gift is given. Many tax systems have special rules for small gifts to staff, but the limits and conditions vary, so please check with your accountant or payroll provider.",
          },
          {
            question: "How are large orders delivered?",
            answer:
              "Digital cards are sent by e-mail within an hour. Physical cards ordered on a working day before 17:00 are dispatched the same day, and orders over €300 go by registered post.",
          },
          {
            question: "Can we add a personal message?",
            answer:
              "Yes, you can add a message of up to 150 characters to each card, for example a thank-you for the past year. Physical cards are also available with gift packaging.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "What businesses say about us",
        items: [
          {
            quote:
              "We give a gift card for every work anniversary. Since we started keeping blank cards in stock, it takes me five minutes instead of half a day.",
            name: "Claire M.",
            city: "Birmingham",
            rating: 5,
          },
          {
            quote:
              "Being able to pay on invoice was essential for our finance team. The quote for our Christmas thank-you came back quickly and was easy to follow.",
            name: "Declan R.",
            city: "Galway",
            rating: 5,
          },
          {
            quote:
              "Our team is very varied, and with so many categories everyone finds something. Digital delivery has been reliable; the category overview could be a little clearer.",
            name: "Priya S.",
            city: "Glasgow",
            rating: 4,
          },
        ],
      },
    ],
  },
  {
    key: 'restaurants',
    slug: 'restaurant-gift-cards',
    metaTitle: "Restaurant gift cards – by e-mail or by post",
    metaDescription:
      "Restaurant gift cards for food lovers: treat someone to a meal out, or to wine and fine food at home. By e-mail within an hour or as a card by post.",
    hero: {
      title: "Restaurant gift cards: a treat to share",
      subtitle:
        "An evening at their favourite Italian, a lazy Sunday brunch or a good glass of wine: a restaurant gift card gives time to enjoy good food.",
      motif: 'restaurants',
      alt: "Illustration of restaurants and eating out together",
      cta: { label: "See restaurant gift cards", route: 'productList' },
    },
    sections: [
      {
        type: 'products',
        title: "Popular restaurant gift cards",
        categories: ['restaurants'],
        limit: 8,
      },
      {
        type: 'text',
        title: "Why a restaurant gift card always goes down well",
        paragraphs: [
          "Eating out is about more than food: you take your time, leave everyday life at the door and enjoy the company around the table. A restaurant gift card gives exactly that, an evening to remember. It is a great fit for birthdays and anniversaries, as a thank-you to the neighbours or as a leaving present for a colleague.",
          "Unlike a physical present, you do not have to guess what someone will like. The recipient decides when and with whom to use the card, whether for a quick lunch or a long dinner with several courses.",
          "For those who prefer to enjoy good food at home, we also offer cards for wine and food and drink. Add a personal message of up to 150 characters and it becomes a gift for true food lovers, perhaps with an invitation to cook together.",
        ],
      },
      {
        type: 'products',
        title: "Treats at home: wine and fine food",
        categories: ['wine', 'food'],
        limit: 4,
      },
      {
        type: 'usps',
        title: "Good to know",
        items: [
          {
            icon: 'delivery',
            title: "Sorted in no time",
            text: "Digital cards arrive by e-mail within an hour; physical cards are delivered in 2 to 4 working days.",
          },
          {
            icon: 'packaging',
            title: "With gift packaging",
            text: "We can send physical cards beautifully wrapped and with your personal message.",
          },
          {
            icon: 'balance',
            title: "Check the balance any time",
            text: "With the 19-digit card number and the 6-digit PIN, the balance can be checked online.",
          },
          {
            icon: 'business',
            title: "For teams too",
            text: "A meal out as a thank-you for your team? Business customers can order on invoice.",
          },
        ],
      },
      {
        type: 'faq',
        title: "Frequently asked questions about restaurant gift cards",
        entries: [
          {
            question: "Where can the card be used?",
            answer:
              "Each card is valid with the brand shown on it. Which restaurants accept it, and whether it can also be used online, for example for takeaway orders, is explained in the terms of use on the product page.",
          },
          {
            question: "Does the balance have to be used in one go?",
            answer:
              "That depends on the brand's terms. With many cards, any remaining balance stays on the card for a later visit; you will find the details on the product page.",
          },
          {
            question: "Is a digital card as good as a physical one?",
            answer:
              "Yes, digital and physical cards work the same way. The digital card arrives by e-mail within an hour and is ideal for last-minute gifts, while a physical card in gift packaging makes a lovely present to hand over.",
          },
          {
            question: "Can I order restaurant gift cards for my team?",
            answer:
              "Certainly. Business customers can order on invoice and request a tailored quote for larger volumes. Orders over €300 are sent by registered post.",
          },
          {
            question: "How can I see how much is left on the card?",
            answer:
              "On the 'Check balance & redeem' page, enter the card number and PIN to see the remaining balance straight away.",
          },
        ],
      },
      {
        type: 'testimonials',
        title: "Bon appétit – what our customers say",
        items: [
          {
            quote:
              "I gave my husband a restaurant gift card for our wedding anniversary. We had not been out for a proper meal in years, so it was long overdue.",
            name: "Laura B.",
            city: "Brighton",
            rating: 5,
          },
          {
            quote:
              "Our neighbours always water the plants when we are away. This time they got a restaurant card instead of chocolates, and they were thrilled.",
            name: "James K.",
            city: "York",
            rating: 5,
          },
          {
            quote:
              "Ordering was quick and the card was in my inbox within minutes. I would just have liked a bit more choice of restaurants near me.",
            name: "Aoife N.",
            city: "Limerick",
            rating: 4,
          },
        ],
      },
    ],
  },
];

export const LANDING_PAGES: Readonly<Record<'de' | 'nl' | 'en', readonly LandingPageText[]>> = {
  de: DE,
  nl: NL,
  en: EN,
};
