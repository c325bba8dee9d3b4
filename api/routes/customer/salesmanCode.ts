import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { conflict } from '../../http/errors';
import { defineRoute } from '../../http/route';

/**
 * GET customer/UpdateSalesmanCustomerCode/{debnr}: the caller's salesman webshop login now orders for
 * this customer. The salesman code is the caller's account-manager code in the customer's company;
 * without one the update fails (409) and the page tells the user to contact support.
 */
export const salesmanCodeRoutes = [
  defineRoute({
    endpoint: 'GET customer/UpdateSalesmanCustomerCode/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      const updated = await ctx.services.db.query(
        `INSERT INTO webshop_salesman_customers (company_id, salesman_code, debnr, updated_by, updated_at)
         SELECT am.company_id, am.code, $1, u.azure_id, $4
           FROM users u JOIN account_managers am ON am.user_id = u.id
          WHERE u.azure_id = $2 AND am.company_id = $3
          ORDER BY am.code LIMIT 1
         ON CONFLICT (company_id, salesman_code)
         DO UPDATE SET debnr = EXCLUDED.debnr, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
         RETURNING salesman_code`,
        [customer.debnr, ctx.caller.azureId, customer.companyId, ctx.services.clock.now()],
      );
      if (updated.length === 0) throw conflict('You have no salesman code in this company: contact support');
      return { success: true };
    },
  }),
];
