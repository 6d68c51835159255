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
