/**
 * Seed texts of the legal pages of a storefront (imprint, terms, withdrawal, privacy, cookies,
 * accessibility, and for the Dutch storefronts delivery and cancellation policy), built from the
 * company facts of the storefront. German texts follow German law (DDG, MStV, BGB, VSBG, BFSG,
 * TDDDG), Dutch texts Dutch law (BW, AVG, Telecommunicatiewet); every other language gets English
 * texts. They are realistic starting points for a shop selling multi-purpose gift cards, not legal
 * advice: operators replace them with the texts their lawyers approved (German-language storefronts
 * outside Germany in particular need country-specific references).
 *
 * The HTML is a fragment (h2, h3, p, ul, ol, li, strong, em, a, address, br, tables); the page
 * renders the title as h1. Facts come from the database, so every one is escaped before it is used.
 */

import type { LegalPageKey } from '../content-schema';
import { escapeHtml } from '../../text/escape-html';

export type { LegalPageKey };

/** What every legal text needs to know about the company behind a storefront. */
export interface LegalFacts {
  storefrontName: string; // "CardBon Deutschland"
  legalName: string; // e.g. "CardBon Deutschland GmbH"
  legalForm: string; // e.g. "Gesellschaft mit beschränkter Haftung"
  representatives: string[]; // managing directors
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  countryCode: string;
  supportEmail: string;
  supportPhone: string;
  businessEmail: string;
  vatNumber: string;
  registerCourt: string | null; // "Amtsgericht Berlin-Charlottenburg" (DE); null where the country has none
  registerNumber: string | null; // "HRB 123456 B" or a KvK number
  dataProtectionEmail: string;
  siteUrl: string; // "https://www.cardbon.de"
}

export interface LegalPageText {
  key: LegalPageKey;
  title: string;
  html: string;
}

/** The legal pages of a storefront in its language: de → imprint, terms, withdrawal, privacy, cookies, accessibility; nl → terms, privacy, cookies, delivery, cancelationPolicy, accessibility; any other language → English versions of imprint, terms, withdrawal, privacy, cookies, accessibility. */
export function legalPages(language: string, facts: LegalFacts): LegalPageText[] {
  const base = language.toLowerCase().split(/[-_]/)[0];
  const lang: TextLanguage = base === 'de' || base === 'nl' ? base : 'en';
  const f = prepare(facts, lang);
  return BUILDERS[lang].map((build) => build(f));
}

// ─── Escaping and prepared facts ─────────────────────────────────────────────────────────────────

type TextLanguage = 'de' | 'nl' | 'en';

/**
 * The facts, every one already escaped for HTML, plus ready-made snippets (address block, links).
 * Page builders only ever see this, so nothing unescaped can slip into a page.
 */
interface SafeFacts {
  storefrontName: string;
  legalName: string;
  legalForm: string;
  /** The representatives as one phrase ("Anna Schmidt und Jonas Weber"); a generic phrase if none. */
  representatives: string;
  /** The first representative, else the generic phrase (capitalised: it starts a paragraph). */
  firstRepresentative: string;
  registerCourt: string | null;
  registerNumber: string | null;
  vatNumber: string;
  country: string;
  /** `<address>` block: legal name, street line, postal code and city, country. */
  address: string;
  /** The address on one line, for running text and the model withdrawal form. */
  addressLine: string;
  supportEmail: string;
  supportPhone: string;
  businessEmail: string;
  dataProtectionEmail: string;
  site: string;
}

const MANAGEMENT: Readonly<Record<TextLanguage, string>> = { de: 'die Geschäftsführung', nl: 'de directie', en: 'the board of directors' };

/** Countries that write the house number before the street and the city before the postcode. */
const NUMBER_FIRST = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'FR']);
const CITY_FIRST = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ']);

function prepare(facts: LegalFacts, lang: TextLanguage): SafeFacts {
  const e = escapeHtml;
  const country = facts.countryCode.toUpperCase();
  const names = facts.representatives.map((name) => name.trim()).filter((name) => name !== '');
  const representatives = names.length > 0 ? new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names.map(e)) : MANAGEMENT[lang];
  const streetLine = [facts.street, facts.houseNumber].map((part) => part.trim()).filter((part) => part !== '');
  if (NUMBER_FIRST.has(country)) streetLine.reverse();
  const cityLine = [facts.postalCode, facts.city].map((part) => part.trim()).filter((part) => part !== '');
  if (CITY_FIRST.has(country)) cityLine.reverse();
  const countryName = regionName(country, lang);
  const lines = [facts.legalName, streetLine.join(' '), cityLine.join(' '), countryName].filter((line) => line !== '').map(e);
  return {
    storefrontName: e(facts.storefrontName),
    legalName: e(facts.legalName),
    legalForm: e(facts.legalForm),
    representatives,
    firstRepresentative: names[0] !== undefined ? e(names[0]) : capitalise(MANAGEMENT[lang]),
    registerCourt: nonEmpty(facts.registerCourt),
    registerNumber: nonEmpty(facts.registerNumber),
    vatNumber: e(facts.vatNumber),
    country: e(countryName),
    address: `<address>${lines.join('<br>')}</address>`,
    addressLine: lines.join(', '),
    supportEmail: mailLink(facts.supportEmail),
    supportPhone: phoneLink(facts.supportPhone),
    businessEmail: mailLink(facts.businessEmail),
    dataProtectionEmail: mailLink(facts.dataProtectionEmail),
    site: siteLink(facts.siteUrl),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function nonEmpty(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : escapeHtml(value.trim());
}

function regionName(code: string, lang: TextLanguage): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code; // not a region code Intl knows the shape of
  }
}

function mailLink(address: string): string {
  const value = address.trim();
  return /^[^\s@<>"'&]+@[^\s@<>"'&]+\.[^\s@<>"'&]+$/.test(value) ? `<a href="mailto:${value}">${value}</a>` : escapeHtml(value);
}

function phoneLink(phone: string): string {
  const value = phone.trim();
  const dial = value.replace(/[^\d+]/g, '');
  return /\d{4,}/.test(dial) ? `<a href="tel:${dial}">${escapeHtml(value)}</a>` : escapeHtml(value);
}

function siteLink(url: string): string {
  const value = url.trim();
  return /^https:\/\/[^\s<>"'&]+$/i.test(value) ? `<a href="${value}">${value.replace(/^https:\/\//i, '').replace(/\/$/, '')}</a>` : escapeHtml(value);
}

/** A page, its HTML de-indented (the builders below write it indented for readability). */
function page(key: LegalPageKey, title: string, html: string): LegalPageText {
  return { key, title, html: html.replace(/\n[ \t]+/g, '\n').trim() };
}

type Builder = (f: SafeFacts) => LegalPageText;

// ─── Cookies (shared by the three cookie statements) ─────────────────────────────────────────────

type CookieCategory = 'necessary' | 'statistics' | 'marketing';

interface CookieRow {
  name: string;
  category: CookieCategory;
  provider: 'own' | 'Google';
  purpose: Readonly<Record<TextLanguage, string>>;
  lifetime: Readonly<Record<TextLanguage, string>>;
}

const COOKIES: readonly CookieRow[] = [
  {
    name: 'shop_session',
    category: 'necessary',
    provider: 'own',
    purpose: {
      de: 'Hält Ihre Sitzung zusammen: Warenkorb, Anmeldung im Kundenkonto und Bestellvorgang; schützt vor Missbrauch.',
      nl: 'Houdt uw sessie bij elkaar: winkelwagen, inloggen in uw account en het bestelproces; beschermt tegen misbruik.',
      en: 'Keeps your session together: basket, signing in to your account and checkout; protects against abuse.',
    },
    lifetime: { de: '90 Tage', nl: '90 dagen', en: '90 days' },
  },
  {
    name: 'cookie_consent',
    category: 'necessary',
    provider: 'own',
    purpose: {
      de: 'Speichert Ihre Auswahl in den Cookie-Einstellungen, damit wir Sie nicht bei jedem Besuch erneut fragen.',
      nl: 'Slaat uw keuze in de cookie-instellingen op, zodat wij die niet bij elk bezoek opnieuw vragen.',
      en: 'Stores your choice in the cookie settings so that we do not ask again on every visit.',
    },
    lifetime: { de: '12 Monate', nl: '12 maanden', en: '12 months' },
  },
  {
    // Set only while a storefront rolls a new release out to a share of its visitors (ADR 0028).
    name: 'shop_rollout',
    category: 'necessary',
    provider: 'own',
    purpose: {
      de: 'Ordnet Sie während der schrittweisen Einführung einer neuen Version der Website einer der beiden Versionen zu, damit sie nicht bei jedem Seitenaufruf wechselt. Enthält nur eine Zufallszahl.',
      nl: 'Wijst u tijdens de geleidelijke invoering van een nieuwe versie van de website aan een van beide versies toe, zodat die niet bij elke pagina wisselt. Bevat alleen een willekeurig getal.',
      en: 'While a new version of the site is introduced step by step, keeps you on one of the two versions so that it does not change from page to page. Holds only a random number.',
    },
    lifetime: { de: '180 Tage', nl: '180 dagen', en: '180 days' },
  },
  {
    name: '_ga',
    category: 'statistics',
    provider: 'Google',
    purpose: {
      de: 'Google Analytics: unterscheidet Besucher anhand einer zufälligen Kennung, um die Nutzung der Website statistisch auszuwerten.',
      nl: 'Google Analytics: onderscheidt bezoekers met een willekeurige code om het gebruik van de website statistisch te analyseren.',
      en: 'Google Analytics: tells visitors apart by a random identifier so that we can analyse how the site is used.',
    },
    lifetime: { de: '2 Jahre', nl: '2 jaar', en: '2 years' },
  },
  {
    name: '_ga_*',
    category: 'statistics',
    provider: 'Google',
    purpose: {
      de: 'Google Analytics: speichert den Status der aktuellen Sitzung (Seitenaufrufe, Dauer).',
      nl: 'Google Analytics: bewaart de status van de huidige sessie (paginaweergaven, duur).',
      en: 'Google Analytics: keeps the state of the current session (page views, duration).',
    },
    lifetime: { de: '2 Jahre', nl: '2 jaar', en: '2 years' },
  },
  {
    name: '_gcl_au',
    category: 'marketing',
    provider: 'Google',
    purpose: {
      de: 'Google Ads: ordnet eine Bestellung der Anzeige zu, über die Sie zu uns gekommen sind (Conversion-Messung).',
      nl: 'Google Ads: koppelt een bestelling aan de advertentie waarmee u bij ons kwam (conversiemeting).',
      en: 'Google Ads: links an order to the advertisement that brought you to us (conversion measurement).',
    },
    lifetime: { de: '90 Tage', nl: '90 dagen', en: '90 days' },
  },
  {
    name: 'shop.tracking.clickId',
    category: 'marketing',
    provider: 'own',
    purpose: {
      de: 'Lokaler Speicher (kein Cookie): merkt sich die Klick-Kennung einer Anzeige (gclid), damit die Bestellung der Anzeige zugeordnet werden kann.',
      nl: 'Lokale opslag (geen cookie): onthoudt de klikcode van een advertentie (gclid), zodat de bestelling aan de advertentie kan worden gekoppeld.',
      en: 'Local storage (not a cookie): remembers the click identifier of an advertisement (gclid) so that the order can be attributed to it.',
    },
    lifetime: { de: '90 Tage', nl: '90 dagen', en: '90 days' },
  },
];

const COOKIE_CATEGORY_NAMES: Readonly<Record<TextLanguage, Readonly<Record<CookieCategory, string>>>> = {
  de: { necessary: 'Notwendig', statistics: 'Statistik', marketing: 'Marketing' },
  nl: { necessary: 'Noodzakelijk', statistics: 'Statistieken', marketing: 'Marketing' },
  en: { necessary: 'Necessary', statistics: 'Statistics', marketing: 'Marketing' },
};

const COOKIE_TABLE_HEAD: Readonly<Record<TextLanguage, readonly string[]>> = {
  de: ['Name', 'Kategorie', 'Anbieter', 'Zweck', 'Speicherdauer'],
  nl: ['Naam', 'Categorie', 'Aanbieder', 'Doel', 'Bewaartermijn'],
  en: ['Name', 'Category', 'Provider', 'Purpose', 'Lifetime'],
};

function cookieTable(lang: TextLanguage, f: SafeFacts): string {
  const head = COOKIE_TABLE_HEAD[lang].map((cell) => `<th>${cell}</th>`).join('');
  const rows = COOKIES.map((row) => {
    const provider = row.provider === 'own' ? f.legalName : 'Google Ireland Limited';
    const cells = [`<strong>${escapeHtml(row.name)}</strong>`, COOKIE_CATEGORY_NAMES[lang][row.category], provider, row.purpose[lang], row.lifetime[lang]];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
  });
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}

// ─── German ──────────────────────────────────────────────────────────────────────────────────────

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
    ${cookieTable('de', f)}
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

// ─── Dutch ───────────────────────────────────────────────────────────────────────────────────────

function registerNl(f: SafeFacts): string {
  if (f.registerNumber === null) return '';
  if (f.registerCourt !== null) return `Handelsregister: ${f.registerCourt}, nummer ${f.registerNumber}<br>`;
  // The number may come with its prefix already ("KvK 12345678").
  return `KvK-nummer: ${f.registerNumber.replace(/^kvk[-\s:]*(nummer)?[\s:]*/i, '')}<br>`;
}

const termsNl: Builder = (f) =>
  page(
    'terms',
    'Algemene voorwaarden',
    `<p>Deze algemene voorwaarden gelden voor de verkoop van cadeaukaarten via ${f.storefrontName} (${f.site}).</p>
    <h2>Artikel 1 – Definities</h2>
    <ul>
    <li><strong>Cadeaukaart:</strong> een waardebon voor meerdere doeleinden met een tegoed dat bij de vermelde acceptanten kan worden besteed, digitaal (e-cadeaukaart) of als fysieke kaart.</li>
    <li><strong>Acceptant:</strong> een winkel of dienstverlener waar de cadeaukaart volgens de productbeschrijving kan worden ingewisseld.</li>
    <li><strong>Consument:</strong> een natuurlijke persoon die niet handelt voor doeleinden die verband houden met zijn handels-, bedrijfs-, ambachts- of beroepsactiviteit.</li>
    <li><strong>Herroepingstermijn:</strong> de termijn van 14 dagen waarbinnen de consument gebruik kan maken van zijn herroepingsrecht.</li>
    </ul>
    <h2>Artikel 2 – Identiteit van de ondernemer</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>
    Telefoon: ${f.supportPhone}<br>
    ${registerNl(f)}Btw-identificatienummer: ${f.vatNumber}<br>
    Vertegenwoordigd door: ${f.representatives}</p>
    <h2>Artikel 3 – Toepasselijkheid</h2>
    <p>Deze voorwaarden zijn van toepassing op elk aanbod van ${f.legalName} en op elke overeenkomst op afstand die via de webwinkel tot stand komt. Voordat de overeenkomst wordt gesloten, stellen wij de tekst van deze voorwaarden beschikbaar; u kunt ze opslaan en afdrukken. Afwijkende voorwaarden van de klant gelden alleen als wij daar schriftelijk mee akkoord gaan.</p>
    <h2>Artikel 4 – Het aanbod en de overeenkomst</h2>
    <p>Het aanbod bevat een volledige en nauwkeurige beschrijving van de cadeaukaarten, de acceptanten en de inwisselvoorwaarden. Kennelijke vergissingen of fouten in het aanbod binden ons niet. De overeenkomst komt tot stand op het moment dat u de bestelling plaatst met de knop „Bestelling met betalingsverplichting plaatsen“ en wij de ontvangst daarvan per e-mail bevestigen. Wij mogen een bestelling weigeren bij een gegronde verdenking van fraude of misbruik; reeds betaalde bedragen storten wij dan direct terug.</p>
    <h2>Artikel 5 – Prijzen en betaling</h2>
    <p>De prijs van een cadeaukaart is gelijk aan het tegoed. Omdat het om waardebonnen voor meerdere doeleinden gaat, wordt bij aankoop geen btw berekend; de btw is verschuldigd bij het inwisselen bij de acceptant. Verzend- en servicekosten worden vóór het plaatsen van de bestelling inclusief btw getoond. U betaalt met de betaalmethoden die in het bestelproces worden aangeboden, zoals iDEAL, creditcard of PayPal. Een cadeaukaart wordt pas geactiveerd nadat de betaling is ontvangen.</p>
    <h2>Artikel 6 – Levering</h2>
    <p>Digitale cadeaukaarten sturen wij per e-mail, fysieke cadeaukaarten per post met PostNL. Levertijden en verzendkosten staan op de pagina Bezorging. Het risico van verlies of beschadiging van fysieke kaarten gaat op u over zodra de kaart aan u of een door u aangewezen ontvanger is bezorgd.</p>
    <h2>Artikel 7 – Geldigheid</h2>
    <p>Een cadeaukaart is vijf jaar geldig vanaf de aankoopdatum, tenzij op de kaart of in de productbeschrijving een langere geldigheid staat. De geldigheid staat in de e-mail met de digitale kaart of op het begeleidende kaartje en is ook te zien bij het opvragen van het saldo.</p>
    <h2>Artikel 8 – Inwisselen, saldo en omwisselen</h2>
    <p>U wisselt de cadeaukaart in bij de acceptanten volgens hun voorwaarden, in de winkel of online. Het tegoed kan in delen worden besteed; een restsaldo blijft geldig tot het einde van de geldigheid. Uw saldo controleert u gratis op onze website via „Saldo checken“ met het kaartnummer en de pincode. Waar de website dat aanbiedt, kunt u het volledige restsaldo omwisselen voor een cadeaukaart van een andere daar genoemde partner; de oorspronkelijke kaart vervalt dan.</p>
    <h2>Artikel 9 – Geen uitbetaling in contanten</h2>
    <p>Het tegoed wordt niet in contanten uitbetaald, levert geen rente op en kan niet naar een bankrekening worden overgemaakt. Wettelijke rechten op terugbetaling, zoals na herroeping, blijven onverlet.</p>
    <h2>Artikel 10 – Verlies, diefstal en misbruik</h2>
    <p>Een cadeaukaart is een toonderbewijs: wie het kaartnummer en de pincode kent, kan het tegoed besteden. Meld verlies of diefstal direct via ${f.supportEmail} of ${f.supportPhone}. Kunt u de aankoop aantonen, dan blokkeren wij het op dat moment nog niet bestede tegoed en geven wij kosteloos een vervangende kaart uit. Voor tegoed dat vóór de blokkering is besteed, zijn wij niet aansprakelijk, tenzij dit aan ons is toe te rekenen.</p>
    <h2>Artikel 11 – Herroepingsrecht</h2>
    <p>Als consument heeft u het recht de overeenkomst binnen 14 dagen zonder opgave van redenen te herroepen. Hoe dat werkt, wanneer het herroepingsrecht vervalt en hoe wij terugbetalen, leest u in ons Annuleringsbeleid. U kunt ook de knop „Overeenkomst herroepen“ onderaan elke pagina gebruiken.</p>
    <h2>Artikel 12 – Klachten</h2>
    <p>Klachten over de uitvoering van de overeenkomst kunt u volledig en duidelijk omschreven indienen via ${f.supportEmail}. Wij beantwoorden klachten binnen 14 dagen na ontvangst; vraagt een klacht meer tijd, dan ontvangt u binnen die termijn een ontvangstbevestiging en een indicatie wanneer u een uitgebreider antwoord kunt verwachten. Klachten over producten of diensten van een acceptant richt u aan die acceptant.</p>
    <h2>Artikel 13 – Aansprakelijkheid</h2>
    <p>Onze aansprakelijkheid is beperkt tot het bedrag dat u voor de betreffende cadeaukaart heeft betaald, behalve bij opzet of bewuste roekeloosheid van ons of onze leidinggevenden. Voor de producten en diensten die u met een cadeaukaart bij een acceptant koopt, is uitsluitend de acceptant verantwoordelijk. Uw wettelijke rechten als consument blijven onverlet.</p>
    <h2>Artikel 14 – Toepasselijk recht en geschillen</h2>
    <p>Op deze voorwaarden en alle overeenkomsten is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter; als consument kunt u zich ook wenden tot de rechter van uw woonplaats. Wij nemen niet deel aan geschillenbeslechting voor een geschillencommissie.</p>`,
  );

const privacyNl: Builder = (f) =>
  page(
    'privacy',
    'Privacyverklaring',
    `<p>In deze privacyverklaring leggen wij uit welke persoonsgegevens wij verwerken wanneer u ${f.storefrontName} bezoekt, een cadeaukaart koopt, uw saldo opvraagt of een kaart omwisselt, en welke rechten u heeft op grond van de Algemene verordening gegevensbescherming (AVG).</p>
    <h2>1. Wie is verantwoordelijk?</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>Telefoon: ${f.supportPhone}</p>
    <p>Onze functionaris voor gegevensbescherming bereikt u via ${f.dataProtectionEmail}.</p>
    <h2>2. Welke gegevens, waarvoor en op welke grondslag?</h2>
    <table>
    <thead><tr><th>Doel</th><th>Gegevens</th><th>Grondslag</th></tr></thead>
    <tbody>
    <tr><td>Bestelling en levering van cadeaukaarten</td><td>Naam, adres, e-mailadres, telefoonnummer, gegevens van de ontvanger, persoonlijke boodschap, bestel- en betaalgegevens</td><td>Uitvoering van de overeenkomst (art. 6 lid 1 sub b AVG)</td></tr>
    <tr><td>Account</td><td>Inloggegevens, adresboek, bestellingen</td><td>Uitvoering van de overeenkomst (art. 6 lid 1 sub b AVG)</td></tr>
    <tr><td>Saldo checken, inwisselen en omwisselen</td><td>Kaartnummer, pincode, saldo, transacties, IP-adres</td><td>Uitvoering van de overeenkomst (art. 6 lid 1 sub b AVG)</td></tr>
    <tr><td>Administratie en belasting</td><td>Factuur- en betaalgegevens</td><td>Wettelijke verplichting (art. 6 lid 1 sub c AVG, art. 52 AWR)</td></tr>
    <tr><td>Fraudepreventie en beveiliging</td><td>Bestelgegevens, apparaat- en verbindingsgegevens, mislukte saldo-opvragingen</td><td>Gerechtvaardigd belang (art. 6 lid 1 sub f AVG)</td></tr>
    <tr><td>Klantenservice</td><td>Uw vraag en contactgegevens</td><td>Overeenkomst of gerechtvaardigd belang (art. 6 lid 1 sub b en f AVG)</td></tr>
    <tr><td>Nieuwsbrief</td><td>E-mailadres, naam</td><td>Toestemming (art. 6 lid 1 sub a AVG)</td></tr>
    <tr><td>Statistieken en advertentiemeting</td><td>Cookie-ID's, bezochte pagina's, klikcode van advertenties</td><td>Toestemming (art. 6 lid 1 sub a AVG, art. 11.7a Telecommunicatiewet)</td></tr>
    </tbody>
    </table>
    <p>Wij nemen geen besluiten die uitsluitend op geautomatiseerde verwerking berusten (art. 22 AVG); opvallende bestellingen worden door een medewerker beoordeeld.</p>
    <h2>3. Betaaldienstverleners</h2>
    <p>Betalingen lopen via gespecialiseerde betaaldienstverleners die uw betaalgegevens onder eigen verantwoordelijkheid verwerken, in het bijzonder Adyen N.V., Simon Carmiggeltstraat 6–50, 1011 DJ Amsterdam (iDEAL, creditcard) en PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, 2449 Luxemburg. Creditcardgegevens komen niet op onze servers.</p>
    <h2>4. Met wie delen wij gegevens?</h2>
    <ul>
    <li>Verwerkers met wie wij een verwerkersovereenkomst hebben, voor hosting in de EU, het versturen van e-mails en klantenservicesoftware;</li>
    <li>PostNL, voor het bezorgen van fysieke cadeaukaarten (naam en adres van de ontvanger);</li>
    <li>acceptanten, alleen kaartnummer en saldo voor zover nodig voor het inwisselen;</li>
    <li>accountants en overheidsinstanties, als de wet dat verplicht.</li>
    </ul>
    <p>Google kan gegevens naar de Verenigde Staten doorgeven. Google LLC is gecertificeerd onder het EU-US Data Privacy Framework; daarnaast gelden standaardcontractbepalingen.</p>
    <h2>5. Hoe lang bewaren wij gegevens?</h2>
    <ul>
    <li>Bestel-, factuur- en betaalgegevens: 7 jaar (fiscale bewaarplicht, art. 52 Algemene wet inzake rijksbelastingen);</li>
    <li>gegevens over cadeaukaarten en saldo: tot het einde van de geldigheid van de kaart plus de verjaringstermijn;</li>
    <li>account: tot u het account verwijdert;</li>
    <li>klantenservicevragen: 2 jaar na afhandeling;</li>
    <li>serverlogbestanden: 7 dagen;</li>
    <li>cookies: zoals vermeld in de Cookieverklaring.</li>
    </ul>
    <h2>6. Uw rechten</h2>
    <p>U heeft recht op inzage (art. 15 AVG), rectificatie (art. 16), verwijdering (art. 17), beperking van de verwerking (art. 18), overdraagbaarheid van gegevens (art. 20) en bezwaar (art. 21). Een gegeven toestemming kunt u altijd intrekken, zonder dat dit afbreuk doet aan de rechtmatigheid van de verwerking daarvoor. Stuur uw verzoek naar ${f.dataProtectionEmail}; wij reageren binnen een maand. Een kopie van uw accountgegevens kunt u ook zelf downloaden in uw account.</p>
    <p>Bent u het niet eens met hoe wij met uw gegevens omgaan, dan kunt u een klacht indienen bij de <strong>Autoriteit Persoonsgegevens</strong> (<a href="https://www.autoriteitpersoonsgegevens.nl">autoriteitpersoonsgegevens.nl</a>) of bij de toezichthouder in het land waar u woont.</p>
    <h2>7. Cookies</h2>
    <p>Wij gebruiken noodzakelijke cookies en, alleen met uw toestemming, cookies voor statistieken en marketing. Welke cookies dat zijn en hoe u uw keuze wijzigt, leest u in onze Cookieverklaring.</p>
    <h2>8. Wijzigingen</h2>
    <p>Wij passen deze privacyverklaring aan als onze verwerkingen of de wet veranderen. De actuele versie staat altijd op ${f.site}.</p>`,
  );

const cookiesNl: Builder = (f) =>
  page(
    'cookies',
    'Cookieverklaring',
    `<p>Cookies zijn kleine tekstbestanden die uw browser opslaat wanneer u ${f.storefrontName} bezoekt; de lokale opslag van de browser werkt vergelijkbaar. Noodzakelijke cookies plaatsen wij zonder toestemming. Alle andere cookies plaatsen wij pas nadat u daarvoor toestemming heeft gegeven (art. 11.7a Telecommunicatiewet).</p>
    <h2>Categorieën</h2>
    <ul>
    <li><strong>Noodzakelijk:</strong> nodig voor de winkelwagen, het inloggen, het bestellen en de beveiliging. Deze kunt u niet uitzetten.</li>
    <li><strong>Statistieken:</strong> helpen ons te begrijpen hoe de website wordt gebruikt, zodat wij hem kunnen verbeteren. Alleen met uw toestemming.</li>
    <li><strong>Marketing:</strong> meten het resultaat van onze advertenties. Alleen met uw toestemming.</li>
    </ul>
    <h2>Welke cookies gebruiken wij?</h2>
    ${cookieTable('nl', f)}
    <h2>Uw keuze wijzigen of intrekken</h2>
    <p>U wijzigt uw keuze op elk moment via de link <strong>„Cookie-instellingen“</strong> onderaan elke pagina. U kunt cookies ook verwijderen of blokkeren in de instellingen van uw browser; blokkeert u ook noodzakelijke cookies, dan werken de winkelwagen en het bestellen niet meer.</p>
    <h2>Meer informatie</h2>
    <p>Wie verantwoordelijk is voor de verwerking en welke rechten u heeft, leest u in onze Privacyverklaring. Vragen kunt u stellen via ${f.dataProtectionEmail}.</p>`,
  );

const deliveryNl: Builder = (f) =>
  page(
    'delivery',
    'Bezorging',
    `<h2>Digitale cadeaukaarten</h2>
    <p>Een digitale cadeaukaart ontvangt u, of de ontvanger die u opgeeft, binnen enkele minuten na ontvangst van de betaling per e-mail. Bij een veiligheidscontrole kan dat tot 24 uur duren. Kiest u een latere bezorgdatum, dan versturen wij de kaart op die dag. Aan digitale bezorging zijn geen verzendkosten verbonden.</p>
    <p>Geen e-mail ontvangen? Kijk dan eerst in uw map met ongewenste e-mail. Staat de kaart daar niet, neem dan contact op met ${f.supportEmail}; wij sturen de kaart opnieuw naar het juiste adres, zolang het tegoed nog niet is besteed.</p>
    <h2>Fysieke cadeaukaarten</h2>
    <p>Fysieke cadeaukaarten versturen wij als brievenbuspost met PostNL naar adressen in Nederland. De bezorging duurt in de regel 1–3 werkdagen na ontvangst van de betaling; bestellingen die op een werkdag vóór 16:00 uur zijn betaald, gaan dezelfde dag de deur uit. Op zon- en feestdagen bezorgt PostNL geen post. De verzendkosten ziet u in de winkelwagen voordat u bestelt.</p>
    <p>Fysieke kaarten worden om veiligheidsredenen zo nodig inactief verstuurd. Na ontvangst activeert u de kaart op onze website, zoals beschreven in de begeleidende brief.</p>
    <h2>Zakelijke bestellingen</h2>
    <p>Voor grote aantallen kaarten, kaarten met uw eigen ontwerp of levering op meerdere adressen maken wij graag een offerte. Neem contact op via ${f.businessEmail}.</p>
    <h2>Niet ontvangen of beschadigd?</h2>
    <p>Is uw fysieke kaart na 5 werkdagen nog niet bezorgd of is deze beschadigd aangekomen, meld dit dan via ${f.supportEmail} of ${f.supportPhone}. Wij blokkeren de oorspronkelijke kaart en sturen u kosteloos een nieuwe.</p>`,
  );

const cancelationPolicyNl: Builder = (f) =>
  page(
    'cancelationPolicy',
    'Annuleringsbeleid',
    `<h2>Herroepingsrecht</h2>
    <p>Als consument heeft u het recht om de overeenkomst binnen 14 dagen zonder opgave van redenen te herroepen (te annuleren). De herroepingstermijn verstrijkt 14 dagen na</p>
    <ul>
    <li>de dag waarop de overeenkomst is gesloten, bij een digitale cadeaukaart;</li>
    <li>de dag waarop u, of een door u aangewezen derde die niet de vervoerder is, de kaart fysiek in bezit krijgt, bij een fysieke cadeaukaart; bij meerdere kaarten in één bestelling die apart worden geleverd, telt de dag waarop u de laatste kaart ontvangt.</li>
    </ul>
    <h2>Wanneer vervalt het herroepingsrecht?</h2>
    <p>Bij een digitale cadeaukaart vervalt het herroepingsrecht zodra wij de kaart hebben geleverd, als u vooraf uitdrukkelijk heeft ingestemd met levering vóór het einde van de herroepingstermijn en heeft verklaard dat u daarmee afstand doet van uw herroepingsrecht (art. 6:230p BW). Daar vragen wij in het bestelproces om; stemt u niet in, dan blijft het herroepingsrecht gedurende de hele termijn bestaan.</p>
    <h2>Hoe annuleert u?</h2>
    <p>Laat ons binnen de herroepingstermijn ondubbelzinnig weten dat u de overeenkomst wilt herroepen. Dat kan op een van de volgende manieren:</p>
    <ol>
    <li>met de knop <strong>„Overeenkomst herroepen“</strong> onderaan elke pagina van onze website: u vult uw naam, het bestelnummer en uw e-mailadres in, en wij bevestigen de ontvangst direct per e-mail;</li>
    <li>per e-mail aan ${f.supportEmail};</li>
    <li>per post aan ${f.addressLine};</li>
    <li>met het modelformulier voor herroeping hieronder; het gebruik daarvan is niet verplicht.</li>
    </ol>
    <p>U bent op tijd als u uw melding verstuurt voordat de herroepingstermijn is verstreken.</p>
    <h2>Terugbetaling</h2>
    <p>Wij betalen alle bedragen die u heeft betaald, inclusief de standaard verzendkosten, onverwijld en uiterlijk binnen 14 dagen terug nadat wij uw herroeping hebben ontvangen. Wij gebruiken daarvoor hetzelfde betaalmiddel als waarmee u heeft betaald, tenzij u uitdrukkelijk met iets anders instemt; u betaalt geen kosten voor de terugbetaling. Het tegoed van de geannuleerde cadeaukaarten blokkeren wij zodra wij uw herroeping ontvangen.</p>
    <p>Een fysieke kaart stuurt u binnen 14 dagen na uw herroeping terug naar ${f.addressLine}. Wij mogen wachten met terugbetalen tot wij de kaart hebben ontvangen of u heeft aangetoond dat u hem heeft teruggestuurd, afhankelijk van wat eerder is. De kosten van het terugsturen zijn voor onze rekening.</p>
    <h2>Modelformulier voor herroeping</h2>
    <p><em>(Vul dit formulier alleen in en stuur het alleen terug als u de overeenkomst wilt herroepen.)</em></p>
    <ul>
    <li>Aan: ${f.addressLine}, e-mail: ${f.supportEmail}</li>
    <li>Ik/Wij (*) deel/delen (*) u hierbij mede dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende producten/de levering van de volgende digitale inhoud (*) herroep/herroepen (*):</li>
    <li>Besteld op (*)/Ontvangen op (*):</li>
    <li>Naam/Namen consument(en):</li>
    <li>Adres consument(en):</li>
    <li>Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend):</li>
    <li>Datum:</li>
    </ul>
    <p>(*) Doorhalen wat niet van toepassing is.</p>`,
  );

const accessibilityNl: Builder = (f) =>
  page(
    'accessibility',
    'Toegankelijkheidsverklaring',
    `<p>${f.legalName} wil dat iedereen ${f.storefrontName} (${f.site}) zonder drempels kan gebruiken. Deze verklaring beschrijft de dienst en hoe wij voldoen aan de toegankelijkheidseisen van de Europese toegankelijkheidsrichtlijn (European Accessibility Act), zoals in Nederland uitgewerkt in het Besluit toegankelijkheidsvoorschriften producten en diensten.</p>
    <h2>Beschrijving van de dienst</h2>
    <p>${f.storefrontName} is een webwinkel voor cadeaukaarten. U kunt cadeaukaarten zoeken en vergelijken, een bedrag, ontwerp en persoonlijke boodschap kiezen, de kaart per e-mail of per post bestellen en betalen, uw saldo checken, kaarten activeren en omwisselen, een account met bestellingen en facturen gebruiken en contact opnemen met de klantenservice. Het bestelproces bestaat uit duidelijk benoemde stappen; u kunt altijd teruggaan en gegevens wijzigen voordat u de bestelling plaatst.</p>
    <h2>Hoe wij aan de eisen voldoen</h2>
    <p>De website volgt de norm EN 301 549 en de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau AA:</p>
    <ul>
    <li><strong>Toetsenbord:</strong> alle functies, ook menu's, dialoogvensters en het bestelproces, zijn volledig met het toetsenbord te bedienen, met een altijd zichtbare focus.</li>
    <li><strong>Schermlezers:</strong> pagina's zijn opgebouwd met koppen, landmarks en lijsten; afbeeldingen hebben alternatieve teksten en knoppen duidelijke namen. Wij testen met NVDA, JAWS, VoiceOver en TalkBack.</li>
    <li><strong>Contrast en weergave:</strong> tekst heeft een contrastverhouding van minimaal 4,5:1; pagina's zijn tot 200% te vergroten en werken vanaf 320 CSS-pixels breed zonder horizontaal scrollen.</li>
    <li><strong>Formulieren:</strong> alle velden hebben een label; fouten worden in tekst beschreven, bij het veld getoond en voorgelezen.</li>
    <li><strong>Beveiliging:</strong> wij gebruiken een onzichtbare controle op de achtergrond in plaats van een puzzel met afbeeldingen.</li>
    </ul>
    <h2>Bekende beperkingen</h2>
    <ul>
    <li>Sommige logo's en kaartontwerpen van partners hebben alleen een korte alternatieve tekst.</li>
    <li>Pdf-facturen zijn nog niet volledig toegankelijk (PDF/UA); op verzoek sturen wij u een toegankelijke versie.</li>
    <li>De betaalpagina's en verificatiestappen (3-D Secure) van externe betaaldienstverleners vallen buiten onze invloed.</li>
    </ul>
    <p>Deze verklaring is gebaseerd op een zelfevaluatie en wordt minstens eenmaal per jaar herzien.</p>
    <h2>Feedback en contact</h2>
    <p>Loopt u tegen een drempel aan of heeft u informatie in een andere vorm nodig? Mail naar ${f.supportEmail} of bel ${f.supportPhone}. Wij reageren binnen twee weken.</p>
    <h2>Toezichthouder</h2>
    <p>Vindt u dat onze dienst niet aan de toegankelijkheidseisen voldoet, dan kunt u dat melden bij de toezichthouder, de <strong>Autoriteit Consument &amp; Markt (ACM)</strong>, via <a href="https://www.acm.nl">acm.nl</a>.</p>`,
  );

// ─── English ─────────────────────────────────────────────────────────────────────────────────────

function registerEn(f: SafeFacts): string {
  const lines = [
    f.registerCourt === null ? null : `Register: ${f.registerCourt}`,
    f.registerNumber === null ? null : `Registration number: ${f.registerNumber}`,
  ].filter((line) => line !== null);
  return lines.length === 0 ? '' : `<h2>Company registration</h2>\n<p>${lines.join('<br>')}</p>`;
}

const imprintEn: Builder = (f) =>
  page(
    'imprint',
    'Legal notice',
    `<h2>Company information</h2>
    ${f.address}
    <p><strong>Legal form:</strong> ${f.legalForm}<br>
    <strong>Represented by:</strong> ${f.representatives}</p>
    <h2>Contact</h2>
    <p>E-mail: ${f.supportEmail}<br>
    Phone: ${f.supportPhone}<br>
    Business enquiries: ${f.businessEmail}</p>
    ${registerEn(f)}
    <h2>VAT</h2>
    <p>VAT identification number: ${f.vatNumber}</p>
    <h2>Responsible for content</h2>
    <p>${f.firstRepresentative}, ${f.addressLine}</p>
    <h2>Consumer dispute resolution</h2>
    <p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If you have a question or complaint, please contact our customer service at ${f.supportEmail}.</p>
    <h2>Content and links</h2>
    <p>We prepare the content of this website with great care but cannot guarantee that it is complete and up to date at all times; information on accepting partners is partly supplied by those partners. We are not responsible for the content of external websites we link to. Partner names and logos are trademarks of their owners and are used only to show where a gift card can be redeemed.</p>`,
  );

const termsEn: Builder = (f) =>
  page(
    'terms',
    'Terms and conditions',
    `<h2>1. Scope and seller</h2>
    <p>These terms apply to all orders placed in the ${f.storefrontName} online shop at ${f.site}. The seller is ${f.addressLine} (e-mail: ${f.supportEmail}, phone: ${f.supportPhone}). Different terms of the customer apply only if we agree to them in writing. Mandatory consumer protection rules of the country where you live remain unaffected.</p>
    <h2>2. Gift cards</h2>
    <p>We sell multi-purpose gift cards (multi-purpose vouchers). A gift card entitles its holder to spend its balance, in full or in part, with the accepting partners named for that card on our website. Gift cards are available as a <strong>digital gift card</strong> sent by e-mail with card number and PIN or code, and as a <strong>physical gift card</strong> sent by post. The product description at the time of your order states the accepting partners, available amounts and any special redemption conditions.</p>
    <h2>3. Conclusion of the contract</h2>
    <p>The gift cards shown in the shop are not a binding offer. By clicking the "Place order and pay" button you make a binding offer to buy the items in your basket; before that you can review and correct all entries. We confirm receipt of your order by e-mail. The contract is concluded when we accept your order by an order confirmation or by sending the gift card. We store the contract text and send you the order details and these terms with the order confirmation.</p>
    <h2>4. Prices and payment</h2>
    <p>The price of a gift card equals its value. As gift cards are multi-purpose vouchers, no VAT is charged on their sale; VAT is due when the card is redeemed. Postage and optional services are shown in the basket, including VAT, before you order. You can pay with the payment methods offered at checkout. Gift cards are activated only once payment has been received. We may refuse an order where there is reasonable suspicion of fraud and will then refund any payment immediately.</p>
    <h2>5. Delivery</h2>
    <p>Digital gift cards are sent to the e-mail address given at checkout, usually within minutes of payment and at the latest within 24 hours if a security check is needed, or on the delivery date you chose. Physical gift cards are sent by post, usually within 1–3 working days of payment within the country of the storefront. Physical cards may be dispatched inactive for security reasons and are then activated on our website as described in the accompanying letter.</p>
    <h2>6. Validity</h2>
    <p>Gift cards are valid for at least three years from the end of the year in which they were purchased, unless a longer period is stated on the card, in the product description or required by the law of your country.</p>
    <h2>7. Redemption, balance check and exchange</h2>
    <p>Gift cards are redeemed with the accepting partners under their redemption conditions, in store or online, in one or several transactions; any remaining balance stays valid until the card expires. You can check the balance and validity free of charge on our website under "Check balance". Where the website offers it, you can exchange the full remaining balance for a gift card of another partner named there; the original card then becomes invalid.</p>
    <h2>8. No cash payout</h2>
    <p>The balance of a gift card is not paid out in cash, does not earn interest and cannot be transferred to a bank account. Statutory refund rights, in particular after withdrawal, remain unaffected.</p>
    <h2>9. Loss, theft and misuse</h2>
    <p>Anyone who knows the card number and PIN can spend the balance, so please keep them safe. Report a lost or stolen card to ${f.supportEmail} or ${f.supportPhone} without delay. If you can prove the purchase, we block the balance not yet spent and issue a replacement card free of charge. We are not liable for balance spent before the card was blocked unless we are responsible for it.</p>
    <h2>10. Right of withdrawal</h2>
    <p>Consumers have a statutory right of withdrawal; see our Right of withdrawal page, which includes the model withdrawal form. You can also withdraw with the "Withdraw from contract" button in the footer of our website.</p>
    <h2>11. Liability</h2>
    <p>The statutory warranty rights apply. We are liable without limitation for intent and gross negligence, for injury to life, body or health and under product liability law. For slight negligence we are liable only for breach of essential contractual obligations and limited to the foreseeable damage typical of the contract. The accepting partner alone is responsible for the goods and services you buy with a gift card.</p>
    <h2>12. Governing law and disputes</h2>
    <p>The law of the country where we have our registered office applies, excluding the UN Convention on Contracts for the International Sale of Goods; for consumers, this choice of law does not deprive you of the protection of the mandatory provisions of the law of the country where you habitually reside. We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. Should any provision of these terms be invalid, the remaining provisions remain in effect.</p>`,
  );

const withdrawalEn: Builder = (f) =>
  page(
    'withdrawal',
    'Right of withdrawal',
    `<h2>Right of withdrawal</h2>
    <p>You have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period will expire after 14 days from</p>
    <ul>
    <li>the day of the conclusion of the contract, for digital gift cards (digital content not supplied on a tangible medium);</li>
    <li>the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods, for physical gift cards; if you ordered several physical gift cards in one order and they are delivered separately, from the day on which you or that third party acquire physical possession of the last card.</li>
    </ul>
    <p>To exercise the right of withdrawal, you must inform us (${f.addressLine}, e-mail: ${f.supportEmail}, phone: ${f.supportPhone}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the attached model withdrawal form, but it is not obligatory. You can also use the <strong>"Withdraw from contract"</strong> button in the footer of our website; we will confirm receipt of your withdrawal by e-mail without delay.</p>
    <p>To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.</p>
    <h2>Effects of withdrawal</h2>
    <p>If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. The balance of the gift cards concerned is blocked when we receive your withdrawal.</p>
    <p>For physical gift cards, we may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest. You shall send back the goods to ${f.addressLine} without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired. We will bear the cost of returning the goods. You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish their nature, characteristics and functioning.</p>
    <h2>Early expiry</h2>
    <p>For digital gift cards, the right of withdrawal expires once we have begun performance, if you have expressly consented to performance beginning before the end of the withdrawal period, acknowledged that you thereby lose your right of withdrawal, and received our confirmation on a durable medium. We ask for this consent at checkout; if you do not give it, your right of withdrawal continues until the end of the withdrawal period.</p>
    <h2>Model withdrawal form</h2>
    <p><em>(Complete and return this form only if you wish to withdraw from the contract.)</em></p>
    <ul>
    <li>To ${f.addressLine}, e-mail: ${f.supportEmail}</li>
    <li>I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the supply of the following digital content (*)</li>
    <li>Ordered on (*)/received on (*)</li>
    <li>Name of consumer(s)</li>
    <li>Address of consumer(s)</li>
    <li>Signature of consumer(s) (only if this form is notified on paper)</li>
    <li>Date</li>
    </ul>
    <p>(*) Delete as appropriate.</p>`,
  );

const privacyEn: Builder = (f) =>
  page(
    'privacy',
    'Privacy policy',
    `<p>This policy explains which personal data we process when you visit ${f.storefrontName}, buy gift cards, check a balance or exchange a card, and what rights you have under the General Data Protection Regulation (GDPR) and comparable data protection laws.</p>
    <h2>1. Controller and contact</h2>
    ${f.address}
    <p>E-mail: ${f.supportEmail}<br>Phone: ${f.supportPhone}</p>
    <p>You can reach our data protection officer at ${f.dataProtectionEmail}.</p>
    <h2>2. Purposes and legal bases</h2>
    <ul>
    <li><strong>Orders and delivery</strong> (name, addresses, e-mail, recipient details, greeting, order and payment data): performance of the contract, Art. 6(1)(b) GDPR.</li>
    <li><strong>Customer account, balance check and exchange</strong> (login data, card number, PIN, balance, transactions, IP address): Art. 6(1)(b) GDPR.</li>
    <li><strong>Accounting and tax records</strong>: legal obligation, Art. 6(1)(c) GDPR.</li>
    <li><strong>Fraud prevention and IT security</strong> (order, device and connection data; server logs kept for 7 days): legitimate interests, Art. 6(1)(f) GDPR. No decisions are based solely on automated processing (Art. 22 GDPR).</li>
    <li><strong>Newsletter, analytics and advertising measurement</strong>: consent, Art. 6(1)(a) GDPR, which you can withdraw at any time.</li>
    </ul>
    <h2>3. Payment providers</h2>
    <p>Payments are processed by payment service providers that act as independent controllers, in particular Adyen N.V., Amsterdam, Netherlands (cards and local payment methods) and PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg. Card details never reach our servers.</p>
    <h2>4. Recipients and transfers</h2>
    <p>We share data only where necessary: with processors bound by data processing agreements (hosting in the EU, e-mail delivery, customer service software), with postal services for physical cards, with accepting partners (card number and balance only) and with authorities where required by law. Google may transfer data to the United States; Google LLC is certified under the EU-US Data Privacy Framework, and standard contractual clauses apply in addition.</p>
    <h2>5. Retention</h2>
    <p>Order, invoice and accounting records are kept for the period required by commercial and tax law (up to 10 years); gift card and balance data until the card has expired and any limitation period has ended; account data until you delete your account; customer service requests for 3 years; cookies as stated in the cookie statement.</p>
    <h2>6. Your rights</h2>
    <p>You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and to object (Art. 21), in particular to direct marketing at any time. Send your request to ${f.dataProtectionEmail}. You also have the right to lodge a complaint with a supervisory authority, in particular in the country where you live or work.</p>
    <h2>7. Cookies</h2>
    <p>We use necessary cookies and, only with your consent, statistics and marketing cookies. Details are in our cookie statement; you can change your choice at any time with the "Cookie settings" link in the footer.</p>`,
  );

const cookiesEn: Builder = (f) =>
  page(
    'cookies',
    'Cookie statement',
    `<p>Cookies are small text files that your browser stores when you visit ${f.storefrontName}; the browser's local storage works in a similar way. We set necessary cookies without consent. All other cookies are set only after you have agreed in the cookie settings.</p>
    <h2>Categories</h2>
    <ul>
    <li><strong>Necessary:</strong> required for the basket, signing in, checkout and security. They cannot be switched off.</li>
    <li><strong>Statistics:</strong> help us understand how the website is used so that we can improve it. Only with your consent.</li>
    <li><strong>Marketing:</strong> measure the results of our advertising. Only with your consent.</li>
    </ul>
    <h2>Cookies we use</h2>
    ${cookieTable('en', f)}
    <h2>Changing or withdrawing your choice</h2>
    <p>You can change your choice at any time with the <strong>"Cookie settings"</strong> link in the footer of every page; withdrawal applies to the future. You can also delete or block cookies in your browser settings; if you block necessary cookies, the basket and checkout will no longer work.</p>
    <p>Questions? Contact ${f.dataProtectionEmail}. More information is in our privacy policy.</p>`,
  );

const accessibilityEn: Builder = (f) =>
  page(
    'accessibility',
    'Accessibility statement',
    `<p>${f.legalName} wants everyone to be able to use ${f.storefrontName} (${f.site}) without barriers. This statement describes the service and how it meets the accessibility requirements of the European Accessibility Act (Directive (EU) 2019/882).</p>
    <h2>The service</h2>
    <p>${f.storefrontName} is an online shop for gift cards. You can search and compare gift cards, choose an amount, design and greeting, order a card by e-mail or post and pay for it, check a balance, activate and exchange cards, use a customer account with orders and invoices, and contact customer service. Checkout consists of clearly labelled steps, and you can go back and change your details at any time before placing the order.</p>
    <h2>How we meet the requirements</h2>
    <p>The website follows EN 301 549 and the Web Content Accessibility Guidelines (WCAG) 2.1, level AA:</p>
    <ul>
    <li><strong>Keyboard:</strong> every function, including menus, dialogs and checkout, can be operated with the keyboard alone, with a visible focus indicator.</li>
    <li><strong>Screen readers:</strong> pages use headings, landmarks and lists; images have text alternatives and controls have clear names. We test with NVDA, JAWS, VoiceOver and TalkBack.</li>
    <li><strong>Contrast and display:</strong> text has a contrast ratio of at least 4.5:1; pages can be zoomed to 200% and work from 320 CSS pixels wide without horizontal scrolling.</li>
    <li><strong>Forms:</strong> every field has a label; errors are described in text, shown next to the field and announced.</li>
    <li><strong>Security checks:</strong> an invisible background check instead of an image puzzle.</li>
    </ul>
    <h2>Known limitations</h2>
    <ul>
    <li>Some partner logos and card designs have only short text alternatives.</li>
    <li>PDF invoices are not yet fully tagged (PDF/UA); we will send you an accessible version on request.</li>
    <li>Payment pages and 3-D Secure checks of external payment providers are outside our control.</li>
    </ul>
    <p>This statement is based on a self-assessment and is reviewed at least once a year.</p>
    <h2>Feedback and contact</h2>
    <p>If you encounter a barrier or need information in another format, e-mail ${f.supportEmail} or call ${f.supportPhone}. We reply within two weeks.</p>
    <h2>Enforcement</h2>
    <p>If you believe that our service does not meet the accessibility requirements, you can contact the market surveillance authority responsible for accessibility of services in your country.</p>`,
  );

// ─── Pages per language ──────────────────────────────────────────────────────────────────────────

const BUILDERS: Readonly<Record<TextLanguage, readonly Builder[]>> = {
  de: [imprintDe, termsDe, withdrawalDe, privacyDe, cookiesDe, accessibilityDe],
  nl: [termsNl, privacyNl, cookiesNl, deliveryNl, cancelationPolicyNl, accessibilityNl],
  en: [imprintEn, termsEn, withdrawalEn, privacyEn, cookiesEn, accessibilityEn],
};
