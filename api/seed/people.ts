import type { Random } from './prng';

/** Naming styles of the countries the group delivers to. */
export type Style = 'fr' | 'nl' | 'de' | 'en' | 'it';

const FIRST_NAMES: Record<Style, readonly string[]> = {
  fr: ['Camille', 'Julien', 'Sophie', 'Nicolas', 'Élodie', 'Thomas', 'Claire', 'Mathieu', 'Aurélie', 'Pierre', 'Manon', 'Antoine', 'Céline', 'Louis', 'Isabelle', 'Hugo', 'Margaux', 'Olivier', 'Chloé', 'François'],
  nl: ['Jan', 'Sanne', 'Pieter', 'Femke', 'Bram', 'Lotte', 'Joost', 'Anouk', 'Ruud', 'Marieke', 'Daan', 'Inge', 'Kees', 'Eline', 'Wouter', 'Noor', 'Sjoerd', 'Lieke', 'Hendrik', 'Maaike'],
  de: ['Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Katrin', 'Tobias', 'Sabine', 'Matthias', 'Julia', 'Stefan', 'Birgit', 'Florian', 'Miriam', 'Jürgen', 'Petra', 'Markus', 'Heike', 'Andreas', 'Ute'],
  en: ['Oliver', 'Emily', 'Harry', 'Charlotte', 'George', 'Amelia', 'James', 'Sophie', 'William', 'Grace', 'Thomas', 'Lucy', 'Jack', 'Hannah', 'Daniel', 'Chloe', 'Samuel', 'Olivia', 'Edward', 'Poppy'],
  it: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Davide', 'Valentina', 'Andrea', 'Federica', 'Simone', 'Martina', 'Giorgio'],
};

const LAST_NAMES: Record<Style, readonly string[]> = {
  fr: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Blanchard'],
  nl: ['de Vries', 'Jansen', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Dijk', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Verhoeven', 'Peeters', 'Maes', 'Janssens', 'Claes', 'Wouters', 'Willems', 'Goossens', 'Verbruggen'],
  de: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Braun', 'Zimmermann', 'Hartmann'],
  en: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke'],
  it: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Costa', 'Giordano'],
};

export interface Person {
  first: string;
  last: string;
  full: string;
}

export function person(rng: Random, style: Style): Person {
  const first = rng.pick(FIRST_NAMES[style]);
  const last = rng.pick(LAST_NAMES[style]);
  return { first, last, full: `${first} ${last}` };
}

/** ASCII, lower case, no spaces: for e-mail addresses and web links. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'en')
    .replace(/[^a-z0-9]+/g, '');
}
