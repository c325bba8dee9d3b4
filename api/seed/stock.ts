import { STOCK_BRANCHES } from '../../schemas/entities/exports';
import type { Queryable } from '../db/database';
import type { Article } from './catalog';
import { insertRows } from './insert';
import type { Random } from './prng';

/** Where each kind of article is stored in a branch: the stock label (voortxt) of the stock export. */
const STOCK_LABELS: Record<Article['category'], string> = {
  flowers: 'Fleurs coupées - chambre froide',
  plants: 'Plantes - serre',
  deco: 'Déco - magasin',
  divers: 'Emballages et divers',
};

/** The stock of the Dexx branches of the stock export: 40 to 80 lots each, valued at cost (about 60 % of the unit price). */
export async function insertStock(db: Queryable, rng: Random, articles: readonly Article[]): Promise<void> {
  const rows = STOCK_BRANCHES.flatMap((branch) =>
    rng.sample(articles, rng.int(40, 80)).map((article) => {
      const quantity = article.group === 'FLOWERS' ? rng.int(50, 1200) : rng.int(5, 240);
      return { branch_id: branch, artnr: article.artnr, voortxt: STOCK_LABELS[article.category], quantity, value: Math.round(quantity * article.unitPrice * 60) / 100 };
    }),
  );
  await insertRows(db, 'branch_stock', { branch_id: 'int', artnr: 'text', voortxt: 'text', quantity: 'int', value: 'numeric' }, rows);
}
