import type { OpenItemsCustomer } from '../../schemas/entities/unpaid';
import type { Queryable } from '../db/database';

/**
 * The open (not fully paid) invoices of a group's customers, or of one customer, oldest first per
 * customer with the running open amount (cumulatief) and the invoice's age in days.
 */
export function openItems(db: Queryable, groupCode: string, today: string, debnr: string | null = null): Promise<OpenItemsCustomer[]> {
  return db.query<OpenItemsCustomer>(
    `WITH open AS (
       SELECT i.debnr, i.factnr, i.fctdat, i.amount, i.paid,
              sum(i.amount - i.paid) OVER (PARTITION BY i.debnr ORDER BY i.fctdat, i.factnr) AS cumulatief
         FROM customers c JOIN invoices i ON i.debnr = c.debnr AND i.paid < i.amount
        WHERE c.group_code = $1 AND ($3::text IS NULL OR c.debnr = $3))
     SELECT c.debnr, c.name, c.email, c.bettermijn AS "betaalTermijn",
            json_agg(json_build_object('number', o.factnr, 'date', o.fctdat, 'total', o.amount, 'paid', o.paid,
                                       'open', round(o.amount - o.paid, 2), 'cumulatief', round(o.cumulatief, 2), 'days', $2::date - o.fctdat)
                     ORDER BY o.fctdat, o.factnr) AS invoices
       FROM open o JOIN customers c ON c.debnr = o.debnr
      GROUP BY c.debnr
      ORDER BY c.debnr`,
    [groupCode, today, debnr],
  );
}
