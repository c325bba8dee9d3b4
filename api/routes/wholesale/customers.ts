import type { ContactEmail, WholesaleCustomer } from '../../../schemas/entities/wholesale';
import { orderDayHistory } from '../../customers/departures';
import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { listCustomers } from '../../customers/listCustomers';
import { weblogVisits } from '../../customers/weblogVisits';
import { defineRoute } from '../../http/route';

type WholesaleFields = Omit<WholesaleCustomer, 'contactEmails' | 'orderDays' | 'visits'>;

/** GET wholesale/getallcustomers and wholesale/getsubcode/{debnr}, scoped to the current group. */
export const wholesaleCustomerRoutes = [
  defineRoute({
    endpoint: 'GET wholesale/getallcustomers',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return listCustomers(ctx.services.db, group.groupCode);
    },
  }),
  defineRoute({
    endpoint: 'GET wholesale/getsubcode/{debnr}',
    query: debnrPath,
    async handler(ctx): Promise<WholesaleCustomer> {
      const { debnr } = await customerInCurrentGroup(ctx, ctx.query.debnr);
      const { db } = ctx.services;
      const [fields] = await db.query<WholesaleFields>(
        `SELECT debnr, name, password, address, zipcode, city, email, inet_check AS "inetCheck", lev_stop AS "levStop",
                fin_debnr AS "finDebnr", webshop_link AS "webshopLink", phone_number AS "phoneNumber",
                mobile_number AS "mobileNumber", branche
           FROM customers WHERE debnr = $1`,
        [debnr],
      );
      const contactEmails = await db.query<ContactEmail>(
        `SELECT row_number AS "rowNumber", email AS "nieuweEmail", email AS "oudeEmail" FROM contact_emails WHERE debnr = $1 ORDER BY row_number`,
        [debnr],
      );
      return { ...fields!, contactEmails, orderDays: await orderDayHistory(db, debnr, ctx.today), visits: await weblogVisits(db, debnr, ctx.today) };
    },
  }),
];
