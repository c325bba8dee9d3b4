import { z } from 'zod';
import { TOP_LIST_SIZE } from '../../../schemas/entities/dashboard';
import type { CreditCustomer } from '../../../schemas/entities/dashboardDeco';
import { dashboardRange, rangeQueryShape } from '../../analytics/dateRange';
import { decoGroup } from '../../analytics/decoGroup';
import { customerTotals } from '../../analytics/salesSource';
import { SqlParams } from '../../analytics/sqlParams';
import { boolInput } from '../../../schemas/forms/inputs';
import { defineRoute } from '../../http/route';

/** GET hbxdeco/GetTopCreditCustomers?sortByCreditValue: the 10 customers with most credit in the range (CreditCustomer[]). */
export const creditCustomerRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetTopCreditCustomers',
    query: z.object({ ...rangeQueryShape, sortByCreditValue: boolInput.default(true) }),
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const range = dashboardRange(ctx.query, ctx.today, group);
      const p = new SqlParams();
      const order = ctx.query.sortByCreditValue ? 't.credit_amount DESC, t.credits DESC' : 't.credits DESC, t.credit_amount DESC';
      return ctx.services.db.query<CreditCustomer>(
        `SELECT t.debnr, c.name, round(t.credit_amount, 2) AS "creditValue", t.credits AS "amountOfCredits"
           FROM ${customerTotals(p, group.groupCode, range)} t JOIN customers c ON c.debnr = t.debnr
          WHERE t.credits > 0
          ORDER BY ${order}, t.debnr
          LIMIT ${p.add(TOP_LIST_SIZE, 'int')}`,
        p.values,
      );
    },
  }),
];
