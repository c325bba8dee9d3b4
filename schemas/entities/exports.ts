import { z } from 'zod';
import { dateInput } from '../forms/inputs';

/** Branch ids of the Dexx group (spec part 2 §9). */
export const BRANCHES = { 1: 'Drive', 4: 'Lille', 5: 'Annemasse', 6: 'Mulhouse', 7: 'Valence', 8: 'Lyon', 9: 'Grenoble' } as const;
export type BranchId = keyof typeof BRANCHES;
/** The branches of the accounting export and of the stock export (spec part 2 §2). */
export const ACCOUNTING_BRANCHES: readonly BranchId[] = [1, 4, 5, 6, 7, 8, 9];
export const STOCK_BRANCHES: readonly BranchId[] = [5, 6, 7, 8, 9];
export const DEFAULT_STOCK_BRANCH: BranchId = 8;
export const DEFAULT_ACCOUNTING_BRANCH: BranchId = 1;

/** The company whose branches these are: Dexx Drive. */
export const DEXX_COMPANY_ID = 2;

/** The companies of the DEB export (spec part 2 §9): code, name (shown prefixed DEXX) and the branch it declares for. */
export const DEB_COMPANIES = [
  { code: '565', name: 'Annemasse', branch: 5 },
  { code: 'DDJ00', name: 'Drive', branch: 1 },
  { code: '560', name: 'Grenoble', branch: 9 },
  { code: '570', name: 'Lyon', branch: 8 },
  { code: '595', name: 'Mulhouse', branch: 6 },
  { code: '222', name: 'Valence', branch: 7 },
] as const;
export const DEFAULT_DEB_COMPANY = '570';

export { EXPORT_MESSAGES } from './exportTexts';


/** At most this many days in one export (a year and a day, so a whole year with a leap day fits). */
export const EXPORT_MAX_DAYS = 366;

/**
 * A date range of the export calls (spec part 2 §7: fromdate, todate; the accounting export's
 * beginDatum and eindDatum are mapped to it): inclusive, from not after to, at most a year.
 */
export const DateRange = z
  .object({ fromdate: dateInput, todate: dateInput })
  .refine((r) => r.fromdate <= r.todate, { message: 'fromdate must not be after todate', path: ['fromdate'] })
  .refine((r) => (Date.parse(r.todate) - Date.parse(r.fromdate)) / 86_400_000 < EXPORT_MAX_DAYS, { message: `at most ${EXPORT_MAX_DAYS} days`, path: ['todate'] });
export type DateRange = z.infer<typeof DateRange>;

/** Click-and-collect export: one row per day (spec part 2 §3 Export rows). */
export interface CncExportRow {
  fctdat: string;
  dayname: string;
  flowers: number;
  plants: number;
  deco: number;
  divers: number;
  handling: number;
}

export interface StockExportRow {
  voortxt: string;
  total: number;
}

/** An accounting entry (and a fault, the same fields plus its code and article). */
export interface AccountingRow {
  compte_comptable: string;
  debnr: string;
  afdeling: string;
  factnr: number;
  fctdat: string;
  letterDC: 'D' | 'C';
  total: number;
}

export interface AccountingFault {
  code: string;
  debnr: string;
  artnr: string;
  factnr: number;
  fctdat: string;
  total: number;
}

export interface AdHocRow {
  mvcodcli: string;
  mvdatdoc: string;
  mvnumdoc: number;
  mvcodart: string;
  mvaspest: string;
  mvdesart: string;
  mvcodiva: string;
  mvvalrig: number;
}

export const JDF_TYPES = ['FACTURE', 'FUST', 'TRANSPORT', 'CATALOGUE'] as const;
export type JdfType = (typeof JDF_TYPES)[number];

export interface JdfRow {
  debnr: string;
  category: JdfType;
}

export interface PurchaseCustomer {
  debnr: string;
  name: string;
  fctdat: string;
}

export interface PurchaseLine {
  levTotaal: number;
  arttxt: string;
  unitNetPrice: number;
  totalNetAmount: number;
  volume: number;
}

/** A row of the DEB (déclaration d'échanges de biens) export (spec part 2 §3 Declaration row). */
export interface DeclarationRow {
  debnr: string;
  datum: string;
  factnr: number;
  statnr: string;
  payS_ORIGINE: string;
  payS_PROVENANCE: string;
  totstuks: number;
  departement: string;
  waarde: number;
}

/** An entry of the API pages (spec part 2 §3 API entry); type may list several, comma-separated. */
export interface ApiEntry {
  id: number;
  name: string;
  description: string;
  companyName: string;
  type: string;
  link: string;
  finadmin: string;
}
