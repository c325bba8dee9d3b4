import type { Queryable } from '../db/database';
import { insertRows } from './insert';
import type { Random } from './prng';

export type ArticleGroup = 'FLOWERS' | 'PLANTS' | 'OTHER';

export interface Article {
  artnr: string;
  artTxt: string;
  group: ArticleGroup;
  /** Typical price per stem or piece, for quantities and order lines. */
  unitPrice: number;
  photoUrl: string;
  /** The kind the French exports use: flowers, plants, deco (vases, pots, ribbon, decoration) or divers. */
  category: 'flowers' | 'plants' | 'deco' | 'divers';
}

const DECO_FAMILIES = new Set(['Vaas', 'Pot', 'Lint', 'Decoratie']);

function categoryOf(group: ArticleGroup, family: string): Article['category'] {
  if (group === 'FLOWERS') return 'flowers';
  if (group === 'PLANTS') return 'plants';
  return DECO_FAMILIES.has(family) ? 'deco' : 'divers';
}

const GROUP_NAMES: Record<ArticleGroup, string> = { FLOWERS: 'Snijbloemen', PLANTS: 'Planten', OTHER: 'Overig' };

/** Product families: [name, varieties, price range per unit]. */
const FAMILIES: Record<ArticleGroup, readonly (readonly [string, readonly string[], number, number])[]> = {
  FLOWERS: [
    ['Roos', ['Red Naomi', 'Avalanche', 'Freedom', 'Pink Floyd', 'Juliet', 'Sweet Avalanche', 'Peach Avalanche', 'Country Blues', 'Piaget', 'Mondial', 'Explorer', 'Tacazzi'], 0.35, 1.2],
    ['Tulp', ['Strong Gold', 'Purple Prince', 'Dynasty', 'Leen van der Mark', 'Double Price', 'White Prince', 'Columbus', 'Rococo Parrot'], 0.2, 0.6],
    ['Chrysant', ['Baltica', 'Zembla', 'Antonov', 'Pompon Stallion', 'Santini Rossano', 'Anastasia Green'], 0.25, 0.9],
    ['Lelie', ['Oriental Siberia', 'Stargazer', 'Longiflorum White Heaven', 'Asiatic Tresor', 'Roselily Samantha'], 0.8, 2.4],
    ['Gerbera', ['Kimsey', 'Pasta Rosata', 'Dune', 'Mini Giraffe', 'Rich Red'], 0.25, 0.7],
    ['Pioen', ['Sarah Bernhardt', 'Coral Charm', 'Duchesse de Nemours', 'Red Charm'], 1.1, 3.2],
    ['Hortensia', ['Verena', 'Challenge Blue', 'Magical Noblesse', 'Esmee Red'], 1.5, 4.0],
    ['Alstroemeria', ['Virginia', 'Whistler', 'Sweet Laura', 'Flamengo'], 0.3, 0.8],
    ['Eucalyptus', ['Cinerea', 'Parvifolia', 'Populus'], 0.4, 1.1],
    ['Anjer', ['Moon Light', 'Hermes Orange', 'Don Pedro', 'Prado Mint'], 0.15, 0.5],
  ],
  PLANTS: [
    ['Orchidee Phalaenopsis', ['2-tak wit', '2-tak roze', '3-tak multiflora', 'Cascade'], 6, 18],
    ['Ficus', ['Lyrata 120 cm', 'Benjamina 90 cm', 'Elastica Robusta'], 8, 45],
    ['Monstera', ['Deliciosa 80 cm', 'Deliciosa mosstok 120 cm', 'Adansonii hangpot'], 9, 38],
    ['Olijfboom', ['Olea Europaea 140 cm', 'Olea Europaea stam 180 cm'], 35, 120],
    ['Lavendel', ['Hidcote P17', 'Munstead P14', 'Stoechas P12'], 1.8, 4.5],
    ['Buxus', ['Bol 30 cm', 'Bol 50 cm', 'Piramide 80 cm'], 6, 40],
    ['Calathea', ['Orbifolia', 'Lancifolia', 'Medallion'], 5, 16],
    ['Sansevieria', ['Laurentii', 'Moonshine', 'Cylindrica'], 4, 14],
    ['Hortensia in pot', ['Macrophylla blauw', 'Annabelle', 'Paniculata Vanille Fraise'], 7, 22],
    ['Anthurium', ['Andreanum rood', 'White Champion', 'Pink Champion'], 6, 17],
  ],
  OTHER: [
    ['Vaas', ['Glas cilinder 30 cm', 'Keramiek wit 20 cm', 'Zink 25 cm'], 3, 18],
    ['Pot', ['Terracotta 17 cm', 'Keramiek mat 24 cm', 'Mand zeegras'], 2, 15],
    ['Lint', ['Satijn rood 25 mm', 'Jute naturel', 'Organza wit'], 1.5, 6],
    ['Steekschuim', ['Oasis Ideal', 'Oasis Bioline'], 0.8, 2.5],
    ['Decoratie', ['Kerstbal goud', 'Paastakken', 'Mosbol', 'Dennenappels'], 0.5, 9],
    ['Verpakking', ['Bloemenhoes 60 cm', 'Kraftpapier rol', 'Draagtas groot'], 0.2, 4],
  ],
};

/** Stem lengths for cut flowers, pot sizes for plants, pack sizes for sundries. */
const GRADES: Record<ArticleGroup, readonly string[]> = {
  FLOWERS: [' 50 cm', ' 60 cm', ' 70 cm'],
  PLANTS: [' P12', ' P17', ' P21', ' P27'],
  OTHER: [' per stuk', ' doos 6 st.', ' doos 12 st.'],
};

/** Article numbers: 100001.. for flowers, 200001.. plants, 300001.. other. */
const GROUP_BASE: Record<ArticleGroup, number> = { FLOWERS: 100000, PLANTS: 200000, OTHER: 300000 };

/** About 240 articles: each variety in one to three lengths, pot sizes or pack sizes. */
export function buildCatalog(rng: Random): Article[] {
  const articles: Article[] = [];
  for (const group of Object.keys(FAMILIES) as ArticleGroup[]) {
    let n = 0;
    for (const [family, varieties, low, high] of FAMILIES[group]) {
      for (const variety of varieties) {
        const grades = rng.sample(GRADES[group], rng.int(group === 'FLOWERS' ? 1 : 2, 3));
        for (const grade of grades) {
          const artnr = String(GROUP_BASE[group] + ++n);
          articles.push({ artnr, artTxt: `${family} ${variety}${grade}`, group, unitPrice: rng.money(low, high), photoUrl: `/img/articles/${artnr}.jpg`, category: categoryOf(group, family) });
        }
      }
    }
  }
  return articles;
}

export async function insertCatalog(db: Queryable, articles: readonly Article[]): Promise<void> {
  await insertRows(db, 'article_groups', { code: 'text', name: 'text' }, (Object.keys(GROUP_NAMES) as ArticleGroup[]).map((code) => ({ code, name: GROUP_NAMES[code] })));
  await insertRows(
    db,
    'articles',
    { artnr: 'text', art_txt: 'text', art_group: 'text', photo_url: 'text', export_category: 'text' },
    articles.map((a) => ({ artnr: a.artnr, art_txt: a.artTxt, art_group: a.group, photo_url: a.photoUrl, export_category: a.category })),
  );
}
