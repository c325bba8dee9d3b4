import { LOST_AFTER_WEEKS } from '../../schemas/entities/overview';
import type { SqlParams } from './sqlParams';

/**
 * Each customer of a group with the day of their first order ever and the day they count as lost:
 * LOST_AFTER_WEEKS weeks after their last order so far (first_order, lost_on). Read from the invoice
 * summary of migrations 005 and 008, which keeps them per customer with the customer's group.
 */
export function customerActivity(p: SqlParams, groupCode: string): string {
  return `(SELECT debnr, first_fctdat AS first_order, last_fctdat + ${p.add(LOST_AFTER_WEEKS * 7, 'int')} AS lost_on
             FROM customer_invoice_summary WHERE group_code = ${p.add(groupCode)})`;
}
