import type { Person, Style } from './people';
import type { Random } from './prng';

/** Shop name patterns per style: florists, garden centres, plant shops, event decorators. */
const PATTERNS: Record<Style, readonly ((p: Person, city: string) => string)[]> = {
  fr: [
    (_, c) => `Fleurs de ${c}`,
    (p) => `Atelier Floral ${p.last}`,
    (p) => `Au Jardin de ${p.first}`,
    (p) => `${p.last} Fleuriste`,
    (_, c) => `Jardinerie de ${c}`,
    (p) => `Les Fleurs de ${p.first}`,
    (_, c) => `L'Orchidée ${c}`,
    (p) => `Pépinière ${p.last}`,
  ],
  nl: [
    (p) => `Bloemenhuis ${p.last}`,
    (p) => `Bloemsierkunst ${p.first}`,
    (_, c) => `Tuincentrum ${c}`,
    (p) => `Bloem & Zo ${p.last}`,
    (_, c) => `De Groene Vingers ${c}`,
    (p) => `Kwekerij ${p.last}`,
    (p) => `Het Bloemenatelier ${p.first}`,
    (_, c) => `Plantenhal ${c}`,
  ],
  de: [
    (p) => `Blumen ${p.last}`,
    (p) => `Gärtnerei ${p.last}`,
    (_, c) => `Gartencenter ${c}`,
    (p) => `Floristik ${p.first}`,
    (_, c) => `Blumenhaus ${c}`,
    (p) => `Pflanzenwelt ${p.last}`,
  ],
  en: [
    (p) => `${p.last} Florist`,
    (_, c) => `${c} Garden Centre`,
    (p) => `Flowers by ${p.first}`,
    (_, c) => `The ${c} Flower Company`,
    (p) => `${p.last} & Daughters Nursery`,
    (p) => `Petals by ${p.first}`,
  ],
  it: [
    (p) => `Fiori di ${p.first}`,
    (p) => `Vivaio ${p.last}`,
    (_, c) => `Garden ${c}`,
    (p) => `Fioreria ${p.last}`,
    (_, c) => `Il Giardino di ${c}`,
  ],
};

/** Legal form suffixes used on the invoice name (debnaam). */
const LEGAL_FORMS: Record<string, readonly string[]> = {
  fr: ['SARL', 'SAS', 'EURL'],
  nl: ['B.V.', 'V.O.F.', 'Eenmanszaak'],
  be: ['BV', 'BVBA', 'SRL'],
  de: ['GmbH', 'e.K.', 'GmbH & Co. KG'],
  uk: ['Ltd', 'LLP'],
  it: ['S.r.l.', 'S.n.c.'],
};

export function shopName(rng: Random, style: Style, owner: Person, city: string): string {
  return rng.pick(PATTERNS[style])(owner, city);
}

export function legalName(rng: Random, country: string, name: string): string {
  return `${name} ${rng.pick(LEGAL_FORMS[country])}`;
}
