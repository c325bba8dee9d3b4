import type { BackorderLine } from '../../schemas/entities/backorder';
import type { Queryable } from '../db/database';

/**
 * The lines of the customer's open orders (back orders), by delivery date and order number: a flat
 * list of the spec's back-order lines (part 1 §3); the dialog makes its tabs per order number itself.
 */
export function backorderLines(db: Queryable, debnr: string): Promise<BackorderLine[]> {
  return db.query<BackorderLine>(
    `SELECT o.debnr AS "debiteurNummer", o.type, o.order_number AS "orderNummer", l.artnr AS "artikelNummer",
            a.art_txt AS "artikelOmschrijving", l.quantity AS "totaalGeleverd", l.partij_prijs AS "partijPrijs",
            l.amount AS "verkoopbedragTotaal", o.order_date AS "datumKlantorder", o.delivery_date AS "datumUitlevering",
            a.photo_url AS "photoUrl"
       FROM orders o
       JOIN order_lines l ON l.order_number = o.order_number
       JOIN articles a ON a.artnr = l.artnr
      WHERE o.debnr = $1 AND o.status = 'open'
      ORDER BY o.delivery_date, o.order_number, l.id`,
    [debnr],
  );
}
