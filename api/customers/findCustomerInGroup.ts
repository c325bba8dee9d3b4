import { z } from 'zod';
import type { Queryable } from '../db/database';
import { CUSTOMER_NOT_FOUND, notFound } from '../http/errors';
import { debnrInput } from '../../schemas/forms/inputs';
import type { RouteContext } from '../http/route';

/** What the customer endpoints need to know about a customer before their own query. */
export interface CustomerRef {
  debnr: string;
  name: string;
  email: string;
  companyId: number;
  groupCode: string;
  finDebnr: string;
  levStop: boolean;
  inetCheck: boolean;
  bettermijn: number;
  accountManager: string | null;
}

/**
 * The customer `debnr` of debtor group `groupCode`; a customer that does not exist or belongs to
 * another group is the same 404 with the spec's text, so callers cannot probe other groups.
 */
export async function findCustomerInGroup(db: Queryable, debnr: string, groupCode: string): Promise<CustomerRef> {
  const rows = await db.query<CustomerRef>(
    `SELECT debnr, name, email, company_id AS "companyId", group_code AS "groupCode", fin_debnr AS "finDebnr",
            lev_stop AS "levStop", inet_check AS "inetCheck", bettermijn, account_manager AS "accountManager"
       FROM customers WHERE debnr = $1 AND group_code = $2`,
    [debnr, groupCode],
  );
  const customer = rows[0];
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return customer;
}

/** Path parameter `{debnr}` of the customer endpoints. */
export const debnrPath = z.object({ debnr: debnrInput });

/** The customer `debnr` in the caller's current debtor group (404 otherwise). */
export async function customerInCurrentGroup(ctx: Pick<RouteContext<unknown, unknown>, 'services' | 'currentGroup'>, debnr: string): Promise<CustomerRef> {
  const group = await ctx.currentGroup();
  return findCustomerInGroup(ctx.services.db, debnr, group.groupCode);
}
