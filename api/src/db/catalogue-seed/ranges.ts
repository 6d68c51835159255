/**
 * The product ranges of the seed: which brands each storefront sells, per category, and how many
 * shops (locations) a brand has in that storefront's country (0 = online only). Names are invented
 * except for a few platform brands a gift-card shop cannot do without (Apple, streaming, consoles).
 */
import type { CategoryKey } from './texts';

export interface BrandSpec {
  name: string;
  /** Shops in the storefront's country. */
  shops: number;
  /** More categories the card is listed in. */
  also?: readonly CategoryKey[];
  /** Card colours (else derived from the name). */
  colors?: readonly [background: string, foreground: string];
  /** Apple rule: custom 10–250, at most 500 per order (spec §5, §8 code 2015). */
  apple?: boolean;
  /** Digital only (streaming and platform credit). */
  digitalOnly?: boolean;
  /** Redeems on its own site: the redeem shop frames its web shop and hands over to it (spec §3 {product}Brand). */
  webShop?: boolean;
}

type Entry = readonly [name: string, shops: number, extra?: Omit<BrandSpec, 'name' | 'shops'>];
const list = (entries: readonly Entry[]): BrandSpec[] => entries.map(([name, shops, extra]) => ({ name, shops, ...extra }));

const APPLE: Entry = ['Apple', 8, { apple: true, colors: ['#1d1d1f', '#f5f5f7'] }];
const DIGITAL = { digitalOnly: true } as const;
const WEB_SHOP = { webShop: true } as const;

/** CBDE (store 60): 212 gift cards in 16 categories. */
export const GERMAN_RANGE: Readonly<Record<CategoryKey, readonly BrandSpec[]>> = {
  restaurants: list([
    ['Burgerwerk', 30], ['Pasta Manufaktur', 24], ['Steakhaus Rodeo', 18], ['Sushi Kaito', 14], ['Curry & Co.', 16],
    ['Brauhaus am Markt', 3], ['Zum Goldenen Hirsch', 1], ['Trattoria Bella Vista', 2], ['Wirtshaus Zur Linde', 1],
    ['Ristorante Da Marco', 2], ['Fischhaus Hafenblick', 2], ['Gasthof Alpenblick', 1], ['Bistro Le Petit', 2],
    ['Tapas Bar Sol y Sombra', 2], ['Pizzeria Napoli', 6], ['Dim Sum Palast', 3], ['Ratskeller', 8], ['Kartoffelhaus', 10],
    ['Schnitzelparadies', 6], ['Veggie Garten', 9, { also: ['food'] }],
  ]),
  wine: list([
    ['Weinkontor Rheingau', 6], ['Vinothek Mosel', 4], ['Weingut Sonnenhang', 1, { also: ['experiences'] }], ['Hanseatisches Weinhaus', 5],
    ['Weinwelt', 14], ['Pfälzer Sekt- und Weinhaus', 3], ['Vino & Vita', 8], ['Weinfreunde Baden', 4], ['Rotweinhaus Ahr', 2],
    ['Frankenwein Keller', 3], ['Maison Lumière Champagner', 0], ['Weinbar Traube', 3, { also: ['restaurants'] }],
  ]),
  fashion: list([
    ['Modehaus Lindner', 12], ['Stilwerk Fashion', 18], ['Urban Threads', 20], ['Trachten Huber', 6], ['Nordwind Outdoor', 10, { also: ['sport'] }],
    ['Jeanswerk', 16], ['Schuhhaus Becker', 14], ['Lederwaren Kessler', 6], ['Kinderkleid', 10], ['Eleganza Damenmode', 9],
    ['Herrenausstatter Wolff', 7], ['Sneaker Depot', 12], ['Strickwerk', 5], ['Modeversand Kleiderschrank', 0, WEB_SHOP],
    ['Mode Outlet Center', 4], ['Dessous Belle', 8], ['Hutmacherei Brandt', 2], ['Vintage Kollektiv', 4],
  ]),
  electronics: list([
    APPLE, ['Technikland', 20], ['Elektromarkt Blitz', 16], ['Computerwelt', 10], ['Fotohaus Lichtblick', 6], ['Hifi Studio Klangraum', 5],
    ['Smart Home Center', 4], ['Mobilfunk Plus', 18], ['Google Play', 0, { ...DIGITAL, also: ['gaming'] }], ['Küchentechnik Profi', 4, { also: ['home'] }],
    ['Gadget Garage', 6], ['Druckerhaus', 3], ['Notebook Zentrale', 5], ['Audio Welt', 7],
  ]),
  books: list([
    ['Buchhandlung Seitenweise', 10], ['Lesezeichen Buchhandel', 8], ['Bücherinsel', 5], ['Hörbuch Oase', 0, DIGITAL], ['Antiquariat Eselsohr', 2],
    ['Comicladen Sprechblase', 4], ['Kinderbuchladen Wunderland', 4, { also: ['toys'] }], ['E-Book Welt', 0, DIGITAL], ['Papeterie & Buch', 6],
    ['Globetrotter Reisebuchladen', 3, { also: ['travel'] }],
  ]),
  wellness: list([
    ['Sonnentherme', 4], ['Day Spa Lotus', 6], ['Massagepraxis Entspannung', 8], ['Saunawelt Nordlicht', 5], ['Yoga Studio Atem', 9, { also: ['sport'] }],
    ['Hotel Wellnessoase', 3, { also: ['travel'] }], ['Kosmetikinstitut Rosé', 7, { also: ['beauty'] }], ['Floating Center Schwerelos', 2],
    ['Ayurveda Haus', 3], ['Hamam Orient', 3], ['Wellnesshotels Deutschland', 0, { also: ['travel'] }], ['Haarmonie Friseur & Spa', 10],
    ['Wohlfühlzeit Fußpflege', 5], ['Beauty Farm Seeblick', 1],
  ]),
  travel: list([
    ['Reisebüro Fernweh', 12], ['Schienenweg Reisen', 0], ['Hotelgutschein Deutschland', 0], ['Ferienhaus Küste', 0, WEB_SHOP], ['Städtereisen Plus', 0],
    ['Kreuzfahrtkontor', 2], ['Campingwelt Freiheit', 4], ['Jugendherbergen Gutschein', 0], ['Flugreisen Wolkenlos', 0],
    ['Auszeit Kurzurlaub', 0, { also: ['wellness'] }], ['Alpenhotel Gruppe', 5], ['Busreisen Rheinland', 3], ['Abenteuerreisen Kompass', 1, { also: ['experiences'] }],
    ['Inselhüpfer Fähren', 0],
  ]),
  sport: list([
    ['Sporthaus Athletik', 14], ['Laufladen Tempo', 8], ['Fahrradhaus Speiche', 10], ['Kletterhalle Gipfelstürmer', 6, { also: ['experiences'] }],
    ['Fitnessstudio Kraftwerk', 16], ['Golfclub Grünfläche', 2], ['Skischule Pulverschnee', 2], ['Tennisshop Matchball', 4], ['Surfshop Welle', 3],
    ['Aquafun Schwimmbad', 5], ['Tauchcenter Blaue Tiefe', 2], ['Reitsport Hufeisen', 3], ['Bergfreund Outdoor', 9], ['Yogamatte & Mehr', 0],
  ]),
  cinema: list([
    ['Kinopalast', 16], ['Filmtheater Lichtspiele', 6], ['Cinema Royal', 10], ['Programmkino Zeitlos', 4], ['IMAX Erlebnis', 3],
    ['Autokino Sternenhimmel', 2], ['Freiluftkino Sommernacht', 2], ['Kinowelt', 12], ['Filmpalast Union', 5], ['Kino-Gutschein Deutschland', 0],
  ]),
  gaming: list([
    ['PlayStation Store', 0, { ...DIGITAL, colors: ['#003791', '#ffffff'] }], ['Nintendo eShop', 0, { ...DIGITAL, colors: ['#e60012', '#ffffff'] }],
    ['Xbox', 0, { ...DIGITAL, colors: ['#107c10', '#ffffff'] }], ['Steam', 0, { ...DIGITAL, colors: ['#171a21', '#c7d5e0'] }],
    ['Gaming Lounge Pixel', 5], ['Retro Spielekiste', 3], ['Brettspiel Café Würfel', 4, { also: ['experiences'] }], ['Roblox', 0, DIGITAL],
    ['EA Play', 0, DIGITAL], ['Konsolenwelt', 8, { also: ['electronics'] }], ['LAN-Zentrale', 2], ['Twitch Guthaben', 0, DIGITAL],
  ]),
  beauty: list([
    ['Parfümerie Duftwerk', 16], ['Drogerie Schönheit', 20], ['Kosmetikstudio Glanz', 6], ['Nagelstudio Lackreich', 8], ['Barbershop Klinge', 10],
    ['Naturkosmetik Blüte', 6], ['Friseur Schnittpunkt', 12], ['Make-up Atelier', 3], ['Beauty Box Abo', 0, DIGITAL], ['Haarstudio Locke', 7],
    ['Parfum Boutique Essenz', 4], ['Apotheken Kosmetik Vital', 9], ['Bartpflege Manufaktur', 0], ['Brow Bar Augenblick', 4],
  ]),
  home: list([
    ['Möbelhaus Behaglich', 12], ['Einrichtungshaus Nordlicht', 8], ['Gartencenter Grünwerk', 14], ['Baumarkt Hammer', 18], ['Deko Paradies', 10],
    ['Küchenstudio Kochraum', 6], ['Lampenwelt Leuchte', 4], ['Bettenhaus Traumland', 7], ['Teppichhaus Orient', 3], ['Blumenladen Blütezeit', 9],
    ['Haushaltswaren Fischer', 6], ['Wohnaccessoires Loft', 5], ['Porzellanmanufaktur Weiß', 2], ['Heimtextil Webstube', 4],
  ]),
  streaming: list([
    ['Netflix', 0, { ...DIGITAL, colors: ['#141414', '#e50914'] }], ['Spotify', 0, { ...DIGITAL, colors: ['#1db954', '#191414'] }],
    ['Disney+', 0, { ...DIGITAL, colors: ['#0e1a5f', '#ffffff'] }], ['DAZN', 0, { ...DIGITAL, colors: ['#0c161c', '#f8fc00'] }],
    ['Audible', 0, { ...DIGITAL, also: ['books'] }], ['Deezer', 0, DIGITAL], ['RTL+', 0, DIGITAL], ['Joyn PLUS+', 0, DIGITAL],
    ['Paramount+', 0, DIGITAL], ['YouTube Premium', 0, DIGITAL],
  ]),
  experiences: list([
    ['Erlebnisfabrik', 0], ['Escape Room Rätselhaft', 8, { also: ['gaming'] }], ['Ballonfahrt Himmelblau', 3], ['Kochkurs Genusswerk', 6, { also: ['food'] }],
    ['Freizeitpark Abenteuerland', 2, { also: ['toys'] }], ['Zoo & Tierpark Gutschein', 4], ['Kartbahn Vollgas', 5], ['Tandemsprung Freifall', 2],
    ['Musical Theater Bühne', 3], ['Konzertkasse Ticketwelt', 0], ['Segeltörn Ostsee', 2], ['Fotostudio Blende', 5], ['Bowling Center Strike', 7],
    ['Kletterwald Baumwipfel', 3],
  ]),
  toys: list([
    ['Spielwaren Kunterbunt', 12], ['Spielzeugland', 14], ['Holzspielzeug Werkstatt', 3], ['Modellbau Miniatur', 4], ['Puppenhaus Lina', 2],
    ['Klemmbaustein Welt', 5], ['Babymarkt Sternchen', 8], ['Kinderparadies Hüpfburg', 3, { also: ['experiences'] }], ['Lernspiel Eule', 0, DIGITAL],
    ['Bastelladen Schere', 6],
  ]),
  food: list([
    ['Feinkost Delikat', 6], ['Bio-Markt Grünkorb', 14], ['Kaffeerösterei Bohne', 8], ['Teehaus Darjeeling', 5], ['Confiserie Zuckerstück', 6],
    ['Bäckerei Backstube', 18], ['Metzgerei Meisterstück', 6], ['Käserei Alpenmilch', 3], ['Frischeparadies Supermarkt', 22], ['Gewürzhaus Pfeffer', 4],
    ['Pralinenmanufaktur Süß', 3], ['Kochbox Lieferdienst', 0, DIGITAL],
  ]),
};

/** CB (the Dutch storefront): its own range in 15 categories. */
export const DUTCH_RANGE: Readonly<Partial<Record<CategoryKey, readonly BrandSpec[]>>> = {
  restaurants: list([
    ['Eetcafé De Gouden Leeuw', 2], ['Brasserie Het Plein', 3], ['Pannenkoekenhuis De Molen', 6], ['Burgerbar Smaakmakers', 10],
    ['Sushi Sakura', 5], ['Pizzeria Bella Napoli', 4], ['Steakhouse De Grill', 5], ['Strandpaviljoen Zeezicht', 2],
  ]),
  wine: list([
    ['Wijnhandel Van Dam', 4], ['Wijnkoperij De Druif', 3], ['Wijnhuis Bourgogne', 2], ['Slijterij De Kurk', 8], ['Wijnbar Proost', 2, { also: ['restaurants'] }],
  ]),
  fashion: list([
    ['Modehuis Van der Berg', 6], ['Denim Dept', 8], ['Schoenenwinkel Stap', 9], ['Kinderkleding Kleintje', 5], ['Herenmode Heerlijk', 4],
    ['Fashion Outlet Noord', 2], ['Urban Threads', 6],
  ]),
  electronics: list([
    ['Apple', 3, { apple: true, colors: ['#1d1d1f', '#f5f5f7'] }], ['Techniek Totaal', 10], ['Elektro Expert Plus', 8], ['Fotozaak Scherp', 4],
    ['Google Play', 0, { ...DIGITAL, also: ['gaming'] }], ['Beltegoed Telefoonwinkel', 9],
  ]),
  books: list([
    ['Boekhandel De Lezer', 7], ['Het Boekenhuis', 5], ['Stripwinkel Ballon', 3], ['Luisterboek Plein', 0, DIGITAL], ['Kinderboekwinkel Wonderland', 3, { also: ['toys'] }],
  ]),
  wellness: list([
    ['Thermen Zuid', 3], ['Beautysalon Puur', 5, { also: ['beauty'] }], ['Massagepraktijk Rust', 6], ['Spa Resort Duinzicht', 2, { also: ['travel'] }],
    ['Yogaschool Adem', 5, { also: ['sport'] }],
  ]),
  travel: list([
    ['Reisbureau Wereldwijd', 6], ['Hotelbon Nederland', 0, WEB_SHOP], ['Vakantieparken Natuurlijk', 3], ['Stedentrip Cadeau', 0, WEB_SHOP], ['Bed & Breakfast Bon', 0],
  ]),
  sport: list([
    ['Sportwinkel Topvorm', 9], ['Fietsenwinkel Trapper', 8], ['Sportschool Kracht', 10], ['Schaatsbaan IJspret', 2, { also: ['experiences'] }],
    ['Golfbaan De Fairway', 2], ['Hardloopwinkel Tempo', 4],
  ]),
  cinema: list([['Filmhuis', 6], ['Cinema Centrum', 8], ['Filmtheater Het Doek', 3], ['Bioscoopbon Nederland', 0]]),
  gaming: list([
    ['PlayStation Store', 0, { ...DIGITAL, colors: ['#003791', '#ffffff'] }], ['Nintendo eShop', 0, { ...DIGITAL, colors: ['#e60012', '#ffffff'] }],
    ['Xbox', 0, { ...DIGITAL, colors: ['#107c10', '#ffffff'] }], ['Steam', 0, { ...DIGITAL, colors: ['#171a21', '#c7d5e0'] }], ['Level Up Games', 6],
  ]),
  beauty: list([['Parfumerie Geurig', 8], ['Drogisterij Mooi', 12], ['Kapsalon Knip', 7], ['Nagelstudio Glans', 5], ['Barbier De Baard', 4]]),
  home: list([['Woonwinkel Thuis', 7], ['Tuincentrum Groen', 8], ['Bouwmarkt Klus', 10], ['Bloemist Bloei', 6], ['Meubelplein Design', 3]]),
  streaming: list([
    ['Netflix', 0, { ...DIGITAL, colors: ['#141414', '#e50914'] }], ['Spotify', 0, { ...DIGITAL, colors: ['#1db954', '#191414'] }],
    ['Disney+', 0, { ...DIGITAL, colors: ['#0e1a5f', '#ffffff'] }], ['Videoland', 0, DIGITAL], ['Audible', 0, { ...DIGITAL, also: ['books'] }],
  ]),
  experiences: list([
    ['Escape Room Ontsnap', 5, { also: ['gaming'] }], ['Pretpark Avonturia', 1, { also: ['toys'] }], ['Dierentuin Bon', 2], ['Kookworkshop Smaak', 3],
    ['Bowlingcentrum Strike', 4], ['Rondvaart Grachten', 1],
  ]),
  toys: list([['Speelgoedwinkel Kiekeboe', 6], ['Bouwsteen Paradijs', 3]]),
};

/**
 * The smaller storefronts: a handful of cards in five categories, the same brands everywhere
 * (titles and texts in the storefront's languages).
 */
export const INTERNATIONAL_RANGE: Readonly<Partial<Record<CategoryKey, readonly BrandSpec[]>>> = {
  restaurants: list([['Urban Burger', 3], ['Sakura Sushi', 2]]),
  fashion: list([['Urban Threads', 3], ['Sneaker Depot', 2]]),
  gaming: list([
    ['PlayStation Store', 0, { ...DIGITAL, colors: ['#003791', '#ffffff'] }],
    ['Nintendo eShop', 0, { ...DIGITAL, colors: ['#e60012', '#ffffff'] }],
  ]),
  wellness: list([['Lotus Day Spa', 2]]),
  streaming: list([
    ['Netflix', 0, { ...DIGITAL, colors: ['#141414', '#e50914'] }],
    ['Spotify', 0, { ...DIGITAL, colors: ['#1db954', '#191414'] }],
  ]),
};

/**
 * What each brand offers, as keys of its (first) category's details in CATEGORY_COPY (texts.ts): the
 * description names one of these and nothing else, so Audible is never "live sport" nor a sushi bar
 * "Bavarian beer". A brand not listed gets its category's plain template, which claims nothing.
 */
export const BRAND_DETAILS: Readonly<Record<string, readonly string[]>> = {
  // restaurants
  Burgerwerk: ['burgers'], 'Pasta Manufaktur': ['italian'], 'Steakhaus Rodeo': ['steak'], 'Sushi Kaito': ['sushi'], 'Curry & Co.': ['curry'],
  'Brauhaus am Markt': ['brewery'], 'Zum Goldenen Hirsch': ['regional'], 'Trattoria Bella Vista': ['italian'], 'Wirtshaus Zur Linde': ['regional'],
  'Ristorante Da Marco': ['italian'], 'Fischhaus Hafenblick': ['fish'], 'Gasthof Alpenblick': ['bavarian', 'regional'], 'Bistro Le Petit': ['french'],
  'Tapas Bar Sol y Sombra': ['tapas'], 'Pizzeria Napoli': ['italian'], 'Dim Sum Palast': ['dimsum'], Ratskeller: ['regional'], Kartoffelhaus: ['potato'],
  Schnitzelparadies: ['schnitzel'], 'Veggie Garten': ['veggie'],
  'Eetcafé De Gouden Leeuw': ['regional'], 'Brasserie Het Plein': ['french'], 'Pannenkoekenhuis De Molen': ['pancakes'], 'Burgerbar Smaakmakers': ['burgers'],
  'Sushi Sakura': ['sushi'], 'Pizzeria Bella Napoli': ['italian'], 'Steakhouse De Grill': ['steak'], 'Strandpaviljoen Zeezicht': ['seaside', 'fish'],
  'Urban Burger': ['burgers'], 'Sakura Sushi': ['sushi'],
  // wine
  'Weinkontor Rheingau': ['riesling'], 'Vinothek Mosel': ['riesling'], 'Weingut Sonnenhang': ['tasting'], 'Hanseatisches Weinhaus': ['rarities', 'french'],
  Weinwelt: ['red', 'sparkling'], 'Pfälzer Sekt- und Weinhaus': ['sparkling', 'baden'], 'Vino & Vita': ['rarities'], 'Weinfreunde Baden': ['baden'],
  'Rotweinhaus Ahr': ['red'], 'Frankenwein Keller': ['franconia'], 'Maison Lumière Champagner': ['sparkling'], 'Weinbar Traube': ['winebar'],
  'Wijnhandel Van Dam': ['french', 'red'], 'Wijnkoperij De Druif': ['rarities'], 'Wijnhuis Bourgogne': ['french'], 'Slijterij De Kurk': ['spirits'],
  'Wijnbar Proost': ['winebar'],
  // fashion
  'Modehaus Lindner': ['trends', 'classics'], 'Stilwerk Fashion': ['trends', 'festive'], 'Urban Threads': ['trends', 'sustainable'], 'Trachten Huber': ['tracht'],
  'Nordwind Outdoor': ['outdoor'], Jeanswerk: ['denim'], 'Schuhhaus Becker': ['shoes'], 'Lederwaren Kessler': ['bags'], Kinderkleid: ['kids'],
  'Eleganza Damenmode': ['womenswear', 'festive'], 'Herrenausstatter Wolff': ['menswear'], 'Sneaker Depot': ['sneakers'], Strickwerk: ['knitwear'],
  'Modeversand Kleiderschrank': ['trends', 'classics'], 'Mode Outlet Center': ['outlet'], 'Dessous Belle': ['lingerie'], 'Hutmacherei Brandt': ['hats'],
  'Vintage Kollektiv': ['vintage'],
  'Modehuis Van der Berg': ['trends', 'classics'], 'Denim Dept': ['denim'], 'Schoenenwinkel Stap': ['shoes'], 'Kinderkleding Kleintje': ['kids'],
  'Herenmode Heerlijk': ['menswear'], 'Fashion Outlet Noord': ['outlet'],
  // electronics
  Apple: ['appledevices', 'apps'], Technikland: ['computers', 'audio'], 'Elektromarkt Blitz': ['computers', 'appliances'], Computerwelt: ['computers'],
  'Fotohaus Lichtblick': ['cameras'], 'Hifi Studio Klangraum': ['audio'], 'Smart Home Center': ['smarthome'], 'Mobilfunk Plus': ['phones'],
  'Google Play': ['apps'], 'Küchentechnik Profi': ['appliances'], 'Gadget Garage': ['gadgets'], Druckerhaus: ['printers'], 'Notebook Zentrale': ['notebooks'],
  'Audio Welt': ['audio'],
  'Techniek Totaal': ['computers', 'audio'], 'Elektro Expert Plus': ['computers', 'appliances'], 'Fotozaak Scherp': ['cameras'], 'Beltegoed Telefoonwinkel': ['phones'],
  // books
  'Buchhandlung Seitenweise': ['novels', 'kids'], 'Lesezeichen Buchhandel': ['novels'], Bücherinsel: ['novels', 'travel'], 'Hörbuch Oase': ['audiobooks'],
  'Antiquariat Eselsohr': ['antiquarian'], 'Comicladen Sprechblase': ['comics'], 'Kinderbuchladen Wunderland': ['kids'], 'E-Book Welt': ['ebooks'],
  'Papeterie & Buch': ['stationery'], 'Globetrotter Reisebuchladen': ['travel'],
  'Boekhandel De Lezer': ['novels'], 'Het Boekenhuis': ['novels', 'kids'], 'Stripwinkel Ballon': ['comics'], 'Luisterboek Plein': ['audiobooks'],
  'Kinderboekwinkel Wonderland': ['kids'],
  // wellness
  Sonnentherme: ['thermal', 'sauna'], 'Day Spa Lotus': ['massage'], 'Massagepraxis Entspannung': ['massage'], 'Saunawelt Nordlicht': ['sauna'],
  'Yoga Studio Atem': ['yoga'], 'Hotel Wellnessoase': ['weekend'], 'Kosmetikinstitut Rosé': ['cosmetic'], 'Floating Center Schwerelos': ['floating'],
  'Ayurveda Haus': ['ayurveda'], 'Hamam Orient': ['hammam'], 'Wellnesshotels Deutschland': ['weekend'], 'Haarmonie Friseur & Spa': ['hair'],
  'Wohlfühlzeit Fußpflege': ['footcare'], 'Beauty Farm Seeblick': ['cosmetic', 'weekend'],
  'Thermen Zuid': ['thermal', 'sauna'], 'Beautysalon Puur': ['cosmetic'], 'Massagepraktijk Rust': ['massage'], 'Spa Resort Duinzicht': ['weekend'],
  'Yogaschool Adem': ['yoga'], 'Lotus Day Spa': ['massage'],
  // travel
  'Reisebüro Fernweh': ['city', 'flights'], 'Schienenweg Reisen': ['rail'], 'Hotelgutschein Deutschland': ['hotels'], 'Ferienhaus Küste': ['holidayhomes'],
  'Städtereisen Plus': ['city'], Kreuzfahrtkontor: ['cruise'], 'Campingwelt Freiheit': ['camping'], 'Jugendherbergen Gutschein': ['hostels'],
  'Flugreisen Wolkenlos': ['flights'], 'Auszeit Kurzurlaub': ['shortbreak'], 'Alpenhotel Gruppe': ['alpinehotels', 'hiking'], 'Busreisen Rheinland': ['coach'],
  'Abenteuerreisen Kompass': ['adventure'], 'Inselhüpfer Fähren': ['ferries'],
  'Reisbureau Wereldwijd': ['city', 'flights'], 'Hotelbon Nederland': ['hotels'], 'Vakantieparken Natuurlijk': ['parks'], 'Stedentrip Cadeau': ['city'],
  'Bed & Breakfast Bon': ['bnb'],
  // sport
  'Sporthaus Athletik': ['gear', 'running'], 'Laufladen Tempo': ['running'], 'Fahrradhaus Speiche': ['bikes'], 'Kletterhalle Gipfelstürmer': ['climbing'],
  'Fitnessstudio Kraftwerk': ['gym'], 'Golfclub Grünfläche': ['golf'], 'Skischule Pulverschnee': ['ski'], 'Tennisshop Matchball': ['tennis'],
  'Surfshop Welle': ['surf'], 'Aquafun Schwimmbad': ['swim'], 'Tauchcenter Blaue Tiefe': ['diving'], 'Reitsport Hufeisen': ['riding'],
  'Bergfreund Outdoor': ['outdoor'], 'Yogamatte & Mehr': ['yoga'],
  'Sportwinkel Topvorm': ['gear', 'running'], 'Fietsenwinkel Trapper': ['bikes'], 'Sportschool Kracht': ['gym'], 'Schaatsbaan IJspret': ['skating'],
  'Golfbaan De Fairway': ['golf'], 'Hardloopwinkel Tempo': ['running'],
  // cinema
  Kinopalast: ['tickets', 'snacks'], 'Filmtheater Lichtspiele': ['arthouse'], 'Cinema Royal': ['tickets', 'lounge'], 'Programmkino Zeitlos': ['arthouse'],
  'IMAX Erlebnis': ['imax'], 'Autokino Sternenhimmel': ['drivein'], 'Freiluftkino Sommernacht': ['openair'], Kinowelt: ['tickets', 'premieres'],
  'Filmpalast Union': ['tickets', 'snacks'], 'Kino-Gutschein Deutschland': ['tickets'],
  Filmhuis: ['arthouse'], 'Cinema Centrum': ['tickets', 'snacks'], 'Filmtheater Het Doek': ['arthouse'], 'Bioscoopbon Nederland': ['tickets'],
  // gaming
  'PlayStation Store': ['games', 'ingame'], 'Nintendo eShop': ['games', 'credit'], Xbox: ['games', 'credit'], Steam: ['games', 'retro'],
  'Gaming Lounge Pixel': ['lounge'], 'Retro Spielekiste': ['retro'], 'Brettspiel Café Würfel': ['boardgames'], Roblox: ['robux'], 'EA Play': ['eaplay'],
  Konsolenwelt: ['consoles'], 'LAN-Zentrale': ['lan'], 'Twitch Guthaben': ['twitch'], 'Level Up Games': ['consoles', 'games'],
  // beauty
  'Parfümerie Duftwerk': ['fragrance'], 'Drogerie Schönheit': ['drugstore'], 'Kosmetikstudio Glanz': ['facial'], 'Nagelstudio Lackreich': ['nails'],
  'Barbershop Klinge': ['barber'], 'Naturkosmetik Blüte': ['natural'], 'Friseur Schnittpunkt': ['hair'], 'Make-up Atelier': ['makeup'],
  'Beauty Box Abo': ['box'], 'Haarstudio Locke': ['hair'], 'Parfum Boutique Essenz': ['fragrance'], 'Apotheken Kosmetik Vital': ['pharmacy'],
  'Bartpflege Manufaktur': ['beardcare'], 'Brow Bar Augenblick': ['brows'],
  'Parfumerie Geurig': ['fragrance'], 'Drogisterij Mooi': ['drugstore'], 'Kapsalon Knip': ['hair'], 'Nagelstudio Glans': ['nails'], 'Barbier De Baard': ['barber'],
  // home
  'Möbelhaus Behaglich': ['furniture'], 'Einrichtungshaus Nordlicht': ['furniture', 'decor'], 'Gartencenter Grünwerk': ['garden'], 'Baumarkt Hammer': ['diy'],
  'Deko Paradies': ['decor'], 'Küchenstudio Kochraum': ['kitchens'], 'Lampenwelt Leuchte': ['lamps'], 'Bettenhaus Traumland': ['bedding'],
  'Teppichhaus Orient': ['rugs'], 'Blumenladen Blütezeit': ['flowers'], 'Haushaltswaren Fischer': ['housewares'], 'Wohnaccessoires Loft': ['decor', 'fabrics'],
  'Porzellanmanufaktur Weiß': ['porcelain'], 'Heimtextil Webstube': ['fabrics'],
  'Woonwinkel Thuis': ['furniture', 'decor'], 'Tuincentrum Groen': ['garden'], 'Bouwmarkt Klus': ['diy'], 'Bloemist Bloei': ['flowers'], 'Meubelplein Design': ['furniture'],
  // streaming
  Netflix: ['series'], Spotify: ['music'], 'Disney+': ['disney'], DAZN: ['sport'], Audible: ['audiobooks'], Deezer: ['music'], 'RTL+': ['tv'],
  'Joyn PLUS+': ['tv'], 'Paramount+': ['series'], 'YouTube Premium': ['videos'], Videoland: ['series', 'tv'],
  // experiences
  Erlebnisfabrik: ['adventure', 'balloon', 'cooking'], 'Escape Room Rätselhaft': ['escape'], 'Ballonfahrt Himmelblau': ['balloon'],
  'Kochkurs Genusswerk': ['cooking'], 'Freizeitpark Abenteuerland': ['themepark'], 'Zoo & Tierpark Gutschein': ['zoo'], 'Kartbahn Vollgas': ['karting'],
  'Tandemsprung Freifall': ['skydive'], 'Musical Theater Bühne': ['shows'], 'Konzertkasse Ticketwelt': ['shows'], 'Segeltörn Ostsee': ['sailing'],
  'Fotostudio Blende': ['photo'], 'Bowling Center Strike': ['bowling'], 'Kletterwald Baumwipfel': ['treetop'],
  'Escape Room Ontsnap': ['escape'], 'Pretpark Avonturia': ['themepark'], 'Dierentuin Bon': ['zoo'], 'Kookworkshop Smaak': ['cooking'],
  'Bowlingcentrum Strike': ['bowling'], 'Rondvaart Grachten': ['canals'],
  // toys
  'Spielwaren Kunterbunt': ['toys'], Spielzeugland: ['toys'], 'Holzspielzeug Werkstatt': ['wooden'], 'Modellbau Miniatur': ['models'],
  'Puppenhaus Lina': ['dolls'], 'Klemmbaustein Welt': ['bricks'], 'Babymarkt Sternchen': ['baby'], 'Kinderparadies Hüpfburg': ['playground'],
  'Lernspiel Eule': ['learningapps'], 'Bastelladen Schere': ['crafts'], 'Speelgoedwinkel Kiekeboe': ['toys'], 'Bouwsteen Paradijs': ['bricks'],
  // food
  'Feinkost Delikat': ['deli'], 'Bio-Markt Grünkorb': ['organic'], 'Kaffeerösterei Bohne': ['coffee'], 'Teehaus Darjeeling': ['tea'],
  'Confiserie Zuckerstück': ['chocolate'], 'Bäckerei Backstube': ['bakery'], 'Metzgerei Meisterstück': ['butcher'], 'Käserei Alpenmilch': ['cheese'],
  'Frischeparadies Supermarkt': ['supermarket'], 'Gewürzhaus Pfeffer': ['spices'], 'Pralinenmanufaktur Süß': ['chocolate'], 'Kochbox Lieferdienst': ['mealkit'],
};
