/**
 * Real cities with approximate centre coordinates, their administrative area and a postcode to
 * derive plausible local postcodes from. Locations are placed around these centres with a small
 * deterministic jitter. `weight` (≈ population in 10,000s) makes big cities get more shops.
 */
import type { Random } from './prng';

export interface City {
  name: string;
  area: string;
  lat: number;
  lon: number;
  postcode: string;
  weight: number;
}

const c = (name: string, area: string, lat: number, lon: number, postcode: string, weight = 10): City => ({
  name,
  area,
  lat,
  lon,
  postcode,
  weight,
});

const BW = 'Baden-Württemberg';
const BY = 'Bayern';
const NRW = 'Nordrhein-Westfalen';
const NDS = 'Niedersachsen';
const HE = 'Hessen';
const SN = 'Sachsen';
const RP = 'Rheinland-Pfalz';
const SH = 'Schleswig-Holstein';
const ST = 'Sachsen-Anhalt';
const TH = 'Thüringen';
const MV = 'Mecklenburg-Vorpommern';
const BB = 'Brandenburg';

/** 84 German cities. */
export const GERMAN_CITIES: readonly City[] = [
  c('Berlin', 'Berlin', 52.52, 13.405, '10115', 370),
  c('Hamburg', 'Hamburg', 53.55108, 9.99368, '20095', 185),
  c('München', BY, 48.13743, 11.57549, '80331', 150),
  c('Köln', NRW, 50.93753, 6.96028, '50667', 108),
  c('Frankfurt am Main', HE, 50.11092, 8.68213, '60311', 76),
  c('Stuttgart', BW, 48.77585, 9.18293, '70173', 63),
  c('Düsseldorf', NRW, 51.22172, 6.77616, '40213', 62),
  c('Leipzig', SN, 51.3397, 12.37307, '04109', 60),
  c('Dortmund', NRW, 51.51353, 7.4653, '44135', 59),
  c('Essen', NRW, 51.45657, 7.01228, '45127', 58),
  c('Bremen', 'Bremen', 53.0793, 8.80169, '28195', 57),
  c('Dresden', SN, 51.05089, 13.73832, '01067', 56),
  c('Hannover', NDS, 52.37589, 9.73201, '30159', 54),
  c('Nürnberg', BY, 49.45203, 11.07675, '90402', 52),
  c('Duisburg', NRW, 51.43247, 6.76516, '47051', 50),
  c('Bochum', NRW, 51.48165, 7.21648, '44787', 36),
  c('Wuppertal', NRW, 51.25627, 7.15076, '42103', 35),
  c('Bielefeld', NRW, 52.02113, 8.53496, '33602', 33),
  c('Bonn', NRW, 50.73438, 7.09549, '53111', 33),
  c('Münster', NRW, 51.96236, 7.62571, '48143', 32),
  c('Mannheim', BW, 49.48751, 8.46604, '68159', 31),
  c('Karlsruhe', BW, 49.00689, 8.40365, '76133', 31),
  c('Augsburg', BY, 48.37054, 10.89779, '86150', 30),
  c('Wiesbaden', HE, 50.08258, 8.24932, '65183', 28),
  c('Mönchengladbach', NRW, 51.18539, 6.44172, '41061', 26),
  c('Gelsenkirchen', NRW, 51.51768, 7.0857, '45879', 26),
  c('Aachen', NRW, 50.77664, 6.08342, '52062', 25),
  c('Braunschweig', NDS, 52.26594, 10.52673, '38100', 25),
  c('Kiel', SH, 54.32133, 10.13489, '24103', 25),
  c('Chemnitz', SN, 50.83272, 12.9237, '09111', 24),
  c('Halle (Saale)', ST, 51.48158, 11.97947, '06108', 24),
  c('Magdeburg', ST, 52.12773, 11.62916, '39104', 24),
  c('Freiburg im Breisgau', BW, 47.9959, 7.85222, '79098', 23),
  c('Krefeld', NRW, 51.3388, 6.58615, '47798', 23),
  c('Mainz', RP, 49.99917, 8.27396, '55116', 22),
  c('Lübeck', SH, 53.86596, 10.6861, '23552', 22),
  c('Erfurt', TH, 50.97801, 11.02903, '99084', 21),
  c('Oberhausen', NRW, 51.47311, 6.88074, '46045', 21),
  c('Rostock', MV, 54.0887, 12.14049, '18055', 21),
  c('Kassel', HE, 51.31271, 9.47977, '34117', 20),
  c('Hagen', NRW, 51.36081, 7.47168, '58095', 19),
  c('Potsdam', BB, 52.39886, 13.06566, '14467', 18),
  c('Saarbrücken', 'Saarland', 49.23402, 6.99461, '66111', 18),
  c('Hamm', NRW, 51.68033, 7.82089, '59065', 18),
  c('Ludwigshafen am Rhein', RP, 49.48121, 8.44641, '67059', 17),
  c('Oldenburg', NDS, 53.14118, 8.21467, '26122', 17),
  c('Mülheim an der Ruhr', NRW, 51.43183, 6.87847, '45468', 17),
  c('Osnabrück', NDS, 52.27264, 8.0498, '49074', 17),
  c('Leverkusen', NRW, 51.0303, 6.98432, '51373', 16),
  c('Heidelberg', BW, 49.40768, 8.69079, '69117', 16),
  c('Darmstadt', HE, 49.87167, 8.65027, '64283', 16),
  c('Solingen', NRW, 51.17343, 7.0845, '42651', 16),
  c('Regensburg', BY, 49.01343, 12.10163, '93047', 15),
  c('Herne', NRW, 51.5388, 7.2257, '44623', 16),
  c('Paderborn', NRW, 51.71905, 8.75439, '33098', 15),
  c('Neuss', NRW, 51.19807, 6.68504, '41460', 15),
  c('Ingolstadt', BY, 48.76508, 11.42372, '85049', 14),
  c('Offenbach am Main', HE, 50.10061, 8.76647, '63065', 13),
  c('Würzburg', BY, 49.79245, 9.93296, '97070', 13),
  c('Fürth', BY, 49.47593, 10.98856, '90762', 13),
  c('Ulm', BW, 48.39841, 9.99155, '89073', 13),
  c('Heilbronn', BW, 49.1427, 9.2109, '74072', 13),
  c('Pforzheim', BW, 48.88436, 8.69892, '75175', 13),
  c('Wolfsburg', NDS, 52.42452, 10.78152, '38440', 12),
  c('Göttingen', NDS, 51.54128, 9.9158, '37073', 12),
  c('Bottrop', NRW, 51.52392, 6.9285, '46236', 12),
  c('Reutlingen', BW, 48.49144, 9.20427, '72764', 12),
  c('Koblenz', RP, 50.35357, 7.57883, '56068', 11),
  c('Bremerhaven', 'Bremen', 53.5497, 8.5899, '27568', 11),
  c('Recklinghausen', NRW, 51.61379, 7.19738, '45657', 11),
  c('Bergisch Gladbach', NRW, 50.9856, 7.13298, '51465', 11),
  c('Jena', TH, 50.92878, 11.5899, '07743', 11),
  c('Erlangen', BY, 49.59099, 11.00783, '91052', 11),
  c('Trier', RP, 49.75565, 6.63935, '54290', 11),
  c('Salzgitter', NDS, 52.15705, 10.4154, '38226', 10),
  c('Siegen', NRW, 50.87481, 8.02431, '57072', 10),
  c('Hildesheim', NDS, 52.15077, 9.95112, '31134', 10),
  c('Cottbus', BB, 51.75631, 14.33251, '03046', 10),
  c('Schwerin', MV, 53.6355, 11.40125, '19053', 10),
  c('Konstanz', BW, 47.66033, 9.17582, '78462', 9),
  c('Passau', BY, 48.5744, 13.4609, '94032', 5),
  c('Bamberg', BY, 49.89873, 10.90067, '96047', 8),
  c('Flensburg', SH, 54.78431, 9.43961, '24937', 9),
  c('Görlitz', SN, 51.15518, 14.98853, '02826', 6),
];

const NH = 'Noord-Holland';
const ZH = 'Zuid-Holland';
const NB = 'Noord-Brabant';
const GLD = 'Gelderland';
const OV = 'Overijssel';

/** 30 Dutch cities. */
export const DUTCH_CITIES: readonly City[] = [
  c('Amsterdam', NH, 52.37022, 4.89517, '1012', 93),
  c('Rotterdam', ZH, 51.9225, 4.47917, '3011', 66),
  c('Den Haag', ZH, 52.07667, 4.29861, '2511', 56),
  c('Utrecht', 'Utrecht', 52.09074, 5.12142, '3511', 37),
  c('Eindhoven', NB, 51.44164, 5.46972, '5611', 24),
  c('Groningen', 'Groningen', 53.21917, 6.56667, '9711', 24),
  c('Tilburg', NB, 51.55551, 5.0913, '5038', 23),
  c('Almere', 'Flevoland', 52.35083, 5.26472, '1315', 22),
  c('Breda', NB, 51.58656, 4.77596, '4811', 19),
  c('Nijmegen', GLD, 51.8425, 5.85278, '6511', 18),
  c('Apeldoorn', GLD, 52.21, 5.96944, '7311', 17),
  c('Haarlem', NH, 52.38084, 4.63683, '2011', 16),
  c('Arnhem', GLD, 51.985, 5.89861, '6811', 16),
  c('Enschede', OV, 52.21833, 6.89583, '7511', 16),
  c('Amersfoort', 'Utrecht', 52.155, 5.3875, '3811', 16),
  c('Zaandam', NH, 52.43854, 4.82643, '1506', 15),
  c("'s-Hertogenbosch", NB, 51.69917, 5.30417, '5211', 16),
  c('Zwolle', OV, 52.5125, 6.09444, '8011', 13),
  c('Leiden', ZH, 52.1601, 4.497, '2311', 13),
  c('Maastricht', 'Limburg', 50.85139, 5.69096, '6211', 12),
  c('Dordrecht', ZH, 51.8133, 4.69, '3311', 12),
  c('Leeuwarden', 'Friesland', 53.20139, 5.80859, '8911', 12),
  c('Delft', ZH, 52.0116, 4.3571, '2611', 10),
  c('Alkmaar', NH, 52.63167, 4.74861, '1811', 11),
  c('Venlo', 'Limburg', 51.37, 6.16806, '5911', 10),
  c('Deventer', OV, 52.255, 6.16389, '7411', 10),
  c('Assen', 'Drenthe', 52.9925, 6.5625, '9401', 7),
  c('Middelburg', 'Zeeland', 51.49861, 3.61389, '4331', 5),
  c('Gouda', ZH, 52.01667, 4.70833, '2801', 7),
  c('Hilversum', NH, 52.22333, 5.17639, '1211', 9),
];

/** A few cities for each other storefront country. */
export const OTHER_CITIES: Readonly<Record<string, readonly City[]>> = {
  AT: [
    c('Wien', 'Wien', 48.20849, 16.37208, '1010', 190),
    c('Graz', 'Steiermark', 47.07086, 15.4395, '8010', 29),
    c('Linz', 'Oberösterreich', 48.30639, 14.28611, '4020', 21),
    c('Salzburg', 'Salzburg', 47.80949, 13.05501, '5020', 15),
    c('Innsbruck', 'Tirol', 47.26266, 11.39454, '6020', 13),
  ],
  AU: [
    c('Sydney', 'New South Wales', -33.86785, 151.20732, '2000', 520),
    c('Melbourne', 'Victoria', -37.814, 144.96332, '3000', 500),
    c('Brisbane', 'Queensland', -27.46794, 153.02809, '4000', 250),
  ],
  BE: [
    c('Brussel', 'Brussels Hoofdstedelijk Gewest', 50.85045, 4.34878, '1000', 120),
    c('Antwerpen', 'Antwerpen', 51.21989, 4.40346, '2000', 53),
    c('Gent', 'Oost-Vlaanderen', 51.05434, 3.71742, '9000', 26),
    c('Liège', 'Liège', 50.63373, 5.56749, '4000', 20),
  ],
  BR: [
    c('São Paulo', 'São Paulo', -23.55052, -46.63331, '01001-000', 1200),
    c('Rio de Janeiro', 'Rio de Janeiro', -22.90685, -43.1729, '20010-000', 670),
    c('Belo Horizonte', 'Minas Gerais', -19.91668, -43.93449, '30110-000', 250),
  ],
  CA: [
    c('Toronto', 'Ontario', 43.65107, -79.34702, 'M5H', 290),
    c('Montréal', 'Québec', 45.50169, -73.56726, 'H2Y', 180),
    c('Vancouver', 'British Columbia', 49.28273, -123.12074, 'V6B', 70),
  ],
  CH: [
    c('Zürich', 'Zürich', 47.37689, 8.54169, '8001', 43),
    c('Genève', 'Genève', 46.20439, 6.14316, '1201', 20),
    c('Basel', 'Basel-Stadt', 47.5596, 7.58858, '4051', 18),
    c('Bern', 'Bern', 46.94797, 7.44745, '3011', 14),
  ],
  DK: [
    c('København', 'Hovedstaden', 55.6761, 12.56834, '1050', 64),
    c('Aarhus', 'Midtjylland', 56.16294, 10.20392, '8000', 29),
    c('Odense', 'Syddanmark', 55.40376, 10.40237, '5000', 18),
  ],
  ES: [
    c('Madrid', 'Comunidad de Madrid', 40.41678, -3.70379, '28001', 330),
    c('Barcelona', 'Cataluña', 41.38506, 2.1734, '08001', 160),
    c('Valencia', 'Comunidad Valenciana', 39.46991, -0.37629, '46001', 80),
  ],
  FR: [
    c('Paris', 'Île-de-France', 48.85661, 2.35222, '75001', 210),
    c('Lyon', 'Auvergne-Rhône-Alpes', 45.76404, 4.83566, '69001', 52),
    c('Marseille', "Provence-Alpes-Côte d'Azur", 43.29648, 5.36978, '13001', 87),
    c('Bordeaux', 'Nouvelle-Aquitaine', 44.83779, -0.57918, '33000', 26),
  ],
  GB: [
    c('London', 'England', 51.50735, -0.12776, 'EC1A', 890),
    c('Manchester', 'England', 53.48076, -2.24263, 'M1', 55),
    c('Birmingham', 'England', 52.48624, -1.8904, 'B1', 114),
    c('Edinburgh', 'Scotland', 55.95325, -3.18827, 'EH1', 52),
  ],
  IE: [
    c('Dublin', 'Leinster', 53.34981, -6.26031, 'D01', 120),
    c('Cork', 'Munster', 51.89851, -8.47561, 'T12', 21),
    c('Galway', 'Connacht', 53.27066, -9.05679, 'H91', 8),
  ],
  IT: [
    c('Roma', 'Lazio', 41.90278, 12.49637, '00184', 280),
    c('Milano', 'Lombardia', 45.46421, 9.18951, '20121', 140),
    c('Napoli', 'Campania', 40.85177, 14.26812, '80133', 96),
    c('Torino', 'Piemonte', 45.07049, 7.68682, '10121', 85),
  ],
  MX: [
    c('Ciudad de México', 'Ciudad de México', 19.43261, -99.13321, '06000', 920),
    c('Guadalajara', 'Jalisco', 20.6597, -103.34961, '44100', 140),
    c('Monterrey', 'Nuevo León', 25.68661, -100.31611, '64000', 110),
  ],
  NL: DUTCH_CITIES.slice(0, 8),
  NO: [
    c('Oslo', 'Oslo', 59.91387, 10.75225, '0150', 70),
    c('Bergen', 'Vestland', 60.39126, 5.32205, '5003', 29),
    c('Trondheim', 'Trøndelag', 63.43049, 10.39506, '7011', 21),
  ],
  NZ: [
    c('Auckland', 'Auckland', -36.84846, 174.76334, '1010', 170),
    c('Wellington', 'Wellington', -41.28646, 174.77624, '6011', 21),
    c('Christchurch', 'Canterbury', -43.53205, 172.63623, '8011', 38),
  ],
  PL: [
    c('Warszawa', 'Mazowieckie', 52.22968, 21.01223, '00-001', 180),
    c('Kraków', 'Małopolskie', 50.06465, 19.94498, '30-001', 78),
    c('Wrocław', 'Dolnośląskie', 51.10789, 17.03854, '50-001', 64),
  ],
  PT: [
    c('Lisboa', 'Lisboa', 38.72225, -9.13934, '1100-148', 55),
    c('Porto', 'Porto', 41.15794, -8.6291, '4000-322', 23),
    c('Braga', 'Braga', 41.54545, -8.4265, '4700-435', 19),
  ],
  SE: [
    c('Stockholm', 'Stockholms län', 59.32932, 18.06858, '111 20', 98),
    c('Göteborg', 'Västra Götalands län', 57.70887, 11.97456, '411 01', 59),
    c('Malmö', 'Skåne län', 55.60498, 13.00382, '211 20', 35),
  ],
  US: [
    c('New York', 'New York', 40.71278, -74.00597, '10007', 880),
    c('Los Angeles', 'California', 34.05223, -118.24368, '90012', 390),
    c('Chicago', 'Illinois', 41.87811, -87.6298, '60602', 270),
  ],
  AE: [
    c('Dubai', 'Dubai', 25.20485, 55.27078, '', 340),
    c('Abu Dhabi', 'Abu Dhabi', 24.45388, 54.37734, '', 150),
    c('Sharjah', 'Sharjah', 25.34626, 55.42093, '', 140),
  ],
};

export function citiesOf(country: string): readonly City[] {
  if (country === 'DE') return GERMAN_CITIES;
  if (country === 'NL') return DUTCH_CITIES;
  return OTHER_CITIES[country] ?? [];
}

/** A city drawn with probability proportional to its weight. */
export function pickCity(random: Random, cities: readonly City[]): City {
  const total = cities.reduce((sum, city) => sum + city.weight, 0);
  let roll = random.next() * total;
  for (const city of cities) {
    roll -= city.weight;
    if (roll < 0) return city;
  }
  return cities[cities.length - 1] as City;
}

const STREETS: Readonly<Record<string, readonly string[]>> = {
  de: [
    'Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Goethestraße', 'Marktplatz', 'Kirchstraße', 'Gartenstraße',
    'Lindenstraße', 'Poststraße', 'Königstraße', 'Friedrichstraße', 'Schulstraße', 'Rathausplatz', 'Mozartstraße',
    'Ringstraße', 'Wilhelmstraße', 'Kaiserstraße', 'Am Markt', 'Breite Straße', 'Lange Straße', 'Domplatz',
    'Beethovenstraße', 'Sonnenstraße', 'Mühlenweg', 'Rosenstraße', 'Parkstraße', 'Karlstraße', 'Neue Straße',
    'Luisenstraße', 'Berliner Straße',
  ],
  nl: [
    'Kalverstraat', 'Dorpsstraat', 'Hoofdstraat', 'Kerkstraat', 'Stationsplein', 'Marktplein', 'Nieuwstraat',
    'Molenweg', 'Schoolstraat', 'Grote Markt', 'Lange Nieuwstraat', 'Wilhelminastraat', 'Julianastraat',
    'Oranjestraat', 'Beatrixlaan', 'Havenstraat', 'Singel', 'Breestraat', 'Vismarkt', 'Korte Putstraat',
  ],
  fr: ['Rue de la République', 'Rue Victor Hugo', 'Avenue Jean Jaurès', 'Rue du Commerce', 'Place du Marché', 'Boulevard Voltaire'],
  en: ['High Street', 'Main Street', 'Station Road', 'Market Square', 'Church Street', 'King Street', 'Queen Street', 'Park Road'],
  es: ['Calle Mayor', 'Gran Vía', 'Calle Real', 'Plaza Mayor', 'Avenida de la Constitución', 'Calle del Sol'],
  it: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza del Duomo', 'Via Mazzini', 'Corso Vittorio Emanuele'],
  pt: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Comércio', 'Praça da República'],
  da: ['Strøget', 'Vestergade', 'Østergade', 'Nørregade', 'Algade'],
  nb: ['Karl Johans gate', 'Storgata', 'Kirkegata', 'Torggata', 'Dronningens gate'],
  sv: ['Drottninggatan', 'Storgatan', 'Kungsgatan', 'Stortorget', 'Södra Förstadsgatan'],
  pl: ['ulica Marszałkowska', 'ulica Floriańska', 'ulica Świdnicka', 'ulica Piotrkowska', 'Rynek Główny'],
};

export function streetsFor(language: string): readonly string[] {
  return STREETS[language] ?? (STREETS.en as readonly string[]);
}

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

/** A plausible postcode of `country` near the city's own (valid for the spec §5 patterns). */
export function postcodeNear(random: Random, country: string, city: City): string {
  const base = city.postcode;
  const bump = (digits: string, spread: number) =>
    String(Math.min(Number(digits) + random.int(0, spread), 10 ** digits.length - 2)).padStart(digits.length, '0');
  switch (country) {
    case 'DE':
    case 'FR':
    case 'ES':
    case 'IT':
    case 'US':
    case 'MX':
      return bump(base, 40);
    case 'NL': {
      let letters = '';
      do letters = random.pick([...LETTERS]) + random.pick([...LETTERS]);
      while (['SA', 'SD', 'SS'].includes(letters));
      return `${bump(base, 30)} ${letters}`;
    }
    case 'AT':
    case 'CH':
    case 'BE':
    case 'DK':
    case 'NO':
    case 'AU':
    case 'NZ':
      return bump(base, 20);
    case 'PL':
      return `${base.slice(0, 3)}${bump(base.slice(3), 90)}`;
    case 'SE':
      return `${base.slice(0, 4)}${bump(base.slice(4), 40)}`;
    case 'PT':
    case 'BR':
      return base;
    case 'CA':
      return `${base} ${random.int(1, 9)}${random.pick([...LETTERS])}${random.int(1, 9)}`;
    case 'IE':
      return `${base} ${random.pick([...LETTERS])}${random.int(100, 999)}`;
    case 'GB':
      return `${base} ${random.int(1, 9)}${random.pick([...LETTERS])}${random.pick([...LETTERS])}`;
    default:
      return base;
  }
}

/** A coordinate near `centre`, rounded to five decimals. */
export function jitter(random: Random, centre: number, spread: number): number {
  return Math.round((centre + (random.next() * 2 - 1) * spread) * 1e5) / 1e5;
}
