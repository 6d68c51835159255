/**
 * The German (Germany) blog: categories and articles of the content team (issue 17).
 * Plain strings only; the seed escapes them and builds the stored HTML.
 */
import type { BlogTexts } from './content-text-types';

export const BLOG_DE: BlogTexts = {
  categories: [
    {
      key: 'gift-ideas',
      slug: 'geschenkideen',
      title: 'Geschenkideen',
      description:
        'Inspiration für jeden Geschmack: Hier sammeln wir Ideen, mit denen Geschenkkarten persönlich und durchdacht wirken. Von Wellness bis Abenteuer ist für alle etwas dabei.',
    },
    {
      key: 'occasions',
      slug: 'anlaesse-feste',
      title: 'Anlässe & Feste',
      description:
        'Weihnachten, Muttertag oder der Geburtstag, der plötzlich vor der Tür steht: Unsere Tipps helfen dir, zu jedem Anlass rechtzeitig das passende Geschenk zu finden.',
    },
    {
      key: 'business',
      slug: 'fuer-unternehmen',
      title: 'Für Unternehmen',
      description:
        'Praxiswissen für Personalabteilungen, Teamleitungen und Selbstständige: wie du Mitarbeitende und Kunden mit Geschenkkarten wertschätzt und dabei den Aufwand klein hältst.',
    },
    {
      key: 'good-to-know',
      slug: 'gut-zu-wissen',
      title: 'Gut zu wissen',
      description:
        'Antworten auf die Fragen, die uns am häufigsten erreichen: Guthaben, Gültigkeit, Versand und alles, was rund um Geschenkkarten sonst noch wichtig ist.',
    },
  ],
  articles: [
    // ------------------------------------------------------------------ business
    {
      slug: 'mitarbeitergeschenke-steuerfrei-sachbezug',
      category: 'business',
      title: 'Mitarbeitergeschenke steuerfrei: So nutzt du den Sachbezug mit Geschenkkarten',
      excerpt:
        'Bis zu 50 Euro im Monat können Arbeitgeber als Sachbezug steuerfrei zuwenden. Wir erklären, worauf es bei Geschenkkarten ankommt.',
      author: 'Felix Wagner',
      publishedOn: '2025-02-18',
      heroMotif: 'restaurants',
      heroAlt: 'Illustration eines Büroschreibtischs mit Laptop, Kaffeetasse und einem Stapel Geschenkkarten in Umschlägen',
      teaserCategories: ['restaurants', 'fashion', 'electronics'],
      body: [
        {
          type: 'paragraph',
          text: 'Eine Gehaltserhöhung kommt nach Steuern und Sozialabgaben oft nur zur Hälfte bei den Beschäftigten an. Viele Unternehmen suchen deshalb nach Wegen, Wertschätzung zu zeigen, ohne dass ein großer Teil davon verloren geht. Ein bewährtes Mittel ist der monatliche Sachbezug, und Geschenkkarten eignen sich dafür besonders gut.',
        },
        { type: 'heading', text: 'Was ist die 50-Euro-Grenze?' },
        {
          type: 'paragraph',
          text: 'Nach § 8 des Einkommensteuergesetzes bleiben Sachbezüge steuer- und sozialversicherungsfrei, solange ihr Wert im Monat insgesamt 50 Euro nicht übersteigt. Diese Grenze gilt pro Person und Kalendermonat. Wichtig ist: Es handelt sich um eine Freigrenze und keinen Freibetrag. Wer sie auch nur um wenige Cent überschreitet, muss den gesamten Betrag versteuern, nicht nur den Teil darüber. Plane deshalb mit etwas Puffer, vor allem wenn im selben Monat noch andere Sachbezüge wie ein Jobticket-Zuschuss oder vergünstigte Mahlzeiten anfallen.',
        },
        { type: 'heading', text: 'Welche Geschenkkarten als Sachbezug gelten' },
        {
          type: 'paragraph',
          text: 'Nicht jeder Gutschein wird steuerlich automatisch als Sachbezug behandelt. Entscheidend ist, dass die Karte nicht wie Bargeld funktioniert, sondern nur für den Bezug von Waren oder Dienstleistungen bei einem bestimmten Anbieter oder in einem begrenzten Netz von Akzeptanzstellen eingesetzt werden kann. Außerdem muss die Zuwendung zusätzlich zum ohnehin geschuldeten Arbeitslohn erfolgen. Eine Umwandlung von bestehendem Gehalt in Gutscheine ist also nicht begünstigt.',
        },
        {
          type: 'list',
          items: [
            'Die Karte ist an einen Anbieter oder ein klar begrenztes Netz gebunden.',
            'Der Wert pro Person und Monat liegt bei höchstens 50 Euro, inklusive anderer Sachbezüge.',
            'Die Karte wird zusätzlich zum vereinbarten Gehalt ausgegeben.',
            'Eine Auszahlung des Guthabens in bar ist ausgeschlossen.',
            'Die Ausgabe wird für jede Person nachvollziehbar dokumentiert.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ein Beispiel aus der Praxis: Erhalten deine Beschäftigten bereits eine andere Leistung, die ebenfalls unter die 50-Euro-Grenze fällt, müssen beide Werte zusammen darunter bleiben. Liste deshalb zuerst alle bestehenden Sachbezüge auf und lege erst danach den Betrag der Geschenkkarte fest. So vermeidest du Überraschungen bei der nächsten Lohnabrechnung.',
        },
        {
          type: 'image',
          motif: 'restaurants',
          caption: 'Ob Mittagessen, Mode oder Technik: Die Auswahl der Marke macht den Sachbezug persönlich.',
          alt: 'Gezeichnete Hände, die über einen Tisch hinweg eine Geschenkkarte überreichen',
        },
        { type: 'heading', text: 'So organisierst du den monatlichen Bezug' },
        {
          type: 'paragraph',
          text: 'Am einfachsten ist ein fester Rhythmus: Jeden Monat erhalten alle berechtigten Beschäftigten eine Karte über denselben Betrag. Viele Personalabteilungen lassen das Team dabei zwischen einigen Marken wählen, etwa einem Restaurant für die Mittagspause, einem Modegeschäft oder einem Elektronikhändler. So fühlt sich der Sachbezug weniger nach Verwaltung und mehr nach echtem Geschenk an. Digitale Karten kommen innerhalb einer Stunde per E-Mail an, physische Karten verschicken wir an Werktagen noch am selben Tag, wenn die Bestellung bis 17 Uhr eingeht.',
        },
        {
          type: 'paragraph',
          text: 'Als Geschäftskunde kannst du bei uns auf Rechnung bestellen und vorab ein individuelles Angebot anfordern. Das erleichtert die Abstimmung mit der Buchhaltung, weil du Menge und Beträge schon kennst, bevor die Bestellung ausgelöst wird.',
        },
        {
          type: 'quote',
          text: 'Seit wir den Sachbezug über Geschenkkarten abwickeln, fragt niemand mehr, wann die nächste Aktion kommt. Die Karte ist einfach jeden Monat da, und das Team freut sich trotzdem jedes Mal.',
          source: 'Anna, Personalleiterin',
        },
        { type: 'products', title: 'Passende Geschenkkarten für dein Team' },
        { type: 'heading', text: 'Unser Rat: kurz mit der Steuerberatung abstimmen' },
        {
          type: 'paragraph',
          text: 'Die Regeln rund um Sachbezüge sind in den letzten Jahren mehrfach angepasst worden, und im Einzelfall kommt es auf die Details deines Unternehmens an. Dieser Artikel gibt einen Überblick, ersetzt aber keine steuerliche Beratung. Ein kurzes Gespräch mit deiner Steuerberatung lohnt sich, bevor du das Modell einführst. Danach läuft der monatliche Sachbezug meist ohne großen Aufwand und wird für viele Beschäftigte schnell zu einem geschätzten Extra.',
        },
      ],
    },
    {
      slug: 'kundengeschenke-mit-geschenkkarten',
      category: 'business',
      title: 'Kundengeschenke, die in Erinnerung bleiben',
      excerpt:
        'Statt Kugelschreibern und Kalendern: Wie Geschenkkarten Kundenbeziehungen stärken und was du bei Auswahl und Versand beachten solltest.',
      author: 'Felix Wagner',
      publishedOn: '2025-08-26',
      heroMotif: 'wine',
      heroAlt: 'Illustration einer Geschenkbox mit Weinflasche, Grußkarte und einer Geschenkkarte auf einem Konferenztisch',
      teaserCategories: ['wine', 'food', 'restaurants'],
      body: [
        {
          type: 'paragraph',
          text: 'Gute Geschäftsbeziehungen leben von Vertrauen, und Vertrauen wächst durch kleine Gesten. Ein Dankeschön nach einem erfolgreichen Projekt, ein Gruß zum Jahresende oder eine Aufmerksamkeit zum Firmenjubiläum eines Kunden zeigen, dass du die Zusammenarbeit schätzt. Doch gerade bei Kundengeschenken ist die Gefahr groß, im Stapel der Werbeartikel unterzugehen.',
        },
        { type: 'heading', text: 'Warum Geschenkkarten bei Kunden gut ankommen' },
        {
          type: 'paragraph',
          text: 'Du kennst deine Ansprechpartner beruflich, aber selten ihre privaten Vorlieben. Trinkt die Einkaufsleiterin lieber Rotwein oder gar keinen Alkohol? Kocht der Projektleiter gern, oder geht er lieber essen? Eine Geschenkkarte umgeht dieses Ratespiel. Die Person entscheidet selbst, wann und wofür sie das Geschenk einsetzt, und erinnert sich dabei an den Absender.',
        },
        {
          type: 'paragraph',
          text: 'Auch der Zeitpunkt spielt eine Rolle. In der Adventszeit landen bei vielen Einkaufs- und Projektverantwortlichen zahlreiche Präsente auf dem Tisch, und einzelne Grüße gehen leicht unter. Ein Dankeschön zu einem weniger erwarteten Moment fällt dagegen auf: nach dem erfolgreichen Abschluss eines Projekts, zum Jahrestag der Zusammenarbeit oder mit guten Wünschen im Januar, wenn der Trubel vorbei ist.',
        },
        { type: 'heading', text: 'Die richtige Auswahl treffen' },
        {
          type: 'paragraph',
          text: 'Damit eine Geschenkkarte nicht beliebig wirkt, sollte sie zum Anlass und zur Beziehung passen. Bewährt haben sich Kategorien, die mit Genuss und gemeinsamer Zeit zu tun haben:',
        },
        {
          type: 'list',
          items: [
            'Restaurantkarten für ein Abendessen zu zweit, ideal nach einem gemeinsamen Projektabschluss',
            'Wein- und Feinkostkarten als klassischer Gruß zum Jahresende',
            'Erlebnisgutscheine für langjährige Partner, bei denen es etwas Besonderes sein darf',
            'Buch- oder Streamingkarten für Kontakte, die du eher locker kennst',
          ],
        },
        {
          type: 'paragraph',
          text: 'Denk außerdem daran, dass viele Unternehmen interne Regeln für die Annahme von Geschenken haben. Ein bescheidener Betrag ist deshalb oft die bessere Wahl als ein großzügiger, der deine Ansprechpartner in Verlegenheit bringt. Wenn du ein ganzes Team beschenken möchtest, ist eine eigene Karte für jede Person meist schöner als eine gemeinsame Karte für die Abteilung.',
        },
        {
          type: 'image',
          motif: 'wine',
          caption: 'Genuss verbindet: Wein und Feinkost gehören zu den beliebtesten Kundengeschenken.',
          alt: 'Gezeichnete Weinflasche und zwei Gläser neben einer Geschenkkarte mit Schleife',
        },
        { type: 'heading', text: 'Persönliche Worte machen den Unterschied' },
        {
          type: 'paragraph',
          text: 'Eine Karte allein ist schnell vergessen, eine Karte mit ein paar persönlichen Zeilen nicht. Bei physischen Geschenkkarten kannst du eine persönliche Nachricht mit bis zu 150 Zeichen hinzufügen und eine Geschenkverpackung wählen. Nimm Bezug auf etwas Konkretes: das gemeinsame Projekt, ein Gespräch auf der Messe oder das fünfte Jahr der Zusammenarbeit. Das wirkt viel wärmer als ein allgemeiner Gruß.',
        },
        {
          type: 'quote',
          text: 'Wir verschicken zum Jahresende an unsere wichtigsten Kunden Restaurantkarten mit einer handgeschriebenen Zeile. Die Rückmeldungen sind jedes Mal herzlicher als bei jedem Präsentkorb, den wir früher verschickt haben.',
          source: 'Markus, Vertriebsleiter',
        },
        { type: 'heading', text: 'Bestellung und Versand ohne Stress' },
        {
          type: 'paragraph',
          text: 'Geschäftskunden können bei uns auf Rechnung bestellen und für größere Mengen ein Angebot anfragen. Physische Karten verschicken wir an Werktagen noch am selben Tag, sofern die Bestellung bis 17 Uhr eingeht, die Zustellung dauert zwei bis vier Werktage. Bestellungen über 300 Euro versenden wir per Einschreiben, damit wertvolle Sendungen sicher ankommen. Wer es eilig hat oder internationale Kontakte beschenkt, greift zur digitalen Karte, die innerhalb einer Stunde per E-Mail zugestellt wird.',
        },
        {
          type: 'paragraph',
          text: 'Beachte außerdem, dass für Geschenke an Geschäftspartner eigene steuerliche Regeln gelten. Kläre mit deiner Buchhaltung, wie die Geschenke erfasst werden, bevor du bestellst. Dann steht einem gelungenen Dankeschön nichts mehr im Weg.',
        },
        {
          type: 'paragraph',
          text: 'Ein letzter Gedanke: Kundengeschenke wirken am stärksten, wenn sie nicht nach Pflichtprogramm aussehen. Lieber wenige, gut ausgewählte Karten mit persönlichen Worten als ein großer Verteiler mit identischem Gruß. Wer sich die Mühe macht, für jeden wichtigen Kontakt kurz zu überlegen, was passt, wird sich über herzliche Rückmeldungen freuen.',
        },
        { type: 'products', title: 'Passende Geschenkkarten für deine Kunden' },
      ],
    },
    {
      slug: 'blanko-geschenkkarten-fuer-unternehmen',
      category: 'business',
      title: 'Blanko-Kartenpakete: Geschenkkarten auf Vorrat für dein Unternehmen',
      excerpt:
        'Karten jetzt bestellen, Betrag später festlegen: Warum Blanko-Kartenpakete für Events, Jubiläen und spontane Dankeschöns so praktisch sind.',
      author: 'Katrin Neumann',
      publishedOn: '2026-02-17',
      heroMotif: 'electronics',
      heroAlt: 'Illustration eines geöffneten Kartons voller unbeschriebener Geschenkkarten neben einem Laptop',
      teaserCategories: ['electronics', 'sport', 'fashion'],
      body: [
        {
          type: 'paragraph',
          text: 'Im Arbeitsalltag kommen Anlässe zum Schenken oft überraschend: Eine Kollegin feiert ihr zehnjähriges Jubiläum, ein Team hat am Wochenende einen Kundenauftrag gerettet, oder beim Sommerfest soll es eine Verlosung geben. Wer dann erst bestellen muss, verliert Zeit. Genau für solche Situationen gibt es bei uns Blanko-Kartenpakete für Unternehmen.',
        },
        { type: 'heading', text: 'So funktionieren Blanko-Kartenpakete' },
        {
          type: 'paragraph',
          text: 'Du bestellst ein Paket mit Geschenkkarten, die zunächst noch kein Guthaben tragen. Die Karten liegen bei dir im Büro bereit, etwa in der Personalabteilung oder am Empfang. Sobald ein Anlass ansteht, beantragst du die Aktivierung mit dem gewünschten Betrag. Möglich sind Beträge zwischen 10 und 500 Euro pro Karte, und die Aktivierung erfolgt innerhalb von 24 Stunden.',
        },
        {
          type: 'list',
          items: [
            'Karten auf Vorrat bestellen, ohne den Betrag vorher festzulegen',
            'Aktivierung mit 10 bis 500 Euro pro Karte',
            'Freischaltung innerhalb von 24 Stunden nach der Anfrage',
            'Bestellung auf Rechnung und individuelles Angebot für größere Mengen',
          ],
        },
        {
          type: 'paragraph',
          text: 'Für die Aktivierung teilst du uns mit, welche Karten mit welchem Betrag freigeschaltet werden sollen. Dabei kannst du jede Karte mit einem anderen Wert versehen, etwa 25 Euro für ein kleines Dankeschön und einen deutlich höheren Betrag für ein rundes Jubiläum. Sobald die Freischaltung erfolgt ist, kann die Karte überreicht und eingelöst werden.',
        },
        { type: 'heading', text: 'Typische Einsatzbereiche' },
        {
          type: 'paragraph',
          text: 'Blanko-Kartenpakete spielen ihre Stärken überall dort aus, wo du flexibel bleiben willst. Bei Dienstjubiläen kannst du den Betrag nach der Zahl der Jahre staffeln. Für Verlosungen auf Firmenfeiern oder Messen hältst du mehrere Karten bereit und aktivierst nur die, die tatsächlich vergeben werden. Auch als Anerkennung für besondere Leistungen, als Willkommensgeschenk für neue Kolleginnen und Kollegen oder als Trostpreis beim Sportturnier der Abteilung sind sie gut geeignet.',
        },
        {
          type: 'paragraph',
          text: 'Auch für verteilte Teams sind die Pakete praktisch. Wenn Kolleginnen und Kollegen an verschiedenen Standorten arbeiten, kannst du jedem Standort einige Karten zur Verfügung stellen. Die Teamleitung vor Ort überreicht die Karte persönlich, während die Aktivierung zentral über die Personalabteilung läuft. So bleibt die Übergabe persönlich und die Verwaltung trotzdem an einer Stelle.',
        },
        {
          type: 'image',
          motif: 'sport',
          caption: 'Vom Firmenlauf bis zum Sommerfest: Mit Karten auf Vorrat bist du für jeden Anlass vorbereitet.',
          alt: 'Gezeichnete Siegerehrung mit Pokal und einer Geschenkkarte auf einem Podest',
        },
        { type: 'heading', text: 'Mehr Kontrolle für Buchhaltung und Personalabteilung' },
        {
          type: 'paragraph',
          text: 'Weil die Karten erst bei Aktivierung Guthaben erhalten, liegt kein ungenutzter Wert in der Schublade. Du siehst genau, welche Karte wann mit welchem Betrag freigeschaltet wurde, und kannst das sauber dokumentieren. Das ist besonders hilfreich, wenn du Karten als Sachbezug einsetzt und die monatliche Grenze im Blick behalten musst. Die Bestellung auf Rechnung erleichtert zudem die Abwicklung über die üblichen Freigabeprozesse deines Unternehmens.',
        },
        {
          type: 'paragraph',
          text: 'Ein Tipp aus der Praxis: Leg fest, wer im Unternehmen für die Karten verantwortlich ist, und bewahre das Paket an einem verschlossenen Ort auf. Führe außerdem eine einfache Liste mit anstehenden Jubiläen und Geburtstagen. So siehst du frühzeitig, wann die nächste Aktivierung fällig ist, und niemand wird vergessen.',
        },
        {
          type: 'quote',
          text: 'Früher haben wir für jedes Jubiläum einzeln bestellt und oft zu spät. Jetzt liegt ein Paket im Schrank, und die Karte ist am nächsten Tag einsatzbereit.',
          source: 'Sabine, Office-Managerin',
        },
        { type: 'heading', text: 'Sicher versendet, schnell startklar' },
        {
          type: 'paragraph',
          text: 'Größere Pakete mit einem Bestellwert über 300 Euro verschicken wir per Einschreiben. Bei Bestellungen bis 17 Uhr an Werktagen geht die Sendung noch am selben Tag auf den Weg und ist in der Regel nach zwei bis vier Werktagen bei dir. Wenn du unsicher bist, wie viele Karten du brauchst, fordere einfach ein Angebot an. Wir helfen dir, die Menge passend zu deiner Teamgröße und deinen geplanten Anlässen zu wählen.',
        },
        { type: 'products', title: 'Beliebte Geschenkkarten für Unternehmen' },
      ],
    },
    // ------------------------------------------------------------------ good-to-know
    {
      slug: 'guthaben-pruefen-so-gehts',
      category: 'good-to-know',
      title: 'Guthaben prüfen: So behältst du den Überblick über deine Geschenkkarten',
      excerpt:
        'Wie viel ist noch drauf? Mit Kartennummer und PIN siehst du dein Guthaben in wenigen Sekunden. Wir zeigen, wie es geht.',
      author: 'Jonas Berger',
      publishedOn: '2025-03-25',
      heroMotif: 'electronics',
      heroAlt: 'Illustration eines Smartphones, auf dessen Bildschirm der Restbetrag einer Geschenkkarte angezeigt wird',
      teaserCategories: ['fashion', 'electronics', 'books'],
      body: [
        {
          type: 'paragraph',
          text: 'Du hast eine Geschenkkarte schon einmal eingesetzt und weißt nicht mehr genau, wie viel Guthaben noch übrig ist? Oder in deiner Schublade liegen mehrere Karten aus den letzten Geburtstagen, und du möchtest wissen, ob sich der nächste Einkauf damit lohnt? Dann hilft ein kurzer Blick auf unsere Seite zur Guthabenabfrage.',
        },
        { type: 'heading', text: 'Was du für die Abfrage brauchst' },
        {
          type: 'paragraph',
          text: 'Für die Guthabenabfrage benötigst du zwei Angaben, die du auf der Karte oder in der E-Mail mit deiner digitalen Karte findest:',
        },
        {
          type: 'list',
          items: [
            'die Kartennummer mit 19 Ziffern',
            'die sechsstellige PIN, die bei physischen Karten meist unter einem Rubbelfeld liegt',
          ],
        },
        {
          type: 'paragraph',
          text: 'Gib beides auf der Seite zur Guthabenabfrage ein, und du siehst sofort den aktuellen Stand. Achte darauf, die Zahlen ohne Leerzeichen einzutippen. Wenn die Abfrage nicht klappt, prüfe zuerst, ob du eine Null mit dem Buchstaben O verwechselt hast, denn das ist der häufigste Grund für Fehlermeldungen.',
        },
        {
          type: 'paragraph',
          text: 'Klappt die Abfrage trotz korrekter Eingabe nicht, wende dich an unseren Kundenservice. Halte dafür die Bestellbestätigung oder zumindest die Kartennummer bereit, damit wir dir schnell weiterhelfen können. Die PIN solltest du dabei nie vollständig per E-Mail oder Telefon weitergeben.',
        },
        { type: 'heading', text: 'Warum sich regelmäßiges Nachsehen lohnt' },
        {
          type: 'paragraph',
          text: 'Geschenkkarten geraten leicht in Vergessenheit. Sie stecken im Portemonnaie zwischen Kundenkarten oder liegen als E-Mail irgendwo im Postfach. Wer sein Guthaben im Blick hat, plant Einkäufe bewusster und lässt keinen Restbetrag verfallen. Ein guter Zeitpunkt für einen kurzen Check ist der Jahreswechsel: Dann siehst du, welche Karten du im neuen Jahr noch nutzen möchtest.',
        },
        {
          type: 'paragraph',
          text: 'Bei vielen Karten lässt sich das Guthaben in mehreren Schritten einlösen. Nach einem Einkauf bleibt der Rest dann auf der Karte und kann später verwendet werden. Gerade nach mehreren kleinen Einkäufen verliert man leicht den Überblick, wie viel noch übrig ist. Ein kurzer Blick auf die Guthabenabfrage vor dem nächsten Einkauf erspart an der Kasse oder im Onlineshop die Überraschung, dass der Betrag nicht mehr ganz reicht.',
        },
        {
          type: 'image',
          motif: 'electronics',
          caption: 'Kartennummer und PIN eingeben, fertig: Die Abfrage dauert nur wenige Sekunden.',
          alt: 'Gezeichnete Geschenkkarte mit freigerubbeltem PIN-Feld neben einem Laptop',
        },
        { type: 'heading', text: 'Tipps zum Schutz deines Guthabens' },
        {
          type: 'paragraph',
          text: 'Kartennummer und PIN funktionieren wie ein Schlüssel zu deinem Guthaben. Behandle sie deshalb ähnlich sorgfältig wie Bankdaten. Gib die Daten niemals am Telefon oder per Nachricht an Unbekannte weiter, auch wenn sich jemand als Mitarbeiter eines Unternehmens oder einer Behörde ausgibt. Seriöse Stellen verlangen keine Bezahlung mit Geschenkkarten. Bewahre die E-Mail mit deiner digitalen Karte auf und mach von physischen Karten am besten ein Foto der Rückseite, das du sicher ablegst.',
        },
        {
          type: 'paragraph',
          text: 'Betrüger versuchen immer wieder, Menschen unter Zeitdruck zum Kauf von Geschenkkarten zu bewegen und sich anschließend Kartennummer und PIN nennen zu lassen. Werde misstrauisch, wenn jemand eine angebliche Rechnung, eine Gebühr oder eine Strafe mit Geschenkkarten begleichen lassen will. Im Zweifel brichst du das Gespräch ab und meldest dich bei unserem Kundenservice.',
        },
        {
          type: 'quote',
          text: 'Ich habe beim Aufräumen drei alte Karten gefunden und dachte, die seien längst leer. Auf einer waren noch fast 40 Euro, die ich dann für neue Laufschuhe ausgegeben habe.',
          source: 'Lena, Kundin aus Leipzig',
        },
        { type: 'heading', text: 'Mit etwas Glück wird das Guthaben verdoppelt' },
        {
          type: 'paragraph',
          text: 'Einmal im Monat, jeweils am ersten Montag, verlosen wir unseren Guthabenverdoppler: Bei einer Gewinnerin oder einem Gewinner verdoppeln wir das Guthaben der Karte. Ein weiterer guter Grund, die eigenen Karten nicht in der Schublade zu vergessen. Und wenn das Guthaben fast aufgebraucht ist, findest du bei uns jederzeit Nachschub für dich selbst oder für den nächsten Geburtstag im Freundeskreis.',
        },
        { type: 'products', title: 'Passende Geschenkkarten zum Nachschenken' },
      ],
    },
    {
      slug: 'wie-lange-sind-gutscheine-gueltig',
      category: 'good-to-know',
      title: 'Wie lange sind Gutscheine gültig? Ein Überblick über Fristen und Verjährung',
      excerpt:
        'Drei Jahre, ein Jahr oder unbegrenzt? Wir erklären, welche Fristen für Gutscheine in Deutschland gelten und worauf du achten solltest.',
      author: 'Miriam Hoffmann',
      publishedOn: '2026-01-20',
      heroMotif: 'books',
      heroAlt: 'Illustration eines aufgeschlagenen Kalenders, auf dem eine Geschenkkarte und eine Sanduhr liegen',
      teaserCategories: ['books', 'home'],
      body: [
        {
          type: 'paragraph',
          text: 'Nach Weihnachten und Geburtstagen sammeln sich bei vielen Menschen Gutscheine an. Nicht alle werden sofort eingelöst, und irgendwann taucht die Frage auf: Kann ich diese Karte eigentlich noch verwenden? Die gute Nachricht vorweg: Gutscheine verfallen in Deutschland nicht so schnell, wie viele glauben. Trotzdem lohnt es sich, die Regeln zu kennen.',
        },
        { type: 'heading', text: 'Die regelmäßige Verjährungsfrist von drei Jahren' },
        {
          type: 'paragraph',
          text: 'Ist auf einem Gutschein keine eigene Frist angegeben, gilt in Deutschland die regelmäßige Verjährungsfrist nach § 195 BGB. Sie beträgt drei Jahre. Entscheidend ist der Beginn: Nach § 199 BGB beginnt die Frist erst mit dem Ende des Jahres, in dem der Gutschein gekauft wurde. Ein Beispiel macht das deutlich.',
        },
        {
          type: 'list',
          items: [
            'Kauf des Gutscheins: 14. März 2025',
            'Beginn der Verjährungsfrist: Ende des Jahres 2025, also mit Ablauf des 31. Dezember',
            'Ende der Verjährungsfrist: 31. Dezember 2028',
          ],
        },
        {
          type: 'paragraph',
          text: 'In diesem Fall hast du also fast vier Jahre Zeit, den Gutschein einzulösen. Wer einen Gutschein kurz vor Silvester kauft, hat dagegen knapp drei Jahre. Das Kaufdatum lohnt sich daher zu notieren, etwa auf der Rückseite der Verpackung oder in der Bestellbestätigung.',
        },
        {
          type: 'image',
          motif: 'books',
          caption: 'Die Frist beginnt erst am Jahresende: Ein Blick auf das Kaufdatum verschafft Klarheit.',
          alt: 'Gezeichneter Wandkalender mit markiertem Jahresende und einer Geschenkkarte daneben',
        },
        { type: 'heading', text: 'Wenn auf der Karte eine eigene Frist steht' },
        {
          type: 'paragraph',
          text: 'Viele Geschenkkarten nennen in ihren Bedingungen eine eigene Gültigkeitsdauer. Maßgeblich sind dann die Angaben auf der Karte oder in den Bedingungen der jeweiligen Marke. Lies diese am besten schon beim Kauf, besonders wenn du die Karte verschenken möchtest. So kannst du der beschenkten Person direkt sagen, bis wann sie das Guthaben nutzen sollte. Bei unseren Produkten findest du die wichtigsten Bedingungen auf der jeweiligen Produktseite. Wenn eine Angabe unklar ist, hilft unser Kundenservice gern weiter.',
        },
        { type: 'heading', text: 'Tipps für alle, die Gutscheine verschenken' },
        {
          type: 'paragraph',
          text: 'Wenn du einen Gutschein verschenkst, gib die wichtigsten Informationen am besten gleich mit. Notiere in deiner Grußkarte, wann du die Karte gekauft hast und ob es eine eigene Frist gibt. Bei digitalen Karten dient die E-Mail mit der Bestellbestätigung als Nachweis für das Kaufdatum. Leite sie bei Bedarf einfach an die beschenkte Person weiter. So muss später niemand rätseln, ob der Gutschein noch gilt.',
        },
        { type: 'heading', text: 'So verpasst du keine Frist' },
        {
          type: 'paragraph',
          text: 'Damit gar nicht erst die Frage nach der Verjährung aufkommt, hilft ein bisschen Ordnung. Leg alle physischen Karten an einem festen Ort ab, zum Beispiel in einem Umschlag im Schreibtisch. Digitale Karten verschiebst du in einen eigenen Ordner im E-Mail-Postfach. Einmal im Jahr, idealerweise im Januar, gehst du die Sammlung durch und prüfst auf unserer Seite zur Guthabenabfrage mit Kartennummer und PIN, wie viel noch auf jeder Karte ist.',
        },
        {
          type: 'quote',
          text: 'Ich trage mir gekaufte und geschenkte Karten einfach mit Datum in eine Notiz auf dem Handy ein. Seitdem ist mir kein Gutschein mehr durchgerutscht.',
          source: 'Thomas, Kunde aus Bremen',
        },
        {
          type: 'paragraph',
          text: 'Wer mehrere Karten besitzt, löst am besten zuerst die ältesten ein. Das klingt selbstverständlich, wird im Alltag aber oft vergessen, weil die neueste Karte gerade obenauf liegt. Eine kleine Reihenfolge nach Kaufdatum schafft hier Abhilfe.',
        },
        {
          type: 'paragraph',
          text: 'Bitte beachte: Dieser Artikel bietet eine allgemeine Orientierung und ersetzt keine Rechtsberatung. Im Zweifel gelten die Bedingungen der jeweiligen Karte. Und wenn du beim Aufräumen feststellst, dass ein Gutschein schon lange in der Schublade liegt, ist jetzt der beste Moment, ihn einzulösen.',
        },
        { type: 'products', title: 'Passende Geschenkkarten für deine nächste Überraschung' },
      ],
    },
    {
      slug: 'gutschein-per-e-mail-oder-als-karte',
      category: 'good-to-know',
      title: 'Gutschein per E-Mail oder als Karte? Die Vor- und Nachteile im Vergleich',
      excerpt:
        'Digital in einer Stunde im Postfach oder als Karte mit Verpackung und persönlicher Nachricht: Welche Variante passt zu deinem Geschenk?',
      author: 'Katrin Neumann',
      publishedOn: '2026-09-08',
      heroMotif: 'home',
      heroAlt: 'Illustration eines Briefumschlags mit Geschenkkarte neben einem Smartphone mit geöffneter E-Mail',
      teaserCategories: ['streaming', 'gaming', 'fashion'],
      body: [
        {
          type: 'paragraph',
          text: 'Wer bei uns eine Geschenkkarte bestellt, hat in vielen Fällen die Wahl: Soll das Geschenk digital per E-Mail ankommen oder als physische Karte mit der Post? Beide Varianten haben ihre Stärken. Welche besser passt, hängt vor allem davon ab, wie viel Zeit du hast und wie du das Geschenk überreichen möchtest.',
        },
        {
          type: 'paragraph',
          text: 'Auch die beschenkte Person spielt eine Rolle. Manche Menschen lieben es, etwas in den Händen zu halten, andere erledigen fast alles auf dem Smartphone und freuen sich, wenn das Guthaben dort gleich griffbereit ist. Wenn du die Gewohnheiten deines Gegenübers kennst, ist die Entscheidung oft schon gefallen.',
        },
        { type: 'heading', text: 'Die digitale Geschenkkarte: schnell und flexibel' },
        {
          type: 'paragraph',
          text: 'Digitale Karten stellen wir innerhalb einer Stunde per E-Mail zu. Damit sind sie die erste Wahl, wenn es schnell gehen muss, etwa weil der Geburtstag heute ist oder die beschenkte Person weit weg wohnt. Du kannst die Karte direkt an die beschenkte Person schicken lassen oder an dich selbst, um sie dann zum passenden Zeitpunkt weiterzuleiten oder auszudrucken.',
        },
        {
          type: 'list',
          items: [
            'Zustellung innerhalb einer Stunde, auch am Wochenende',
            'Ideal für Geschenke über große Entfernungen',
            'Kein Versand, kein Papier, keine Wartezeit',
            'Besonders praktisch für Online-Angebote wie Streaming und Gaming',
          ],
        },
        { type: 'heading', text: 'Die physische Karte: etwas zum Auspacken' },
        {
          type: 'paragraph',
          text: 'Eine Plastikkarte in der Hand fühlt sich einfach mehr nach Geschenk an. Sie lässt sich auf den Geburtstagstisch legen, in eine Karte stecken oder unter den Weihnachtsbaum schieben. Auf Wunsch verpacken wir sie in einer Geschenkverpackung und legen eine persönliche Nachricht mit bis zu 150 Zeichen bei. Bestellungen, die an Werktagen bis 17 Uhr eingehen, verschicken wir noch am selben Tag, die Zustellung dauert dann zwei bis vier Werktage. Ab einem Bestellwert von 300 Euro versenden wir per Einschreiben.',
        },
        {
          type: 'image',
          motif: 'home',
          caption: 'Zum Auspacken oder direkt ins Postfach: Beide Wege führen zum selben Guthaben.',
          alt: 'Gezeichnetes Wohnzimmer mit einer verpackten Geschenkkarte auf dem Tisch und einem Tablet daneben',
        },
        { type: 'heading', text: 'Unsere Entscheidungshilfe' },
        {
          type: 'paragraph',
          text: 'Frag dich zuerst, wann das Geschenk ankommen muss. Sind es nur noch wenige Stunden oder ein, zwei Tage, ist die digitale Karte die sichere Wahl. Hast du eine Woche Vorlauf, kannst du frei entscheiden. Dann kommt es auf die Übergabe an: Wenn du das Geschenk persönlich überreichst und Wert auf einen schönen Moment legst, ist die physische Karte ideal. Wenn die beschenkte Person viel unterwegs ist oder ohnehin alles auf dem Smartphone erledigt, passt die E-Mail besser.',
        },
        {
          type: 'paragraph',
          text: 'Bei digitalen Karten ist eine Sache besonders wichtig: die richtige E-Mail-Adresse. Prüfe sie vor dem Absenden lieber zweimal, denn ein vertauschter Buchstabe genügt, damit die Karte nicht ankommt. Sag der beschenkten Person außerdem ruhig Bescheid, dass eine Überraschung per E-Mail unterwegs ist. So sieht sie auch im Spam-Ordner nach, falls die Nachricht dort gelandet sein sollte.',
        },
        {
          type: 'quote',
          text: 'Meiner Schwester in Kanada schicke ich immer eine digitale Karte, meinen Eltern dagegen lieber eine richtige Karte mit Verpackung. Die stellen sie dann sogar ins Regal, bis sie eingelöst wird.',
          source: 'Julia, Kundin aus Köln',
        },
        { type: 'heading', text: 'Gut zu wissen für beide Varianten' },
        {
          type: 'paragraph',
          text: 'Egal, für welche Form du dich entscheidest: Das Guthaben lässt sich bei beiden jederzeit auf unserer Seite zur Guthabenabfrage prüfen, mit der 19-stelligen Kartennummer und der sechsstelligen PIN. Bewahre die Bestellbestätigung auf, damit du bei Rückfragen alle Angaben zur Hand hast. Und wer ganz auf Nummer sicher gehen will, kombiniert beides: eine digitale Karte für den Tag selbst und einen kleinen handgeschriebenen Gruß, der per Post hinterherkommt.',
        },
        { type: 'products', title: 'Passende Geschenkkarten, digital oder zum Auspacken' },
      ],
    },
    {
      slug: 'gutscheine-schoen-verpacken',
      category: 'good-to-know',
      title: 'Gutscheine richtig verpacken: Ideen, die aus einer Karte ein Erlebnis machen',
      excerpt:
        'Eine Geschenkkarte ist klein, die Freude darf trotzdem groß sein. Unsere liebsten Verpackungsideen für jeden Anlass und jedes Budget.',
      author: 'Miriam Hoffmann',
      publishedOn: '2026-11-10',
      heroMotif: 'toys',
      heroAlt: 'Illustration verschiedener kleiner Geschenkschachteln, Bänder und Papiere, in deren Mitte eine Geschenkkarte liegt',
      teaserCategories: ['toys', 'beauty', 'home'],
      body: [
        {
          type: 'paragraph',
          text: 'Der häufigste Einwand gegen Gutscheine lautet: Das sieht so unpersönlich aus. Dabei liegt es vor allem an der Präsentation. Eine Geschenkkarte im schlichten Umschlag wirkt tatsächlich nüchtern. Mit etwas Kreativität wird daraus aber ein Geschenk, das beim Auspacken genauso viel Spaß macht wie ein großes Paket.',
        },
        { type: 'heading', text: 'Die Verpackung passend zum Inhalt wählen' },
        {
          type: 'paragraph',
          text: 'Die schönsten Ideen greifen auf, wofür die Karte gedacht ist. So entsteht schon beim Auspacken ein Vorgeschmack auf das, was kommt. Einige Beispiele aus unserem Team:',
        },
        {
          type: 'list',
          items: [
            'Kinokarte: in eine leere Popcorntüte stecken und mit einer Handvoll echtem Popcorn auffüllen',
            'Buchkarte: zwischen die Seiten eines gebrauchten Taschenbuchs legen, das als Lesezeichenhalter dient',
            'Restaurantkarte: in eine Stoffserviette falten und mit Küchengarn zubinden',
            'Wellnesskarte: zusammen mit einem Teebeutel und einer Kerze in ein kleines Glas füllen',
            'Spielzeugkarte für Kinder: in einer Schatzkiste verstecken und eine Schatzkarte dazu zeichnen',
          ],
        },
        {
          type: 'image',
          motif: 'toys',
          caption: 'Eine kleine Schatzsuche macht aus der Geschenkkarte ein Abenteuer, besonders für Kinder.',
          alt: 'Gezeichnete Schatzkiste, aus der eine Geschenkkarte und bunte Bänder herausschauen',
        },
        { type: 'heading', text: 'Das Matroschka-Prinzip' },
        {
          type: 'paragraph',
          text: 'Ein Klassiker, der immer wieder für Lacher sorgt: Versteck die Karte in einer kleinen Schachtel, diese in einer größeren und so weiter. Je größer das äußerste Paket, desto größer die Überraschung, wenn am Ende eine flache Karte zum Vorschein kommt. Wer es auf die Spitze treiben möchte, packt jede Schachtel in ein anderes Papier und schreibt auf jede Lage einen kleinen Hinweis.',
        },
        {
          type: 'paragraph',
          text: 'Ebenfalls beliebt ist eine kleine Schnitzeljagd durch die Wohnung. Verteile Zettel mit Rätseln oder Hinweisen, die von Zimmer zu Zimmer führen, und versteck die Karte am Ende an einem passenden Ort: die Kinokarte beim Fernseher, die Buchkarte im Bücherregal, die Restaurantkarte im Kühlschrank. Wer es nachhaltig mag, verzichtet auf Geschenkpapier und wickelt die Karte in ein schönes Tuch, das die beschenkte Person weiterverwenden kann.',
        },
        { type: 'heading', text: 'Persönliche Worte nicht vergessen' },
        {
          type: 'paragraph',
          text: 'Noch wichtiger als Papier und Schleife sind ein paar persönliche Zeilen. Schreib dazu, warum du genau diese Karte ausgesucht hast, etwa weil die beschenkte Person neulich von einem Restaurant geschwärmt hat oder endlich wieder mehr lesen wollte. Wenn du eine physische Karte bei uns bestellst, kannst du eine persönliche Nachricht mit bis zu 150 Zeichen hinzufügen und eine Geschenkverpackung wählen. Das ist besonders praktisch, wenn wir die Karte direkt an die beschenkte Person schicken.',
        },
        {
          type: 'quote',
          text: 'Meine Tochter hat ihre Karte für den Spielwarenladen in fünf Schachteln gefunden. Das Auspacken hat ihr fast mehr Spaß gemacht als das Einkaufen danach.',
          source: 'Stefanie, Mutter von zwei Kindern',
        },
        {
          type: 'paragraph',
          text: 'Für Erwachsene darf es gern etwas eleganter sein. Ein schlichter Umschlag aus schwerem Papier, ein Stempel mit den Initialen und ein Zweig Eukalyptus oder Lavendel machen schon viel her. Auch ein gerahmtes Foto, in dessen Rückseite die Karte steckt, ist eine schöne Idee: Das Bild bleibt, wenn das Guthaben längst eingelöst ist. Wichtig ist nur, dass die Verpackung sich leicht öffnen lässt, ohne die Karte zu beschädigen.',
        },
        { type: 'heading', text: 'Auch digitale Karten lassen sich verpacken' },
        {
          type: 'paragraph',
          text: 'Eine digitale Karte kommt innerhalb einer Stunde per E-Mail. Lass sie an deine eigene Adresse schicken, druck sie aus und verpacke den Ausdruck wie eine physische Karte. Oder du schreibst eine schöne Grußkarte und notierst darin einen Hinweis, dass im Postfach eine Überraschung wartet. So verbindest du die Schnelligkeit der digitalen Zustellung mit dem Gefühl, etwas in der Hand zu halten.',
        },
        { type: 'products', title: 'Passende Geschenkkarten zum Verpacken' },
      ],
    },
    // ------------------------------------------------------------------ occasions
    {
      slug: 'muttertag-geschenkideen',
      category: 'occasions',
      title: 'Muttertag: Geschenkideen, die wirklich ankommen',
      excerpt:
        'Mehr als Blumen und Pralinen: Mit diesen Ideen schenkst du deiner Mutter Zeit, Genuss und kleine Auszeiten, die in Erinnerung bleiben.',
      author: 'Miriam Hoffmann',
      publishedOn: '2025-04-24',
      heroMotif: 'wellness',
      heroAlt: 'Illustration eines Frühstückstabletts mit Tulpen, Kaffeetasse und einer Geschenkkarte mit Herz',
      teaserCategories: ['wellness', 'restaurants', 'books'],
      body: [
        {
          type: 'paragraph',
          text: 'Am zweiten Sonntag im Mai ist Muttertag, und jedes Jahr fragen sich viele: Wie sage ich Danke, ohne schon wieder zum gleichen Blumenstrauß zu greifen? Dabei wünschen sich die meisten Mütter gar keine weiteren Dinge für das Regal. Was wirklich zählt, sind Zeit, Aufmerksamkeit und ein bisschen Luxus, den man sich selbst selten gönnt.',
        },
        {
          type: 'paragraph',
          text: 'Das heißt nicht, dass ein Geschenk groß oder teuer sein muss. Oft sind es gerade die kleinen Gesten, die in Erinnerung bleiben: ein gemeinsames Frühstück, ein Anruf ohne Zeitdruck, ein Nachmittag, an dem sich jemand anderes um alles kümmert. Eine Geschenkkarte kann diese Gesten wunderbar ergänzen, wenn sie zu den Interessen deiner Mutter passt.',
        },
        { type: 'heading', text: 'Zeit schenken statt Dinge' },
        {
          type: 'paragraph',
          text: 'Viele Mütter sind im Alltag für alle anderen da. Ein Geschenk, das ihnen bewusst Zeit für sich selbst verschafft, wird deshalb besonders geschätzt. Eine Wellnesskarte für einen Tag in der Therme oder eine Massage lädt dazu ein, einmal gar nichts zu tun. Und wer mag, schenkt die gemeinsame Zeit gleich mit: ein Abendessen im Lieblingsrestaurant, bei dem du einmal die Rechnung übernimmst.',
        },
        { type: 'heading', text: 'Unsere Ideen für jeden Typ' },
        {
          type: 'list',
          items: [
            'Für die Genießerin: eine Restaurantkarte für einen Abend zu zweit oder mit der ganzen Familie',
            'Für die Leseratte: eine Buchkarte, dazu ein Zettel mit deiner persönlichen Leseempfehlung',
            'Für die Entspannungssuchende: eine Wellness- oder Beautykarte für eine echte Auszeit',
            'Für die Gartenliebhaberin: eine Karte für Wohnen und Garten, passend zur neuen Saison',
            'Für die Abenteuerlustige: ein Erlebnisgutschein, etwa für einen Kochkurs oder eine Ballonfahrt',
          ],
        },
        {
          type: 'image',
          motif: 'wellness',
          caption: 'Eine Auszeit in der Therme oder eine Massage: Zeit für sich ist ein besonders schönes Geschenk.',
          alt: 'Gezeichnete Frau, die entspannt mit einer Tasse Tee in einem Liegestuhl sitzt',
        },
        { type: 'heading', text: 'Worte, die berühren' },
        {
          type: 'paragraph',
          text: 'Ein Gutschein wird zum persönlichen Geschenk, wenn er eine Geschichte erzählt. Schreib dazu, woran du beim Aussuchen gedacht hast: an die Sonntage, an denen sie früher Kuchen gebacken hat, oder an den Satz, den sie dir immer mit auf den Weg gegeben hat. Bei physischen Karten kannst du eine persönliche Nachricht mit bis zu 150 Zeichen beilegen und eine Geschenkverpackung wählen. Kurze, ehrliche Sätze wirken dabei oft stärker als lange Gedichte.',
        },
        {
          type: 'paragraph',
          text: 'Vergiss dabei auch die anderen wichtigen Frauen nicht. Großmütter, Schwiegermütter, Patentanten oder die beste Freundin, die gerade selbst Mutter geworden ist, freuen sich ebenso über eine Aufmerksamkeit. Eine Geschenkkarte ist hier besonders praktisch, weil du mehreren Menschen mit unterschiedlichen Vorlieben etwas Passendes schenken kannst, ohne für jede Person ein eigenes Geschäft abzuklappern.',
        },
        {
          type: 'quote',
          text: 'Meine Kinder haben mir eine Karte für ein Spa geschenkt und dazugeschrieben, dass sie an dem Tag den Haushalt übernehmen. Das war das schönste Geschenk seit Jahren.',
          source: 'Claudia, Mutter von drei Kindern',
        },
        {
          type: 'paragraph',
          text: 'Wohnst du weit entfernt, ist eine Geschenkkarte auch eine gute Brücke. Verbinde sie mit einem Videoanruf am Muttertag, bei dem ihr gemeinsam überlegt, wofür das Guthaben eingesetzt wird. So wird aus dem Geschenk ein gemeinsamer Moment, obwohl viele Kilometer dazwischen liegen.',
        },
        { type: 'heading', text: 'Rechtzeitig planen' },
        {
          type: 'paragraph',
          text: 'Damit die physische Karte pünktlich auf dem Frühstückstisch liegt, bestellst du am besten in der Woche vor dem Muttertag. Bestellungen, die an Werktagen bis 17 Uhr eingehen, verschicken wir noch am selben Tag, die Zustellung dauert zwei bis vier Werktage. Ist es doch knapp geworden, bleibt die digitale Karte: Sie kommt innerhalb einer Stunde per E-Mail an und lässt sich ausgedruckt genauso schön überreichen.',
        },
        { type: 'products', title: 'Passende Geschenkkarten zum Muttertag' },
      ],
    },
    {
      slug: 'weihnachtsgeschenke-ideen-geschenkkarten',
      category: 'occasions',
      title: 'Geschenkideen für Weihnachten: So wird die Geschenkkarte persönlich',
      excerpt:
        'Von der Buchliebhaberin bis zum Technikfan: Unsere Ideen für Weihnachten, plus Tipps, wie Geschenkkarten rechtzeitig unter dem Baum liegen.',
      author: 'Katrin Neumann',
      publishedOn: '2025-11-11',
      heroMotif: 'home',
      heroAlt: 'Illustration eines geschmückten Weihnachtsbaums, unter dem mehrere Geschenke und eine Geschenkkarte mit roter Schleife liegen',
      teaserCategories: ['books', 'fashion', 'experiences'],
      body: [
        {
          type: 'paragraph',
          text: 'Jedes Jahr im Dezember stellt sich dieselbe Frage: Was schenken wir Menschen, die eigentlich schon alles haben? Die Innenstädte sind voll, die Zeit ist knapp, und die Wunschzettel der Erwachsenen bleiben oft leer. Geschenkkarten sind deshalb seit Jahren eines der beliebtesten Weihnachtsgeschenke in Deutschland, und das aus gutem Grund.',
        },
        { type: 'heading', text: 'Warum Geschenkkarten zu Weihnachten so gut passen' },
        {
          type: 'paragraph',
          text: 'Eine Geschenkkarte nimmt der beschenkten Person die Entscheidung nicht ab, sondern schenkt ihr die Freiheit, selbst zu wählen. Das ist besonders bei Erwachsenen wertvoll, die genau wissen, was sie mögen. Hinzu kommt ein praktischer Vorteil: Nach Weihnachten beginnt in vielen Geschäften der Winterschlussverkauf, und mit einer Karte lässt sich das Guthaben dann oft besonders gut einsetzen. Umtauschen muss auch niemand etwas.',
        },
        {
          type: 'paragraph',
          text: 'Auch beim Wichteln im Büro, im Verein oder im Freundeskreis haben sich Geschenkkarten bewährt. Wer für eine Person schenken muss, die er kaum kennt, liegt mit einer Karte für Kino, Bücher oder Streaming selten falsch. Legt vorher gemeinsam einen Betrag fest, dann fühlt sich niemand über- oder unterbeschenkt.',
        },
        { type: 'heading', text: 'Ideen für die ganze Familie' },
        {
          type: 'list',
          items: [
            'Für Leseratten: eine Buchkarte für die langen Winterabende',
            'Für Modebewusste: eine Modekarte, damit der neue Mantel auch wirklich passt',
            'Für Technikfans: eine Elektronikkarte für Kopfhörer, Zubehör oder das nächste Gadget',
            'Für Genießer: eine Restaurant- oder Weinkarte für einen besonderen Abend im neuen Jahr',
            'Für Kinder: eine Spielwarenkarte, mit der sie sich ihren Wunsch selbst aussuchen dürfen',
            'Für alle, die schon alles haben: ein Erlebnisgutschein für gemeinsame Zeit',
          ],
        },
        {
          type: 'paragraph',
          text: 'Unser Tipp: Kombiniere die Karte mit einer kleinen Beigabe, die das Thema aufgreift. Zur Buchkarte passt ein Lesezeichen, zur Kinokarte eine Tüte Popcorn, zur Weinkarte ein schöner Korkenzieher. So liegt unter dem Baum etwas zum Anfassen, und die eigentliche Überraschung steckt im Umschlag.',
        },
        {
          type: 'image',
          motif: 'home',
          caption: 'Kerzenlicht, Tannenduft und eine Karte mit persönlicher Nachricht: So sieht Weihnachten bei uns aus.',
          alt: 'Gezeichneter Weihnachtstisch mit Kerzen, Tannenzweigen und einem Umschlag mit Geschenkkarte',
        },
        { type: 'heading', text: 'Rechtzeitig bestellen oder digital schenken' },
        {
          type: 'paragraph',
          text: 'Rund um die Feiertage haben Paketdienste viel zu tun. Bestelle physische Karten deshalb möglichst bis Mitte Dezember. Bestellungen, die an Werktagen bis 17 Uhr eingehen, verschicken wir noch am selben Tag, die Zustellung dauert in der Regel zwei bis vier Werktage. Größere Bestellungen über 300 Euro versenden wir per Einschreiben. Wer es nicht mehr rechtzeitig schafft, ist mit einer digitalen Karte auf der sicheren Seite: Sie kommt innerhalb einer Stunde per E-Mail an, auch noch am Heiligabend.',
        },
        {
          type: 'paragraph',
          text: 'Plane außerdem ein wenig Puffer für die Feiertage selbst ein. Zwischen Weihnachten und Neujahr sind viele Menschen unterwegs, und eine Karte, die rechtzeitig vorher ankommt, nimmt allen Beteiligten den Stress.',
        },
        {
          type: 'quote',
          text: 'Mein Vater sagt jedes Jahr, er brauche nichts. Letztes Jahr habe ich ihm eine Karte für seinen liebsten Weinhändler geschenkt, und er hat sich so gefreut wie lange nicht mehr.',
          source: 'Sarah, Kundin aus Hamburg',
        },
        { type: 'heading', text: 'Mit kleinen Gesten persönlich machen' },
        {
          type: 'paragraph',
          text: 'Damit die Karte unter dem Baum nicht wie eine Notlösung wirkt, lohnt sich etwas Aufmerksamkeit bei der Präsentation. Bei physischen Karten kannst du eine Geschenkverpackung wählen und eine persönliche Nachricht mit bis zu 150 Zeichen hinzufügen. Erwähne darin, warum du an genau diese Marke gedacht hast. Eine Karte für ein Restaurant wird noch schöner, wenn du dazuschreibst, dass du gern mitkommst. So wird aus dem Gutschein ein Versprechen auf gemeinsame Zeit im neuen Jahr.',
        },
        { type: 'products', title: 'Passende Geschenkkarten für Weihnachten' },
      ],
    },
    {
      slug: 'last-minute-geschenke',
      category: 'occasions',
      title: 'Last-minute-Geschenke: Wenn es wirklich schnell gehen muss',
      excerpt:
        'Geburtstag vergessen oder Heiligabend steht vor der Tür? Mit digitalen Geschenkkarten hast du in unter einer Stunde ein gutes Geschenk.',
      author: 'Jonas Berger',
      publishedOn: '2025-12-18',
      heroMotif: 'cinema',
      heroAlt: 'Illustration eines Weckers kurz vor Mitternacht neben einem Smartphone, auf dem eine Geschenkkarte erscheint',
      teaserCategories: ['streaming', 'cinema', 'restaurants'],
      body: [
        {
          type: 'paragraph',
          text: 'Es passiert den Besten: Der Kalender zeigt plötzlich den Geburtstag der besten Freundin, die Einladung zur Einweihungsparty liegt seit Wochen auf dem Schreibtisch, oder es ist der 23. Dezember und auf der Liste fehlt noch ein Name. Keine Panik. Auch kurzfristig lässt sich ein Geschenk finden, das nicht nach Notlösung aussieht.',
        },
        { type: 'heading', text: 'Digitale Geschenkkarten: in einer Stunde im Postfach' },
        {
          type: 'paragraph',
          text: 'Die schnellste Lösung ist eine digitale Geschenkkarte. Wir stellen sie innerhalb einer Stunde per E-Mail zu, an Werktagen genauso wie am Wochenende oder an Feiertagen. Du kannst sie direkt an die beschenkte Person schicken lassen oder an dich selbst, um sie auszudrucken und persönlich zu überreichen. Damit eignet sie sich auch für Geschenke, die erst am Abend auf der Feier übergeben werden.',
        },
        { type: 'heading', text: 'Ideen, die spontan und trotzdem durchdacht wirken' },
        {
          type: 'list',
          items: [
            'Streamingkarte: für Serienfans, die gerade auf die nächste Staffel warten',
            'Kinokarte: perfekt, wenn du gleich eine gemeinsame Verabredung vorschlägst',
            'Restaurantkarte: für einen Abend zu zweit, den ihr gemeinsam planen könnt',
            'Gaming-Karte: für alle, die ihre Freizeit am liebsten mit dem Controller verbringen',
            'Buchkarte: für Menschen, die immer ein Buch in der Tasche haben',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ein weiterer Vorteil: Digitale Karten lassen sich jederzeit bestellen, auch nachts um elf oder am Sonntagmorgen. Du musst also weder Öffnungszeiten im Blick behalten noch durch überfüllte Geschäfte laufen. Ein Smartphone und ein paar Minuten Zeit reichen völlig aus.',
        },
        {
          type: 'paragraph',
          text: 'Wichtig ist nur, dass du die E-Mail-Adresse der beschenkten Person sorgfältig einträgst oder die Karte zuerst an dich selbst schicken lässt. Dann hast du alles im Griff und kannst entscheiden, wann und wie die Überraschung ankommt.',
        },
        {
          type: 'image',
          motif: 'cinema',
          caption: 'Spontan, aber mit Herz: Eine Kinokarte lässt sich gut mit einer Verabredung verbinden.',
          alt: 'Gezeichneter Kinosaal mit zwei Sitzen, Popcorn und einer Geschenkkarte auf der Armlehne',
        },
        { type: 'heading', text: 'So wirkt das Geschenk nicht in letzter Minute gekauft' },
        {
          type: 'paragraph',
          text: 'Ob ein Geschenk aufmerksam wirkt, hängt weniger vom Zeitpunkt des Kaufs ab als von den Gedanken dahinter. Wähle eine Marke, die zur Person passt, und schreib in ein paar Sätzen dazu, warum. Wer ein Restaurant verschenkt, in dem man schon einmal gemeinsam war, erinnert an einen schönen Abend. Wer eine Kinokarte verschenkt und gleich einen Termin vorschlägt, schenkt eigentlich gemeinsame Zeit. Ein schön gestalteter Ausdruck in einem Umschlag oder in einer selbst gebastelten Karte rundet das Ganze ab.',
        },
        {
          type: 'paragraph',
          text: 'Und falls der Geburtstag schon vorbei ist: Eine nachträgliche Gratulation ist immer besser als gar keine. Schreib ehrlich, dass du den Tag verpasst hast, und schick die Karte trotzdem. Die meisten Menschen freuen sich über die Geste und nehmen es mit Humor, besonders wenn du dazu einen gemeinsamen Termin vorschlägst.',
        },
        {
          type: 'quote',
          text: 'Ich habe die Karte auf dem Weg zur Party im Zug bestellt und bei einer Freundin ausgedruckt. Niemand hat gemerkt, dass ich sie erst eine Stunde vorher gekauft hatte.',
          source: 'Tim, Kunde aus München',
        },
        { type: 'heading', text: 'Und wenn noch zwei Tage Zeit sind?' },
        {
          type: 'paragraph',
          text: 'Hast du ein paar Tage Vorlauf, kommt auch eine physische Karte infrage. Bestellungen, die an Werktagen bis 17 Uhr eingehen, verschicken wir noch am selben Tag. Die Zustellung dauert allerdings zwei bis vier Werktage, daher ist die digitale Karte kurz vor Feiertagen meist die sicherere Wahl. Unser Tipp für das nächste Mal: Trag wichtige Geburtstage mit einer Erinnerung eine Woche vorher in deinen Kalender ein. Und falls es doch wieder knapp wird, weißt du jetzt, was zu tun ist.',
        },
        { type: 'products', title: 'Passende Geschenkkarten für Kurzentschlossene' },
      ],
    },
    // ------------------------------------------------------------------ gift-ideas
    {
      slug: 'geburtstagsgeschenke-fuer-teenager',
      category: 'gift-ideas',
      title: 'Geburtstagsgeschenke für Teenager: Ideen, die nicht peinlich sind',
      excerpt:
        'Teenager zu beschenken ist eine Kunst. Mit diesen Ideen triffst du den Geschmack von 13- bis 18-Jährigen, ohne zu raten.',
      author: 'Miriam Hoffmann',
      publishedOn: '2025-06-03',
      heroMotif: 'gaming',
      heroAlt: 'Illustration eines Jugendzimmers mit Spielkonsole, Kopfhörern und einer Geschenkkarte auf dem Bett',
      teaserCategories: ['gaming', 'fashion', 'streaming'],
      body: [
        {
          type: 'paragraph',
          text: 'Wer schon einmal einem Teenager etwas geschenkt hat, kennt den Moment: ein höfliches Danke, ein kurzer Blick und dann verschwindet das Geschenk im Schrank. Jugendliche haben einen sehr klaren Geschmack, und der ändert sich oft schneller, als Eltern, Tanten oder Paten hinterherkommen. Genau deshalb gehören Geschenkkarten bei 13- bis 18-Jährigen zu den beliebtesten Geschenken überhaupt.',
        },
        { type: 'heading', text: 'Warum Geschenkkarten bei Jugendlichen so gut ankommen' },
        {
          type: 'paragraph',
          text: 'In diesem Alter geht es viel um Selbstbestimmung. Jugendliche möchten selbst entscheiden, welche Sneaker sie tragen, welches Spiel sie als Nächstes spielen und welche Serie sie sehen. Eine Geschenkkarte respektiert das. Gleichzeitig zeigt sie, dass du dir Gedanken gemacht hast, wenn du die richtige Marke oder Kategorie wählst.',
        },
        {
          type: 'paragraph',
          text: 'Hinzu kommt ein pädagogischer Nebeneffekt: Mit einem festen Guthaben lernen Jugendliche, selbst zu planen und abzuwägen. Reicht das Geld für das neue Spiel, oder warte ich lieber auf etwas Größeres? Über unsere Guthabenabfrage sehen sie mit Kartennummer und PIN jederzeit, wie viel noch übrig ist. Viele Eltern schätzen das, weil der Umgang mit Geld so ganz nebenbei geübt wird.',
        },
        { type: 'heading', text: 'Ideen nach Interessen' },
        {
          type: 'list',
          items: [
            'Gaming: Guthaben für Spiele, Erweiterungen oder Zubehör',
            'Mode: eine Karte für das Lieblingsgeschäft, gern für Sneaker oder Streetwear',
            'Streaming: Guthaben für Musik, Serien und Filme',
            'Beauty: eine Karte für Pflege und Make-up, ideal für erste eigene Routinen',
            'Sport: Guthaben für neue Ausrüstung, vom Fußball bis zur Kletterhose',
            'Kino: eine Karte für den nächsten Abend mit Freunden',
          ],
        },
        {
          type: 'paragraph',
          text: 'Was du lieber vermeiden solltest: Kleidung nach deinem eigenen Geschmack, Bücher mit erhobenem Zeigefinger oder Gadgets, die vor zwei Jahren angesagt waren. Jugendliche merken schnell, ob ein Geschenk für sie ausgesucht wurde oder für das Bild, das Erwachsene von ihnen haben. Mit einer Karte für die richtige Kategorie umgehst du dieses Risiko elegant.',
        },
        {
          type: 'image',
          motif: 'gaming',
          caption: 'Ob Konsole, Kopfhörer oder Sneaker: Mit einer Geschenkkarte wählen Jugendliche selbst.',
          alt: 'Gezeichneter Jugendlicher mit Kopfhörern, der auf einem Sitzsack ein Videospiel spielt',
        },
        { type: 'heading', text: 'Der richtige Betrag und die richtige Form' },
        {
          type: 'paragraph',
          text: 'Beim Betrag solltest du dich daran orientieren, was in deiner Familie oder deinem Freundeskreis üblich ist. Wichtiger als die Höhe ist, dass der Betrag für etwas reicht, das sich Jugendliche wirklich wünschen. Viele Teenager bevorzugen digitale Karten, weil sie das Guthaben direkt auf dem Smartphone parat haben. Digitale Karten kommen innerhalb einer Stunde per E-Mail an. Für die Geburtstagsfeier mit Kuchen und Kerzen ist eine physische Karte dagegen oft schöner: Wir verpacken sie auf Wunsch als Geschenk und legen eine persönliche Nachricht mit bis zu 150 Zeichen bei.',
        },
        {
          type: 'quote',
          text: 'Mein Neffe hat sich über die Gaming-Karte mehr gefreut als über alles, was ich ihm vorher selbst ausgesucht habe. Er hat mir sogar ein Foto von seinem neuen Spiel geschickt.',
          source: 'Daniel, Patenonkel',
        },
        { type: 'heading', text: 'Ein Tipp zum Schluss' },
        {
          type: 'paragraph',
          text: 'Frag im Zweifel ruhig die Eltern oder Geschwister, welche Marken gerade angesagt sind. Noch besser: Frag den Teenager selbst, ob eher Gaming, Mode oder Musik gefragt ist. Die konkrete Überraschung bleibt trotzdem erhalten, denn Betrag und Verpackung wissen sie nicht. Und mit einer passenden Karte landet dein Geschenk garantiert nicht ungenutzt im Schrank.',
        },
        {
          type: 'paragraph',
          text: 'Und falls mehrere Verwandte schenken möchten, sprich dich mit ihnen ab. Zwei oder drei Karten für unterschiedliche Kategorien, etwa Gaming, Mode und Kino, sind für Jugendliche oft spannender als ein einziges großes Geschenk. So bleibt für jedes Interesse etwas übrig.',
        },
        { type: 'products', title: 'Passende Geschenkkarten für Teenager' },
      ],
    },
    {
      slug: 'wellness-geschenke-auszeit-verschenken',
      category: 'gift-ideas',
      title: 'Wellness-Geschenke: Eine Auszeit zum Verschenken',
      excerpt:
        'Massage, Therme oder Pflege für zu Hause: Warum Wellness-Geschenke so gut ankommen und wie du das passende für jeden Typ findest.',
      author: 'Katrin Neumann',
      publishedOn: '2025-10-07',
      heroMotif: 'wellness',
      heroAlt: 'Illustration eines Spa-Bereichs mit gerollten Handtüchern, Kerzen, Steinen und einer Geschenkkarte',
      teaserCategories: ['wellness', 'beauty'],
      body: [
        {
          type: 'paragraph',
          text: 'Wenn die Tage kürzer werden und der Kalender voller, wächst bei vielen Menschen der Wunsch nach Ruhe. Ein Wellness-Geschenk erfüllt genau diesen Wunsch: Es schenkt Zeit zum Durchatmen, ein paar Stunden ohne Termine und das gute Gefühl, sich selbst etwas Gutes zu tun. Kein Wunder, dass Wellness zu unseren beliebtesten Geschenkideen gehört, vom Geburtstag bis zum Dankeschön unter Kolleginnen.',
        },
        { type: 'heading', text: 'Für wen sich Wellness-Geschenke eignen' },
        {
          type: 'paragraph',
          text: 'Die kurze Antwort: für fast alle. Besonders gut kommen sie bei Menschen an, die viel für andere tun und selten an sich selbst denken. Dazu gehören frischgebackene Eltern, pflegende Angehörige, Menschen mit stressigem Job oder Freunde, die gerade eine anstrengende Zeit hinter sich haben. Auch als Geschenk für Paare eignet sich ein gemeinsamer Tag in der Therme hervorragend.',
        },
        {
          type: 'paragraph',
          text: 'Übrigens: Wellness ist längst kein reines Frauenthema mehr. Auch viele Männer genießen einen Saunatag, eine Sportmassage nach dem Training oder hochwertige Pflegeprodukte, sprechen aber seltener darüber. Eine Wellnesskarte ist hier oft eine angenehme Überraschung, gerade für Menschen, die sich selbst nie etwas in dieser Richtung gönnen würden.',
        },
        { type: 'heading', text: 'Welche Wellness-Geschenke es gibt' },
        {
          type: 'list',
          items: [
            'Ein Tag in der Therme oder Sauna, allein oder zu zweit',
            'Eine Massage oder Gesichtsbehandlung im Day Spa',
            'Pflegeprodukte für die eigene Wohlfühlroutine zu Hause',
            'Ein Yoga- oder Meditationskurs für nachhaltige Entspannung',
            'Ein Wellness-Wochenende, kombiniert mit einer Reisekarte',
          ],
        },
        {
          type: 'image',
          motif: 'wellness',
          caption: 'Kerzenschein, warme Steine und ein Handtuch: Schon der Gedanke an einen Spa-Tag entspannt.',
          alt: 'Gezeichnete Massageliege in einem hellen Raum mit Pflanzen und Kerzen',
        },
        { type: 'heading', text: 'Wellness für zu Hause' },
        {
          type: 'paragraph',
          text: 'Nicht jeder mag öffentliche Saunen oder Massagen von Fremden. Für diese Menschen ist eine Beautykarte eine gute Alternative. Damit lässt sich ein Wohlfühlabend in den eigenen vier Wänden gestalten: ein schönes Badesalz, eine pflegende Gesichtsmaske, eine duftende Körperlotion. Du kannst die Karte sogar mit einem kleinen Set ergänzen, zum Beispiel mit Kerze und Lieblingstee, und so einen ersten Vorgeschmack auf die Auszeit geben.',
        },
        {
          type: 'paragraph',
          text: 'Wellness-Geschenke eignen sich auch hervorragend für Sammelgeschenke. Wenn mehrere Kolleginnen und Kollegen zusammenlegen, kommt schnell ein Betrag zusammen, der für einen ganzen Tag im Spa oder ein Wohlfühlwochenende reicht. Das ist ein schönes Abschiedsgeschenk für den Ruhestand oder ein Dankeschön an die Kollegin, die im letzten Quartal besonders viel gestemmt hat.',
        },
        {
          type: 'quote',
          text: 'Nach der Geburt unseres Sohnes haben mir Freundinnen eine Karte für ein Day Spa geschenkt. Drei Stunden nur für mich, das war unbezahlbar.',
          source: 'Nina, Mutter und Grafikdesignerin',
        },
        {
          type: 'paragraph',
          text: 'Ein weiterer Vorteil von Wellness-Geschenken: Sie passen zu jeder Jahreszeit. Im Winter lockt die warme Sauna, im Frühling eine erfrischende Gesichtsbehandlung, im Sommer eine Massage nach langen Tagen im Freien. Die beschenkte Person kann den Zeitpunkt selbst wählen und die Auszeit genau dann nehmen, wenn sie sie am meisten braucht. Das macht das Geschenk flexibel und nimmt jeden Termindruck.',
        },
        { type: 'heading', text: 'So wird das Geschenk perfekt' },
        {
          type: 'paragraph',
          text: 'Damit die Auszeit nicht monatelang auf dem Nachttisch liegt, hilft ein kleiner Anstoß. Schreib zur Karte dazu, dass du dich um Kinder, Hund oder Haushalt kümmerst, während die beschenkte Person entspannt. Bei physischen Karten kannst du eine Geschenkverpackung wählen und eine persönliche Nachricht mit bis zu 150 Zeichen hinzufügen. Wenn es schneller gehen soll, kommt die digitale Karte innerhalb einer Stunde per E-Mail an. So wird aus dem Wellness-Gutschein ein Geschenk, das wirklich genutzt wird.',
        },
        { type: 'products', title: 'Passende Geschenkkarten für Wellness und Beauty' },
      ],
    },
    {
      slug: 'restaurant-gutscheine-verschenken',
      category: 'gift-ideas',
      title: 'Restaurant-Gutscheine: Genuss verschenken, Erinnerungen schaffen',
      excerpt:
        'Ein Abendessen ist mehr als eine Mahlzeit. So findest du die passende Restaurantkarte und machst daraus ein Geschenk mit Herz.',
      author: 'Felix Wagner',
      publishedOn: '2026-03-10',
      heroMotif: 'restaurants',
      heroAlt: 'Illustration eines gedeckten Restauranttischs für zwei mit Kerze, Weingläsern und einer Geschenkkarte',
      teaserCategories: ['restaurants', 'wine', 'food'],
      body: [
        {
          type: 'paragraph',
          text: 'Ein gutes Essen in angenehmer Gesellschaft gehört zu den schönsten Dingen im Leben. Trotzdem gönnen wir es uns im Alltag viel zu selten. Ein Restaurant-Gutschein ist deshalb ein Geschenk, das gleich doppelt Freude macht: Es lädt zum Genießen ein und gibt einen Anlass, sich mit lieben Menschen an einen Tisch zu setzen.',
        },
        { type: 'heading', text: 'Für welche Anlässe sich Restaurantkarten eignen' },
        {
          type: 'paragraph',
          text: 'Restaurant-Gutscheine passen zu fast jedem Anlass. Zum Hochzeitstag schenken sie einen romantischen Abend, zum Umzug eine Pause vom Kistenpacken und zum runden Geburtstag ein Essen mit der Familie. Auch als Dankeschön für die Nachbarin, die im Urlaub die Blumen gegossen hat, kommen sie gut an. Und frischgebackene Eltern freuen sich über einen Abend, an dem sie weder kochen noch abwaschen müssen.',
        },
        {
          type: 'paragraph',
          text: 'Besonders beliebt sind Restaurantkarten auch als Sammelgeschenk. Wenn Freunde oder Familie zusammenlegen, reicht das Guthaben für ein großes Essen zum runden Geburtstag oder ein mehrgängiges Menü zum Hochzeitstag. Und anders als bei vielen Dingen muss niemand befürchten, dass das Geschenk doppelt auf dem Gabentisch liegt.',
        },
        { type: 'heading', text: 'So findest du die richtige Karte' },
        {
          type: 'list',
          items: [
            'Achte auf die Küche: Mag die Person lieber italienisch, asiatisch oder ganz klassisch?',
            'Denk an den Wohnort: Gibt es Standorte in der Nähe der beschenkten Person?',
            'Wähle den Betrag so, dass er für ein Essen zu zweit oder mit der Familie reicht.',
            'Prüfe, ob auch Lieferung oder Abholung möglich ist, falls die Person lieber zu Hause isst.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Wenn du dir nicht sicher bist, welche Küche am besten passt, hilft ein unauffälliger Blick in die Vergangenheit. Wohin geht die Person gern, wenn sie die Wahl hat? Welche Gerichte bestellt sie, wenn sie Essen liefern lässt? Oft ergeben sich die besten Ideen aus beiläufigen Bemerkungen, die man sich nur merken muss.',
        },
        {
          type: 'image',
          motif: 'restaurants',
          caption: 'Ein gedeckter Tisch, gute Gesellschaft: Restaurantkarten schenken Zeit zum Genießen.',
          alt: 'Gezeichnetes Paar an einem Restauranttisch, zwischen den Tellern eine brennende Kerze',
        },
        { type: 'heading', text: 'Genuss auch für zu Hause' },
        {
          type: 'paragraph',
          text: 'Nicht jeder geht gern aus. Für Hobbyköche und Genießer, die lieber in der eigenen Küche stehen, sind Karten für Feinkost oder Wein eine schöne Ergänzung. Damit lassen sich besondere Zutaten, ein gutes Olivenöl oder die passende Flasche zum Sonntagsbraten besorgen. Wer mag, kombiniert beides: eine Restaurantkarte für den Abend außer Haus und eine Weinkarte für gemütliche Abende daheim.',
        },
        {
          type: 'quote',
          text: 'Zu unserem zehnten Hochzeitstag haben uns Freunde eine Restaurantkarte geschenkt, mit dem Angebot, auf die Kinder aufzupassen. Wir haben seit Jahren nicht mehr so ungestört gegessen.',
          source: 'Martin, Lehrer und Vater von zwei Kindern',
        },
        {
          type: 'paragraph',
          text: 'Genau solche Zusatzangebote machen einen Restaurant-Gutschein besonders wertvoll. Ein Babysitter-Abend, eine Mitfahrgelegenheit nach Hause oder das Versprechen, am nächsten Morgen das Frühstück zu übernehmen, kosten wenig und zeigen viel Aufmerksamkeit.',
        },
        { type: 'heading', text: 'Aus dem Gutschein ein Erlebnis machen' },
        {
          type: 'paragraph',
          text: 'Eine Restaurantkarte wird noch persönlicher, wenn du eine kleine Geschichte dazu erzählst. Vielleicht erinnerst du an einen gemeinsamen Urlaub, in dem ihr zum ersten Mal eine bestimmte Küche probiert habt. Bei physischen Karten kannst du eine persönliche Nachricht mit bis zu 150 Zeichen hinzufügen und eine Geschenkverpackung wählen. Bestellungen, die an Werktagen bis 17 Uhr eingehen, verschicken wir noch am selben Tag. Soll es schneller gehen, ist die digitale Karte innerhalb einer Stunde per E-Mail da, perfekt für eine spontane Einladung zum Abendessen.',
        },
        { type: 'products', title: 'Passende Geschenkkarten für Genießer' },
      ],
    },
    {
      slug: 'erlebnisse-statt-dinge-nachhaltig-schenken',
      category: 'gift-ideas',
      title: 'Erlebnisse statt Dinge: So schenkst du nachhaltig',
      excerpt:
        'Weniger Zeug, mehr Erinnerungen: Warum Erlebnisgeschenke glücklicher machen und wie du mit Geschenkkarten nachhaltiger schenkst.',
      author: 'Jonas Berger',
      publishedOn: '2026-07-14',
      heroMotif: 'experiences',
      heroAlt: 'Illustration eines Heißluftballons über grünen Hügeln, im Vordergrund eine Geschenkkarte mit Bergmotiv',
      teaserCategories: ['experiences', 'travel', 'sport'],
      body: [
        {
          type: 'paragraph',
          text: 'Viele Haushalte sind gut ausgestattet. Schränke und Regale sind voll, und trotzdem kommen zu jedem Anlass neue Dinge hinzu, von denen ein Teil nach kurzer Zeit ungenutzt bleibt. Immer mehr Menschen wünschen sich deshalb etwas anderes: gemeinsame Zeit, neue Eindrücke und Erinnerungen, die bleiben. Erlebnisgeschenke erfüllen diesen Wunsch und sind dabei oft auch die nachhaltigere Wahl.',
        },
        { type: 'heading', text: 'Warum Erlebnisse länger glücklich machen' },
        {
          type: 'paragraph',
          text: 'Ein neues Gerät begeistert meist nur, bis es zum Alltag gehört. Ein Erlebnis dagegen wirkt nach: Man freut sich darauf, erlebt es bewusst und erzählt noch Jahre später davon. Besonders schön wird es, wenn das Erlebnis geteilt wird. Ein Kletterkurs mit der besten Freundin oder eine Kanutour mit dem Bruder stärkt die Beziehung mehr als jedes Paket.',
        },
        {
          type: 'paragraph',
          text: 'Dabei müssen Erlebnisse weder aufwendig noch teuer sein. Ein Kinoabend, ein Brunch im Lieblingscafé oder ein Tag im Kletterpark mit den Kindern schaffen genauso schöne Erinnerungen wie eine große Reise. Entscheidend ist, dass das Erlebnis zur Person passt und ihr eine Freude macht, auf die sie sich schon im Vorfeld freuen kann.',
        },
        { type: 'heading', text: 'Ideen für unvergessliche Momente' },
        {
          type: 'list',
          items: [
            'Eine Ballonfahrt oder ein Rundflug für alle, die die Welt von oben sehen möchten',
            'Ein Koch- oder Backkurs für Hobbyköche und Neugierige',
            'Ein Kurztrip mit einer Reisekarte für das nächste verlängerte Wochenende',
            'Ein Kletter-, Surf- oder Yogakurs für Sportbegeisterte',
            'Ein Konzert- oder Kinoabend für Kulturfans',
          ],
        },
        {
          type: 'paragraph',
          text: 'Auch für Kinder sind Erlebnisse ein wunderbares Geschenk. Statt des zehnten Plüschtiers bleibt ein Besuch im Zoo, ein Nachmittag im Schwimmbad oder ein erster Kletterkurs lange im Gedächtnis. Viele Eltern sind zudem dankbar, wenn das Kinderzimmer nicht noch voller wird. Wer dennoch etwas zum Auspacken mitbringen möchte, legt zur Karte eine kleine Zeichnung oder ein Foto, das auf das Erlebnis einstimmt.',
        },
        {
          type: 'image',
          motif: 'experiences',
          caption: 'Erinnerungen statt Dinge: Ein gemeinsames Erlebnis wirkt oft noch Jahre nach.',
          alt: 'Gezeichnete Gruppe von Freunden, die mit Rucksäcken auf einem Berggipfel den Sonnenaufgang betrachtet',
        },
        { type: 'heading', text: 'Nachhaltig schenken mit Geschenkkarten' },
        {
          type: 'paragraph',
          text: 'Geschenkkarten helfen dabei, Fehlkäufe zu vermeiden. Wer selbst auswählt, kauft, was wirklich gebraucht wird, und nichts landet ungenutzt im Keller oder wird umständlich zurückgeschickt. Wer noch einen Schritt weiter gehen möchte, wählt die digitale Variante: Sie kommt innerhalb einer Stunde per E-Mail, ganz ohne Versand und Verpackung. Und wenn du lieber etwas zum Auspacken überreichst, lässt sich die physische Karte in Zeitungspapier, einem Stoffrest oder einem wiederverwendbaren Säckchen verpacken.',
        },
        {
          type: 'quote',
          text: 'Wir haben uns in der Familie darauf geeinigt, zu Geburtstagen nur noch Erlebnisse zu schenken. Seitdem haben wir weniger Kram und viel mehr gemeinsame Ausflüge.',
          source: 'Johanna, Umweltberaterin',
        },
        {
          type: 'paragraph',
          text: 'Wenn du mehrere Menschen beschenken möchtest, kannst du auch ein gemeinsames Erlebnis für die ganze Gruppe planen. Ein Kochkurs für die Geschwister, ein Ausflug mit den Großeltern oder ein Wochenende mit alten Schulfreunden verbindet über Generationen und Lebensphasen hinweg. Die Geschenkkarte ist dann der Startschuss, die Planung ein Teil des Vergnügens.',
        },
        { type: 'heading', text: 'So wird das Erlebnis auch wirklich erlebt' },
        {
          type: 'paragraph',
          text: 'Der größte Feind des Erlebnisgeschenks ist der Alltag. Damit der Gutschein nicht in der Schublade liegen bleibt, schlägst du am besten gleich einen Termin vor oder bietest an, mitzukommen. Eine persönliche Nachricht mit bis zu 150 Zeichen, die wir bei physischen Karten beilegen, ist ein guter Ort dafür. So wird aus dem Geschenk ein Versprechen, auf das sich beide freuen können.',
        },
        { type: 'products', title: 'Passende Geschenkkarten für Erlebnisse' },
      ],
    },
  ],
};
