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
export const CncExportRow = z.object({
  fctdat: z.string(),
  dayname: z.string(),
  flowers: z.number(),
  plants: z.number(),
  deco: z.number(),
  divers: z.number(),
  handling: z.number(),
});
export type CncExportRow = z.infer<typeof CncExportRow>;

export const StockExportRow = z.object({
  voortxt: z.string(),
  total: z.number(),
});
export type StockExportRow = z.infer<typeof StockExportRow>;

/**
 * The body of DownloadExcelStockExport (spec part 2 §7: "data rows and company"): read as the rows
 * in a field `data` beside `company`, the branch, as GenerateStockExport names it.
 */
export const StockExportMail = z.object({
  data: z.array(StockExportRow),
  company: z.coerce.number().int(),
});

/** An accounting entry (and a fault, the same fields plus its code and article). */
export const AccountingRow = z.object({
  compte_comptable: z.string(),
  debnr: z.string(),
  afdeling: z.string(),
  factnr: z.number(),
  fctdat: z.string(),
  letterDC: z.enum(['D', 'C']),
  total: z.number(),
});
export type AccountingRow = z.infer<typeof AccountingRow>;

export const AccountingFault = z.object({
  code: z.string(),
  debnr: z.string(),
  artnr: z.string(),
  factnr: z.number(),
  fctdat: z.string(),
  total: z.number(),
});
export type AccountingFault = z.infer<typeof AccountingFault>;

export const AdHocRow = z.object({
  mvcodcli: z.string(),
  mvdatdoc: z.string(),
  mvnumdoc: z.number(),
  mvcodart: z.string(),
  mvaspest: z.string(),
  mvdesart: z.string(),
  mvcodiva: z.string(),
  mvvalrig: z.number(),
});
export type AdHocRow = z.infer<typeof AdHocRow>;

/**
 * The bodies of the two Excel downloads that post their rows back (spec part 2 §7: DownloadExcelAdHoc
 * "rows", DownloadExcelDexxCnCExport "generated rows"): the list of rows as the preview received them.
 */
export const AdHocRows = z.array(AdHocRow);
export const CncExportRows = z.array(CncExportRow);

export const JDF_TYPES = ['FACTURE', 'FUST', 'TRANSPORT', 'CATALOGUE'] as const;
export type JdfType = (typeof JDF_TYPES)[number];

export const JdfRow = z.object({
  debnr: z.string(),
  category: z.enum(JDF_TYPES),
});
export type JdfRow = z.infer<typeof JdfRow>;

export const PurchaseCustomer = z.object({
  debnr: z.string(),
  name: z.string(),
  fctdat: z.string(),
});
export type PurchaseCustomer = z.infer<typeof PurchaseCustomer>;

export const PurchaseLine = z.object({
  levTotaal: z.number(),
  arttxt: z.string(),
  unitNetPrice: z.number(),
  totalNetAmount: z.number(),
  volume: z.number(),
});
export type PurchaseLine = z.infer<typeof PurchaseLine>;

/** A row of the DEB (déclaration d'échanges de biens) export (spec part 2 §3 Declaration row). */
export const DeclarationRow = z.object({
  debnr: z.string(),
  datum: z.string(),
  factnr: z.number(),
  statnr: z.string(),
  payS_ORIGINE: z.string(),
  payS_PROVENANCE: z.string(),
  totstuks: z.number(),
  departement: z.string(),
  waarde: z.number(),
});
export type DeclarationRow = z.infer<typeof DeclarationRow>;

/** An entry of the API pages (spec part 2 §3 API entry); type may list several, comma-separated. */
export const ApiEntry = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  companyName: z.string(),
  type: z.string(),
  link: z.string(),
  finadmin: z.string(),
});
export type ApiEntry = z.infer<typeof ApiEntry>;
