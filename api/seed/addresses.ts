import type { Style } from './people';
import type { Random } from './prng';

/** Country codes as the customers table stores them. */
export type Country = 'fr' | 'de' | 'it' | 'uk' | 'nl' | 'be';

export interface Address {
  street: string;
  zipcode: string;
  city: string;
  phone: string;
  mobile: string;
  style: Style;
}

interface CountryFormat {
  /** [city, zip prefix]; the rest of the zip is random digits. */
  cities: readonly (readonly [string, string])[];
  streets: readonly string[];
  address(rng: Random, street: string): string;
  zip(rng: Random, prefix: string): string;
  phone(rng: Random): string;
  mobile(rng: Random): string;
  styles: readonly (readonly [Style, number])[];
}

const FORMATS: Record<Country, CountryFormat> = {
  fr: {
    cities: [['Paris', '750'], ['Lyon', '690'], ['Marseille', '130'], ['Lille', '590'], ['Nantes', '440'], ['Bordeaux', '330'], ['Toulouse', '310'], ['Rennes', '350'], ['Strasbourg', '670'], ['Nice', '060'], ['Angers', '490'], ['Tours', '370'], ['Dijon', '210'], ['Reims', '510'], ['Amiens', '800']],
    streets: ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Pasteur', 'rue des Lilas', 'place du Marché', 'rue de la Gare', 'avenue des Roses', 'rue Nationale', 'chemin des Jardins'],
    address: (rng, street) => `${rng.int(1, 180)} ${street}`,
    zip: (rng, prefix) => prefix + rng.digits(2),
    phone: (rng) => `+33 ${rng.int(1, 5)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`,
    mobile: (rng) => `+33 ${rng.pick(['6', '7'])} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`,
    styles: [['fr', 1]],
  },
  nl: {
    cities: [['Amsterdam', '10'], ['Rotterdam', '30'], ['Utrecht', '35'], ['Den Haag', '25'], ['Aalsmeer', '14'], ['Groningen', '97'], ['Eindhoven', '56'], ['Zwolle', '80'], ['Haarlem', '20'], ['Leiden', '23'], ['Breda', '48'], ['Nijmegen', '65'], ['Westland', '26'], ['Alkmaar', '18']],
    streets: ['Dorpsstraat', 'Kerkstraat', 'Molenweg', 'Stationsstraat', 'Bloemenlaan', 'Marktplein', 'Hoofdstraat', 'Tuinbouwweg', 'Julianalaan', 'Nieuwstraat'],
    address: (rng, street) => `${street} ${rng.int(1, 240)}`,
    zip: (rng, prefix) => `${prefix}${rng.digits(2)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
    phone: (rng) => `+31 ${rng.digits(2)} ${rng.digits(3)} ${rng.digits(4)}`,
    mobile: (rng) => `+31 6 ${rng.digits(4)} ${rng.digits(4)}`,
    styles: [['nl', 1]],
  },
  be: {
    cities: [['Antwerpen', '20'], ['Gent', '90'], ['Brugge', '80'], ['Leuven', '30'], ['Mechelen', '28'], ['Hasselt', '35'], ['Brussel', '10'], ['Liège', '40'], ['Namur', '50'], ['Kortrijk', '85']],
    streets: ['Kerkstraat', 'Stationsstraat', 'Grote Markt', 'Rue du Commerce', 'Nieuwstraat', 'Bloemenstraat', 'Chaussée de Louvain', 'Dorpsstraat', 'Leopoldlaan'],
    address: (rng, street) => `${street} ${rng.int(1, 200)}`,
    zip: (rng, prefix) => prefix + rng.digits(2),
    phone: (rng) => `+32 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`,
    mobile: (rng) => `+32 4${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`,
    styles: [['nl', 3], ['fr', 2]],
  },
  de: {
    cities: [['Berlin', '10'], ['Hamburg', '20'], ['München', '80'], ['Köln', '50'], ['Düsseldorf', '40'], ['Frankfurt am Main', '60'], ['Stuttgart', '70'], ['Hannover', '30'], ['Münster', '48'], ['Essen', '45'], ['Bremen', '28'], ['Aachen', '52']],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schulstraße', 'Lindenallee', 'Marktplatz', 'Rosenweg', 'Kirchgasse', 'Blumenstraße'],
    address: (rng, street) => `${street} ${rng.int(1, 160)}`,
    zip: (rng, prefix) => prefix + rng.digits(3),
    phone: (rng) => `+49 ${rng.digits(3)} ${rng.digits(7)}`,
    mobile: (rng) => `+49 15${rng.digits(1)} ${rng.digits(8)}`,
    styles: [['de', 1]],
  },
  uk: {
    cities: [['London', 'SW'], ['Manchester', 'M'], ['Birmingham', 'B'], ['Leeds', 'LS'], ['Bristol', 'BS'], ['Oxford', 'OX'], ['Cambridge', 'CB'], ['Brighton', 'BN'], ['York', 'YO'], ['Norwich', 'NR']],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Road', 'Market Square', 'The Green', 'Rose Lane'],
    address: (rng, street) => `${rng.int(1, 120)} ${street}`,
    zip: (rng, prefix) => `${prefix}${rng.int(1, 20)} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
    phone: (rng) => `+44 ${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)}`,
    mobile: (rng) => `+44 7${rng.digits(3)} ${rng.digits(6)}`,
    styles: [['en', 1]],
  },
  it: {
    cities: [['Milano', '201'], ['Roma', '001'], ['Torino', '101'], ['Firenze', '501'], ['Bologna', '401'], ['Sanremo', '180'], ['Verona', '371'], ['Napoli', '801']],
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via dei Fiori', 'Piazza del Mercato', 'Via Mazzini', 'Viale dei Giardini'],
    address: (rng, street) => `${street} ${rng.int(1, 150)}`,
    zip: (rng, prefix) => prefix + rng.digits(2),
    phone: (rng) => `+39 0${rng.digits(2)} ${rng.digits(7)}`,
    mobile: (rng) => `+39 3${rng.digits(2)} ${rng.digits(7)}`,
    styles: [['it', 1]],
  },
};

export function address(rng: Random, country: Country): Address {
  const format = FORMATS[country];
  const [city, prefix] = rng.pick(format.cities);
  return {
    street: format.address(rng, rng.pick(format.streets)),
    zipcode: format.zip(rng, prefix),
    city,
    phone: format.phone(rng),
    mobile: format.mobile(rng),
    style: rng.weighted(format.styles),
  };
}
