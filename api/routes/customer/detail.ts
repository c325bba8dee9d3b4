import type { Customer } from '../../../schemas/entities/customer';
import { NEW_FIN_DEBNR } from '../../../schemas/entities/customer';
import { debnrPath } from '../../customers/findCustomerInGroup';
import { CUSTOMER_NOT_FOUND, notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';

/**
 * One customer with its figures: invoiced and credited over the last 365 days (today included),
 * invoiced this calendar year, latest invoice date, and the size of its financial group in the
 * current debtor group ('*NEW*' is no real group: 1).
 */
const CUSTOMER_SQL = `
SELECT c.debnr, c.name, c.debnaam, c.password, c.address, c.zipcode, c.city, c.country, c.owner, c.email,
       c.phone_number AS "phoneNumber", c.mobile_number AS "mobileNumber", c.branche,
       c.btw_number AS "btwNumber", c.btw_ok AS "btwOk", c.kvk, c.trans_txt AS "transTxt",
       coalesce(am.name, c.account_manager) AS "accountManager", c.account_manager AS "accountManagerCode",
       c.created AS "creationDate", c.created, c.kostprijs_debiteur AS "kostprijsDebiteur",
       c.financiel_type AS "financielType", c.commercial_type AS "commercialType",
       c.betaal_conditie AS "betaalConditie", c.bettermijn, c.koop_limiet AS "koopLimiet",
       c.krediet_limiet AS "kreditLimiet", c.deb_txt AS "debTxt",
       cr.credit, inv.fact_totaal AS "factTotaal", inv.verkoop_bedrag AS "verkoopBedrag",
       c.lev_stop AS "levStop", c.inet_check AS "inetCheck", c.fin_debnr AS "finDebnr",
       CASE WHEN c.fin_debnr = $4 THEN 1
            ELSE (SELECT count(*) FROM customers f WHERE f.fin_debnr = c.fin_debnr AND f.group_code = c.group_code)::int
       END AS "amountInFinDebnr",
       c.webshop_link AS "webshopLink", c.site_id AS "siteId", c.company_id AS "companyId", c.inactive,
       s.last_fctdat AS fctdat, c.credit_score AS "creditScore", c.risk_of_leaving AS "riskOfLeaving"
  FROM customers c
  LEFT JOIN account_managers am ON am.company_id = c.company_id AND am.code = c.account_manager
  LEFT JOIN customer_invoice_summary s ON s.debnr = c.debnr
 CROSS JOIN LATERAL (
       SELECT round(coalesce(sum(i.amount), 0), 2) AS fact_totaal,
              round(coalesce(sum(i.amount) FILTER (WHERE i.fctdat >= date_trunc('year', $3::date)::date), 0), 2) AS verkoop_bedrag
         FROM invoices i WHERE i.debnr = c.debnr AND i.fctdat > $3::date - 365 AND i.fctdat <= $3::date) inv
 CROSS JOIN LATERAL (
       SELECT round(coalesce(sum(k.amount), 0), 2) AS credit
         FROM credits k WHERE k.debnr = c.debnr AND k.credit_date > $3::date - 365 AND k.credit_date <= $3::date) cr
 WHERE c.debnr = $1 AND c.group_code = $2`;

/** GET customer/getcustomer/{debnr}: the spec's Customer entity (schemas/entities/customer.ts). */
export const customerDetailRoutes = [
  defineRoute({
    endpoint: 'GET customer/getcustomer/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const rows = await ctx.services.db.query<Customer>(CUSTOMER_SQL, [ctx.query.debnr, group.groupCode, ctx.today, NEW_FIN_DEBNR]);
      if (!rows[0]) throw notFound(CUSTOMER_NOT_FOUND);
      return rows[0];
    },
  }),
];
