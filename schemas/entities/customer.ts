import { z } from 'zod';
import { debnr, isoDate, money } from './wireTypes';

/** Customer delivery state shown by the lock / cart / not-interested icons. */
const customerFlags = {
  /** Delivery stop: the customer is blocked for delivery. */
  levStop: z.boolean(),
  /** Webshop (internet) access. */
  inetCheck: z.boolean(),
};

/**
 * A row of customer/getallcustomers (/icrm/customers): the current group's customers.
 * zipcode or commercialType is shown depending on the tenant (3 and 4 show commercialType).
 */
export const CustomerListRow = z.object({
  debnr,
  name: z.string(),
  debnaam: z.string(),
  ...customerFlags,
  zipcode: z.string(),
  commercialType: z.string(),
  city: z.string(),
  phoneNumber: z.string(),
  /** Shown as 'Pack'. */
  branche: z.string(),
  email: z.string(),
});
export type CustomerListRow = z.infer<typeof CustomerListRow>;

/** The special financial-group value of a customer not yet in a financial group. */
export const NEW_FIN_DEBNR = '*NEW*';

/**
 * customer/getcustomer/{debnr}: the spec's Customer entity (part 1 §3).
 * Figures (computed in SQL over the customer's invoices and credits):
 * - factTotaal: total invoiced over the last 365 days up to today;
 * - credit: total credited over the same 365 days (the page shows credit / (factTotaal - credit));
 * - verkoopBedrag: invoiced this calendar year up to today;
 * - fctdat: date of the latest invoice (null without invoices);
 * - amountInFinDebnr: customers of the current group sharing this finDebnr (itself included; 1 for '*NEW*').
 */
export const Customer = z.object({
  debnr,
  name: z.string(),
  debnaam: z.string(),
  password: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  owner: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  mobileNumber: z.string(),
  branche: z.string(),
  btwNumber: z.string(),
  btwOk: z.boolean(),
  kvk: z.string(),
  transTxt: z.string(),
  /** The account manager's name (code when no name is known, null when none is assigned). */
  accountManager: z.string().nullable(),
  accountManagerCode: z.string().nullable(),
  creationDate: isoDate,
  created: isoDate,
  kostprijsDebiteur: money,
  financielType: z.string(),
  commercialType: z.string(),
  betaalConditie: z.string(),
  /** Payment term in days. */
  bettermijn: z.number().int(),
  koopLimiet: money,
  kreditLimiet: money,
  debTxt: z.string(),
  credit: money,
  factTotaal: money,
  verkoopBedrag: money,
  ...customerFlags,
  finDebnr: z.string(),
  amountInFinDebnr: z.number().int(),
  webshopLink: z.string(),
  /** Webshop site: 5 uses the UK webshop host, others the French one. */
  siteId: z.number().int(),
  companyId: z.number().int(),
  inactive: z.boolean(),
  fctdat: isoDate.nullable(),
  /** 0 red, 1 orange, 2 yellow, 3 green. */
  creditScore: z.number().int().min(0).max(3),
  /** Risk of leaving, percent. */
  riskOfLeaving: z.number().int(),
});
export type Customer = z.infer<typeof Customer>;
