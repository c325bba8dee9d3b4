import { LOST_AFTER_WEEKS } from '../../schemas/entities/overview';
import type { SqlParams } from './sqlParams';

/**
 * Each customer of a group with the day of their first order ever and the day they count as lost:
 * LOST_AFTER_WEEKS weeks after their last order so far (first_order, lost_on). Read from the invoice
 * summary migration 005 keeps per customer.
 */
export function customerActivity(p: SqlParams, groupCode: string): string {
  return `(SELECT s.debnr, s.first_fctdat AS first_order, s.last_fctdat + ${p.add(LOST_AFTER_WEEKS * 7, 'int')} AS lost_on
             FROM customer_invoice_summary s JOIN customers c ON c.debnr = s.debnr
            WHERE c.group_code = ${p.add(groupCode)})`;
}
