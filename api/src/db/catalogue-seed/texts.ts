/**
 * Texts of the seed per language. German, English and Dutch are complete; the other storefront
 * languages (fr, es, it, pt, da, nb, sv, pl) have their own category names, card titles, variation
 * titles, menu labels and short descriptions, and fall back to English for longer marketing texts
 * (`pick(dict, language)`).
 */

export type Dict<T = string> = Readonly<Record<string, T>>;

/** The text of `language`, else English. */
export function pick<T>(dict: Dict<T>, language: string): T {
  const value = dict[language] ?? dict.en;
  if (value === undefined) throw new Error(`No text for ${language} (and no English fallback)`);
  return value;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing placeholder {${key}} in "${template}"`);
    return String(value);
  });
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

export const CHOICE_CARD_HERO: Dict = {
  de: 'Eine Karte, über 200 Möglichkeiten',
  en: 'One card, more than 200 choices',
  nl: 'Eén kaart, honderden keuzes',
  fr: 'Une carte, des centaines de choix',
  es: 'Una tarjeta, cientos de opciones',
  it: 'Una carta, centinaia di scelte',
  pt: 'Um cartão, centenas de escolhas',
};

export const CHOICE_CARD_DESCRIPTION: Dict = {
  de: 'Die All-in-1 Geschenkkarte lässt die beschenkte Person selbst wählen: Sie wird gegen eine oder mehrere Geschenkkarten aus unserem Sortiment eingelöst – vom Restaurantbesuch über Mode bis zum Streaming-Abo.',
  en: 'The All-in-1 Gift Card lets the recipient choose: it is redeemed for one or more gift cards from our range – from dinner out to fashion to a streaming subscription.',
  nl: 'Met de Keuze Cadeaukaart kiest de ontvanger zelf: de kaart wordt ingewisseld voor een of meer cadeaukaarten uit ons assortiment – van uit eten tot mode en streaming.',
  fr: 'La carte cadeau au choix laisse le destinataire décider : elle s’échange contre une ou plusieurs cartes cadeaux de notre sélection.',
  es: 'La tarjeta regalo a elegir deja decidir a quien la recibe: se canjea por una o varias tarjetas regalo de nuestra selección.',
  it: 'La carta regalo a scelta lascia decidere chi la riceve: si converte in una o più carte regalo della nostra selezione.',
  pt: 'O cartão presente à escolha deixa quem o recebe decidir: troca-se por um ou mais cartões da nossa seleção.',
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
  templates: readonly string[];
  details: readonly string[];
}

/** Rich descriptions: templates with {brand} and {detail}. */
export const CATEGORY_COPY: Dict<Readonly<Record<CategoryKey, CategoryCopy>>> = {
  de: {
    restaurants: {
      templates: [
        'Genießt einen unvergesslichen Abend bei {brand}: {detail}. Die Geschenkkarte wird in allen teilnehmenden Häusern angenommen.',
        'Mit der {brand} Geschenkkarte wird jeder Restaurantbesuch zum Fest – {detail}, dazu freundlicher Service.',
        'Ob Mittagessen mit Kollegen oder Dinner zu zweit: Bei {brand} erwartet euch {detail}.',
      ],
      details: ['italienische Küche mit frischer Pasta', 'saftige Steaks vom Grill', 'regionale Spezialitäten aus der Saison', 'frisches Sushi und japanische Klassiker', 'hausgemachte Burger und knusprige Pommes', 'vegetarische und vegane Gerichte', 'bayerische Schmankerl und frisch gezapftes Bier'],
    },
    wine: {
      templates: [
        'Für Weinliebhaber: Mit der {brand} Geschenkkarte gibt es {detail}. Weinlieferungen werden aus Jugendschutzgründen als Einschreiben verschickt.',
        '{brand} steht für {detail} – das ideale Geschenk für Genießer.',
      ],
      details: ['ausgesuchte Rieslinge von der Mosel', 'kräftige Rotweine aus Baden und der Pfalz', 'prickelnden Sekt und Champagner', 'Weinproben mit dem Kellermeister', 'Raritäten aus kleinen Familienweingütern'],
    },
    fashion: {
      templates: [
        'Neue Lieblingsstücke bei {brand}: {detail}. Online und in den Filialen einlösbar.',
        'Die {brand} Geschenkkarte macht Modefans glücklich – mit {detail}.',
        'Stil verschenken: {brand} bietet {detail} für jeden Anlass.',
      ],
      details: ['aktuelle Trends für Damen und Herren', 'zeitlose Klassiker und Basics', 'Schuhe, Taschen und Accessoires', 'nachhaltige Mode aus fairer Produktion', 'Outdoor-Jacken für jedes Wetter', 'festliche Mode für besondere Anlässe'],
    },
    electronics: {
      templates: [
        'Technikfans aufgepasst: Bei {brand} gibt es {detail}.',
        'Mit der {brand} Geschenkkarte erfüllt ihr Technikwünsche – von {detail} bis zum passenden Zubehör.',
      ],
      details: ['Smartphones, Tablets und Laptops', 'Kopfhörer und Lautsprecher mit bestem Klang', 'Kameras und Objektive', 'Smart-Home-Geräte für das vernetzte Zuhause', 'Apps, Spiele, Musik und Filme'],
    },
    books: {
      templates: [
        'Lesefreude schenken: Die {brand} Geschenkkarte gilt für {detail}.',
        'Bei {brand} findet jede Leseratte etwas – {detail}.',
      ],
      details: ['Romane, Krimis und Sachbücher', 'Hörbücher und E-Books', 'Kinder- und Jugendbücher', 'Comics und Graphic Novels', 'Reiseführer und Bildbände'],
    },
    wellness: {
      templates: [
        'Zeit zum Entspannen: Mit der {brand} Geschenkkarte gibt es {detail}.',
        'Einfach mal abschalten – {brand} bietet {detail}.',
      ],
      details: ['wohltuende Massagen und Gesichtsbehandlungen', 'einen ganzen Tag in der Therme', 'Saunalandschaft und Ruhebereiche', 'Yoga- und Meditationskurse', 'Wellnesswochenenden für zwei'],
    },
    travel: {
      templates: [
        'Fernweh? Mit der {brand} Geschenkkarte geht es los – {detail}.',
        'Die {brand} Geschenkkarte schenkt Urlaub: {detail}.',
      ],
      details: ['Städtereisen durch ganz Europa', 'Hotelübernachtungen an über 500 Orten', 'Ferienhäuser an Nord- und Ostsee', 'Wanderurlaub in den Alpen', 'Kurzurlaub mit Frühstück'],
    },
    sport: {
      templates: [
        'Für Sportbegeisterte: Bei {brand} gibt es {detail}.',
        'In Bewegung bleiben mit {brand} – {detail}.',
      ],
      details: ['Laufschuhe und Funktionskleidung', 'Fahrräder und E-Bikes mit Service', 'Kletterkurse und Tageskarten', 'Mitgliedschaften und Personal Training', 'Ausrüstung für Ski, Golf und Tennis'],
    },
    cinema: {
      templates: [
        'Film ab! Die {brand} Geschenkkarte gilt für {detail}.',
        'Großes Kino mit {brand}: {detail}.',
      ],
      details: ['Tickets in allen Sälen, auch 3D und IMAX', 'Popcorn, Nachos und Getränke', 'Premieren und Sneak Previews', 'Kinoabende in gemütlichen Loungesesseln'],
    },
    gaming: {
      templates: [
        'Für Gamer: Mit der {brand} Geschenkkarte gibt es {detail}.',
        'Level up mit {brand} – {detail}.',
      ],
      details: ['neue Spiele und Erweiterungen', 'Guthaben für Spiele, Apps und Abonnements', 'In-Game-Inhalte und Season Passes', 'Retro-Klassiker und Indie-Perlen'],
    },
    beauty: {
      templates: [
        'Schönheit schenken: Bei {brand} gibt es {detail}.',
        'Die {brand} Geschenkkarte verwöhnt mit {detail}.',
      ],
      details: ['Düfte, Pflege und Make-up', 'professionelle Haarschnitte und Styling', 'Naturkosmetik ohne Mikroplastik', 'Maniküre, Pediküre und Nageldesign', 'Bartpflege und Rasur beim Barbier'],
    },
    home: {
      templates: [
        'Schöner wohnen mit {brand}: {detail}.',
        'Die {brand} Geschenkkarte macht das Zuhause gemütlicher – mit {detail}.',
      ],
      details: ['Möbel und Wohnaccessoires', 'Pflanzen, Blumen und Gartenzubehör', 'Werkzeug und Material für Heimwerker', 'Küchengeräte und Geschirr', 'Bettwäsche, Teppiche und Leuchten'],
    },
    streaming: {
      templates: [
        'Unbegrenzte Unterhaltung: Die {brand} Geschenkkarte gilt für {detail}.',
        'Mit {brand} gibt es {detail} – jederzeit und überall.',
      ],
      details: ['Serien und Filme in bester Qualität', 'Millionen Songs und Podcasts', 'Live-Sport und Highlights', 'Hörbücher und Hörspiele'],
    },
    experiences: {
      templates: [
        'Erlebnisse statt Dinge: Mit {brand} gibt es {detail}.',
        'Die {brand} Geschenkkarte schenkt Erinnerungen – {detail}.',
      ],
      details: ['Abenteuer für Groß und Klein', 'Kochkurse mit Profiköchen', 'Fahrten im Heißluftballon', 'Rätselspaß im Escape Room', 'Musicals, Konzerte und Shows'],
    },
    toys: {
      templates: [
        'Kinderaugen leuchten lassen: Bei {brand} gibt es {detail}.',
        'Spielspaß verschenken mit {brand} – {detail}.',
      ],
      details: ['Spielzeug für jedes Alter', 'Holzspielzeug und Lernspiele', 'Bausteine und Modellbau', 'Bastelmaterial und Malsachen'],
    },
    food: {
      templates: [
        'Für Genießer: Mit der {brand} Geschenkkarte gibt es {detail}.',
        '{brand} steht für {detail} – mit Liebe ausgewählt.',
      ],
      details: ['Feinkost und Delikatessen', 'frisch gerösteten Kaffee und edlen Tee', 'Bio-Lebensmittel aus der Region', 'handgemachte Pralinen und Schokolade', 'Brot und Gebäck vom Meisterbäcker'],
    },
  },
  en: {
    restaurants: {
      templates: [
        'Enjoy an unforgettable evening at {brand}: {detail}. The gift card is accepted at every participating restaurant.',
        'The {brand} gift card turns every meal out into a celebration – {detail} and friendly service.',
      ],
      details: ['Italian cooking with fresh pasta', 'juicy steaks from the grill', 'seasonal regional specialities', 'fresh sushi and Japanese classics', 'home-made burgers and crispy fries', 'vegetarian and vegan dishes'],
    },
    wine: {
      templates: [
        'For wine lovers: the {brand} gift card buys {detail}. Wine is always sent by registered post.',
        '{brand} stands for {detail} – the perfect gift for connoisseurs.',
      ],
      details: ['hand-picked Rieslings', 'full-bodied red wines', 'sparkling wine and champagne', 'wine tastings with the cellar master', 'rare bottles from small family estates'],
    },
    fashion: {
      templates: ['New favourites at {brand}: {detail}. Redeemable online and in store.', 'The {brand} gift card makes fashion fans happy – with {detail}.'],
      details: ['the latest trends for women and men', 'timeless classics and basics', 'shoes, bags and accessories', 'sustainable fashion', 'outdoor jackets for any weather'],
    },
    electronics: {
      templates: ['Tech fans, take note: {brand} offers {detail}.', 'Fulfil tech wishes with the {brand} gift card – from {detail} to the right accessories.'],
      details: ['smartphones, tablets and laptops', 'headphones and speakers', 'cameras and lenses', 'smart home devices', 'apps, games, music and films'],
    },
    books: {
      templates: ['Give the joy of reading: the {brand} gift card is valid for {detail}.', 'Every bookworm finds something at {brand} – {detail}.'],
      details: ['novels, crime and non-fiction', 'audiobooks and e-books', "children's books", 'comics and graphic novels', 'travel guides and picture books'],
    },
    wellness: {
      templates: ['Time to relax: the {brand} gift card gives {detail}.', 'Switch off for a while – {brand} offers {detail}.'],
      details: ['soothing massages and facials', 'a whole day at the thermal baths', 'saunas and quiet rooms', 'yoga and meditation classes', 'spa weekends for two'],
    },
    travel: {
      templates: ['Wanderlust? The {brand} gift card gets you going – {detail}.', 'The {brand} gift card gives a holiday: {detail}.'],
      details: ['city breaks all over Europe', 'hotel stays in more than 500 places', 'holiday homes by the sea', 'hiking holidays in the Alps', 'short breaks with breakfast'],
    },
    sport: {
      templates: ['For sports fans: {brand} offers {detail}.', 'Keep moving with {brand} – {detail}.'],
      details: ['running shoes and sportswear', 'bikes and e-bikes with service', 'climbing courses and day passes', 'memberships and personal training', 'gear for skiing, golf and tennis'],
    },
    cinema: {
      templates: ['Roll film! The {brand} gift card is valid for {detail}.', 'The big screen with {brand}: {detail}.'],
      details: ['tickets in every screen, including 3D and IMAX', 'popcorn, nachos and drinks', 'premieres and sneak previews', 'movie nights in comfy lounge seats'],
    },
    gaming: {
      templates: ['For gamers: the {brand} gift card buys {detail}.', 'Level up with {brand} – {detail}.'],
      details: ['new games and expansions', 'credit for games, apps and subscriptions', 'in-game content and season passes', 'retro classics and indie gems'],
    },
    beauty: {
      templates: ['Give beauty: {brand} offers {detail}.', 'The {brand} gift card pampers with {detail}.'],
      details: ['fragrances, skincare and make-up', 'professional haircuts and styling', 'natural cosmetics', 'manicures and nail design', 'beard care at the barber'],
    },
    home: {
      templates: ['Better living with {brand}: {detail}.', 'The {brand} gift card makes home cosier – with {detail}.'],
      details: ['furniture and home accessories', 'plants, flowers and garden supplies', 'tools and DIY materials', 'kitchen appliances and tableware', 'bed linen, rugs and lamps'],
    },
    streaming: {
      templates: ['Endless entertainment: the {brand} gift card is valid for {detail}.', 'With {brand} you get {detail} – anytime, anywhere.'],
      details: ['series and films in top quality', 'millions of songs and podcasts', 'live sport and highlights', 'audiobooks and radio plays'],
    },
    experiences: {
      templates: ['Experiences, not things: {brand} offers {detail}.', 'The {brand} gift card gives memories – {detail}.'],
      details: ['adventures for young and old', 'cooking classes with chefs', 'hot-air balloon rides', 'escape room puzzles', 'musicals, concerts and shows'],
    },
    toys: {
      templates: ["Make children's eyes light up: {brand} offers {detail}.", 'Give playtime with {brand} – {detail}.'],
      details: ['toys for every age', 'wooden toys and learning games', 'building bricks and model kits', 'craft and drawing supplies'],
    },
    food: {
      templates: ['For gourmets: the {brand} gift card buys {detail}.', '{brand} stands for {detail} – chosen with love.'],
      details: ['delicatessen and fine foods', 'freshly roasted coffee and fine tea', 'organic food from the region', 'handmade pralines and chocolate', 'bread and pastries from the master baker'],
    },
  },
  nl: {
    restaurants: {
      templates: [
        'Geniet van een onvergetelijke avond bij {brand}: {detail}. De cadeaukaart is geldig bij alle deelnemende vestigingen.',
        'Met de {brand} cadeaukaart wordt elk etentje een feestje – {detail} en gastvrije bediening.',
        'Lunch met collega’s of een diner voor twee: bij {brand} wachten {detail}.',
      ],
      details: ['Italiaanse keuken met verse pasta', 'sappige steaks van de grill', 'Hollandse pannenkoeken in alle smaken', 'verse sushi en Japanse klassiekers', 'huisgemaakte burgers en knapperige friet', 'vegetarische en veganistische gerechten'],
    },
    wine: {
      templates: [
        'Voor wijnliefhebbers: met de {brand} cadeaukaart kies je {detail}. Wijn wordt altijd aangetekend verzonden.',
        '{brand} staat voor {detail} – het ideale cadeau voor genieters.',
      ],
      details: ['zorgvuldig geselecteerde Franse wijnen', 'stevige rode wijnen uit Spanje en Italië', 'mousserende wijn en champagne', 'wijnproeverijen met de sommelier', 'bijzondere flessen van kleine wijnhuizen'],
    },
    fashion: {
      templates: ['Nieuwe favorieten bij {brand}: {detail}. In te wisselen online en in de winkel.', 'De {brand} cadeaukaart maakt modeliefhebbers blij – met {detail}.'],
      details: ['de nieuwste trends voor dames en heren', 'tijdloze klassiekers en basics', 'schoenen, tassen en accessoires', 'duurzame mode', 'regenjassen voor elk weertype'],
    },
    electronics: {
      templates: ['Voor techfans: bij {brand} vind je {detail}.', 'Met de {brand} cadeaukaart komen techwensen uit – van {detail} tot de juiste accessoires.'],
      details: ['smartphones, tablets en laptops', 'koptelefoons en speakers', 'camera’s en objectieven', 'slimme apparaten voor in huis', 'apps, games, muziek en films'],
    },
    books: {
      templates: ['Geef leesplezier: de {brand} cadeaukaart is geldig voor {detail}.', 'Elke boekenwurm vindt iets bij {brand} – {detail}.'],
      details: ['romans, thrillers en non-fictie', 'luisterboeken en e-books', 'kinder- en jeugdboeken', 'strips en graphic novels', 'reisgidsen en fotoboeken'],
    },
    wellness: {
      templates: ['Tijd om te ontspannen: met de {brand} cadeaukaart geniet je van {detail}.', 'Even helemaal tot rust komen – {brand} biedt {detail}.'],
      details: ['weldadige massages en gezichtsbehandelingen', 'een hele dag sauna en thermen', 'rustruimtes en stoombaden', 'yoga- en meditatielessen', 'wellnessweekenden voor twee'],
    },
    travel: {
      templates: ['Reiskriebels? Met de {brand} cadeaukaart ga je op pad – {detail}.', 'De {brand} cadeaukaart schenkt vakantie: {detail}.'],
      details: ['stedentrips door heel Europa', 'hotelovernachtingen op meer dan 500 plekken', 'vakantiehuisjes aan zee', 'wandelvakanties in de Ardennen', 'korte uitstapjes met ontbijt'],
    },
    sport: {
      templates: ['Voor sportievelingen: bij {brand} vind je {detail}.', 'Blijf in beweging met {brand} – {detail}.'],
      details: ['hardloopschoenen en sportkleding', 'fietsen en e-bikes met service', 'schaatsen en skiën op de baan', 'lidmaatschappen en personal training', 'uitrusting voor golf en tennis'],
    },
    cinema: {
      templates: ['Doek op! De {brand} cadeaukaart is geldig voor {detail}.', 'Groots genieten met {brand}: {detail}.'],
      details: ['kaartjes in alle zalen, ook 3D en IMAX', 'popcorn, nacho’s en drankjes', 'premières en sneak previews', 'filmavonden in comfortabele loungestoelen'],
    },
    gaming: {
      templates: ['Voor gamers: met de {brand} cadeaukaart koop je {detail}.', 'Level up met {brand} – {detail}.'],
      details: ['nieuwe games en uitbreidingen', 'tegoed voor games, apps en abonnementen', 'in-game content en season passes', 'retroklassiekers en indie-parels'],
    },
    beauty: {
      templates: ['Geef schoonheid: bij {brand} vind je {detail}.', 'De {brand} cadeaukaart verwent met {detail}.'],
      details: ['parfums, verzorging en make-up', 'professionele knipbeurten en styling', 'natuurlijke cosmetica', 'manicure en nageldesign', 'baardverzorging bij de barbier'],
    },
    home: {
      templates: ['Mooier wonen met {brand}: {detail}.', 'De {brand} cadeaukaart maakt het thuis gezelliger – met {detail}.'],
      details: ['meubels en woonaccessoires', 'planten, bloemen en tuinartikelen', 'gereedschap en klusmaterialen', 'keukenapparatuur en servies', 'beddengoed, vloerkleden en lampen'],
    },
    streaming: {
      templates: ['Eindeloos entertainment: de {brand} cadeaukaart is geldig voor {detail}.', 'Met {brand} krijg je {detail} – altijd en overal.'],
      details: ['series en films in topkwaliteit', 'miljoenen nummers en podcasts', 'live sport en samenvattingen', 'luisterboeken en hoorspelen'],
    },
    experiences: {
      templates: ['Beleven in plaats van hebben: {brand} biedt {detail}.', 'De {brand} cadeaukaart schenkt herinneringen – {detail}.'],
      details: ['avonturen voor jong en oud', 'kookworkshops met topkoks', 'rondvaarten door de grachten', 'puzzelplezier in de escape room', 'musicals, concerten en shows'],
    },
    toys: {
      templates: ['Laat kinderogen stralen: bij {brand} vind je {detail}.', 'Geef speelplezier met {brand} – {detail}.'],
      details: ['speelgoed voor elke leeftijd', 'houten speelgoed en leerspellen', 'bouwstenen en modelbouw', 'knutsel- en tekenspullen'],
    },
    food: {
      templates: ['Voor fijnproevers: met de {brand} cadeaukaart kies je {detail}.', '{brand} staat voor {detail} – met liefde geselecteerd.'],
      details: ['delicatessen en streekproducten', 'versgebrande koffie en fijne thee', 'biologische producten', 'handgemaakte bonbons en chocolade', 'brood en gebak van de echte bakker'],
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

/** Page-title lines for fixed pages: {store} is the storefront name. */
export const PAGE_DESCRIPTIONS: Dict<Readonly<Record<'home' | 'productList' | 'categoryAll' | 'occasions', string>>> = {
  de: {
    home: 'Geschenkkarten online kaufen: über 200 Marken, digital per E-Mail in einer Stunde oder per Post.',
    productList: 'Alle Geschenkkarten auf einen Blick – Restaurants, Mode, Wellness, Reisen und vieles mehr.',
    categoryAll: 'Geschenkkarten nach Kategorien: finde schnell die passende Karte.',
    occasions: 'Geschenkideen für jeden Anlass: Geburtstag, Hochzeit, Weihnachten und mehr.',
  },
  en: {
    home: 'Buy gift cards online: more than 200 brands, by e-mail within an hour or by post.',
    productList: 'All gift cards at a glance – restaurants, fashion, wellness, travel and much more.',
    categoryAll: 'Gift cards by category: quickly find the right card.',
    occasions: 'Gift ideas for every occasion: birthdays, weddings, Christmas and more.',
  },
  nl: {
    home: 'Cadeaukaarten online kopen: honderden merken, binnen een uur per e-mail of per post.',
    productList: 'Alle cadeaukaarten op een rij – restaurants, mode, wellness, reizen en nog veel meer.',
    categoryAll: 'Cadeaukaarten per categorie: vind snel de juiste kaart.',
    occasions: 'Cadeau-ideeën voor elk geefmoment: verjaardag, bruiloft, Sinterklaas en meer.',
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

export const USP_BLOCKS: Dict<ReadonlyArray<readonly [string, string]>> = {
  de: [
    ['Vor 17:00 Uhr bestellt, morgen geliefert', 'An Werktagen vor 17:00 Uhr bestellt, verschicken wir noch am selben Tag.'],
    ['Immer ein passendes Geschäftsgeschenk', 'Geschenkkarten für Mitarbeiter und Kunden – auf Rechnung.'],
    ['Persönlich verpackt', 'Mit Geschenkverpackung und persönlicher Nachricht.'],
  ],
  en: [
    ['Ordered before 17:00, delivered tomorrow', 'Orders placed on working days before 17:00 are dispatched the same day.'],
    ['Always a suitable business gift', 'Gift cards for employees and customers – on invoice.'],
    ['Personalize with packaging', 'With gift packing and a personal message.'],
  ],
  nl: [
    ['Voor 17:00 besteld, morgen in huis', 'Op werkdagen voor 17:00 besteld, dezelfde dag verstuurd.'],
    ['Altijd een passend zakelijk cadeau', 'Cadeaukaarten voor medewerkers en relaties – op factuur.'],
    ['Persoonlijk verpakt', 'Met cadeauverpakking en een persoonlijke boodschap.'],
  ],
};

export const HIGHLIGHT_BLOCKS: Dict<ReadonlyArray<readonly [string, string]>> = {
  de: [
    ['Die All-in-1 Geschenkkarte', 'Eine Karte, die Wahl bleibt beim Beschenkten.'],
    ['Geschenkideen für jeden Anlass', 'Vom Geburtstag bis zur Hochzeit.'],
  ],
  en: [
    ['The All-in-1 gift card', 'One card, the recipient chooses.'],
    ['Gift ideas for every occasion', 'From birthdays to weddings.'],
  ],
  nl: [
    ['De Keuze Cadeaukaart', 'Eén kaart, de ontvanger kiest zelf.'],
    ['Cadeau-ideeën voor elk geefmoment', 'Van verjaardag tot bruiloft.'],
  ],
};

export const QUEUE_TITLES: Dict<Readonly<Record<string, string>>> = {
  de: { 'home-most-chosen': 'Meistgewählt', 'top-products': 'Top-Geschenkkarten', 'home-usps': 'Darum bei uns', 'home-promotions': 'Aktuelle Aktionen', 'search-popular-entities': 'Beliebte Gutscheine', 'search-highlighted-blocks': 'Entdecken' },
  en: { 'home-most-chosen': 'Most chosen', 'top-products': 'Top gift cards', 'home-usps': 'Why shop with us', 'home-promotions': 'Current promotions', 'search-popular-entities': 'Popular coupons', 'search-highlighted-blocks': 'Discover' },
  nl: { 'home-most-chosen': 'Meest gekozen', 'top-products': 'Top cadeaukaarten', 'home-usps': 'Waarom bij ons', 'home-promotions': 'Acties', 'search-popular-entities': 'Populaire bonnen', 'search-highlighted-blocks': 'Ontdek' },
};

export const PROMOTION_BLOCK: Dict<readonly [string, string]> = {
  de: ['Guthaben-Verdoppler', 'Jeden Monat verdoppeln wir das Guthaben einer Karte – Ziehung am ersten Montag des Monats.'],
  en: ['Balance doubler', 'Every month we double the balance of one card – drawn on the first Monday of the month.'],
  nl: ['Saldoverdubbelaar', 'Elke maand verdubbelen we het saldo van één kaart – trekking op de eerste maandag van de maand.'],
};

export const ORGANIZATION_DESCRIPTION: Dict = {
  de: '{name} verkauft Geschenkkarten von über 200 Marken – digital in einer Stunde per E-Mail oder per Post.',
  en: '{name} sells gift cards from more than 200 brands – by e-mail within an hour or by post.',
  nl: '{name} verkoopt cadeaukaarten van honderden merken – binnen een uur per e-mail of per post.',
  fr: '{name} vend des cartes cadeaux de centaines de marques – par e-mail en une heure ou par la poste.',
  es: '{name} vende tarjetas regalo de cientos de marcas, por correo electrónico en una hora o por correo postal.',
  it: '{name} vende carte regalo di centinaia di marchi, via e-mail in un’ora o per posta.',
  pt: '{name} vende cartões presente de centenas de marcas, por e-mail numa hora ou pelo correio.',
  da: '{name} sælger gavekort fra hundredvis af mærker – på e-mail inden for en time eller med posten.',
  nb: '{name} selger gavekort fra hundrevis av merker – på e-post innen en time eller i posten.',
  sv: '{name} säljer presentkort från hundratals varumärken – via e-post inom en timme eller med posten.',
  pl: '{name} sprzedaje karty podarunkowe setek marek – e-mailem w ciągu godziny lub pocztą.',
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

export const TRUST_MARK_TITLES: Dict<readonly [string, string, string, string]> = {
  de: ['Geprüfter Shop', 'Käuferschutz', 'Sichere Zahlung', '4,8 von 5 Sternen'],
  en: ['Verified shop', 'Buyer protection', 'Secure payment', 'Rated 4.8 out of 5'],
  nl: ['Keurmerk webshop', 'Kopersbescherming', 'Veilig betalen', '4,8 van 5 sterren'],
  fr: ['Boutique vérifiée', 'Protection acheteur', 'Paiement sécurisé', 'Noté 4,8 sur 5'],
};

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
};
