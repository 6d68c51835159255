/**
 * Texts of the seed per language: every storefront language (de, en, nl, fr, es, it, pt, da, nb,
 * sv, pl) has its own text in every table the seed reads with `pick(dict, language)`; a language
 * without one is an error, never an English fallback (texts.test.ts checks the tables and the
 * seeded rows). Only the rich card copy (CATEGORY_COPY), the named donations (DONATIONS) and the
 * occasions beyond the three every storefront has (OCCASIONS) exist in some languages: the seed
 * uses the language's generic text, or leaves the entity out, where they have none.
 *
 * Claims about the range ("more than 200 brands", "One card, more than 200 choices") are filled in
 * from the storefront's real counts at seed time (`brandsClaim`, `choicesClaim`): never a number
 * written into a text.
 */

export type Dict<T = string> = Readonly<Record<string, T>>;

/** The text of `language`; a language without one is an error (a storefront never shows English for its own language). */
export function pick<T>(dict: Dict<T>, language: string): T {
  const value = dict[language];
  if (value === undefined) throw new Error(`Seed text: no text for ${language}`);
  return value;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing placeholder {${key}} in "${template}"`);
    return String(value);
  });
}

/** `fill`, then the first letter in upper case: a claim may open the sentence ("Über 200 Marken zur Auswahl"). */
export function fillSentence(template: string, values: Record<string, string | number>): string {
  const text = fill(template, values);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

// ─── Counts and claims ───────────────────────────────────────────────────────────────────────────

/** A phrase with {n} per CLDR plural category of its language (`other` always; pl also few and many). */
type PluralPhrase = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/** "9 brands" (the exact count) and "more than 200 brands" (a round figure below it). */
interface CountPhrases {
  exact: PluralPhrase;
  moreThan: PluralPhrase;
}

/**
 * The round figures a text claims "more than" of (spec §1's catalogue claims, the figures the home
 * page's "View all 200+ gift cards" button uses, mf-catalogue home-rules.ts). Below the smallest,
 * a text names the exact count.
 */
export const COUNT_CLAIMS = [30, 50, 60, 70, 150, 160, 200, 300] as const;

/** What a text may say of `count`: "more than" the largest round figure below it, else the count itself. */
export function countClaim(count: number): { kind: 'exact' | 'moreThan'; n: number } {
  const below = COUNT_CLAIMS.filter((figure) => figure < count);
  const largest = below[below.length - 1];
  return largest === undefined ? { kind: 'exact', n: count } : { kind: 'moreThan', n: largest };
}

function plural(phrase: PluralPhrase, language: string, n: number): string {
  const category = new Intl.PluralRules(language).select(n);
  return fill(phrase[category] ?? phrase.other, { n });
}

function claim(table: Dict<CountPhrases>, language: string, count: number): string {
  const { kind, n } = countClaim(count);
  return plural(pick(table, language)[kind], language, n);
}

/** How many brands a storefront sells, as its texts say it: "über 200 Marken", "9 Marken". */
export const BRAND_COUNT: Dict<CountPhrases> = {
  de: { exact: { one: '{n} Marke', other: '{n} Marken' }, moreThan: { other: 'über {n} Marken' } },
  en: { exact: { one: '{n} brand', other: '{n} brands' }, moreThan: { other: 'more than {n} brands' } },
  nl: { exact: { one: '{n} merk', other: '{n} merken' }, moreThan: { other: 'meer dan {n} merken' } },
  fr: { exact: { one: '{n} marque', other: '{n} marques' }, moreThan: { other: 'plus de {n} marques' } },
  es: { exact: { one: '{n} marca', other: '{n} marcas' }, moreThan: { other: 'más de {n} marcas' } },
  it: { exact: { one: '{n} marchio', other: '{n} marchi' }, moreThan: { other: 'oltre {n} marchi' } },
  pt: { exact: { one: '{n} marca', other: '{n} marcas' }, moreThan: { other: 'mais de {n} marcas' } },
  da: { exact: { one: '{n} mærke', other: '{n} mærker' }, moreThan: { other: 'over {n} mærker' } },
  nb: { exact: { one: '{n} merke', other: '{n} merker' }, moreThan: { other: 'over {n} merker' } },
  sv: { exact: { one: '{n} varumärke', other: '{n} varumärken' }, moreThan: { other: 'över {n} varumärken' } },
  pl: {
    exact: { one: '{n} marka', few: '{n} marki', many: '{n} marek', other: '{n} marki' },
    moreThan: { one: 'ponad {n} marka', few: 'ponad {n} marki', many: 'ponad {n} marek', other: 'ponad {n} marki' },
  },
};

/** What the choice card can become: one gift card of each brand ("über 200 Möglichkeiten"). */
export const CHOICE_COUNT: Dict<CountPhrases> = {
  de: { exact: { one: '{n} Möglichkeit', other: '{n} Möglichkeiten' }, moreThan: { other: 'über {n} Möglichkeiten' } },
  en: { exact: { one: '{n} choice', other: '{n} choices' }, moreThan: { other: 'more than {n} choices' } },
  nl: { exact: { one: '{n} keuze', other: '{n} keuzes' }, moreThan: { other: 'meer dan {n} keuzes' } },
  fr: { exact: { other: '{n} choix' }, moreThan: { other: 'plus de {n} choix' } },
  es: { exact: { one: '{n} opción', other: '{n} opciones' }, moreThan: { other: 'más de {n} opciones' } },
  it: { exact: { one: '{n} scelta', other: '{n} scelte' }, moreThan: { other: 'oltre {n} scelte' } },
  pt: { exact: { one: '{n} escolha', other: '{n} escolhas' }, moreThan: { other: 'mais de {n} escolhas' } },
  da: { exact: { one: '{n} valgmulighed', other: '{n} valgmuligheder' }, moreThan: { other: 'over {n} valgmuligheder' } },
  nb: { exact: { other: '{n} valg' }, moreThan: { other: 'over {n} valg' } },
  sv: { exact: { other: '{n} val' }, moreThan: { other: 'över {n} val' } },
  pl: { exact: { one: '{n} możliwość', other: '{n} możliwości' }, moreThan: { other: 'ponad {n} możliwości' } },
};

/** How many categories a storefront has (always the exact count): "5 Kategorien". */
export const CATEGORY_COUNT: Dict<PluralPhrase> = {
  de: { one: '{n} Kategorie', other: '{n} Kategorien' },
  en: { one: '{n} category', other: '{n} categories' },
  nl: { one: '{n} categorie', other: '{n} categorieën' },
  fr: { one: '{n} catégorie', other: '{n} catégories' },
  es: { one: '{n} categoría', other: '{n} categorías' },
  it: { one: '{n} categoria', other: '{n} categorie' },
  pt: { one: '{n} categoria', other: '{n} categorias' },
  da: { one: '{n} kategori', other: '{n} kategorier' },
  nb: { one: '{n} kategori', other: '{n} kategorier' },
  sv: { one: '{n} kategori', other: '{n} kategorier' },
  pl: { one: '{n} kategoria', few: '{n} kategorie', many: '{n} kategorii', other: '{n} kategorii' },
};

export function brandsClaim(language: string, count: number): string {
  return claim(BRAND_COUNT, language, count);
}

export function choicesClaim(language: string, count: number): string {
  return claim(CHOICE_COUNT, language, count);
}

export function categoriesCount(language: string, count: number): string {
  return plural(pick(CATEGORY_COUNT, language), language, count);
}

export const CATEGORY_KEYS = [
  'restaurants',
  'wine',
  'fashion',
  'electronics',
  'books',
  'wellness',
  'travel',
  'sport',
  'cinema',
  'gaming',
  'beauty',
  'home',
  'streaming',
  'experiences',
  'toys',
  'food',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

const CATEGORY_NAMES_BY_LANGUAGE: Dict<readonly string[]> = {
  de: ['Restaurants', 'Wein', 'Mode', 'Elektronik', 'Bücher', 'Wellness', 'Reisen', 'Sport', 'Kino', 'Gaming', 'Beauty', 'Wohnen', 'Streaming', 'Erlebnisse', 'Spielzeug', 'Lebensmittel'],
  en: ['Restaurants', 'Wine', 'Fashion', 'Electronics', 'Books', 'Wellness', 'Travel', 'Sport', 'Cinema', 'Gaming', 'Beauty', 'Home & Living', 'Streaming', 'Experiences', 'Toys', 'Food & Drink'],
  nl: ['Restaurants', 'Wijn', 'Mode', 'Elektronica', 'Boeken', 'Wellness', 'Reizen', 'Sport', 'Bioscoop', 'Gaming', 'Beauty', 'Wonen', 'Streaming', 'Uitjes', 'Speelgoed', 'Eten & Drinken'],
  fr: ['Restaurants', 'Vin', 'Mode', 'Électronique', 'Livres', 'Bien-être', 'Voyages', 'Sport', 'Cinéma', 'Jeux vidéo', 'Beauté', 'Maison', 'Streaming', 'Expériences', 'Jouets', 'Gastronomie'],
  es: ['Restaurantes', 'Vino', 'Moda', 'Electrónica', 'Libros', 'Bienestar', 'Viajes', 'Deporte', 'Cine', 'Videojuegos', 'Belleza', 'Hogar', 'Streaming', 'Experiencias', 'Juguetes', 'Alimentación'],
  it: ['Ristoranti', 'Vino', 'Moda', 'Elettronica', 'Libri', 'Benessere', 'Viaggi', 'Sport', 'Cinema', 'Videogiochi', 'Bellezza', 'Casa', 'Streaming', 'Esperienze', 'Giocattoli', 'Gastronomia'],
  pt: ['Restaurantes', 'Vinho', 'Moda', 'Eletrónica', 'Livros', 'Bem-estar', 'Viagens', 'Desporto', 'Cinema', 'Jogos', 'Beleza', 'Casa', 'Streaming', 'Experiências', 'Brinquedos', 'Gastronomia'],
  da: ['Restauranter', 'Vin', 'Mode', 'Elektronik', 'Bøger', 'Wellness', 'Rejser', 'Sport', 'Biograf', 'Gaming', 'Skønhed', 'Bolig', 'Streaming', 'Oplevelser', 'Legetøj', 'Mad & drikke'],
  nb: ['Restauranter', 'Vin', 'Mote', 'Elektronikk', 'Bøker', 'Velvære', 'Reiser', 'Sport', 'Kino', 'Gaming', 'Skjønnhet', 'Interiør', 'Strømming', 'Opplevelser', 'Leker', 'Mat og drikke'],
  sv: ['Restauranger', 'Vin', 'Mode', 'Elektronik', 'Böcker', 'Välmående', 'Resor', 'Sport', 'Bio', 'Gaming', 'Skönhet', 'Hem', 'Streaming', 'Upplevelser', 'Leksaker', 'Mat & dryck'],
  pl: ['Restauracje', 'Wino', 'Moda', 'Elektronika', 'Książki', 'Wellness', 'Podróże', 'Sport', 'Kino', 'Gry', 'Uroda', 'Dom', 'Streaming', 'Przeżycia', 'Zabawki', 'Jedzenie'],
};

export function categoryName(key: CategoryKey, language: string): string {
  return pick(CATEGORY_NAMES_BY_LANGUAGE, language)[CATEGORY_KEYS.indexOf(key)] as string;
}

export const LANGUAGES_WITH_TEXTS = Object.keys(CATEGORY_NAMES_BY_LANGUAGE);

/** Icon motif and colour of each category (see src/media/svg.ts for the motifs). */
export const CATEGORY_STYLE: Readonly<Record<CategoryKey, { motif: string; color: string }>> = {
  restaurants: { motif: 'restaurant', color: '#c0392b' },
  wine: { motif: 'wine', color: '#7b1e3a' },
  fashion: { motif: 'fashion', color: '#8e44ad' },
  electronics: { motif: 'electronics', color: '#2c3e50' },
  books: { motif: 'books', color: '#a0522d' },
  wellness: { motif: 'wellness', color: '#16a085' },
  travel: { motif: 'travel', color: '#2980b9' },
  sport: { motif: 'sport', color: '#27ae60' },
  cinema: { motif: 'cinema', color: '#34495e' },
  gaming: { motif: 'gaming', color: '#5b2c8f' },
  beauty: { motif: 'beauty', color: '#d35480' },
  home: { motif: 'home', color: '#b9770e' },
  streaming: { motif: 'streaming', color: '#c0392b' },
  experiences: { motif: 'star', color: '#e67e22' },
  toys: { motif: 'toys', color: '#f39c12' },
  food: { motif: 'food', color: '#6e8b3d' },
};

// ─── Product titles and variations ───────────────────────────────────────────────────────────────

export const CARD_TITLE: Dict = {
  de: '{brand} Geschenkkarte',
  en: '{brand} Gift Card',
  nl: '{brand} Cadeaukaart',
  fr: 'Carte cadeau {brand}',
  es: 'Tarjeta regalo {brand}',
  it: 'Carta regalo {brand}',
  pt: 'Cartão presente {brand}',
  da: '{brand} gavekort',
  nb: '{brand} gavekort',
  sv: '{brand} presentkort',
  pl: 'Karta podarunkowa {brand}',
};

export const CHOICE_CARD_TITLE: Dict = {
  de: 'All-in-1 Geschenkkarte',
  en: 'All-in-1 Gift Card',
  nl: 'Keuze Cadeaukaart',
  fr: 'Carte cadeau au choix',
  es: 'Tarjeta regalo a elegir',
  it: 'Carta regalo a scelta',
  pt: 'Cartão presente à escolha',
  da: 'Valgfrit gavekort',
  nb: 'Valgfritt gavekort',
  sv: 'Valfritt presentkort',
  pl: 'Karta podarunkowa do wyboru',
};

/** The choice card's hero: {choices} is `choicesClaim` of the storefront's brands ("über 200 Möglichkeiten"). */
export const CHOICE_CARD_HERO: Dict = {
  de: 'Eine Karte, {choices}',
  en: 'One card, {choices}',
  nl: 'Eén kaart, {choices}',
  fr: 'Une carte, {choices}',
  es: 'Una tarjeta, {choices}',
  it: 'Una carta, {choices}',
  pt: 'Um cartão, {choices}',
  da: 'Ét kort, {choices}',
  nb: 'Ett kort, {choices}',
  sv: 'Ett kort, {choices}',
  pl: 'Jedna karta, {choices}',
};

export const CHOICE_CARD_DESCRIPTION: Dict = {
  de: 'Die All-in-1 Geschenkkarte lässt die beschenkte Person selbst wählen: Sie wird gegen eine oder mehrere Geschenkkarten aus unserem Sortiment eingelöst – vom Restaurantbesuch über Mode bis zum Streaming-Abo.',
  en: 'The All-in-1 Gift Card lets the recipient choose: it is redeemed for one or more gift cards from our range – from dinner out to fashion to a streaming subscription.',
  nl: 'Met de Keuze Cadeaukaart kiest de ontvanger zelf: de kaart wordt ingewisseld voor een of meer cadeaukaarten uit ons assortiment – van uit eten tot mode en streaming.',
  fr: 'La carte cadeau au choix laisse le destinataire décider : elle s’échange contre une ou plusieurs cartes cadeaux de notre sélection.',
  es: 'La tarjeta regalo a elegir deja decidir a quien la recibe: se canjea por una o varias tarjetas regalo de nuestra selección.',
  it: 'La carta regalo a scelta lascia decidere chi la riceve: si converte in una o più carte regalo della nostra selezione.',
  pt: 'O cartão presente à escolha deixa quem o recebe decidir: troca-se por um ou mais cartões da nossa seleção.',
  da: 'Med det valgfrie gavekort vælger modtageren selv: kortet byttes til et eller flere gavekort fra vores udvalg – fra middag ude til mode og streaming.',
  nb: 'Med det valgfrie gavekortet velger mottakeren selv: kortet byttes inn i ett eller flere gavekort fra vårt utvalg – fra middag ute til mote og strømming.',
  sv: 'Med det valfria presentkortet väljer mottagaren själv: kortet byts mot ett eller flera presentkort ur vårt sortiment – från middag ute till mode och streaming.',
  pl: 'Z kartą podarunkową do wyboru obdarowany sam decyduje: wymienia ją na jedną lub kilka kart podarunkowych z naszej oferty – od kolacji w restauracji po modę i streaming.',
};

export const VARIATION_TITLES: Dict<Readonly<Record<'giftDigital' | 'giftPhysical' | 'donation' | 'blank', string>>> = {
  de: { giftDigital: 'Digitale Geschenkkarte', giftPhysical: 'Physische Geschenkkarte', donation: 'Spende', blank: 'Kartenpaket' },
  en: { giftDigital: 'Digital gift card', giftPhysical: 'Physical gift card', donation: 'Donation', blank: 'Card pack' },
  nl: { giftDigital: 'Digitale cadeaukaart', giftPhysical: 'Fysieke cadeaukaart', donation: 'Donatie', blank: 'Kaartenpakket' },
  fr: { giftDigital: 'Carte cadeau numérique', giftPhysical: 'Carte cadeau physique', donation: 'Don', blank: 'Lot de cartes' },
  es: { giftDigital: 'Tarjeta regalo digital', giftPhysical: 'Tarjeta regalo física', donation: 'Donación', blank: 'Paquete de tarjetas' },
  it: { giftDigital: 'Carta regalo digitale', giftPhysical: 'Carta regalo fisica', donation: 'Donazione', blank: 'Pacchetto di carte' },
  pt: { giftDigital: 'Cartão presente digital', giftPhysical: 'Cartão presente físico', donation: 'Donativo', blank: 'Pacote de cartões' },
  da: { giftDigital: 'Digitalt gavekort', giftPhysical: 'Fysisk gavekort', donation: 'Donation', blank: 'Kortpakke' },
  nb: { giftDigital: 'Digitalt gavekort', giftPhysical: 'Fysisk gavekort', donation: 'Donasjon', blank: 'Kortpakke' },
  sv: { giftDigital: 'Digitalt presentkort', giftPhysical: 'Fysiskt presentkort', donation: 'Donation', blank: 'Kortpaket' },
  pl: { giftDigital: 'Cyfrowa karta podarunkowa', giftPhysical: 'Fizyczna karta podarunkowa', donation: 'Darowizna', blank: 'Pakiet kart' },
};

/** Spec §1: digital by e-mail within 1 hour, physical by post in 2-4 working days. */
export const DELIVERY_SENTENCE: Dict = {
  de: 'Digital per E-Mail innerhalb einer Stunde, als Karte per Post in 2–4 Werktagen.',
  en: 'Sent digitally by e-mail within one hour, or as a card by post in 2–4 working days.',
  nl: 'Digitaal per e-mail binnen een uur, of als kaart per post in 2–4 werkdagen.',
  fr: 'Envoyée par e-mail en moins d’une heure, ou par la poste en 2 à 4 jours ouvrés.',
  es: 'Se envía por correo electrónico en menos de una hora o por correo postal en 2–4 días laborables.',
  it: 'Inviata via e-mail entro un’ora o per posta in 2–4 giorni lavorativi.',
  pt: 'Enviado por e-mail no prazo de uma hora ou pelo correio em 2–4 dias úteis.',
  da: 'Sendes digitalt på e-mail inden for en time eller med posten på 2–4 hverdage.',
  nb: 'Sendes digitalt på e-post innen en time eller i posten på 2–4 virkedager.',
  sv: 'Skickas digitalt via e-post inom en timme eller med posten på 2–4 arbetsdagar.',
  pl: 'Wysyłka e-mailem w ciągu godziny lub pocztą w 2–4 dni robocze.',
};

/** The same for a card sold digitally only (streaming, platform credit): nothing comes by post. */
export const DIGITAL_DELIVERY_SENTENCE: Dict = {
  de: 'Digital per E-Mail innerhalb einer Stunde.',
  en: 'Sent digitally by e-mail within one hour.',
  nl: 'Digitaal per e-mail binnen een uur.',
  fr: 'Envoyée par e-mail en moins d’une heure.',
  es: 'Se envía por correo electrónico en menos de una hora.',
  it: 'Inviata via e-mail entro un’ora.',
  pt: 'Enviado por e-mail no prazo de uma hora.',
  da: 'Sendes digitalt på e-mail inden for en time.',
  nb: 'Sendes digitalt på e-post innen en time.',
  sv: 'Skickas digitalt via e-post inom en timme.',
  pl: 'Wysyłka e-mailem w ciągu godziny.',
};

/** Short description for languages without rich templates: {brand}, {category}. */
export const GENERIC_CARD_DESCRIPTION: Dict = {
  en: 'Give the {brand} gift card: the perfect present for everyone who loves {category}.',
  fr: 'Offrez la carte cadeau {brand} : le cadeau idéal pour tous les amateurs de {category}.',
  es: 'Regala la tarjeta regalo {brand}: el regalo perfecto para los amantes de {category}.',
  it: 'Regala la carta regalo {brand}: il regalo perfetto per chi ama {category}.',
  pt: 'Ofereça o cartão presente {brand}: o presente perfeito para quem gosta de {category}.',
  da: 'Giv et gavekort til {brand}: den perfekte gave til alle, der elsker {category}.',
  nb: 'Gi et gavekort til {brand}: den perfekte gaven til alle som elsker {category}.',
  sv: 'Ge ett presentkort från {brand}: den perfekta presenten för alla som älskar {category}.',
  pl: 'Podaruj kartę podarunkową {brand}: idealny prezent dla miłośników kategorii {category}.',
  de: 'Verschenke die {brand} Geschenkkarte: das perfekte Geschenk für alle, die {category} lieben.',
  nl: 'Geef de {brand} cadeaukaart: het perfecte cadeau voor iedereen die van {category} houdt.',
};

export const HERO_TITLES: Dict<readonly string[]> = {
  de: ['Freude schenken mit {brand}', 'Ein Geschenk, das immer passt', '{brand} – einfach verschenken', 'Gutschein für {brand}'],
  en: ['Give joy with {brand}', 'A present that always fits', '{brand} – simply give it', 'A treat from {brand}'],
  nl: ['Geef plezier met {brand}', 'Een cadeau dat altijd past', '{brand} – gewoon cadeau doen', 'Verras met {brand}'],
  fr: ['Faites plaisir avec {brand}'],
  es: ['Regala alegría con {brand}'],
  it: ['Regala gioia con {brand}'],
  pt: ['Ofereça alegria com {brand}'],
  da: ['Giv glæde med {brand}'],
  nb: ['Gi glede med {brand}'],
  sv: ['Ge glädje med {brand}'],
  pl: ['Podaruj radość z {brand}'],
};

interface CategoryCopy {
  /** With {brand} and {detail}: the detail stands on its own after a colon, so it reads right in every template. */
  templates: readonly string[];
  /** With {brand} only: for a brand no detail of its category describes (BRAND_DETAILS names none). */
  plain: readonly string[];
  /** What a brand of the category offers, by key (the same keys in every language; BRAND_DETAILS picks them). */
  details: Readonly<Record<string, string>>;
}

/**
 * Rich descriptions of the gift cards. A brand's description names only what the brand offers
 * (BRAND_DETAILS in ranges.ts: Audible audiobooks, never live sport); a brand without details gets a
 * plain template.
 */
export const CATEGORY_COPY: Dict<Readonly<Record<CategoryKey, CategoryCopy>>> = {
  de: {
    restaurants: {
      templates: ['Ein unvergesslicher Abend bei {brand}: {detail}.', 'Mit der {brand} Geschenkkarte wird jeder Restaurantbesuch zum Fest. Auf der Karte: {detail}.'],
      plain: ['Mit der {brand} Geschenkkarte wird jeder Restaurantbesuch zum Fest: gutes Essen, freundlicher Service und kein Abwasch.'],
      details: {
        italian: 'italienische Küche mit frischer Pasta und Pizza',
        steak: 'saftige Steaks vom Grill',
        regional: 'regionale Spezialitäten aus der Saison',
        sushi: 'frisches Sushi und japanische Klassiker',
        burgers: 'hausgemachte Burger und knusprige Pommes',
        veggie: 'vegetarische und vegane Gerichte',
        bavarian: 'bayerische Schmankerl und frisch gezapftes Bier',
        brewery: 'deftige Küche und Bier aus der eigenen Brauerei',
        pancakes: 'Pfannkuchen süß und herzhaft',
        fish: 'Fisch und Meeresfrüchte, fangfrisch zubereitet',
        curry: 'Currys aus Indien und Thailand',
        tapas: 'spanische Tapas und Wein',
        dimsum: 'Dim Sum und chinesische Küche',
        french: 'französische Bistroküche',
        schnitzel: 'knusprige Schnitzel in vielen Variationen',
        potato: 'Kartoffelgerichte vom Gratin bis zur Rösti',
        seaside: 'Essen mit Blick aufs Meer',
      },
    },
    wine: {
      templates: ['Für Weinliebhaber, bei {brand}: {detail}. Per Post kommt die Karte aus Jugendschutzgründen als Einschreiben.', 'Das ideale Geschenk für Genießer, bei {brand}: {detail}.'],
      plain: ['Die {brand} Geschenkkarte ist das ideale Geschenk für Weinliebhaber und Genießer.'],
      details: {
        riesling: 'ausgesuchte Rieslinge von Mosel und Rhein',
        red: 'kräftige Rotweine',
        sparkling: 'prickelnder Sekt und Champagner',
        tasting: 'Weinproben mit dem Kellermeister',
        rarities: 'Raritäten aus kleinen Familienweingütern',
        french: 'französische Weine aus Bordeaux und Burgund',
        baden: 'Weine aus Baden und der Pfalz',
        franconia: 'fränkische Weine im Bocksbeutel',
        winebar: 'offene Weine und kleine Speisen',
        spirits: 'Wein, Whisky und Liköre',
      },
    },
    fashion: {
      templates: ['Neue Lieblingsstücke bei {brand}: {detail}.', 'Die {brand} Geschenkkarte macht Modefans glücklich. Im Sortiment: {detail}.'],
      plain: ['Die {brand} Geschenkkarte macht Modefans glücklich: neue Lieblingsstücke für jeden Anlass.'],
      details: {
        trends: 'aktuelle Trends für Damen und Herren',
        classics: 'zeitlose Klassiker und Basics',
        shoes: 'Schuhe für jeden Anlass',
        bags: 'Taschen, Gürtel und Lederwaren',
        hats: 'Hüte, Mützen und Accessoires',
        sustainable: 'nachhaltige Mode aus fairer Produktion',
        outdoor: 'Outdoor-Jacken für jedes Wetter',
        festive: 'festliche Mode für besondere Anlässe',
        kids: 'Kindermode vom Baby bis zum Teenager',
        denim: 'Jeans in allen Schnitten',
        sneakers: 'Sneaker der angesagten Marken',
        tracht: 'Dirndl, Lederhosen und Trachtenmode',
        lingerie: 'Dessous und Nachtwäsche',
        knitwear: 'Strickmode aus feiner Wolle',
        vintage: 'Vintage-Mode und Second-Hand-Lieblingsstücke',
        menswear: 'Anzüge, Hemden und Herrenmode',
        womenswear: 'elegante Damenmode',
        outlet: 'Markenmode zu Outlet-Preisen',
      },
    },
    electronics: {
      templates: ['Für Technikfans bei {brand}: {detail}.', 'Mit der {brand} Geschenkkarte gehen Technikwünsche in Erfüllung. Im Angebot: {detail}.'],
      plain: ['Mit der {brand} Geschenkkarte gehen Technikwünsche in Erfüllung.'],
      details: {
        computers: 'Smartphones, Tablets und Laptops',
        audio: 'Kopfhörer und Lautsprecher mit bestem Klang',
        cameras: 'Kameras, Objektive und Fotozubehör',
        smarthome: 'Smart-Home-Geräte für das vernetzte Zuhause',
        apps: 'Apps, Spiele, Musik und Filme',
        appledevices: 'iPhone, iPad, Mac und Zubehör',
        appliances: 'Haushalts- und Küchengeräte',
        phones: 'Smartphones, Tarife und Zubehör',
        printers: 'Drucker, Tinte und Toner',
        gadgets: 'Gadgets und technische Spielereien',
        notebooks: 'Notebooks und Zubehör',
      },
    },
    books: {
      templates: ['Geschichten schenken mit {brand}: {detail}.', 'Bei {brand} findet jede Leseratte etwas. Im Angebot: {detail}.'],
      plain: ['Bei {brand} findet jede Leseratte etwas.'],
      details: {
        novels: 'Romane, Krimis und Sachbücher',
        audiobooks: 'Hörbücher und Hörspiele',
        ebooks: 'E-Books für jeden Reader',
        kids: 'Kinder- und Jugendbücher',
        comics: 'Comics, Mangas und Graphic Novels',
        travel: 'Reiseführer, Landkarten und Bildbände',
        antiquarian: 'antiquarische Bücher und Erstausgaben',
        stationery: 'Bücher, Notizbücher und Schreibwaren',
      },
    },
    wellness: {
      templates: ['Zeit zum Entspannen bei {brand}: {detail}.', 'Einfach mal abschalten mit der {brand} Geschenkkarte. Im Angebot: {detail}.'],
      plain: ['Einfach mal abschalten mit der {brand} Geschenkkarte.'],
      details: {
        massage: 'wohltuende Massagen und Gesichtsbehandlungen',
        thermal: 'ein ganzer Tag in der Therme',
        sauna: 'Saunalandschaft und Ruhebereiche',
        yoga: 'Yoga- und Meditationskurse',
        weekend: 'Wellnesswochenenden für zwei',
        floating: 'Floating im warmen Salzwasser',
        ayurveda: 'ayurvedische Massagen und Kuren',
        hammam: 'Hamam-Rituale mit Dampfbad und Peeling',
        cosmetic: 'kosmetische Behandlungen und Pflege',
        hair: 'Haarschnitte, Kopfmassagen und Pflege',
        footcare: 'medizinische Fußpflege und Pediküre',
      },
    },
    travel: {
      templates: ['Fernweh? Mit {brand} geht es los: {detail}.', 'Die {brand} Geschenkkarte schenkt Urlaub. Im Angebot: {detail}.'],
      plain: ['Die {brand} Geschenkkarte schenkt Urlaub und Vorfreude.'],
      details: {
        city: 'Städtereisen durch ganz Europa',
        hotels: 'Hotelübernachtungen an über 500 Orten',
        holidayhomes: 'Ferienhäuser an Nord- und Ostsee',
        hiking: 'Wanderurlaub in den Alpen',
        shortbreak: 'Kurzurlaub mit Frühstück',
        rail: 'Bahnreisen durch Deutschland und Europa',
        cruise: 'Kreuzfahrten auf Flüssen und Meeren',
        camping: 'Campingplätze und Wohnmobil-Touren',
        hostels: 'Übernachtungen in Jugendherbergen',
        flights: 'Flüge und Pauschalreisen',
        coach: 'Busreisen zu Zielen in ganz Europa',
        adventure: 'Abenteuerreisen in kleinen Gruppen',
        ferries: 'Fährüberfahrten zu den Inseln',
        parks: 'Ferienparks mitten in der Natur',
        bnb: 'Bed & Breakfasts im ganzen Land',
        alpinehotels: 'Hotels in den Alpen',
      },
    },
    sport: {
      templates: ['Für Sportbegeisterte bei {brand}: {detail}.', 'In Bewegung bleiben mit der {brand} Geschenkkarte. Im Angebot: {detail}.'],
      plain: ['In Bewegung bleiben mit der {brand} Geschenkkarte.'],
      details: {
        running: 'Laufschuhe und Funktionskleidung',
        gear: 'Ausrüstung für viele Sportarten',
        bikes: 'Fahrräder und E-Bikes mit Service',
        climbing: 'Kletterkurse und Tageskarten',
        gym: 'Mitgliedschaften und Personal Training',
        golf: 'Greenfees, Golfkurse und Ausrüstung',
        ski: 'Skikurse für Anfänger und Fortgeschrittene',
        tennis: 'Schläger, Bälle und Tennisschuhe',
        surf: 'Surfbretter, Neoprenanzüge und Kurse',
        swim: 'Badespaß, Rutschen und Schwimmkurse',
        diving: 'Tauchkurse und Tauchausrüstung',
        riding: 'Reitbekleidung und Zubehör für Pferd und Reiter',
        outdoor: 'Wander- und Bergsportausrüstung',
        yoga: 'Yogamatten, Blöcke und Yogakleidung',
        skating: 'Eislaufen auf der Kunsteisbahn',
      },
    },
    cinema: {
      templates: ['Film ab bei {brand}: {detail}.', 'Großes Kino mit der {brand} Geschenkkarte. Im Angebot: {detail}.'],
      plain: ['Großes Kino mit der {brand} Geschenkkarte.'],
      details: {
        tickets: 'Tickets für alle Säle, auch 3D und IMAX',
        snacks: 'Popcorn, Nachos und Getränke',
        premieres: 'Premieren und Sneak Previews',
        lounge: 'Kinoabende in bequemen Loungesesseln',
        arthouse: 'Arthouse-Filme und Originalfassungen',
        drivein: 'Filme unter freiem Himmel, vom Auto aus',
        openair: 'Sommerkino unter freiem Himmel',
        imax: 'IMAX-Filme auf der Riesenleinwand',
      },
    },
    gaming: {
      templates: ['Für Gamer bei {brand}: {detail}.', 'Level up mit der {brand} Geschenkkarte. Im Angebot: {detail}.'],
      plain: ['Level up mit der {brand} Geschenkkarte.'],
      details: {
        games: 'neue Spiele und Erweiterungen',
        credit: 'Guthaben für Spiele, Apps und Abonnements',
        ingame: 'In-Game-Inhalte und Season Passes',
        retro: 'Retro-Klassiker und Indie-Perlen',
        lounge: 'Gaming-Abende an High-End-PCs und Konsolen',
        boardgames: 'Brettspiele, Kaffee und Kuchen',
        robux: 'Robux für Avatare, Items und Erlebnisse',
        eaplay: 'Spiele von EA im Abo',
        twitch: 'Abos und Bits für die Lieblings-Streamer',
        consoles: 'Konsolen, Spiele und Zubehör',
        lan: 'LAN-Partys und Turniere',
      },
    },
    beauty: {
      templates: ['Schönheit schenken mit {brand}: {detail}.', 'Die {brand} Geschenkkarte verwöhnt. Im Angebot: {detail}.'],
      plain: ['Die {brand} Geschenkkarte verwöhnt von Kopf bis Fuß.'],
      details: {
        fragrance: 'Düfte, Pflege und Make-up',
        hair: 'professionelle Haarschnitte und Styling',
        natural: 'Naturkosmetik ohne Mikroplastik',
        nails: 'Maniküre, Pediküre und Nageldesign',
        barber: 'Bartpflege und Rasur beim Barbier',
        beardcare: 'Bartöl, Bartbalsam und Rasierzubehör',
        facial: 'Gesichtsbehandlungen und Hautpflege',
        makeup: 'Make-up-Beratung und Styling für besondere Anlässe',
        box: 'monatliche Boxen mit Pflege-Neuheiten',
        drugstore: 'Pflege, Kosmetik und Drogerieartikel',
        brows: 'Augenbrauen- und Wimpernstyling',
        pharmacy: 'Apothekenkosmetik für empfindliche Haut',
      },
    },
    home: {
      templates: ['Schöner wohnen mit {brand}: {detail}.', 'Die {brand} Geschenkkarte macht das Zuhause gemütlicher. Im Angebot: {detail}.'],
      plain: ['Die {brand} Geschenkkarte macht das Zuhause gemütlicher.'],
      details: {
        furniture: 'Möbel und Wohnaccessoires',
        garden: 'Pflanzen, Blumen und Gartenzubehör',
        diy: 'Werkzeug und Material für Heimwerker',
        kitchens: 'Einbauküchen nach Maß',
        bedding: 'Betten, Matratzen und Bettwäsche',
        lamps: 'Leuchten und Lampen für jeden Raum',
        rugs: 'handgeknüpfte Teppiche',
        flowers: 'frische Blumensträuße und Pflanzen',
        decor: 'Deko für jede Jahreszeit',
        porcelain: 'Porzellan und Tafelgeschirr',
        housewares: 'Haushaltswaren, Töpfe und Pfannen',
        fabrics: 'Vorhänge, Kissen und Wohntextilien',
      },
    },
    streaming: {
      templates: ['Unbegrenzte Unterhaltung mit {brand}: {detail}.', 'Mit der {brand} Geschenkkarte jederzeit und überall: {detail}.'],
      plain: ['Unbegrenzte Unterhaltung mit der {brand} Geschenkkarte, jederzeit und überall.'],
      details: {
        series: 'Serien und Filme in bester Qualität',
        music: 'Millionen Songs und Podcasts',
        sport: 'Live-Sport und Highlights',
        audiobooks: 'Hörbücher und Hörspiele',
        disney: 'Filme und Serien von Disney, Pixar, Marvel und Star Wars',
        tv: 'TV-Sendungen, Serien und Shows vor der Ausstrahlung',
        videos: 'Videos ohne Werbung und YouTube Music',
      },
    },
    experiences: {
      templates: ['Erlebnisse statt Dinge mit {brand}: {detail}.', 'Die {brand} Geschenkkarte schenkt Erinnerungen: {detail}.'],
      plain: ['Die {brand} Geschenkkarte schenkt Erlebnisse statt Dinge.'],
      details: {
        adventure: 'Abenteuer für Groß und Klein',
        cooking: 'Kochkurse mit Profiköchen',
        balloon: 'Fahrten im Heißluftballon',
        escape: 'Rätselspaß im Escape Room',
        shows: 'Musicals, Konzerte und Shows',
        canals: 'Rundfahrten durch die Grachten',
        themepark: 'Achterbahnen und Fahrgeschäfte für die ganze Familie',
        zoo: 'Tiere aus aller Welt aus nächster Nähe',
        karting: 'Kartrennen auf der Indoor-Bahn',
        skydive: 'Tandemsprünge aus 4.000 Metern',
        sailing: 'Segeltörns auf der Ostsee',
        photo: 'Fotoshootings im Studio',
        bowling: 'Bowling mit Freunden und Familie',
        treetop: 'Klettern in den Baumwipfeln',
      },
    },
    toys: {
      templates: ['Kinderaugen leuchten lassen mit {brand}: {detail}.', 'Spielspaß verschenken mit der {brand} Geschenkkarte. Im Angebot: {detail}.'],
      plain: ['Spielspaß verschenken mit der {brand} Geschenkkarte.'],
      details: {
        toys: 'Spielzeug für jedes Alter',
        wooden: 'Holzspielzeug und Lernspiele',
        bricks: 'Bausteine und Bausets',
        models: 'Modellbau, Eisenbahnen und Bausätze',
        crafts: 'Bastelmaterial und Malsachen',
        dolls: 'Puppen, Puppenhäuser und Zubehör',
        baby: 'Babyausstattung, Kinderwagen und Spielzeug',
        playground: 'Hüpfburgen, Trampoline und Kletterspaß',
        learningapps: 'Lern-Apps für Kinder',
      },
    },
    food: {
      templates: ['Für Genießer bei {brand}: {detail}.', 'Mit Liebe ausgewählt bei {brand}: {detail}.'],
      plain: ['Die {brand} Geschenkkarte, mit Liebe ausgewählt für Genießer.'],
      details: {
        deli: 'Feinkost und Delikatessen',
        coffee: 'frisch gerösteter Kaffee',
        tea: 'edle Tees aus aller Welt',
        organic: 'Bio-Lebensmittel aus der Region',
        chocolate: 'handgemachte Pralinen und Schokolade',
        bakery: 'Brot und Gebäck vom Meisterbäcker',
        butcher: 'Fleisch und Wurst vom Meistermetzger',
        cheese: 'Bergkäse aus eigener Herstellung',
        supermarket: 'frisches Obst, Gemüse und alles für den Alltag',
        spices: 'Gewürze und Gewürzmischungen aus aller Welt',
        mealkit: 'Kochboxen mit Rezepten und frischen Zutaten',
      },
    },
  },
  en: {
    restaurants: {
      templates: ['An unforgettable evening at {brand}: {detail}.', 'The {brand} gift card turns every meal out into a celebration. On the menu: {detail}.'],
      plain: ['The {brand} gift card turns every meal out into a celebration: good food, friendly service and no washing-up.'],
      details: {
        italian: 'Italian cooking with fresh pasta and pizza',
        steak: 'juicy steaks from the grill',
        regional: 'seasonal regional specialities',
        sushi: 'fresh sushi and Japanese classics',
        burgers: 'home-made burgers and crispy fries',
        veggie: 'vegetarian and vegan dishes',
        bavarian: 'Bavarian dishes and freshly tapped beer',
        brewery: 'hearty food and beer from its own brewery',
        pancakes: 'sweet and savoury pancakes',
        fish: 'fish and seafood fresh from the boat',
        curry: 'curries from India and Thailand',
        tapas: 'Spanish tapas and wine',
        dimsum: 'dim sum and Chinese cooking',
        french: 'French bistro cooking',
        schnitzel: 'crispy schnitzels in many variations',
        potato: 'potato dishes from gratin to rösti',
        seaside: 'meals with a view of the sea',
      },
    },
    wine: {
      templates: ['For wine lovers, at {brand}: {detail}. By post, the card is sent by registered mail (age check).', 'The perfect gift for connoisseurs, at {brand}: {detail}.'],
      plain: ['The {brand} gift card is the perfect present for wine lovers and connoisseurs.'],
      details: {
        riesling: 'hand-picked Rieslings from the Moselle and the Rhine',
        red: 'full-bodied red wines',
        sparkling: 'sparkling wine and champagne',
        tasting: 'wine tastings with the cellar master',
        rarities: 'rare bottles from small family estates',
        french: 'French wines from Bordeaux and Burgundy',
        baden: 'wines from Baden and the Palatinate',
        franconia: 'Franconian wines in the Bocksbeutel bottle',
        winebar: 'wines by the glass and small plates',
        spirits: 'wine, whisky and liqueurs',
      },
    },
    fashion: {
      templates: ['New favourites at {brand}: {detail}.', 'The {brand} gift card makes fashion fans happy. On offer: {detail}.'],
      plain: ['The {brand} gift card makes fashion fans happy: new favourites for every occasion.'],
      details: {
        trends: 'the latest trends for women and men',
        classics: 'timeless classics and basics',
        shoes: 'shoes for every occasion',
        bags: 'bags, belts and leather goods',
        hats: 'hats, caps and accessories',
        sustainable: 'sustainable, fairly made fashion',
        outdoor: 'outdoor jackets for any weather',
        festive: 'formal wear for special occasions',
        kids: 'children’s clothes from baby to teen',
        denim: 'jeans in every cut',
        sneakers: 'sneakers from the labels everyone wants',
        tracht: 'dirndls, lederhosen and traditional wear',
        lingerie: 'lingerie and nightwear',
        knitwear: 'knitwear in fine wool',
        vintage: 'vintage and second-hand favourites',
        menswear: 'suits, shirts and menswear',
        womenswear: 'elegant womenswear',
        outlet: 'brand fashion at outlet prices',
      },
    },
    electronics: {
      templates: ['For tech fans at {brand}: {detail}.', 'The {brand} gift card makes tech wishes come true. On offer: {detail}.'],
      plain: ['The {brand} gift card makes tech wishes come true.'],
      details: {
        computers: 'smartphones, tablets and laptops',
        audio: 'headphones and speakers with great sound',
        cameras: 'cameras, lenses and photo accessories',
        smarthome: 'smart home devices',
        apps: 'apps, games, music and films',
        appledevices: 'iPhone, iPad, Mac and accessories',
        appliances: 'household and kitchen appliances',
        phones: 'smartphones, plans and accessories',
        printers: 'printers, ink and toner',
        gadgets: 'gadgets and tech toys',
        notebooks: 'notebooks and accessories',
      },
    },
    books: {
      templates: ['Give stories with {brand}: {detail}.', 'Every bookworm finds something at {brand}. On offer: {detail}.'],
      plain: ['Every bookworm finds something at {brand}.'],
      details: {
        novels: 'novels, crime and non-fiction',
        audiobooks: 'audiobooks and radio plays',
        ebooks: 'e-books for every e-reader',
        kids: 'children’s and young adult books',
        comics: 'comics, manga and graphic novels',
        travel: 'travel guides, maps and picture books',
        antiquarian: 'antiquarian books and first editions',
        stationery: 'books, notebooks and stationery',
      },
    },
    wellness: {
      templates: ['Time to relax at {brand}: {detail}.', 'Switch off for a while with the {brand} gift card. On offer: {detail}.'],
      plain: ['Switch off for a while with the {brand} gift card.'],
      details: {
        massage: 'soothing massages and facials',
        thermal: 'a whole day at the thermal baths',
        sauna: 'saunas and quiet rooms',
        yoga: 'yoga and meditation classes',
        weekend: 'spa weekends for two',
        floating: 'floating in warm salt water',
        ayurveda: 'Ayurvedic massages and treatments',
        hammam: 'hammam rituals with steam bath and scrub',
        cosmetic: 'beauty treatments and skincare',
        hair: 'haircuts, scalp massages and care',
        footcare: 'foot care and pedicures',
      },
    },
    travel: {
      templates: ['Wanderlust? {brand} gets you going: {detail}.', 'The {brand} gift card gives a holiday. On offer: {detail}.'],
      plain: ['The {brand} gift card gives a holiday and something to look forward to.'],
      details: {
        city: 'city breaks all over Europe',
        hotels: 'hotel stays in more than 500 places',
        holidayhomes: 'holiday homes by the sea',
        hiking: 'hiking holidays in the Alps',
        shortbreak: 'short breaks with breakfast',
        rail: 'train journeys through Germany and Europe',
        cruise: 'river and ocean cruises',
        camping: 'campsites and camper van trips',
        hostels: 'nights in youth hostels',
        flights: 'flights and package holidays',
        coach: 'coach trips across Europe',
        adventure: 'adventure trips in small groups',
        ferries: 'ferry crossings to the islands',
        parks: 'holiday parks in the countryside',
        bnb: 'bed & breakfasts across the country',
        alpinehotels: 'hotels in the Alps',
      },
    },
    sport: {
      templates: ['For sports fans at {brand}: {detail}.', 'Keep moving with the {brand} gift card. On offer: {detail}.'],
      plain: ['Keep moving with the {brand} gift card.'],
      details: {
        running: 'running shoes and sportswear',
        gear: 'gear for many sports',
        bikes: 'bikes and e-bikes with service',
        climbing: 'climbing courses and day passes',
        gym: 'memberships and personal training',
        golf: 'green fees, golf lessons and gear',
        ski: 'ski lessons for beginners and experts',
        tennis: 'rackets, balls and tennis shoes',
        surf: 'surfboards, wetsuits and lessons',
        swim: 'pools, slides and swimming lessons',
        diving: 'diving courses and gear',
        riding: 'riding wear and gear for horse and rider',
        outdoor: 'hiking and mountaineering gear',
        yoga: 'yoga mats, blocks and yoga wear',
        skating: 'ice skating on the rink',
      },
    },
    cinema: {
      templates: ['Roll film at {brand}: {detail}.', 'The big screen with the {brand} gift card. On offer: {detail}.'],
      plain: ['The big screen with the {brand} gift card.'],
      details: {
        tickets: 'tickets for every screen, including 3D and IMAX',
        snacks: 'popcorn, nachos and drinks',
        premieres: 'premieres and sneak previews',
        lounge: 'movie nights in comfy lounge seats',
        arthouse: 'art-house films and original versions',
        drivein: 'films under the stars, from your car',
        openair: 'open-air cinema on summer nights',
        imax: 'IMAX films on the giant screen',
      },
    },
    gaming: {
      templates: ['For gamers at {brand}: {detail}.', 'Level up with the {brand} gift card. On offer: {detail}.'],
      plain: ['Level up with the {brand} gift card.'],
      details: {
        games: 'new games and expansions',
        credit: 'credit for games, apps and subscriptions',
        ingame: 'in-game content and season passes',
        retro: 'retro classics and indie gems',
        lounge: 'gaming nights on high-end PCs and consoles',
        boardgames: 'board games, coffee and cake',
        robux: 'Robux for avatars, items and experiences',
        eaplay: 'EA games by subscription',
        twitch: 'subs and Bits for favourite streamers',
        consoles: 'consoles, games and accessories',
        lan: 'LAN parties and tournaments',
      },
    },
    beauty: {
      templates: ['Give beauty with {brand}: {detail}.', 'The {brand} gift card pampers. On offer: {detail}.'],
      plain: ['The {brand} gift card pampers from head to toe.'],
      details: {
        fragrance: 'fragrances, skincare and make-up',
        hair: 'professional haircuts and styling',
        natural: 'natural cosmetics without microplastics',
        nails: 'manicures, pedicures and nail design',
        barber: 'beard care and shaves at the barber',
        beardcare: 'beard oil, beard balm and shaving kit',
        facial: 'facials and skincare',
        makeup: 'make-up advice and styling for special occasions',
        box: 'monthly boxes of new beauty products',
        drugstore: 'toiletries, cosmetics and pharmacy goods',
        brows: 'brow and lash styling',
        pharmacy: 'pharmacy skincare for sensitive skin',
      },
    },
    home: {
      templates: ['Better living with {brand}: {detail}.', 'The {brand} gift card makes home cosier. On offer: {detail}.'],
      plain: ['The {brand} gift card makes home cosier.'],
      details: {
        furniture: 'furniture and home accessories',
        garden: 'plants, flowers and garden supplies',
        diy: 'tools and DIY materials',
        kitchens: 'fitted kitchens made to measure',
        bedding: 'beds, mattresses and bed linen',
        lamps: 'lights and lamps for every room',
        rugs: 'hand-knotted rugs',
        flowers: 'fresh bouquets and plants',
        decor: 'decorations for every season',
        porcelain: 'porcelain and tableware',
        housewares: 'housewares, pots and pans',
        fabrics: 'curtains, cushions and home textiles',
      },
    },
    streaming: {
      templates: ['Endless entertainment with {brand}: {detail}.', 'Anytime, anywhere with the {brand} gift card: {detail}.'],
      plain: ['Endless entertainment with the {brand} gift card, anytime and anywhere.'],
      details: {
        series: 'series and films in top quality',
        music: 'millions of songs and podcasts',
        sport: 'live sport and highlights',
        audiobooks: 'audiobooks and radio plays',
        disney: 'films and series from Disney, Pixar, Marvel and Star Wars',
        tv: 'TV programmes, series and shows before they air',
        videos: 'ad-free videos and YouTube Music',
      },
    },
    experiences: {
      templates: ['Experiences, not things, with {brand}: {detail}.', 'The {brand} gift card gives memories: {detail}.'],
      plain: ['The {brand} gift card gives experiences, not things.'],
      details: {
        adventure: 'adventures for young and old',
        cooking: 'cooking classes with chefs',
        balloon: 'hot-air balloon rides',
        escape: 'escape room puzzles',
        shows: 'musicals, concerts and shows',
        canals: 'canal cruises',
        themepark: 'rollercoasters and rides for the whole family',
        zoo: 'animals from all over the world up close',
        karting: 'go-kart races on the indoor track',
        skydive: 'tandem skydives from 4,000 metres',
        sailing: 'sailing trips on the Baltic',
        photo: 'photo shoots in the studio',
        bowling: 'bowling with friends and family',
        treetop: 'climbing in the treetops',
      },
    },
    toys: {
      templates: ["Make children's eyes light up with {brand}: {detail}.", 'Give playtime with the {brand} gift card. On offer: {detail}.'],
      plain: ['Give playtime with the {brand} gift card.'],
      details: {
        toys: 'toys for every age',
        wooden: 'wooden toys and learning games',
        bricks: 'building bricks and sets',
        models: 'model kits and model railways',
        crafts: 'craft and drawing supplies',
        dolls: 'dolls, doll’s houses and accessories',
        baby: 'baby gear, prams and toys',
        playground: 'bouncy castles, trampolines and climbing fun',
        learningapps: 'learning apps for children',
      },
    },
    food: {
      templates: ['For gourmets at {brand}: {detail}.', 'Chosen with love at {brand}: {detail}.'],
      plain: ['The {brand} gift card, chosen with love for gourmets.'],
      details: {
        deli: 'delicatessen and fine foods',
        coffee: 'freshly roasted coffee',
        tea: 'fine teas from all over the world',
        organic: 'organic food from the region',
        chocolate: 'handmade pralines and chocolate',
        bakery: 'bread and pastries from the master baker',
        butcher: 'meat and sausages from the master butcher',
        cheese: 'mountain cheese made in-house',
        supermarket: 'fresh fruit, vegetables and everyday groceries',
        spices: 'spices and blends from all over the world',
        mealkit: 'meal kits with recipes and fresh ingredients',
      },
    },
  },
  nl: {
    restaurants: {
      templates: ['Een onvergetelijke avond bij {brand}: {detail}.', 'Met de {brand} cadeaukaart wordt elk etentje een feestje. Op de kaart: {detail}.'],
      plain: ['Met de {brand} cadeaukaart wordt elk etentje een feestje: lekker eten, gastvrije bediening en geen afwas.'],
      details: {
        italian: 'Italiaanse keuken met verse pasta en pizza',
        steak: 'sappige steaks van de grill',
        regional: 'seizoensgebonden streekgerechten',
        sushi: 'verse sushi en Japanse klassiekers',
        burgers: 'huisgemaakte burgers en knapperige friet',
        veggie: 'vegetarische en veganistische gerechten',
        bavarian: 'Beierse gerechten en vers getapt bier',
        brewery: 'stevige kost en bier uit de eigen brouwerij',
        pancakes: 'Hollandse pannenkoeken in alle smaken',
        fish: 'verse vis en zeevruchten',
        curry: 'curry’s uit India en Thailand',
        tapas: 'Spaanse tapas en wijn',
        dimsum: 'dimsum en Chinese keuken',
        french: 'Franse bistrokeuken',
        schnitzel: 'krokante schnitzels in vele variaties',
        potato: 'aardappelgerechten van gratin tot rösti',
        seaside: 'eten met uitzicht op zee',
      },
    },
    wine: {
      templates: ['Voor wijnliefhebbers, bij {brand}: {detail}. Per post wordt de kaart vanwege de leeftijdscontrole aangetekend verstuurd.', 'Het ideale cadeau voor genieters, bij {brand}: {detail}.'],
      plain: ['De {brand} cadeaukaart is het ideale cadeau voor wijnliefhebbers en genieters.'],
      details: {
        riesling: 'zorgvuldig geselecteerde rieslings van Moezel en Rijn',
        red: 'stevige rode wijnen',
        sparkling: 'mousserende wijn en champagne',
        tasting: 'wijnproeverijen met de keldermeester',
        rarities: 'bijzondere flessen van kleine wijnhuizen',
        french: 'Franse wijnen uit Bordeaux en Bourgogne',
        baden: 'wijnen uit Baden en de Palts',
        franconia: 'Frankische wijnen in de bocksbeutel',
        winebar: 'wijnen per glas en kleine gerechten',
        spirits: 'wijn, whisky en likeuren',
      },
    },
    fashion: {
      templates: ['Nieuwe favorieten bij {brand}: {detail}.', 'De {brand} cadeaukaart maakt modeliefhebbers blij. In het assortiment: {detail}.'],
      plain: ['De {brand} cadeaukaart maakt modeliefhebbers blij: nieuwe favorieten voor elke gelegenheid.'],
      details: {
        trends: 'de nieuwste trends voor dames en heren',
        classics: 'tijdloze klassiekers en basics',
        shoes: 'schoenen voor elke gelegenheid',
        bags: 'tassen, riemen en lederwaren',
        hats: 'hoeden, petten en accessoires',
        sustainable: 'duurzame, eerlijk gemaakte mode',
        outdoor: 'outdoorjassen voor elk weer',
        festive: 'feestelijke mode voor bijzondere gelegenheden',
        kids: 'kinderkleding van baby tot tiener',
        denim: 'jeans in alle pasvormen',
        sneakers: 'sneakers van de populairste merken',
        tracht: 'dirndls, lederhosen en klederdracht',
        lingerie: 'lingerie en nachtmode',
        knitwear: 'breimode van fijne wol',
        vintage: 'vintage en tweedehands favorieten',
        menswear: 'pakken, overhemden en herenmode',
        womenswear: 'elegante damesmode',
        outlet: 'merkmode voor outletprijzen',
      },
    },
    electronics: {
      templates: ['Voor techfans bij {brand}: {detail}.', 'Met de {brand} cadeaukaart komen techwensen uit. In het assortiment: {detail}.'],
      plain: ['Met de {brand} cadeaukaart komen techwensen uit.'],
      details: {
        computers: 'smartphones, tablets en laptops',
        audio: 'koptelefoons en speakers met topgeluid',
        cameras: 'camera’s, objectieven en fotoaccessoires',
        smarthome: 'slimme apparaten voor in huis',
        apps: 'apps, games, muziek en films',
        appledevices: 'iPhone, iPad, Mac en accessoires',
        appliances: 'huishoud- en keukenapparaten',
        phones: 'smartphones, abonnementen en accessoires',
        printers: 'printers, inkt en toner',
        gadgets: 'gadgets en technisch speelgoed',
        notebooks: 'laptops en accessoires',
      },
    },
    books: {
      templates: ['Geef verhalen cadeau met {brand}: {detail}.', 'Elke boekenwurm vindt iets bij {brand}. In het assortiment: {detail}.'],
      plain: ['Elke boekenwurm vindt iets bij {brand}.'],
      details: {
        novels: 'romans, thrillers en non-fictie',
        audiobooks: 'luisterboeken en hoorspelen',
        ebooks: 'e-books voor elke e-reader',
        kids: 'kinder- en jeugdboeken',
        comics: 'strips, manga en graphic novels',
        travel: 'reisgidsen, kaarten en fotoboeken',
        antiquarian: 'antiquarische boeken en eerste drukken',
        stationery: 'boeken, notitieboeken en schrijfwaren',
      },
    },
    wellness: {
      templates: ['Tijd om te ontspannen bij {brand}: {detail}.', 'Even helemaal tot rust komen met de {brand} cadeaukaart. In het aanbod: {detail}.'],
      plain: ['Even helemaal tot rust komen met de {brand} cadeaukaart.'],
      details: {
        massage: 'weldadige massages en gezichtsbehandelingen',
        thermal: 'een hele dag in de thermen',
        sauna: 'sauna’s en rustruimtes',
        yoga: 'yoga- en meditatielessen',
        weekend: 'wellnessweekenden voor twee',
        floating: 'floaten in warm zoutwater',
        ayurveda: 'ayurvedische massages en kuren',
        hammam: 'hamamrituelen met stoombad en scrub',
        cosmetic: 'schoonheidsbehandelingen en verzorging',
        hair: 'knipbeurten, hoofdmassages en verzorging',
        footcare: 'voetverzorging en pedicure',
      },
    },
    travel: {
      templates: ['Reiskriebels? Met {brand} ga je op pad: {detail}.', 'De {brand} cadeaukaart schenkt vakantie. In het aanbod: {detail}.'],
      plain: ['De {brand} cadeaukaart schenkt vakantie en voorpret.'],
      details: {
        city: 'stedentrips door heel Europa',
        hotels: 'hotelovernachtingen op meer dan 500 plekken',
        holidayhomes: 'vakantiehuisjes aan zee',
        hiking: 'wandelvakanties in de Alpen',
        shortbreak: 'korte uitstapjes met ontbijt',
        rail: 'treinreizen door Duitsland en Europa',
        cruise: 'rivier- en zeecruises',
        camping: 'campings en camperreizen',
        hostels: 'overnachtingen in jeugdherbergen',
        flights: 'vluchten en pakketreizen',
        coach: 'busreizen door heel Europa',
        adventure: 'avontuurlijke reizen in kleine groepen',
        ferries: 'veerovertochten naar de eilanden',
        parks: 'vakantieparken midden in de natuur',
        bnb: 'bed & breakfasts in het hele land',
        alpinehotels: 'hotels in de Alpen',
      },
    },
    sport: {
      templates: ['Voor sportievelingen bij {brand}: {detail}.', 'Blijf in beweging met de {brand} cadeaukaart. In het aanbod: {detail}.'],
      plain: ['Blijf in beweging met de {brand} cadeaukaart.'],
      details: {
        running: 'hardloopschoenen en sportkleding',
        gear: 'uitrusting voor veel sporten',
        bikes: 'fietsen en e-bikes met service',
        climbing: 'klimcursussen en dagkaarten',
        gym: 'lidmaatschappen en personal training',
        golf: 'greenfees, golflessen en uitrusting',
        ski: 'skilessen voor beginners en gevorderden',
        tennis: 'rackets, ballen en tennisschoenen',
        surf: 'surfplanken, wetsuits en lessen',
        swim: 'zwembaden, glijbanen en zwemlessen',
        diving: 'duikcursussen en duikuitrusting',
        riding: 'rijkleding en uitrusting voor paard en ruiter',
        outdoor: 'wandel- en bergsportuitrusting',
        yoga: 'yogamatten, blokken en yogakleding',
        skating: 'schaatsen op de ijsbaan',
      },
    },
    cinema: {
      templates: ['Doek op bij {brand}: {detail}.', 'Groots genieten met de {brand} cadeaukaart. In het aanbod: {detail}.'],
      plain: ['Groots genieten met de {brand} cadeaukaart.'],
      details: {
        tickets: 'kaartjes voor alle zalen, ook 3D en IMAX',
        snacks: 'popcorn, nacho’s en drankjes',
        premieres: 'premières en sneak previews',
        lounge: 'filmavonden in comfortabele loungestoelen',
        arthouse: 'arthousefilms en originele versies',
        drivein: 'films onder de sterrenhemel, vanuit je auto',
        openair: 'openluchtbioscoop op zomeravonden',
        imax: 'IMAX-films op het reuzendoek',
      },
    },
    gaming: {
      templates: ['Voor gamers bij {brand}: {detail}.', 'Level up met de {brand} cadeaukaart. In het aanbod: {detail}.'],
      plain: ['Level up met de {brand} cadeaukaart.'],
      details: {
        games: 'nieuwe games en uitbreidingen',
        credit: 'tegoed voor games, apps en abonnementen',
        ingame: 'in-game content en season passes',
        retro: 'retroklassiekers en indie-parels',
        lounge: 'gameavonden op high-end pc’s en consoles',
        boardgames: 'bordspellen, koffie en taart',
        robux: 'Robux voor avatars, items en ervaringen',
        eaplay: 'EA-games als abonnement',
        twitch: 'subs en Bits voor favoriete streamers',
        consoles: 'consoles, games en accessoires',
        lan: 'LAN-party’s en toernooien',
      },
    },
    beauty: {
      templates: ['Geef schoonheid met {brand}: {detail}.', 'De {brand} cadeaukaart verwent. In het aanbod: {detail}.'],
      plain: ['De {brand} cadeaukaart verwent van top tot teen.'],
      details: {
        fragrance: 'parfums, verzorging en make-up',
        hair: 'professionele knipbeurten en styling',
        natural: 'natuurlijke cosmetica zonder microplastics',
        nails: 'manicure, pedicure en nageldesign',
        barber: 'baardverzorging en scheren bij de barbier',
        beardcare: 'baardolie, baardbalsem en scheerbenodigdheden',
        facial: 'gezichtsbehandelingen en huidverzorging',
        makeup: 'make-upadvies en styling voor bijzondere gelegenheden',
        box: 'maandelijkse boxen met nieuwe beautyproducten',
        drugstore: 'verzorging, cosmetica en drogisterijartikelen',
        brows: 'wenkbrauw- en wimperstyling',
        pharmacy: 'apothekerscosmetica voor de gevoelige huid',
      },
    },
    home: {
      templates: ['Mooier wonen met {brand}: {detail}.', 'De {brand} cadeaukaart maakt het thuis gezelliger. In het assortiment: {detail}.'],
      plain: ['De {brand} cadeaukaart maakt het thuis gezelliger.'],
      details: {
        furniture: 'meubels en woonaccessoires',
        garden: 'planten, bloemen en tuinartikelen',
        diy: 'gereedschap en klusmaterialen',
        kitchens: 'inbouwkeukens op maat',
        bedding: 'bedden, matrassen en beddengoed',
        lamps: 'lampen en verlichting voor elke ruimte',
        rugs: 'handgeknoopte vloerkleden',
        flowers: 'verse boeketten en planten',
        decor: 'decoratie voor elk seizoen',
        porcelain: 'porselein en serviesgoed',
        housewares: 'huishoudartikelen, potten en pannen',
        fabrics: 'gordijnen, kussens en woontextiel',
      },
    },
    streaming: {
      templates: ['Eindeloos entertainment met {brand}: {detail}.', 'Altijd en overal met de {brand} cadeaukaart: {detail}.'],
      plain: ['Eindeloos entertainment met de {brand} cadeaukaart, altijd en overal.'],
      details: {
        series: 'series en films in topkwaliteit',
        music: 'miljoenen nummers en podcasts',
        sport: 'live sport en samenvattingen',
        audiobooks: 'luisterboeken en hoorspelen',
        disney: 'films en series van Disney, Pixar, Marvel en Star Wars',
        tv: 'tv-programma’s, series en shows vóór de uitzending',
        videos: 'video’s zonder reclame en YouTube Music',
      },
    },
    experiences: {
      templates: ['Beleven in plaats van hebben met {brand}: {detail}.', 'De {brand} cadeaukaart schenkt herinneringen: {detail}.'],
      plain: ['De {brand} cadeaukaart schenkt belevenissen in plaats van spullen.'],
      details: {
        adventure: 'avonturen voor jong en oud',
        cooking: 'kookworkshops met topkoks',
        balloon: 'ballonvaarten',
        escape: 'puzzelplezier in de escape room',
        shows: 'musicals, concerten en shows',
        canals: 'rondvaarten door de grachten',
        themepark: 'achtbanen en attracties voor het hele gezin',
        zoo: 'dieren uit de hele wereld van dichtbij',
        karting: 'karten op de indoorbaan',
        skydive: 'tandemsprongen van 4000 meter',
        sailing: 'zeiltochten op de Oostzee',
        photo: 'fotoshoots in de studio',
        bowling: 'bowlen met vrienden en familie',
        treetop: 'klimmen in de boomtoppen',
      },
    },
    toys: {
      templates: ['Laat kinderogen stralen met {brand}: {detail}.', 'Geef speelplezier met de {brand} cadeaukaart. In het aanbod: {detail}.'],
      plain: ['Geef speelplezier met de {brand} cadeaukaart.'],
      details: {
        toys: 'speelgoed voor elke leeftijd',
        wooden: 'houten speelgoed en leerspellen',
        bricks: 'bouwstenen en bouwsets',
        models: 'modelbouw, treinbanen en bouwpakketten',
        crafts: 'knutsel- en tekenspullen',
        dolls: 'poppen, poppenhuizen en accessoires',
        baby: 'babyuitzet, kinderwagens en speelgoed',
        playground: 'springkussens, trampolines en klimplezier',
        learningapps: 'leerapps voor kinderen',
      },
    },
    food: {
      templates: ['Voor fijnproevers bij {brand}: {detail}.', 'Met liefde geselecteerd bij {brand}: {detail}.'],
      plain: ['De {brand} cadeaukaart, met liefde geselecteerd voor fijnproevers.'],
      details: {
        deli: 'delicatessen en streekproducten',
        coffee: 'versgebrande koffie',
        tea: 'fijne thee uit de hele wereld',
        organic: 'biologische producten uit de regio',
        chocolate: 'handgemaakte bonbons en chocolade',
        bakery: 'brood en gebak van de echte bakker',
        butcher: 'vlees en worst van de slager',
        cheese: 'bergkaas uit eigen makerij',
        supermarket: 'vers fruit, groente en dagelijkse boodschappen',
        spices: 'specerijen en kruidenmengsels uit de hele wereld',
        mealkit: 'maaltijdboxen met recepten en verse ingrediënten',
      },
    },
  },
};

// ─── Special products ────────────────────────────────────────────────────────────────────────────

export const DONATIONS: Dict<ReadonlyArray<readonly [key: string, title: string, description: string]>> = {
  de: [
    ['tierheim', 'Spende für das Tierheim', 'Deine Spende sichert Futter, Pflege und tierärztliche Versorgung für Hunde und Katzen im Tierheim.'],
    ['aufforstung', 'Spende für die Aufforstung', 'Pro 5 € wird ein junger Baum in einem heimischen Mischwald gepflanzt.'],
    ['tafel', 'Spende für die Tafeln', 'Deine Spende hilft, überschüssige Lebensmittel zu Menschen in Not zu bringen.'],
    ['kinderhilfe', 'Spende für die Kinderhilfe', 'Unterstützt Bildungs- und Freizeitangebote für Kinder aus einkommensschwachen Familien.'],
  ],
  en: [
    ['tierheim', 'Donation to the animal shelter', 'Your donation pays for food, care and vet bills for the dogs and cats at the shelter.'],
    ['aufforstung', 'Donation for reforestation', 'Every 5 euros plant a young tree in a native mixed forest.'],
    ['tafel', 'Donation to food banks', 'Your donation helps bring surplus food to people in need.'],
    ['kinderhilfe', "Donation to children's aid", 'Supports education and leisure activities for children from low-income families.'],
  ],
  nl: [
    ['dierenasiel', 'Donatie aan het dierenasiel', 'Jouw donatie betaalt voer, verzorging en de dierenarts voor honden en katten in het asiel.'],
    ['bomen', 'Donatie voor nieuwe bomen', 'Voor elke 5 euro wordt een jonge boom geplant in een Nederlands bos.'],
    ['voedselbank', 'Donatie aan de voedselbank', 'Jouw donatie helpt om voedsel bij mensen in nood te brengen.'],
  ],
};

export const GENERIC_DONATION: Dict<readonly [string, string]> = {
  en: ['Donation to a children’s charity', 'Your donation supports education for children in need.'],
  fr: ['Don à une association pour l’enfance', 'Votre don soutient l’éducation d’enfants dans le besoin.'],
  es: ['Donación a una ONG infantil', 'Tu donación apoya la educación de niños necesitados.'],
  it: ['Donazione per l’infanzia', 'La tua donazione sostiene l’istruzione di bambini bisognosi.'],
  pt: ['Donativo para a infância', 'O teu donativo apoia a educação de crianças carenciadas.'],
  da: ['Donation til børnehjælp', 'Din donation støtter uddannelse for udsatte børn.'],
  nb: ['Donasjon til barnehjelp', 'Din donasjon støtter utdanning for barn som trenger det.'],
  sv: ['Donation till barnhjälp', 'Din donation stöder utbildning för barn i behov.'],
  pl: ['Darowizna na pomoc dzieciom', 'Twoja darowizna wspiera edukację potrzebujących dzieci.'],
  de: ['Spende für die Kinderhilfe', 'Deine Spende unterstützt Bildung für Kinder in Not.'],
  nl: ['Donatie aan kinderhulp', 'Jouw donatie steunt onderwijs voor kinderen in nood.'],
};

export const BLANK_PACK: Dict<readonly [title: string, description: string]> = {
  de: ['Blanko-Geschenkkarten ({count} Stück)', 'Nicht aufgeladene Geschenkkarten für Unternehmen und Vereine: Jede Karte wird später mit einem Betrag von 10 bis 500 € aktiviert (Aktivierung innerhalb von 24 Stunden).'],
  en: ['Blank gift cards (pack of {count})', 'Unloaded gift cards for companies and clubs: each card is later activated with an amount from 10 to 500 (activation within 24 hours).'],
  nl: ['Blanco cadeaukaarten ({count} stuks)', 'Niet-opgewaardeerde cadeaukaarten voor bedrijven en verenigingen: elke kaart wordt later geactiveerd met een bedrag van 10 tot 500 euro (activatie binnen 24 uur).'],
  fr: ['Cartes cadeaux vierges (lot de {count})', 'Cartes cadeaux non chargées pour les entreprises et les associations : chaque carte est activée plus tard avec un montant de 10 à 500 € (activation sous 24 heures).'],
  es: ['Tarjetas de regalo en blanco (pack de {count})', 'Tarjetas de regalo sin saldo para empresas y asociaciones: cada tarjeta se activa más adelante con un importe de 10 a 500 € (activación en 24 horas).'],
  it: ['Carte regalo vuote (confezione da {count})', 'Carte regalo non caricate per aziende e associazioni: ogni carta viene attivata in seguito con un importo da 10 a 500 € (attivazione entro 24 ore).'],
  pt: ['Cartões-presente em branco (pacote de {count})', 'Cartões-presente sem saldo para empresas e associações: cada cartão é ativado mais tarde com um valor de 10 a 500 € (ativação em 24 horas).'],
  da: ['Blanke gavekort ({count} stk.)', 'Gavekort uden saldo til virksomheder og foreninger: hvert kort aktiveres senere med et beløb fra 10 til 500 € (aktivering inden for 24 timer).'],
  nb: ['Blanke gavekort ({count} stk.)', 'Gavekort uten saldo for bedrifter og foreninger: hvert kort aktiveres senere med et beløp fra 10 til 500 € (aktivering innen 24 timer).'],
  sv: ['Tomma presentkort ({count} st.)', 'Presentkort utan saldo för företag och föreningar: varje kort aktiveras senare med ett belopp från 10 till 500 € (aktivering inom 24 timmar).'],
  pl: ['Puste karty podarunkowe ({count} szt.)', 'Niezasilone karty podarunkowe dla firm i stowarzyszeń: każda karta zostanie później aktywowana kwotą od 10 do 500 € (aktywacja w ciągu 24 godzin).'],
};

// ─── Occasions ───────────────────────────────────────────────────────────────────────────────────

export const OCCASION_KEYS = [
  'birthday',
  'christmas',
  'wedding',
  'mothers-day',
  'fathers-day',
  'valentines-day',
  'easter',
  'anniversary',
  'retirement',
  'thank-you',
  'birth',
  'graduation',
  'sinterklaas',
] as const;
export type OccasionKey = (typeof OCCASION_KEYS)[number];

/** [title, hero title, description] */
export const OCCASIONS: Dict<Partial<Record<OccasionKey, readonly [string, string, string]>>> = {
  de: {
    birthday: ['Geburtstag', 'Alles Gute zum Geburtstag!', 'Geschenkkarten zum Geburtstag: vom Lieblingsrestaurant bis zum Wellness-Tag – für jedes Alter das passende Geschenk.'],
    christmas: ['Weihnachten', 'Frohe Weihnachten', 'Die schönsten Geschenkkarten für den Gabentisch – rechtzeitig bis Heiligabend digital oder per Post.'],
    wedding: ['Hochzeit', 'Für das Brautpaar', 'Hochzeitsgeschenke, die wirklich Freude machen: Reisen, Wohnen und gemeinsame Erlebnisse.'],
    'mothers-day': ['Muttertag', 'Danke, Mama!', 'Verwöhnmomente zum Muttertag: Wellness, Blumen, Beauty und ein Essen zu zweit.'],
    'fathers-day': ['Vatertag', 'Für den besten Papa', 'Geschenkideen zum Vatertag: Grillabend, Sport, Technik und ein guter Tropfen.'],
    'valentines-day': ['Valentinstag', 'In Liebe', 'Romantische Geschenkkarten für den Valentinstag: Candle-Light-Dinner, Kino und Wellness zu zweit.'],
    easter: ['Ostern', 'Frohe Ostern', 'Kleine und große Überraschungen fürs Osternest.'],
    anniversary: ['Jubiläum', 'Herzlichen Glückwunsch zum Jubiläum', 'Geschenkkarten für Firmen- und Hochzeitsjubiläen.'],
    retirement: ['Ruhestand', 'Auf in den Ruhestand', 'Zum Abschied aus dem Berufsleben: Zeit für Reisen, Hobbys und Genuss.'],
    'thank-you': ['Dankeschön', 'Einfach mal Danke sagen', 'Ein herzliches Dankeschön für Kollegen, Nachbarn und Freunde.'],
    birth: ['Geburt', 'Willkommen, kleiner Mensch', 'Geschenkkarten zur Geburt: Babyausstattung, Spielzeug und Entspannung für die Eltern.'],
    graduation: ['Abschluss', 'Geschafft!', 'Zum bestandenen Abschluss: Technik, Reisen und Erlebnisse für den neuen Lebensabschnitt.'],
  },
  en: {
    birthday: ['Birthday', 'Happy birthday!', 'Gift cards for birthdays: from a favourite restaurant to a spa day – the right present for every age.'],
    christmas: ['Christmas', 'Merry Christmas', 'The most beautiful gift cards under the tree – digital or by post in time for Christmas.'],
    wedding: ['Wedding', 'For the happy couple', 'Wedding gifts that bring real joy: travel, home and shared experiences.'],
    'mothers-day': ["Mother's Day", 'Thank you, Mum!', "Treats for Mother's Day: wellness, flowers, beauty and dinner for two."],
    'fathers-day': ["Father's Day", 'For the best dad', "Ideas for Father's Day: barbecue, sport, tech and a good bottle."],
    'valentines-day': ["Valentine's Day", 'With love', "Romantic gift cards for Valentine's Day: candle-lit dinners, cinema and spa for two."],
    easter: ['Easter', 'Happy Easter', 'Small and big surprises for the Easter basket.'],
    anniversary: ['Anniversary', 'Congratulations on your anniversary', 'Gift cards for company and wedding anniversaries.'],
    retirement: ['Retirement', 'Enjoy your retirement', 'A farewell to working life: time for travel, hobbies and enjoyment.'],
    'thank-you': ['Thank you', 'Simply say thank you', 'A heartfelt thank you for colleagues, neighbours and friends.'],
    birth: ['New baby', 'Welcome, little one', 'Gift cards for a birth: baby gear, toys and relaxation for the parents.'],
    graduation: ['Graduation', 'You did it!', 'For passing the exams: tech, travel and experiences for the next chapter.'],
    sinterklaas: ['Sinterklaas', 'Happy Sinterklaas', 'Surprises for Sinterklaas evening on 5 December.'],
  },
  nl: {
    birthday: ['Verjaardag', 'Gefeliciteerd!', 'Cadeaukaarten voor een verjaardag: van het favoriete restaurant tot een dagje wellness.'],
    christmas: ['Kerst', 'Fijne feestdagen', 'De mooiste cadeaukaarten onder de kerstboom – digitaal of per post.'],
    sinterklaas: ['Sinterklaas', 'Heerlijk avondje!', 'Surprises en cadeaus voor pakjesavond op 5 december.'],
    wedding: ['Bruiloft', 'Voor het bruidspaar', 'Huwelijkscadeaus die echt blij maken: reizen, wonen en samen beleven.'],
    'mothers-day': ['Moederdag', 'Dankjewel, mam!', 'Verwenmomenten voor Moederdag: wellness, bloemen en beauty.'],
    'fathers-day': ['Vaderdag', 'Voor de liefste papa', 'Cadeau-ideeën voor Vaderdag: sport, techniek en een goede fles wijn.'],
    'valentines-day': ['Valentijnsdag', 'Met liefde', 'Romantische cadeaukaarten: samen uit eten, naar de film of de sauna.'],
    easter: ['Pasen', 'Vrolijk Pasen', 'Kleine en grote verrassingen voor Pasen.'],
    retirement: ['Pensioen', 'Geniet van je pensioen', 'Afscheid van het werkende leven: tijd voor reizen en hobby’s.'],
    'thank-you': ['Bedankt', 'Gewoon even bedankt', 'Een hartelijk bedankje voor collega’s, buren en vrienden.'],
    birth: ['Geboorte', 'Welkom, kleintje', 'Cadeaukaarten voor een geboorte: babyspullen, speelgoed en ontspanning voor de ouders.'],
    graduation: ['Geslaagd', 'Geslaagd!', 'Voor het diploma: techniek, reizen en belevenissen.'],
  },
  fr: {
    birthday: ['Anniversaire', 'Joyeux anniversaire !', 'Des cartes cadeaux pour chaque anniversaire.'],
    christmas: ['Noël', 'Joyeux Noël', 'Les plus belles cartes cadeaux sous le sapin.'],
    'thank-you': ['Merci', 'Tout simplement merci', 'Un grand merci pour vos collègues et amis.'],
  },
  es: {
    birthday: ['Cumpleaños', '¡Feliz cumpleaños!', 'Tarjetas regalo para cada cumpleaños.'],
    christmas: ['Navidad', 'Feliz Navidad', 'Las mejores tarjetas regalo para Navidad.'],
    'thank-you': ['Gracias', 'Simplemente gracias', 'Un agradecimiento sincero para compañeros y amigos.'],
  },
  it: {
    birthday: ['Compleanno', 'Buon compleanno!', 'Carte regalo per ogni compleanno.'],
    christmas: ['Natale', 'Buon Natale', 'Le carte regalo più belle sotto l’albero.'],
    'thank-you': ['Grazie', 'Semplicemente grazie', 'Un grazie di cuore per colleghi e amici.'],
  },
  pt: {
    birthday: ['Aniversário', 'Feliz aniversário!', 'Cartões presente para todos os aniversários.'],
    christmas: ['Natal', 'Feliz Natal', 'Os melhores cartões presente para o Natal.'],
    'thank-you': ['Obrigado', 'Simplesmente obrigado', 'Um agradecimento sincero para colegas e amigos.'],
  },
  da: {
    birthday: ['Fødselsdag', 'Tillykke med fødselsdagen!', 'Gavekort til enhver fødselsdag.'],
    christmas: ['Jul', 'Glædelig jul', 'De smukkeste gavekort under juletræet.'],
    'thank-you': ['Tak', 'Bare sig tak', 'Et hjerteligt tak til kolleger og venner.'],
  },
  nb: {
    birthday: ['Bursdag', 'Gratulerer med dagen!', 'Gavekort til enhver bursdag.'],
    christmas: ['Jul', 'God jul', 'De fineste gavekortene under treet.'],
    'thank-you': ['Takk', 'Bare si takk', 'En hjertelig takk til kolleger og venner.'],
  },
  sv: {
    birthday: ['Födelsedag', 'Grattis på födelsedagen!', 'Presentkort till varje födelsedag.'],
    christmas: ['Jul', 'God jul', 'De finaste presentkorten under granen.'],
    'thank-you': ['Tack', 'Säg helt enkelt tack', 'Ett varmt tack till kollegor och vänner.'],
  },
  pl: {
    birthday: ['Urodziny', 'Wszystkiego najlepszego!', 'Karty podarunkowe na każde urodziny.'],
    christmas: ['Boże Narodzenie', 'Wesołych Świąt', 'Najpiękniejsze karty podarunkowe pod choinkę.'],
    'thank-you': ['Podziękowanie', 'Po prostu dziękuję', 'Serdeczne podziękowanie dla współpracowników i przyjaciół.'],
  },
};

/** Occasion → motif and colour of its hero image; categories whose cards suit it. */
export const OCCASION_STYLE: Readonly<Record<OccasionKey, { motif: string; color: string; categories: readonly CategoryKey[] }>> = {
  birthday: { motif: 'cake', color: '#f4d03f', categories: ['restaurants', 'fashion', 'gaming', 'experiences', 'beauty', 'books'] },
  christmas: { motif: 'tree', color: '#1e8449', categories: ['toys', 'electronics', 'books', 'fashion', 'streaming', 'food'] },
  wedding: { motif: 'rings', color: '#f5eef8', categories: ['travel', 'home', 'restaurants', 'wellness'] },
  'mothers-day': { motif: 'flower', color: '#fadbd8', categories: ['wellness', 'beauty', 'restaurants', 'home'] },
  'fathers-day': { motif: 'star', color: '#d6eaf8', categories: ['sport', 'electronics', 'wine', 'restaurants'] },
  'valentines-day': { motif: 'heart', color: '#f1948a', categories: ['restaurants', 'wellness', 'cinema', 'beauty'] },
  easter: { motif: 'egg', color: '#fcf3cf', categories: ['toys', 'food', 'books'] },
  anniversary: { motif: 'star', color: '#e8daef', categories: ['restaurants', 'travel', 'wine', 'experiences'] },
  retirement: { motif: 'travel', color: '#d4efdf', categories: ['travel', 'wellness', 'books', 'home'] },
  'thank-you': { motif: 'heart', color: '#fdebd0', categories: ['restaurants', 'food', 'cinema', 'books'] },
  birth: { motif: 'baby', color: '#d6eaf8', categories: ['toys', 'wellness', 'home'] },
  graduation: { motif: 'graduation', color: '#d5d8dc', categories: ['electronics', 'travel', 'gaming', 'experiences'] },
  sinterklaas: { motif: 'gift', color: '#e74c3c', categories: ['toys', 'books', 'gaming', 'food'] },
};

// ─── Taxonomy labels ─────────────────────────────────────────────────────────────────────────────

export const TYPE_TERMS = ['digital', 'physical', 'choice', 'donation', 'blank-pack'] as const;
export const PROMOTION_TERMS = ['bestseller', 'new', 'doubler', 'business'] as const;

export const TERM_LABELS: Dict<Readonly<Record<string, string>>> = {
  de: { digital: 'Digital', physical: 'Physisch', choice: 'Auswahlkarte', donation: 'Spende', 'blank-pack': 'Blankokarten', bestseller: 'Bestseller', new: 'Neu', doubler: 'Guthaben-Verdoppler', business: 'Für Unternehmen' },
  en: { digital: 'Digital', physical: 'Physical', choice: 'Choice card', donation: 'Donation', 'blank-pack': 'Blank cards', bestseller: 'Bestseller', new: 'New', doubler: 'Balance doubler', business: 'For business' },
  nl: { digital: 'Digitaal', physical: 'Fysiek', choice: 'Keuzekaart', donation: 'Donatie', 'blank-pack': 'Blanco kaarten', bestseller: 'Bestseller', new: 'Nieuw', doubler: 'Saldoverdubbelaar', business: 'Zakelijk' },
  fr: { digital: 'Numérique', physical: 'Physique', choice: 'Carte au choix', donation: 'Don', 'blank-pack': 'Cartes vierges', bestseller: 'Meilleures ventes', new: 'Nouveau', doubler: 'Doubleur de solde', business: 'Entreprises' },
  es: { digital: 'Digital', physical: 'Física', choice: 'Tarjeta a elegir', donation: 'Donación', 'blank-pack': 'Tarjetas en blanco', bestseller: 'Más vendidos', new: 'Nuevo', doubler: 'Duplicador de saldo', business: 'Empresas' },
  it: { digital: 'Digitale', physical: 'Fisica', choice: 'Carta a scelta', donation: 'Donazione', 'blank-pack': 'Carte vuote', bestseller: 'Più venduti', new: 'Novità', doubler: 'Raddoppio saldo', business: 'Aziende' },
  pt: { digital: 'Digital', physical: 'Físico', choice: 'Cartão à escolha', donation: 'Donativo', 'blank-pack': 'Cartões em branco', bestseller: 'Mais vendidos', new: 'Novo', doubler: 'Duplicador de saldo', business: 'Empresas' },
  da: { digital: 'Digitalt', physical: 'Fysisk', choice: 'Valgkort', donation: 'Donation', 'blank-pack': 'Blanke kort', bestseller: 'Bestseller', new: 'Nyhed', doubler: 'Saldofordobler', business: 'Erhverv' },
  nb: { digital: 'Digitalt', physical: 'Fysisk', choice: 'Valgkort', donation: 'Donasjon', 'blank-pack': 'Blanke kort', bestseller: 'Bestselger', new: 'Nyhet', doubler: 'Saldodobler', business: 'Bedrift' },
  sv: { digital: 'Digitalt', physical: 'Fysiskt', choice: 'Valkort', donation: 'Donation', 'blank-pack': 'Tomma kort', bestseller: 'Bästsäljare', new: 'Nyhet', doubler: 'Saldofördubblare', business: 'Företag' },
  pl: { digital: 'Cyfrowa', physical: 'Fizyczna', choice: 'Karta do wyboru', donation: 'Darowizna', 'blank-pack': 'Puste karty', bestseller: 'Bestseller', new: 'Nowość', doubler: 'Podwajacz salda', business: 'Dla firm' },
};

// ─── Menus, fixed pages and content blocks ───────────────────────────────────────────────────────

export type MenuLabel =
  | 'giftCards'
  | 'allGiftCards'
  | 'categories'
  | 'occasions'
  | 'choiceCard'
  | 'service'
  | 'balanceCheck'
  | 'activate'
  | 'contact'
  | 'helpdesk'
  | 'about'
  | 'business'
  | 'blog'
  | 'careers'
  | 'legal'
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'imprint'
  | 'withdrawal'
  | 'delivery'
  | 'cancellation'
  | 'businessGiftCards'
  | 'businessBlankCards'
  | 'businessQuote'
  | 'home'
  | 'basket'
  | 'checkout'
  | 'account';

export const MENU_LABELS: Dict<Readonly<Record<MenuLabel, string>>> = {
  de: {
    giftCards: 'Geschenkkarten', allGiftCards: 'Alle Geschenkkarten', categories: 'Kategorien', occasions: 'Anlässe', choiceCard: 'All-in-1 Geschenkkarte',
    service: 'Service', balanceCheck: 'Guthaben prüfen & einlösen', activate: 'Karte aktivieren', contact: 'Kontakt', helpdesk: 'Hilfe & FAQ',
    about: 'Über uns', business: 'Für Unternehmen', blog: 'Blog', careers: 'Karriere', legal: 'Rechtliches', terms: 'AGB', privacy: 'Datenschutz',
    cookies: 'Cookie-Erklärung', imprint: 'Impressum', withdrawal: 'Widerrufsbelehrung', delivery: 'Lieferung', cancellation: 'Stornierung',
    businessGiftCards: 'Geschenkkarten für Mitarbeiter', businessBlankCards: 'Blanko-Karten bestellen', businessQuote: 'Angebot anfordern',
    home: 'Startseite', basket: 'Warenkorb', checkout: 'Kasse', account: 'Mein Konto',
  },
  en: {
    giftCards: 'Gift cards', allGiftCards: 'All gift cards', categories: 'Categories', occasions: 'Occasions', choiceCard: 'All-in-1 gift card',
    service: 'Service', balanceCheck: 'Check balance & redeem', activate: 'Activate a card', contact: 'Contact', helpdesk: 'Help & FAQ',
    about: 'About us', business: 'For business', blog: 'Blog', careers: 'Careers', legal: 'Legal', terms: 'Terms and conditions', privacy: 'Privacy',
    cookies: 'Cookie statement', imprint: 'Imprint', withdrawal: 'Right of withdrawal', delivery: 'Delivery', cancellation: 'Cancellation policy',
    businessGiftCards: 'Gift cards for employees', businessBlankCards: 'Order blank cards', businessQuote: 'Request a quote',
    home: 'Home', basket: 'Basket', checkout: 'Checkout', account: 'My account',
  },
  nl: {
    giftCards: 'Cadeaukaarten', allGiftCards: 'Alle cadeaukaarten', categories: 'Categorieën', occasions: 'Geefmomenten', choiceCard: 'Keuze Cadeaukaart',
    service: 'Service', balanceCheck: 'Saldo checken & inwisselen', activate: 'Kaart activeren', contact: 'Contact', helpdesk: 'Helpdesk',
    about: 'Over ons', business: 'Zakelijk', blog: 'Blog', careers: 'Vacatures', legal: 'Juridisch', terms: 'Algemene voorwaarden', privacy: 'Privacy',
    cookies: 'Cookieverklaring', imprint: 'Colofon', withdrawal: 'Herroepingsrecht', delivery: 'Bezorging', cancellation: 'Annuleren',
    businessGiftCards: 'Cadeaukaarten voor medewerkers', businessBlankCards: 'Blanco kaarten bestellen', businessQuote: 'Offerte aanvragen',
    home: 'Home', basket: 'Winkelmandje', checkout: 'Bestellen', account: 'Mijn account',
  },
  fr: {
    giftCards: 'Cartes cadeaux', allGiftCards: 'Toutes les cartes cadeaux', categories: 'Catégories', occasions: 'Occasions', choiceCard: 'Carte au choix',
    service: 'Service', balanceCheck: 'Vérifier le solde', activate: 'Activer une carte', contact: 'Contact', helpdesk: 'Aide & FAQ',
    about: 'À propos', business: 'Entreprises', blog: 'Blog', careers: 'Carrières', legal: 'Mentions légales', terms: 'Conditions générales', privacy: 'Confidentialité',
    cookies: 'Cookies', imprint: 'Mentions légales', withdrawal: 'Droit de rétractation', delivery: 'Livraison', cancellation: 'Annulation',
    businessGiftCards: 'Cartes cadeaux pour salariés', businessBlankCards: 'Commander des cartes vierges', businessQuote: 'Demander un devis',
    home: 'Accueil', basket: 'Panier', checkout: 'Commande', account: 'Mon compte',
  },
  es: {
    giftCards: 'Tarjetas regalo', allGiftCards: 'Todas las tarjetas', categories: 'Categorías', occasions: 'Ocasiones', choiceCard: 'Tarjeta a elegir',
    service: 'Servicio', balanceCheck: 'Consultar saldo', activate: 'Activar tarjeta', contact: 'Contacto', helpdesk: 'Ayuda',
    about: 'Sobre nosotros', business: 'Empresas', blog: 'Blog', careers: 'Empleo', legal: 'Legal', terms: 'Condiciones', privacy: 'Privacidad',
    cookies: 'Cookies', imprint: 'Aviso legal', withdrawal: 'Desistimiento', delivery: 'Envío', cancellation: 'Cancelación',
    businessGiftCards: 'Tarjetas para empleados', businessBlankCards: 'Pedir tarjetas en blanco', businessQuote: 'Pedir presupuesto',
    home: 'Inicio', basket: 'Cesta', checkout: 'Pago', account: 'Mi cuenta',
  },
  it: {
    giftCards: 'Carte regalo', allGiftCards: 'Tutte le carte regalo', categories: 'Categorie', occasions: 'Occasioni', choiceCard: 'Carta a scelta',
    service: 'Servizio', balanceCheck: 'Verifica saldo', activate: 'Attiva una carta', contact: 'Contatti', helpdesk: 'Assistenza',
    about: 'Chi siamo', business: 'Aziende', blog: 'Blog', careers: 'Lavora con noi', legal: 'Note legali', terms: 'Termini e condizioni', privacy: 'Privacy',
    cookies: 'Cookie', imprint: 'Note legali', withdrawal: 'Diritto di recesso', delivery: 'Spedizione', cancellation: 'Annullamento',
    businessGiftCards: 'Carte per dipendenti', businessBlankCards: 'Ordina carte vuote', businessQuote: 'Richiedi un preventivo',
    home: 'Home', basket: 'Carrello', checkout: 'Cassa', account: 'Il mio account',
  },
  pt: {
    giftCards: 'Cartões presente', allGiftCards: 'Todos os cartões', categories: 'Categorias', occasions: 'Ocasiões', choiceCard: 'Cartão à escolha',
    service: 'Serviço', balanceCheck: 'Consultar saldo', activate: 'Ativar cartão', contact: 'Contacto', helpdesk: 'Ajuda',
    about: 'Sobre nós', business: 'Empresas', blog: 'Blog', careers: 'Carreiras', legal: 'Legal', terms: 'Termos e condições', privacy: 'Privacidade',
    cookies: 'Cookies', imprint: 'Ficha técnica', withdrawal: 'Direito de livre resolução', delivery: 'Entrega', cancellation: 'Cancelamento',
    businessGiftCards: 'Cartões para colaboradores', businessBlankCards: 'Encomendar cartões em branco', businessQuote: 'Pedir orçamento',
    home: 'Início', basket: 'Cesto', checkout: 'Finalizar compra', account: 'A minha conta',
  },
  da: {
    giftCards: 'Gavekort', allGiftCards: 'Alle gavekort', categories: 'Kategorier', occasions: 'Anledninger', choiceCard: 'Valgfrit gavekort',
    service: 'Service', balanceCheck: 'Tjek saldo', activate: 'Aktivér kort', contact: 'Kontakt', helpdesk: 'Hjælp',
    about: 'Om os', business: 'Erhverv', blog: 'Blog', careers: 'Job', legal: 'Juridisk', terms: 'Handelsbetingelser', privacy: 'Privatliv',
    cookies: 'Cookies', imprint: 'Kolofon', withdrawal: 'Fortrydelsesret', delivery: 'Levering', cancellation: 'Annullering',
    businessGiftCards: 'Gavekort til medarbejdere', businessBlankCards: 'Bestil blanke kort', businessQuote: 'Få et tilbud',
    home: 'Forside', basket: 'Kurv', checkout: 'Kasse', account: 'Min konto',
  },
  nb: {
    giftCards: 'Gavekort', allGiftCards: 'Alle gavekort', categories: 'Kategorier', occasions: 'Anledninger', choiceCard: 'Valgfritt gavekort',
    service: 'Service', balanceCheck: 'Sjekk saldo', activate: 'Aktiver kort', contact: 'Kontakt', helpdesk: 'Hjelp',
    about: 'Om oss', business: 'Bedrift', blog: 'Blogg', careers: 'Jobb', legal: 'Juridisk', terms: 'Vilkår', privacy: 'Personvern',
    cookies: 'Informasjonskapsler', imprint: 'Kolofon', withdrawal: 'Angrerett', delivery: 'Levering', cancellation: 'Kansellering',
    businessGiftCards: 'Gavekort til ansatte', businessBlankCards: 'Bestill blanke kort', businessQuote: 'Be om tilbud',
    home: 'Hjem', basket: 'Handlekurv', checkout: 'Kasse', account: 'Min konto',
  },
  sv: {
    giftCards: 'Presentkort', allGiftCards: 'Alla presentkort', categories: 'Kategorier', occasions: 'Tillfällen', choiceCard: 'Valfritt presentkort',
    service: 'Service', balanceCheck: 'Kolla saldo', activate: 'Aktivera kort', contact: 'Kontakt', helpdesk: 'Hjälp',
    about: 'Om oss', business: 'Företag', blog: 'Blogg', careers: 'Jobba hos oss', legal: 'Juridiskt', terms: 'Villkor', privacy: 'Integritet',
    cookies: 'Cookies', imprint: 'Om webbplatsen', withdrawal: 'Ångerrätt', delivery: 'Leverans', cancellation: 'Avbokning',
    businessGiftCards: 'Presentkort till anställda', businessBlankCards: 'Beställ tomma kort', businessQuote: 'Begär offert',
    home: 'Hem', basket: 'Varukorg', checkout: 'Kassa', account: 'Mitt konto',
  },
  pl: {
    giftCards: 'Karty podarunkowe', allGiftCards: 'Wszystkie karty', categories: 'Kategorie', occasions: 'Okazje', choiceCard: 'Karta do wyboru',
    service: 'Obsługa', balanceCheck: 'Sprawdź saldo', activate: 'Aktywuj kartę', contact: 'Kontakt', helpdesk: 'Pomoc',
    about: 'O nas', business: 'Dla firm', blog: 'Blog', careers: 'Kariera', legal: 'Informacje prawne', terms: 'Regulamin', privacy: 'Prywatność',
    cookies: 'Pliki cookie', imprint: 'Nota prawna', withdrawal: 'Prawo odstąpienia', delivery: 'Dostawa', cancellation: 'Anulowanie',
    businessGiftCards: 'Karty dla pracowników', businessBlankCards: 'Zamów puste karty', businessQuote: 'Zapytaj o ofertę',
    home: 'Strona główna', basket: 'Koszyk', checkout: 'Kasa', account: 'Moje konto',
  },
};

/**
 * Descriptions of the fixed pages: {brands} is `brandsClaim` of the storefront's brands, {categories}
 * `categoriesCount` of its categories. The occasions every storefront has are birthday, Christmas
 * and thank-you (build.ts addOccasions): the occasions text names no other.
 */
export const PAGE_DESCRIPTIONS: Dict<Readonly<Record<'home' | 'productList' | 'categoryAll' | 'occasions', string>>> = {
  de: {
    home: 'Geschenkkarten online kaufen: {brands}, digital per E-Mail in einer Stunde oder per Post.',
    productList: 'Alle Geschenkkarten auf einen Blick: {brands} in {categories}, digital per E-Mail oder als Karte per Post.',
    categoryAll: 'Geschenkkarten nach Kategorien: finde schnell die passende Karte.',
    occasions: 'Geschenkideen für jeden Anlass: zum Geburtstag, zu Weihnachten oder einfach als Dankeschön.',
  },
  en: {
    home: 'Buy gift cards online: {brands}, by e-mail within an hour or by post.',
    productList: 'All gift cards at a glance: {brands} in {categories}, by e-mail or as a card by post.',
    categoryAll: 'Gift cards by category: quickly find the right card.',
    occasions: 'Gift ideas for every occasion: for a birthday, for Christmas or simply to say thank you.',
  },
  nl: {
    home: 'Cadeaukaarten online kopen: {brands}, binnen een uur per e-mail of per post.',
    productList: 'Alle cadeaukaarten op een rij: {brands} in {categories}, digitaal per e-mail of als kaart per post.',
    categoryAll: 'Cadeaukaarten per categorie: vind snel de juiste kaart.',
    occasions: 'Cadeau-ideeën voor elk geefmoment: voor een verjaardag, met kerst of gewoon als bedankje.',
  },
  fr: {
    home: 'Achetez des cartes cadeaux en ligne : {brands}, par e-mail en moins d’une heure ou par la poste.',
    productList: 'Toutes les cartes cadeaux en un coup d’œil : {brands} dans {categories}, par e-mail ou par la poste.',
    categoryAll: 'Les cartes cadeaux par catégorie : trouvez vite la carte qui convient.',
    occasions: 'Des idées cadeaux pour chaque occasion : un anniversaire, Noël ou simplement pour dire merci.',
  },
  es: {
    home: 'Compra tarjetas de regalo online: {brands}, por correo electrónico en menos de una hora o por correo postal.',
    productList: 'Todas las tarjetas de regalo de un vistazo: {brands} en {categories}, por correo electrónico o por correo postal.',
    categoryAll: 'Tarjetas de regalo por categorías: encuentra rápido la tarjeta perfecta.',
    occasions: 'Ideas de regalo para cada ocasión: un cumpleaños, la Navidad o simplemente para dar las gracias.',
  },
  it: {
    home: 'Acquista carte regalo online: {brands}, via e-mail entro un’ora o per posta.',
    productList: 'Tutte le carte regalo a colpo d’occhio: {brands} in {categories}, via e-mail o per posta.',
    categoryAll: 'Carte regalo per categoria: trova subito quella giusta.',
    occasions: 'Idee regalo per ogni occasione: un compleanno, il Natale o semplicemente per dire grazie.',
  },
  pt: {
    home: 'Compre cartões-presente online: {brands}, por e-mail em menos de uma hora ou pelo correio.',
    productList: 'Todos os cartões-presente: {brands} em {categories}, por e-mail ou pelo correio.',
    categoryAll: 'Cartões-presente por categoria: encontre rapidamente o cartão certo.',
    occasions: 'Ideias de presente para todas as ocasiões: aniversário, Natal ou simplesmente para agradecer.',
  },
  da: {
    home: 'Køb gavekort online: {brands}, på e-mail inden for en time eller med posten.',
    productList: 'Alle gavekort samlet ét sted: {brands} i {categories}, på e-mail eller med posten.',
    categoryAll: 'Gavekort efter kategori: find hurtigt det rigtige kort.',
    occasions: 'Gaveidéer til enhver anledning: fødselsdag, jul eller bare for at sige tak.',
  },
  nb: {
    home: 'Kjøp gavekort på nett: {brands}, på e-post innen en time eller i posten.',
    productList: 'Alle gavekort samlet på ett sted: {brands} i {categories}, på e-post eller i posten.',
    categoryAll: 'Gavekort etter kategori: finn raskt det rette kortet.',
    occasions: 'Gaveideer til enhver anledning: bursdag, jul eller bare for å si takk.',
  },
  sv: {
    home: 'Köp presentkort online: {brands}, via e-post inom en timme eller med posten.',
    productList: 'Alla presentkort samlade på ett ställe: {brands} i {categories}, via e-post eller med posten.',
    categoryAll: 'Presentkort efter kategori: hitta snabbt rätt kort.',
    occasions: 'Presentidéer för alla tillfällen: födelsedag, jul eller bara för att säga tack.',
  },
  pl: {
    home: 'Kup karty podarunkowe online: {brands}, e-mailem w ciągu godziny lub pocztą.',
    productList: 'Wszystkie karty podarunkowe w jednym miejscu: {brands}, {categories} – e-mailem lub pocztą.',
    categoryAll: 'Karty podarunkowe według kategorii: szybko znajdź odpowiednią kartę.',
    occasions: 'Pomysły na prezent na każdą okazję: urodziny, Boże Narodzenie albo zwykłe podziękowanie.',
  },
};

/** Description of a category page: {category}. */
export const CATEGORY_PAGE_DESCRIPTION: Dict = {
  de: 'Entdecke unsere Geschenkkarten der Kategorie {category} – digital per E-Mail oder als Karte per Post.',
  en: 'Discover our {category} gift cards – sent by e-mail or as a card by post.',
  nl: 'Ontdek onze cadeaukaarten in de categorie {category} – digitaal per e-mail of als kaart per post.',
  fr: 'Découvrez nos cartes cadeaux {category} – par e-mail ou par la poste.',
  es: 'Descubre nuestras tarjetas regalo de {category}: por correo electrónico o por correo postal.',
  it: 'Scopri le nostre carte regalo {category}: via e-mail o per posta.',
  pt: 'Descubra os nossos cartões presente de {category}: por e-mail ou pelo correio.',
  da: 'Se vores gavekort inden for {category} – på e-mail eller med posten.',
  nb: 'Se våre gavekort innen {category} – på e-post eller i posten.',
  sv: 'Upptäck våra presentkort inom {category} – via e-post eller med posten.',
  pl: 'Odkryj nasze karty podarunkowe z kategorii {category} – e-mailem lub pocztą.',
};

/**
 * The home page's selling points, in the words of the shell's top strip (shell.usp.*): a card by post
 * takes 2–4 working days, so the first promises same-day dispatch, not delivery tomorrow.
 */
export const USP_BLOCKS: Dict<ReadonlyArray<readonly [string, string]>> = {
  de: [
    ['Vor 17 Uhr bestellt, am selben Werktag verschickt', 'An Werktagen vor 17:00 Uhr bestellt, verschicken wir noch am selben Tag.'],
    ['Immer ein passendes Geschäftsgeschenk', 'Geschenkkarten für Mitarbeiter und Kunden – auf Rechnung.'],
    ['Persönlich verpackt', 'Mit Geschenkverpackung und persönlicher Nachricht.'],
  ],
  en: [
    ['Ordered before 17:00, dispatched the same working day', 'Orders placed on working days before 17:00 are dispatched the same day.'],
    ['Always a suitable business gift', 'Gift cards for employees and customers – on invoice.'],
    ['Personalize with packaging', 'With gift packing and a personal message.'],
  ],
  nl: [
    ['Voor 17:00 besteld, dezelfde werkdag verzonden', 'Op werkdagen voor 17:00 besteld, dezelfde dag verstuurd.'],
    ['Altijd een passend zakelijk cadeau', 'Cadeaukaarten voor medewerkers en relaties – op factuur.'],
    ['Persoonlijk verpakt', 'Met cadeauverpakking en een persoonlijke boodschap.'],
  ],
  fr: [
    ['Commandé avant 17h00, expédié le jour même', 'Les commandes passées un jour ouvré avant 17h00 partent le jour même.'],
    ['Toujours un cadeau d’affaires adapté', 'Des cartes cadeaux pour vos salariés et vos clients – sur facture.'],
    ['Personnalisez avec un emballage', 'Avec un emballage cadeau et un message personnel.'],
  ],
  es: [
    ['Pide antes de las 17:00 y lo enviamos el mismo día hábil', 'Los pedidos hechos en día hábil antes de las 17:00 salen ese mismo día.'],
    ['Siempre un regalo de empresa acertado', 'Tarjetas de regalo para empleados y clientes, con pago por factura.'],
    ['Personaliza con una caja de regalo', 'Con envoltorio de regalo y un mensaje personal.'],
  ],
  it: [
    ['Ordini entro le 17:00, spedizione nello stesso giorno lavorativo', 'Se ordini in un giorno lavorativo entro le 17:00, spediamo il giorno stesso.'],
    ['Sempre il regalo aziendale giusto', 'Carte regalo per dipendenti e clienti, con pagamento su fattura.'],
    ['Personalizza con la confezione regalo', 'Con confezione regalo e un messaggio personale.'],
  ],
  pt: [
    ['Pedidos até às 17:00 são enviados no mesmo dia útil', 'Os pedidos feitos em dias úteis até às 17:00 seguem no próprio dia.'],
    ['Sempre um presente empresarial adequado', 'Cartões-presente para colaboradores e clientes, com pagamento por fatura.'],
    ['Personalize com embalagem', 'Com embalagem de presente e uma mensagem pessoal.'],
  ],
  da: [
    ['Bestilt før kl. 17.00, afsendt samme hverdag', 'Bestiller du på en hverdag før kl. 17.00, sender vi samme dag.'],
    ['Altid en passende firmagave', 'Gavekort til medarbejdere og kunder – på faktura.'],
    ['Gør gaven personlig med indpakning', 'Med gaveindpakning og en personlig hilsen.'],
  ],
  nb: [
    ['Bestilt før kl. 17.00, sendt samme virkedag', 'Bestiller du på en virkedag før kl. 17.00, sender vi samme dag.'],
    ['Alltid en passende firmagave', 'Gavekort til ansatte og kunder – mot faktura.'],
    ['Gjør gaven personlig med innpakning', 'Med gaveinnpakning og en personlig hilsen.'],
  ],
  sv: [
    ['Beställ före kl. 17.00 så skickar vi samma vardag', 'Beställer du en vardag före kl. 17.00 skickar vi samma dag.'],
    ['Alltid en passande företagsgåva', 'Presentkort till anställda och kunder – mot faktura.'],
    ['Gör den personlig med en förpackning', 'Med presentförpackning och en personlig hälsning.'],
  ],
  pl: [
    ['Zamówione do 17:00 wysyłamy tego samego dnia roboczego', 'Zamówienia złożone w dzień roboczy do 17:00 wysyłamy jeszcze tego samego dnia.'],
    ['Zawsze trafiony prezent firmowy', 'Karty podarunkowe dla pracowników i klientów – z płatnością na fakturę.'],
    ['Spersonalizuj z opakowaniem', 'Z opakowaniem prezentowym i osobistą wiadomością.'],
  ],
};

/**
 * The search's "Discover" blocks: the choice card where the storefront sells it, else all gift cards
 * ({brands}: `brandsClaim`); then the occasions (birthday to Christmas: every storefront has both).
 */
export const HIGHLIGHT_BLOCKS: Dict<Readonly<Record<'choiceCard' | 'allCards' | 'occasions', readonly [title: string, description: string]>>> = {
  de: {
    choiceCard: ['Die All-in-1 Geschenkkarte', 'Eine Karte, die Wahl bleibt beim Beschenkten.'],
    allCards: ['Alle Geschenkkarten', '{brands} zur Auswahl – digital oder per Post.'],
    occasions: ['Geschenkideen für jeden Anlass', 'Vom Geburtstag bis Weihnachten.'],
  },
  en: {
    choiceCard: ['The All-in-1 gift card', 'One card, the recipient chooses.'],
    allCards: ['All gift cards', '{brands} to choose from – by e-mail or by post.'],
    occasions: ['Gift ideas for every occasion', 'From birthdays to Christmas.'],
  },
  nl: {
    choiceCard: ['De Keuze Cadeaukaart', 'Eén kaart, de ontvanger kiest zelf.'],
    allCards: ['Alle cadeaukaarten', '{brands} om uit te kiezen – digitaal of per post.'],
    occasions: ['Cadeau-ideeën voor elk geefmoment', 'Van verjaardag tot kerst.'],
  },
  fr: {
    choiceCard: ['La carte cadeau au choix', 'Une carte, et c’est le destinataire qui choisit.'],
    allCards: ['Toutes les cartes cadeaux', '{brands} au choix – par e-mail ou par la poste.'],
    occasions: ['Des idées cadeaux pour chaque occasion', 'De l’anniversaire à Noël.'],
  },
  es: {
    choiceCard: ['La tarjeta de regalo a elegir', 'Una tarjeta y quien la recibe elige.'],
    allCards: ['Todas las tarjetas de regalo', '{brands} para elegir, por correo electrónico o postal.'],
    occasions: ['Ideas de regalo para cada ocasión', 'Del cumpleaños a la Navidad.'],
  },
  it: {
    choiceCard: ['La carta regalo a scelta', 'Una carta, e sceglie chi la riceve.'],
    allCards: ['Tutte le carte regalo', '{brands} tra cui scegliere, via e-mail o per posta.'],
    occasions: ['Idee regalo per ogni occasione', 'Dal compleanno al Natale.'],
  },
  pt: {
    choiceCard: ['O cartão-presente à escolha', 'Um cartão, e quem o recebe escolhe.'],
    allCards: ['Todos os cartões-presente', '{brands} à escolha, por e-mail ou pelo correio.'],
    occasions: ['Ideias de presente para todas as ocasiões', 'Do aniversário ao Natal.'],
  },
  da: {
    choiceCard: ['Det valgfrie gavekort', 'Ét kort – modtageren vælger selv.'],
    allCards: ['Alle gavekort', '{brands} at vælge imellem – på e-mail eller med posten.'],
    occasions: ['Gaveidéer til enhver anledning', 'Fra fødselsdag til jul.'],
  },
  nb: {
    choiceCard: ['Det valgfrie gavekortet', 'Ett kort – mottakeren velger selv.'],
    allCards: ['Alle gavekort', '{brands} å velge mellom – på e-post eller i posten.'],
    occasions: ['Gaveideer til enhver anledning', 'Fra bursdag til jul.'],
  },
  sv: {
    choiceCard: ['Det valfria presentkortet', 'Ett kort – mottagaren väljer själv.'],
    allCards: ['Alla presentkort', '{brands} att välja bland – via e-post eller med posten.'],
    occasions: ['Presentidéer för alla tillfällen', 'Från födelsedag till jul.'],
  },
  pl: {
    choiceCard: ['Karta podarunkowa do wyboru', 'Jedna karta – obdarowany sam wybiera.'],
    allCards: ['Wszystkie karty podarunkowe', '{brands} do wyboru – e-mailem lub pocztą.'],
    occasions: ['Pomysły na prezent na każdą okazję', 'Od urodzin po Boże Narodzenie.'],
  },
};

/** Titles of the blocks queues; the search's two are the words of its overlay (catalogue.search.*). */
export const QUEUE_TITLES: Dict<Readonly<Record<string, string>>> = {
  de: { 'home-most-chosen': 'Meistgewählt', 'top-products': 'Top-Geschenkkarten', 'home-usps': 'Darum bei uns', 'home-promotions': 'Aktuelle Aktionen', 'search-popular-entities': 'Beliebte Gutscheine', 'search-highlighted-blocks': 'Entdecken' },
  en: { 'home-most-chosen': 'Most chosen', 'top-products': 'Top gift cards', 'home-usps': 'Why shop with us', 'home-promotions': 'Current promotions', 'search-popular-entities': 'Popular coupons', 'search-highlighted-blocks': 'Discover' },
  nl: { 'home-most-chosen': 'Meest gekozen', 'top-products': 'Top cadeaukaarten', 'home-usps': 'Waarom bij ons', 'home-promotions': 'Acties', 'search-popular-entities': 'Populaire bonnen', 'search-highlighted-blocks': 'Ontdek' },
  fr: { 'home-most-chosen': 'Les plus choisies', 'top-products': 'Cartes cadeaux à la une', 'home-usps': 'Pourquoi commander chez nous', 'home-promotions': 'Offres du moment', 'search-popular-entities': 'Bons populaires', 'search-highlighted-blocks': 'Découvrir' },
  es: { 'home-most-chosen': 'Las más elegidas', 'top-products': 'Tarjetas de regalo destacadas', 'home-usps': 'Por qué comprar con nosotros', 'home-promotions': 'Promociones actuales', 'search-popular-entities': 'Cupones populares', 'search-highlighted-blocks': 'Descubre' },
  it: { 'home-most-chosen': 'Le più scelte', 'top-products': 'Carte regalo più amate', 'home-usps': 'Perché ordinare da noi', 'home-promotions': 'Promozioni in corso', 'search-popular-entities': 'Buoni più amati', 'search-highlighted-blocks': 'Scopri' },
  pt: { 'home-most-chosen': 'Os mais escolhidos', 'top-products': 'Cartões-presente em destaque', 'home-usps': 'As nossas vantagens', 'home-promotions': 'Promoções do momento', 'search-popular-entities': 'Vales populares', 'search-highlighted-blocks': 'Descobrir' },
  da: { 'home-most-chosen': 'Mest valgte', 'top-products': 'Populære gavekort', 'home-usps': 'Derfor skal du bestille hos os', 'home-promotions': 'Aktuelle tilbud', 'search-popular-entities': 'Populære gavebeviser', 'search-highlighted-blocks': 'Opdag' },
  nb: { 'home-most-chosen': 'Mest valgt', 'top-products': 'Populære gavekort', 'home-usps': 'Derfor bør du bestille hos oss', 'home-promotions': 'Aktuelle tilbud', 'search-popular-entities': 'Populære gavebevis', 'search-highlighted-blocks': 'Oppdag' },
  sv: { 'home-most-chosen': 'Mest valda', 'top-products': 'Populära presentkort', 'home-usps': 'Därför ska du handla hos oss', 'home-promotions': 'Aktuella erbjudanden', 'search-popular-entities': 'Populära kuponger', 'search-highlighted-blocks': 'Upptäck' },
  pl: { 'home-most-chosen': 'Najczęściej wybierane', 'top-products': 'Najpopularniejsze karty podarunkowe', 'home-usps': 'Dlaczego warto u nas zamawiać', 'home-promotions': 'Aktualne promocje', 'search-popular-entities': 'Popularne kupony', 'search-highlighted-blocks': 'Odkryj' },
};

/** The balance doubler's home block (only where the storefront runs the doubler), in the words of its page (redeem.doubler.title). */
export const PROMOTION_BLOCK: Dict<readonly [string, string]> = {
  de: ['Guthaben-Verdoppler', 'Jeden Monat verdoppeln wir das Guthaben einer Karte – Ziehung am ersten Montag des Monats.'],
  en: ['Balance doubler', 'Every month we double the balance of one card – drawn on the first Monday of the month.'],
  nl: ['Saldoverdubbelaar', 'Elke maand verdubbelen we het saldo van één kaart – trekking op de eerste maandag van de maand.'],
  fr: ['Doubleur de solde', 'Chaque mois, nous doublons le solde d’une carte – tirage au sort le premier lundi du mois.'],
  es: ['Duplica tu saldo', 'Cada mes duplicamos el saldo de una tarjeta de regalo: sorteo el primer lunes de cada mes.'],
  it: ['Raddoppia il saldo', 'Ogni mese raddoppiamo il saldo di una carta regalo: estrazione il primo lunedì del mese.'],
  pt: ['Duplicador de saldo', 'Todos os meses duplicamos o saldo de um cartão-presente: sorteio na primeira segunda-feira do mês.'],
  da: ['Saldofordobleren', 'Hver måned fordobler vi saldoen på ét gavekort – lodtrækning den første mandag i måneden.'],
  nb: ['Saldodobleren', 'Hver måned dobler vi saldoen på ett gavekort – trekning den første mandagen i måneden.'],
  sv: ['Saldodubblaren', 'Varje månad dubblar vi saldot på ett presentkort – dragning den första måndagen i månaden.'],
  pl: ['Podwój saldo', 'Co miesiąc podwajamy saldo jednej karty podarunkowej – losowanie w pierwszy poniedziałek miesiąca.'],
};

/** The organisation's description (structured data): {name}, {brands} (`brandsClaim`). */
export const ORGANIZATION_DESCRIPTION: Dict = {
  de: '{name} verkauft Geschenkkarten von {brands} – digital in einer Stunde per E-Mail oder per Post.',
  en: '{name} sells gift cards from {brands} – by e-mail within an hour or by post.',
  nl: '{name} verkoopt cadeaukaarten van {brands} – binnen een uur per e-mail of per post.',
  fr: '{name} vend des cartes cadeaux de {brands} – par e-mail en une heure ou par la poste.',
  es: '{name} vende tarjetas de regalo de {brands}, por correo electrónico en una hora o por correo postal.',
  it: '{name} vende carte regalo di {brands}, via e-mail in un’ora o per posta.',
  pt: '{name} vende cartões-presente de {brands}, por e-mail em menos de uma hora ou pelo correio.',
  da: '{name} sælger gavekort fra {brands} – på e-mail inden for en time eller med posten.',
  nb: '{name} selger gavekort fra {brands} – på e-post innen en time eller i posten.',
  sv: '{name} säljer presentkort från {brands} – via e-post inom en timme eller med posten.',
  pl: '{name} – karty podarunkowe: {brands} do wyboru, e-mailem w ciągu godziny lub pocztą.',
};

export const SERVICE_TYPE: Dict = {
  de: 'Kundenservice',
  en: 'Customer service',
  nl: 'Klantenservice',
  fr: 'Service client',
  es: 'Atención al cliente',
  it: 'Servizio clienti',
  pt: 'Apoio ao cliente',
  da: 'Kundeservice',
  nb: 'Kundeservice',
  sv: 'Kundtjänst',
  pl: 'Obsługa klienta',
};

/** The trust marks' titles; {rating} is the rating in the storefront's number format (4,8 in Spain, 4.8 in Mexico). */
export const TRUST_MARK_TITLES: Dict<readonly [string, string, string, string]> = {
  de: ['Geprüfter Shop', 'Käuferschutz', 'Sichere Zahlung', '{rating} von 5 Sternen'],
  en: ['Verified shop', 'Buyer protection', 'Secure payment', 'Rated {rating} out of 5'],
  nl: ['Keurmerk webshop', 'Kopersbescherming', 'Veilig betalen', '{rating} van 5 sterren'],
  fr: ['Boutique vérifiée', 'Protection acheteur', 'Paiement sécurisé', 'Noté {rating} sur 5'],
  es: ['Tienda verificada', 'Protección al comprador', 'Pago seguro', 'Valoración de {rating} sobre 5'],
  it: ['Negozio verificato', 'Protezione acquirenti', 'Pagamento sicuro', 'Valutazione {rating} su 5'],
  pt: ['Loja verificada', 'Proteção do comprador', 'Pagamento seguro', 'Avaliação de {rating} em 5'],
  da: ['Certificeret webshop', 'Købsbeskyttelse', 'Sikker betaling', 'Bedømt {rating} ud af 5'],
  nb: ['Sertifisert nettbutikk', 'Kjøperbeskyttelse', 'Sikker betaling', 'Vurdert til {rating} av 5'],
  sv: ['Certifierad butik', 'Köpskydd', 'Säker betalning', 'Betyg {rating} av 5'],
  pl: ['Sprawdzony sklep', 'Ochrona kupujących', 'Bezpieczne płatności', 'Ocena {rating} na 5'],
};

/** The seed's shop rating (a seed stand-in for the trust provider's). */
const SHOP_RATING = 4.8;

/** The trust marks' titles of a storefront's language and country. */
export function trustMarkTitles(language: string, countryCode: string): readonly [string, string, string, string] {
  const rating = new Intl.NumberFormat(`${language}-${countryCode}`, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(SHOP_RATING);
  const [general, topBar, bottomBar, header] = pick(TRUST_MARK_TITLES, language);
  return [general, topBar, bottomBar, fill(header, { rating })];
}

/** Companies with a redeem page of their own in every storefront (spec §2 redeem business shop). */
export const REDEEM_COMPANIES: readonly { pageId: string; name: string; motif: string; color: string }[] = [
  { pageId: 'nordlicht', name: 'Nordlicht Energie', motif: 'shield', color: '#0b4f6c' },
  { pageId: 'sonnenhof', name: 'Sonnenhof Kliniken', motif: 'flower', color: '#8a3b12' },
];

export const REDEEM_PAGE_TEXTS: Dict<Readonly<{ title: string; intro: string; info: string }>> = {
  de: {
    title: 'Dein Dankeschön von {company}',
    intro: '{company} sagt Danke: Wähle mit deinem Guthaben die Geschenkkarten, die dir Freude machen.',
    info: 'So funktioniert es: Gib die Kartennummer und die PIN deiner Karte von {company} ein, wähle eine oder mehrere Geschenkkarten aus dieser Auswahl und erhalte sie innerhalb einer Stunde per E-Mail. Reicht dein Guthaben nicht, zahlst du den Rest einfach dazu.',
  },
  nl: {
    title: 'Jouw bedankje van {company}',
    intro: '{company} zegt dankjewel: kies met je saldo de cadeaukaarten die jij leuk vindt.',
    info: 'Zo werkt het: vul het kaartnummer en de pincode van je kaart van {company} in, kies één of meer cadeaukaarten uit deze selectie en ontvang ze binnen een uur per e-mail. Is je saldo niet genoeg, dan betaal je het verschil gewoon bij.',
  },
  fr: {
    title: 'Votre remerciement de {company}',
    intro: '{company} vous dit merci : choisissez avec votre solde les cartes cadeaux qui vous font plaisir.',
    info: 'Comment ça marche : saisissez le numéro et le code PIN de votre carte {company}, choisissez une ou plusieurs cartes cadeaux de cette sélection et recevez-les par e-mail en moins d’une heure. Si votre solde ne suffit pas, vous payez simplement la différence.',
  },
  en: {
    title: 'Your thank-you from {company}',
    intro: '{company} says thank you: use your balance on the gift cards you like.',
    info: 'How it works: enter the card number and PIN of your {company} card, choose one or more gift cards from this selection and receive them by e-mail within an hour. If your balance is not enough, simply pay the difference.',
  },
  es: {
    title: 'Un detalle de {company} para ti',
    intro: '{company} te da las gracias: usa tu saldo en las tarjetas de regalo que más te gusten.',
    info: 'Así funciona: introduce el número y el PIN de tu tarjeta de {company}, elige una o varias tarjetas de regalo de esta selección y recíbelas por correo electrónico en menos de una hora. Si tu saldo no alcanza, solo pagas la diferencia.',
  },
  it: {
    title: 'Il tuo grazie da {company}',
    intro: '{company} ti dice grazie: usa il tuo saldo per le carte regalo che preferisci.',
    info: 'Come funziona: inserisci il numero e il PIN della tua carta {company}, scegli una o più carte regalo da questa selezione e ricevile via e-mail entro un’ora. Se il saldo non basta, paghi semplicemente la differenza.',
  },
  pt: {
    title: 'Um obrigado de {company}',
    intro: '{company} agradece: use o saldo nos cartões-presente que preferir.',
    info: 'Como funciona: insira o número e o PIN do cartão {company}, escolha um ou mais cartões-presente desta seleção e receba-os por e-mail em menos de uma hora. Se o saldo não for suficiente, basta pagar a diferença.',
  },
  da: {
    title: 'Din tak fra {company}',
    intro: '{company} siger tak: brug din saldo på de gavekort, du har lyst til.',
    info: 'Sådan gør du: indtast kortnummeret og PIN-koden på dit kort fra {company}, vælg et eller flere gavekort fra dette udvalg, og få dem på e-mail inden for en time. Rækker din saldo ikke, betaler du bare mellemlægget.',
  },
  nb: {
    title: 'Din takk fra {company}',
    intro: '{company} sier takk: bruk saldoen din på gavekortene du har lyst på.',
    info: 'Slik gjør du: skriv inn kortnummeret og PIN-koden på kortet ditt fra {company}, velg ett eller flere gavekort fra dette utvalget og få dem på e-post innen en time. Rekker ikke saldoen, betaler du bare mellomlegget.',
  },
  sv: {
    title: 'Ditt tack från {company}',
    intro: '{company} säger tack: använd ditt saldo på de presentkort du gillar.',
    info: 'Så fungerar det: ange kortnumret och PIN-koden för ditt kort från {company}, välj ett eller flera presentkort ur det här utbudet och få dem via e-post inom en timme. Räcker inte saldot betalar du bara mellanskillnaden.',
  },
  pl: {
    title: 'Twoje podziękowanie od {company}',
    intro: '{company} mówi dziękuję: wykorzystaj swoje saldo na karty podarunkowe, które sprawią Ci radość.',
    info: 'Jak to działa: wpisz numer i PIN swojej karty od {company}, wybierz jedną lub kilka kart podarunkowych z tej oferty i otrzymaj je e-mailem w ciągu godziny. Jeśli saldo nie wystarczy, po prostu dopłacisz różnicę.',
  },
};
