/** German legal texts: German law (DDG, MStV, BGB, VSBG, BFSG, TDDDG); the pages of every German-language storefront. */

import { type Builder, type CookieTexts, type LegalTexts, type SafeFacts, cookieTable, page } from './shared';

const COOKIE_TEXTS: CookieTexts = {
  head: ['Name', 'Kategorie', 'Anbieter', 'Zweck', 'Speicherdauer'],
  categories: { necessary: 'Notwendig', statistics: 'Statistik', marketing: 'Marketing' },
  rows: {
    shop_session: { purpose: 'Hält Ihre Sitzung zusammen: Warenkorb, Anmeldung im Kundenkonto und Bestellvorgang; schützt vor Missbrauch.', lifetime: '90 Tage' },
    cookie_consent: { purpose: 'Speichert Ihre Auswahl in den Cookie-Einstellungen, damit wir Sie nicht bei jedem Besuch erneut fragen.', lifetime: '12 Monate' },
    shop_rollout: { purpose: 'Ordnet Sie während der schrittweisen Einführung einer neuen Version der Website einer der beiden Versionen zu, damit sie nicht bei jedem Seitenaufruf wechselt. Enthält nur eine Zufallszahl.', lifetime: '180 Tage' },
    _ga: { purpose: 'Google Analytics: unterscheidet Besucher anhand einer zufälligen Kennung, um die Nutzung der Website statistisch auszuwerten.', lifetime: '2 Jahre' },
    '_ga_*': { purpose: 'Google Analytics: speichert den Status der aktuellen Sitzung (Seitenaufrufe, Dauer).', lifetime: '2 Jahre' },
    _gcl_au: { purpose: 'Google Ads: ordnet eine Bestellung der Anzeige zu, über die Sie zu uns gekommen sind (Conversion-Messung).', lifetime: '90 Tage' },
    'shop.tracking.clickId': { purpose: 'Lokaler Speicher (kein Cookie): merkt sich die Klick-Kennung einer Anzeige (gclid), damit die Bestellung der Anzeige zugeordnet werden kann.', lifetime: '90 Tage' },
  },
};

function registerDe(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Registergericht: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Registernummer: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Registereintrag</h2>\n<p>Eintragung im Handelsregister.<br>${lines.join('<br>')}</p>`;
}

const imprintDe: Builder = (f) =>
  page(
    'imprint',
    'Impressum',
    `<h2>Angaben gemäß § 5 DDG</h2>
    ${f.address}
    <p><strong>Rechtsform:</strong> ${f.legalForm}<br>
    <strong>Vertreten durch:</strong> ${f.representatives}</p>
    <h2>Kontakt</h2>
    <p>E-Mail: ${f.supportEmail}<br>
    Telefon: ${f.supportPhone}<br>
    Anfragen von Geschäftskunden: ${f.businessEmail}</p>
    ${registerDe(f)}
    <h2>Umsatzsteuer-ID</h2>
    <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz (USt-IdNr.): ${f.vatNumber}</p>
    <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Verbraucherstreitbeilegung</h2>
    <p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz, VSBG). Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an unseren Kundenservice unter ${f.supportEmail}.</p>
    <h2>Haftung für Inhalte und Links</h2>
    <p>Die Inhalte dieser Website haben wir mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen; die Angaben zu Akzeptanzstellen und Einlösebedingungen stammen teilweise von unseren Partnern. Unsere Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir derartige Links umgehend.</p>
    <h2>Urheberrecht</h2>
    <p>Texte, Bilder, Kartendesigns und Grafiken auf dieser Website sind urheberrechtlich geschützt. Marken und Logos unserer Akzeptanzpartner sind Eigentum der jeweiligen Inhaber und werden nur zur Kennzeichnung der Einlösemöglichkeiten verwendet. Jede Verwertung außerhalb der Grenzen des Urheberrechts bedarf unserer vorherigen schriftlichen Zustimmung.</p>`,
  );

const termsDe: Builder = (f) =>
  page(
    'terms',
    'Allgemeine Geschäftsbedingungen',
    `<h2>§ 1 Geltungsbereich</h2>
    <p>Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Bestellungen, die Verbraucher und Unternehmer über den Online-Shop ${f.storefrontName} unter ${f.site} aufgeben. Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB). Abweichende Bedingungen des Kunden erkennen wir nicht an, es sei denn, wir stimmen ihrer Geltung ausdrücklich schriftlich zu.</p>
    <h2>§ 2 Vertragspartner und Vertragssprache</h2>
    <p>Ihr Vertragspartner ist die ${f.addressLine}. Sie erreichen unseren Kundenservice per E-Mail unter ${f.supportEmail} und telefonisch unter ${f.supportPhone}. Die Vertragssprache ist Deutsch.</p>
    <h2>§ 3 Gegenstand: Geschenkkarten</h2>
    <p>Wir verkaufen Geschenkkarten in Form von Mehrzweck-Gutscheinen im Sinne von § 3 Abs. 15 UStG. Eine Geschenkkarte berechtigt ihren Inhaber, das aufgeladene Guthaben bei den für die jeweilige Karte auf unserer Website genannten Akzeptanzpartnern ganz oder in Teilbeträgen für Waren und Dienstleistungen einzusetzen. Geschenkkarten sind erhältlich</p>
    <ul>
    <li>als <strong>digitale Geschenkkarte</strong> (E-Geschenkkarte), die wir mit Kartennummer, PIN bzw. Code per E-Mail an Sie oder an einen von Ihnen angegebenen Empfänger senden, und</li>
    <li>als <strong>physische Geschenkkarte</strong> im Scheckkartenformat, die wir mit Grußkarte per Post versenden.</li>
    </ul>
    <p>Welche Akzeptanzpartner eine Karte annehmen, welche Beträge möglich sind und welche besonderen Einlösebedingungen gelten, ergibt sich aus der Produktbeschreibung zum Zeitpunkt der Bestellung.</p>
    <h2>§ 4 Vertragsschluss</h2>
    <p>Die Darstellung der Geschenkkarten im Online-Shop ist kein rechtlich bindendes Angebot, sondern eine Aufforderung zur Bestellung. Sie können Geschenkkarten in den Warenkorb legen und im Bestellprozess Ihre Angaben eingeben. Vor dem Absenden sehen Sie alle Angaben noch einmal in einer Übersicht und können Eingabefehler über die Schaltfläche „Ändern“ oder über die Zurück-Funktion Ihres Browsers berichtigen. Mit dem Klick auf die Schaltfläche „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der Geschenkkarten im Warenkorb ab.</p>
    <p>Den Eingang Ihrer Bestellung bestätigen wir unverzüglich per E-Mail; diese Eingangsbestätigung ist noch keine Annahme. Der Vertrag kommt zustande, sobald wir Ihre Bestellung durch eine Auftragsbestätigung per E-Mail annehmen oder die Geschenkkarte versenden, spätestens mit der Zustellung der digitalen Geschenkkarte. Wir speichern den Vertragstext; die Bestelldaten und diese AGB senden wir Ihnen mit der Auftragsbestätigung zu. Haben Sie ein Kundenkonto, können Sie Ihre Bestellungen dort jederzeit einsehen.</p>
    <h2>§ 5 Preise und Zahlung</h2>
    <p>Der Preis einer Geschenkkarte entspricht ihrem Kartenwert. Da es sich um Mehrzweck-Gutscheine handelt, fällt beim Kauf keine Umsatzsteuer an; diese entsteht erst bei der Einlösung beim Akzeptanzpartner. Für den Postversand physischer Geschenkkarten und für optionale Leistungen (etwa eine Geschenkverpackung) berechnen wir die im Warenkorb vor Abschluss der Bestellung ausgewiesenen Versand- und Servicekosten einschließlich der gesetzlichen Umsatzsteuer.</p>
    <p>Sie können mit den im Bestellprozess angezeigten Zahlungsarten bezahlen, zum Beispiel Kreditkarte, PayPal oder Kauf auf Rechnung. Der Kaufpreis ist mit Vertragsschluss fällig. Geschenkkarten werden erst nach erfolgreicher Zahlung aktiviert. Zum Schutz vor Betrug prüfen wir Bestellungen automatisiert und im Einzelfall manuell; wir behalten uns vor, einzelne Zahlungsarten auszuschließen oder eine Bestellung bei begründetem Missbrauchsverdacht abzulehnen. Bereits geleistete Zahlungen erstatten wir in diesem Fall unverzüglich.</p>
    <h2>§ 6 Lieferung</h2>
    <p><strong>Digitale Geschenkkarten</strong> senden wir per E-Mail an die im Bestellprozess angegebene Adresse, in der Regel innerhalb weniger Minuten nach Zahlungseingang, bei einer Sicherheitsprüfung spätestens innerhalb von 24 Stunden. Haben Sie einen späteren Zustelltermin gewählt, versenden wir die Karte an diesem Tag. Bitte prüfen Sie die E-Mail-Adresse sorgfältig; Karten, die wegen einer falsch angegebenen Adresse einen Dritten erreichen, können wir nicht ersetzen, sofern sie bereits eingelöst wurden.</p>
    <p><strong>Physische Geschenkkarten</strong> versenden wir als Brief mit der Deutschen Post an Adressen in Deutschland; die Laufzeit beträgt in der Regel 1 bis 3 Werktage nach Zahlungseingang. Physische Karten werden aus Sicherheitsgründen gegebenenfalls inaktiv versandt und sind nach Erhalt wie im Begleitschreiben beschrieben auf unserer Website freizuschalten.</p>
    <h2>§ 7 Gültigkeit</h2>
    <p>Geschenkkarten sind drei Jahre gültig, gerechnet ab dem Ende des Jahres, in dem sie gekauft wurden (regelmäßige Verjährungsfrist nach §§ 195, 199 BGB). Eine Karte, die im Laufe eines Jahres gekauft wurde, kann also bis zum 31. Dezember des dritten darauffolgenden Jahres eingelöst werden. Ist auf der Karte oder in der Produktbeschreibung eine längere Gültigkeit angegeben, gilt diese.</p>
    <h2>§ 8 Einlösung, Guthabenabfrage und Umtausch</h2>
    <p>Sie lösen die Geschenkkarte bei den Akzeptanzpartnern nach deren Einlösebedingungen ein, im Geschäft oder online. Das Guthaben kann in mehreren Teilbeträgen verwendet werden; ein Restguthaben bleibt bis zum Ende der Gültigkeit erhalten. Übersteigt der Einkaufsbetrag das Guthaben, zahlen Sie die Differenz mit einem anderen Zahlungsmittel des Akzeptanzpartners.</p>
    <p>Das aktuelle Guthaben und die Gültigkeit können Sie jederzeit kostenlos auf unserer Website unter „Guthaben abfragen“ mit Kartennummer und PIN prüfen.</p>
    <p>Soweit auf unserer Website angeboten, können Sie das gesamte Restguthaben einer Geschenkkarte in eine Geschenkkarte eines anderen dort genannten Partners umtauschen. Mit dem Umtausch wird die ursprüngliche Karte entwertet. Für die neue Karte gelten die Einlösebedingungen des gewählten Partners und die Gültigkeit nach § 7, gerechnet ab dem Kauf der ursprünglichen Karte.</p>
    <h2>§ 9 Keine Barauszahlung</h2>
    <p>Das Guthaben einer Geschenkkarte wird weder bar ausgezahlt noch verzinst und kann nicht auf ein Bankkonto überwiesen werden. Gesetzliche Ansprüche auf Rückzahlung, insbesondere nach einem Widerruf, bleiben unberührt.</p>
    <h2>§ 10 Verlust, Diebstahl und Missbrauch</h2>
    <p>Geschenkkarten sind Inhaberpapiere: Wer Kartennummer und PIN kennt, kann das Guthaben einlösen. Bewahren Sie Karte, PIN und die E-Mail mit der digitalen Karte deshalb sorgfältig auf. Melden Sie uns den Verlust oder Diebstahl einer Karte bitte unverzüglich unter ${f.supportEmail} oder ${f.supportPhone}. Können Sie den Kauf nachweisen (etwa mit der Bestellnummer), sperren wir das zu diesem Zeitpunkt noch nicht eingelöste Guthaben und stellen Ihnen darüber kostenlos eine Ersatzkarte aus. Für Guthaben, das vor der Sperre eingelöst wurde, haften wir nicht, es sei denn, wir haben die Einlösung zu vertreten.</p>
    <h2>§ 11 Widerrufsrecht</h2>
    <p>Verbrauchern steht ein gesetzliches Widerrufsrecht zu. Die Einzelheiten, einschließlich des Muster-Widerrufsformulars, finden Sie in unserer Widerrufsbelehrung. Den Widerruf können Sie auch über die Schaltfläche „Vertrag widerrufen“ in der Fußzeile unserer Website erklären.</p>
    <h2>§ 12 Gewährleistung und Haftung</h2>
    <p>Es gelten die gesetzlichen Mängelrechte. Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur bei Verletzung einer wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen; in diesem Fall ist die Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt. Für die Waren und Dienstleistungen, die Sie mit einer Geschenkkarte bei einem Akzeptanzpartner erwerben, ist allein der Akzeptanzpartner verantwortlich.</p>
    <h2>§ 13 Schlussbestimmungen</h2>
    <p>Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gegenüber Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht der Schutz entzogen wird, den die zwingenden Bestimmungen des Staates gewähren, in dem der Verbraucher seinen gewöhnlichen Aufenthalt hat. Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten unser Geschäftssitz.</p>
    <p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Sollten einzelne Bestimmungen dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.</p>`,
  );

const withdrawalDe: Builder = (f) =>
  page(
    'withdrawal',
    'Widerrufsbelehrung',
    `<p>Verbraucher haben ein vierzehntägiges Widerrufsrecht. Die folgende Belehrung gilt für digitale Geschenkkarten, die wir per E-Mail bereitstellen, und für physische Geschenkkarten, die wir per Post liefern.</p>
    <h2>Widerrufsrecht</h2>
    <p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage</p>
    <ul>
    <li>bei einem Vertrag über digitale Geschenkkarten (digitale Inhalte, die nicht auf einem körperlichen Datenträger geliefert werden) ab dem Tag des Vertragsabschlusses;</li>
    <li>bei einem Vertrag über physische Geschenkkarten ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat;</li>
    <li>bei einem Vertrag über mehrere physische Geschenkkarten, die Sie im Rahmen einer einheitlichen Bestellung bestellt haben und die getrennt geliefert werden, ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.</li>
    </ul>
    <p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${f.addressLine}, E-Mail: ${f.supportEmail}, Telefon: ${f.supportPhone}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.</p>
    <p>Sie können den Widerruf auch über die Schaltfläche <strong>„Vertrag widerrufen“</strong> in der Fußzeile unserer Website erklären (Widerrufsfunktion nach § 356a BGB). Dort geben Sie Ihren Namen, die Bestellnummer und die E-Mail-Adresse an, unter der wir Ihnen den Eingang des Widerrufs bestätigen sollen; den Eingang bestätigen wir Ihnen unverzüglich auf einem dauerhaften Datenträger.</p>
    <p>Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>
    <h2>Folgen des Widerrufs</h2>
    <p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.</p>
    <p>Bei physischen Geschenkkarten können wir die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist. Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an ${f.addressLine} zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Wir tragen die Kosten der Rücksendung der Waren. Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>
    <h2>Vorzeitiges Erlöschen des Widerrufsrechts</h2>
    <p>Bei einem Vertrag über digitale Geschenkkarten erlischt das Widerrufsrecht, wenn wir mit der Vertragserfüllung begonnen haben, nachdem Sie ausdrücklich zugestimmt haben, dass wir mit der Vertragserfüllung vor Ablauf der Widerrufsfrist beginnen, Sie Ihre Kenntnis davon bestätigt haben, dass durch Ihre Zustimmung mit Beginn der Vertragserfüllung Ihr Widerrufsrecht erlischt, und wir Ihnen eine Bestätigung des Vertrags auf einem dauerhaften Datenträger zur Verfügung gestellt haben (§ 356 Abs. 5 BGB). Um diese Zustimmung bitten wir Sie im Bestellprozess. Erteilen Sie sie nicht, bleibt Ihr Widerrufsrecht bis zum Ablauf der Widerrufsfrist bestehen.</p>
    <p>Mit Eingang des Widerrufs sperren wir das Guthaben der betroffenen Geschenkkarten. Bereits eingelöstes Guthaben erstatten wir nicht, soweit das Widerrufsrecht für die betreffende Karte erloschen ist.</p>
    <h2>Muster-Widerrufsformular</h2>
    <p><em>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</em></p>
    <ul>
    <li>An ${f.addressLine}, E-Mail: ${f.supportEmail}</li>
    <li>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Bereitstellung der folgenden digitalen Inhalte (*)</li>
    <li>Bestellt am (*)/erhalten am (*)</li>
    <li>Name des/der Verbraucher(s)</li>
    <li>Anschrift des/der Verbraucher(s)</li>
    <li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>
    <li>Datum</li>
    </ul>
    <p>(*) Unzutreffendes streichen.</p>`,
  );

const privacyDe: Builder = (f) =>
  page(
    'privacy',
    'Datenschutzerklärung',
    `<p>Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten wir verarbeiten, wenn Sie ${f.storefrontName} besuchen, Geschenkkarten kaufen, ein Guthaben abfragen oder eine Karte umtauschen.</p>
    <h2>1. Verantwortlicher</h2>
    ${f.address}
    <p>E-Mail: ${f.supportEmail}<br>Telefon: ${f.supportPhone}<br>Vertreten durch: ${f.representatives}</p>
    <h2>2. Datenschutzkontakt</h2>
    <p>Unseren Datenschutzbeauftragten erreichen Sie unter ${f.dataProtectionEmail} oder per Post an die oben genannte Anschrift mit dem Zusatz „Datenschutz“.</p>
    <h2>3. Zwecke und Rechtsgrundlagen der Verarbeitung</h2>
    <h3>Bestellung und Vertragsabwicklung</h3>
    <p>Für Ihre Bestellung verarbeiten wir Name, Rechnungs- und Lieferanschrift, E-Mail-Adresse, gegebenenfalls Telefonnummer, die bestellten Geschenkkarten, Name und E-Mail-Adresse oder Anschrift des Empfängers, Ihre Grußbotschaft sowie Zahlungs- und Transaktionsdaten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Vertragserfüllung und vorvertragliche Maßnahmen). Ohne diese Angaben können wir den Vertrag nicht schließen.</p>
    <h3>Kundenkonto</h3>
    <p>Legen Sie ein Kundenkonto an, speichern wir Ihre Anmeldedaten, Adressen und Bestellungen, bis Sie das Konto löschen (Art. 6 Abs. 1 lit. b DSGVO). Eine Kopie Ihrer Kontodaten können Sie jederzeit im Kundenkonto herunterladen.</p>
    <h3>Guthabenabfrage, Einlösung und Umtausch</h3>
    <p>Bei der Guthabenabfrage und beim Umtausch verarbeiten wir Kartennummer, PIN, Guthaben, Transaktionen und Ihre IP-Adresse (Art. 6 Abs. 1 lit. b DSGVO). Zum Schutz vor dem Ausprobieren fremder Kartennummern begrenzen wir die Zahl der Abfragen und speichern fehlgeschlagene Versuche für 30 Tage (Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der Schutz der Guthaben unserer Kunden).</p>
    <h3>Gesetzliche Pflichten</h3>
    <p>Rechnungen und Buchungsbelege bewahren wir auf, weil Handels- und Steuerrecht dies verlangen (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 257 HGB und § 147 AO).</p>
    <h3>Betrugsprävention und Sicherheit</h3>
    <p>Zur Vermeidung von Zahlungsausfällen und Betrug prüfen wir Bestellungen anhand von Bestelldaten, Geräte- und Verbindungsmerkmalen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Eine ausschließlich automatisierte Entscheidung im Sinne von Art. 22 DSGVO findet nicht statt; auffällige Bestellungen prüft ein Mitarbeiter.</p>
    <h3>Kundenservice</h3>
    <p>Wenn Sie uns kontaktieren, verarbeiten wir Ihre Angaben zur Bearbeitung Ihres Anliegens (Art. 6 Abs. 1 lit. b DSGVO, bei allgemeinen Anfragen lit. f).</p>
    <h3>Newsletter</h3>
    <p>Unseren Newsletter senden wir nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie im Double-Opt-in-Verfahren bestätigen. Sie können sich jederzeit über den Abmeldelink in jeder Ausgabe abmelden.</p>
    <h3>Statistik und Marketing</h3>
    <p>Mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG) werten wir die Nutzung der Website mit Google Analytics aus und messen den Erfolg unserer Anzeigen mit Google Ads. Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft über den Link „Cookie-Einstellungen“ in der Fußzeile widerrufen.</p>
    <h3>Server-Protokolle</h3>
    <p>Beim Aufruf der Website speichert unser Server IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Browser und Betriebssystem, um die Website auszuliefern und Angriffe zu erkennen (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle löschen wir nach 7 Tagen.</p>
    <h2>4. Zahlungsdienstleister</h2>
    <p>Zahlungen wickeln wir über spezialisierte Zahlungsdienstleister ab, die Ihre Zahlungsdaten in eigener Verantwortung verarbeiten, insbesondere die Adyen N.V., Simon Carmiggeltstraat 6–50, 1011 DJ Amsterdam, Niederlande (Kreditkarte und weitere Zahlungsarten), und die PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, 2449 Luxemburg (PayPal). Beim Kauf auf Rechnung übermitteln wir Name, Anschrift, E-Mail-Adresse und Bestellbetrag an den im Bestellprozess genannten Anbieter, der eine Identitäts- und Bonitätsprüfung durchführt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Kreditkartendaten gelangen nicht auf unsere Server.</p>
    <h2>5. Empfänger</h2>
    <p>Wir geben Ihre Daten nur weiter, soweit dies erforderlich ist:</p>
    <ul>
    <li>an Auftragsverarbeiter nach Art. 28 DSGVO, etwa für Hosting in Rechenzentren in der EU, den E-Mail-Versand und unsere Kundenservice-Software;</li>
    <li>an die Deutsche Post AG für den Versand physischer Geschenkkarten (Name und Anschrift des Empfängers);</li>
    <li>an die Akzeptanzpartner nur Kartennummer und Guthaben, soweit dies für die Einlösung nötig ist, nicht Ihre Bestelldaten;</li>
    <li>an Steuerberater, Wirtschaftsprüfer und Behörden, soweit wir gesetzlich dazu verpflichtet sind.</li>
    </ul>
    <h2>6. Übermittlung in Drittländer</h2>
    <p>Google kann Daten in die USA übermitteln. Die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert (Angemessenheitsbeschluss der EU-Kommission, Art. 45 DSGVO); ergänzend gelten Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO).</p>
    <h2>7. Speicherdauer</h2>
    <ul>
    <li>Bestell-, Rechnungs- und Buchungsdaten: 10 Jahre (§ 147 AO, § 257 HGB);</li>
    <li>Handels- und Geschäftsbriefe, etwa Auftragsbestätigungen: 6 Jahre (§ 257 HGB);</li>
    <li>Daten zu Geschenkkarten und Guthaben: bis zum Ende der Gültigkeit der Karte und der anschließenden Verjährungsfrist;</li>
    <li>Kundenkonto: bis zur Löschung durch Sie;</li>
    <li>Kundenservice-Anfragen: 3 Jahre nach Abschluss des Vorgangs;</li>
    <li>Cookies: wie in der Cookie-Erklärung angegeben.</li>
    </ul>
    <p>Nach Ablauf der Fristen löschen wir die Daten oder schränken ihre Verarbeitung ein, solange eine Löschung wegen gesetzlicher Aufbewahrungspflichten noch nicht möglich ist.</p>
    <h2>8. Ihre Rechte</h2>
    <p>Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO), Löschung (Art. 17 DSGVO), Einschränkung der Verarbeitung (Art. 18 DSGVO) und Datenübertragbarkeit (Art. 20 DSGVO). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Wenden Sie sich dazu an ${f.dataProtectionEmail}.</p>
    <p><strong>Widerspruchsrecht (Art. 21 DSGVO):</strong> Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Der Verarbeitung zu Zwecken der Direktwerbung können Sie jederzeit ohne Angabe von Gründen widersprechen.</p>
    <p>Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Für uns zuständig ist die Datenschutzaufsichtsbehörde des Bundeslands, in dem wir unseren Sitz haben.</p>
    <h2>9. Cookies</h2>
    <p>Wir verwenden technisch notwendige Cookies sowie, nur mit Ihrer Einwilligung, Cookies für Statistik und Marketing (§ 25 TDDDG). Welche Cookies wir einsetzen, zu welchem Zweck und wie lange, erfahren Sie in unserer Cookie-Erklärung. Ihre Auswahl ändern Sie jederzeit über den Link „Cookie-Einstellungen“ in der Fußzeile.</p>
    <h2>10. Änderungen</h2>
    <p>Wir passen diese Datenschutzerklärung an, wenn sich unsere Verarbeitung oder die Rechtslage ändert. Es gilt die jeweils auf ${f.site} veröffentlichte Fassung.</p>`,
  );

const cookiesDe: Builder = (f) =>
  page(
    'cookies',
    'Cookie-Erklärung',
    `<p>Cookies sind kleine Textdateien, die Ihr Browser beim Besuch von ${f.storefrontName} speichert. Ähnlich funktioniert der lokale Speicher des Browsers. Wir setzen nur technisch notwendige Cookies ohne Ihre Einwilligung; alle anderen setzen wir erst, wenn Sie in den Cookie-Einstellungen zugestimmt haben.</p>
    <h2>Kategorien</h2>
    <ul>
    <li><strong>Notwendig:</strong> für Warenkorb, Anmeldung, Bestellung und Sicherheit unerlässlich. Rechtsgrundlage: § 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. b und f DSGVO. Diese Cookies können Sie nicht abwählen.</li>
    <li><strong>Statistik:</strong> helfen uns zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können. Nur mit Ihrer Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).</li>
    <li><strong>Marketing:</strong> messen den Erfolg unserer Werbung. Nur mit Ihrer Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).</li>
    </ul>
    <h2>Eingesetzte Cookies</h2>
    ${cookieTable(COOKIE_TEXTS, f)}
    <h2>Auswahl ändern oder widerrufen</h2>
    <p>Ihre Auswahl können Sie jederzeit über den Link <strong>„Cookie-Einstellungen“</strong> in der Fußzeile jeder Seite ändern; ein Widerruf gilt für die Zukunft. Zusätzlich können Sie Cookies in den Einstellungen Ihres Browsers löschen oder blockieren. Blockieren Sie auch notwendige Cookies, funktionieren Warenkorb und Bestellung nicht mehr.</p>
    <h2>Weitere Informationen</h2>
    <p>Wer für die Verarbeitung verantwortlich ist, welche Rechte Sie haben und wohin Daten übermittelt werden, lesen Sie in unserer Datenschutzerklärung. Fragen beantworten wir unter ${f.dataProtectionEmail}.</p>`,
  );

const accessibilityDe: Builder = (f) =>
  page(
    'accessibility',
    'Erklärung zur Barrierefreiheit',
    `<p>Die ${f.legalName} möchte, dass alle Menschen ${f.storefrontName} (${f.site}) ohne Hürden nutzen können. Diese Erklärung enthält die Informationen nach § 14 Barrierefreiheitsstärkungsgesetz (BFSG) in Verbindung mit Anlage 3.</p>
    <h2>Beschreibung der Dienstleistung</h2>
    <p>${f.storefrontName} ist ein Online-Shop für Geschenkkarten (Mehrzweck-Gutscheine). Sie können</p>
    <ul>
    <li>Geschenkkarten nach Partner, Kategorie und Anlass suchen und vergleichen,</li>
    <li>Betrag, Design und Grußbotschaft wählen und die Karte als E-Mail oder per Post bestellen,</li>
    <li>mit verschiedenen Zahlungsarten bezahlen,</li>
    <li>das Guthaben einer Karte abfragen, Karten aktivieren und umtauschen,</li>
    <li>ein Kundenkonto mit Bestellübersicht, Adressbuch und Rechnungen nutzen und</li>
    <li>den Kundenservice per Kontaktformular, E-Mail oder Telefon erreichen.</li>
    </ul>
    <p>Der Bestellvorgang besteht aus Warenkorb, Angabe der Kontakt- und Lieferdaten, Auswahl der Zahlungsart, einer Übersicht zur Prüfung aller Angaben und der Schaltfläche „Zahlungspflichtig bestellen“. Jeder Schritt ist als eigene Seite mit Überschrift aufgebaut; Sie können jederzeit zurückgehen und Angaben ändern.</p>
    <h2>Wie wir die Barrierefreiheitsanforderungen erfüllen</h2>
    <p>Die Website orientiert sich an der harmonisierten Norm EN 301 549 und den Web Content Accessibility Guidelines (WCAG) 2.1 auf Konformitätsstufe AA:</p>
    <ul>
    <li><strong>Tastatur:</strong> Alle Funktionen, einschließlich Menüs, Dialogen und Bestellvorgang, sind vollständig mit der Tastatur bedienbar; der Fokus ist stets sichtbar, und ein Link „Zum Inhalt springen“ führt an der Navigation vorbei.</li>
    <li><strong>Screenreader:</strong> Seiten sind mit Überschriften, Landmarks und Listen semantisch gegliedert; Bilder haben Alternativtexte, Bedienelemente eindeutige Beschriftungen. Wir prüfen mit NVDA, JAWS, VoiceOver und TalkBack.</li>
    <li><strong>Kontraste und Darstellung:</strong> Texte haben ein Kontrastverhältnis von mindestens 4,5:1 (große Schrift 3:1). Die Seiten lassen sich auf 200 % vergrößern und passen sich ab einer Breite von 320 CSS-Pixeln ohne horizontales Scrollen an.</li>
    <li><strong>Formulare:</strong> Alle Felder sind beschriftet; Fehler werden im Text beschrieben, dem Feld zugeordnet und mit Korrekturhinweisen angesagt.</li>
    <li><strong>Sicherheitsprüfung:</strong> Zum Schutz vor automatisierten Angriffen verwenden wir eine unsichtbare Prüfung im Hintergrund statt eines Bilderrätsels.</li>
    <li><strong>Zeit und Bewegung:</strong> Der Bestellvorgang hat keine Zeitbegrenzung, die nicht verlängert werden kann; Animationen werden reduziert, wenn Ihr System dies anfordert.</li>
    </ul>
    <h2>Bekannte Einschränkungen</h2>
    <ul>
    <li>Einige Logos und Kartendesigns von Partnern haben nur kurze Alternativtexte.</li>
    <li>PDF-Rechnungen sind noch nicht vollständig als barrierefreies PDF (PDF/UA) ausgezeichnet. Auf Wunsch senden wir Ihnen die Rechnung als barrierefreies Dokument.</li>
    <li>Die Zahlungsseiten und Sicherheitsabfragen (3-D Secure) externer Zahlungsdienstleister liegen nicht in unserem Einflussbereich.</li>
    </ul>
    <p>Wir beheben diese Einschränkungen fortlaufend. Diese Erklärung beruht auf einer Selbstbewertung und wird bei wesentlichen Änderungen, mindestens aber jährlich, überprüft.</p>
    <h2>Feedback und Kontakt</h2>
    <p>Sind Ihnen Barrieren aufgefallen oder benötigen Sie Informationen in einem anderen Format? Schreiben Sie uns an ${f.supportEmail} oder rufen Sie uns an unter ${f.supportPhone}. Wir antworten innerhalb von zwei Wochen.</p>
    <h2>Marktüberwachungsbehörde</h2>
    <p>Erfüllt unsere Dienstleistung die Barrierefreiheitsanforderungen nach Ihrer Auffassung nicht, können Sie sich an die zuständige Marktüberwachungsbehörde wenden:</p>
    <address>Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)<br>Anstalt des öffentlichen Rechts<br>Magdeburg</address>`,
  );

export const de: LegalTexts = {
  management: 'die Geschäftsführung',
  pages: [imprintDe, termsDe, withdrawalDe, privacyDe, cookiesDe, accessibilityDe],
};
