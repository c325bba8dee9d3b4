import type { CustomerListRow } from '../../schemas/entities/customer';
import type { Queryable } from '../db/database';
import { jsonRows } from './jsonRows';

/** The customers of a debtor group as the customer lists show them (customers and wholesale screens). */
export function listCustomers(db: Queryable, groupCode: string): Promise<CustomerListRow[]> {
  return jsonRows<CustomerListRow>(
    db,
    `SELECT debnr, name, debnaam, lev_stop AS "levStop", inet_check AS "inetCheck", zipcode,
            commercial_type AS "commercialType", city, phone_number AS "phoneNumber", branche, email
       FROM customers WHERE group_code = $1 ORDER BY debnr`,
    [groupCode],
  );
}
