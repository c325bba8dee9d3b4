import { z } from 'zod';
import { dateInput } from '../forms/inputs';

/** The direct-debit companies (spec part 2 §4): 22 the main company, 23 the second. */
export const PRELEVEMENT_COMPANIES = [22, 23] as const;
export const PRELEVEMENT_DEFAULTS = { company: 22, minBetaalTermijn: 0, maxBetaalTermijn: 7 } as const;
/** The second company's list is fetched this long after the page loads (spec part 2 §9). */
export const SECOND_COMPANY_DELAY_MS = 4000;
/** SendPrelevement succeeded only when it answers this HTTP status (spec part 2 §9); its list is the mails sent. */
export const MAIL_SENT_STATUS = 201;

/** An open invoice of a direct-debit debtor; `collectedOn` when an earlier run already collected it. */
export const PrelevementInvoice = z.object({
  invoice: z.number(),
  sumToPay: z.number(),
  invoiceDate: z.string(),
  collectedOn: z.string().nullable().optional(),
});
export type PrelevementInvoice = z.infer<typeof PrelevementInvoice>;

/** A debtor of prelevement/getprelevement (spec part 2 §3 "Prelevement debtor"). */
export const PrelevementDebtor = z.object({
  name: z.string(),
  debnr: z.string(),
  betaalTermijn: z.number(),
  bic: z.string(),
  iban: z.string(),
  invoices: z.array(PrelevementInvoice),
});
export type PrelevementDebtor = z.infer<typeof PrelevementDebtor>;

/** One mail of SendPrelevement's answer, "the list of mails sent" (spec part 2 §7): the screen counts them. */
export const PrelevementMail = z.object({
  debnr: z.string(),
  email: z.string(),
});
export type PrelevementMail = z.infer<typeof PrelevementMail>;

/** An earlier run (beyond the spec: the run history of the prelevement screen). */
export const PrelevementRun = z.object({
  id: z.number(),
  kind: z.enum(['excel', 'xml', 'mail']),
  company: z.number(),
  datum: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  total: z.number(),
  invoices: z.number(),
  debtors: z.number(),
  fileName: z.string().nullable(),
});
export type PrelevementRun = z.infer<typeof PrelevementRun>;

const termInput = z.number({ error: 'must be a number of days' }).int().min(0).max(365);
const companyInput = z.union(PRELEVEMENT_COMPANIES.map((c) => z.literal(c)) as [z.ZodLiteral<22>, z.ZodLiteral<23>], { error: 'must be 22 or 23' });

export const PrelevementQuery = z
  .object({ company: companyInput, minBetaalTermijn: termInput, maxBetaalTermijn: termInput })
  .strict()
  .refine((q) => q.minBetaalTermijn <= q.maxBetaalTermijn, { message: 'must not exceed maxBetaalTermijn', path: ['minBetaalTermijn'] });

/**
 * A debtor as the screen sends it back: only its selected invoices (amounts and accounts are the server's own).
 * debnr is trimmed, so ' 125185 ' and '125185' are the same debtor when duplicates are looked for.
 */
const SelectedDebtor = z.object({
  debnr: z.string().trim().min(1).max(20),
  prelevementDate: dateInput.optional(),
  invoices: z.array(z.object({ invoice: z.number().int().positive() }).loose()).max(5000),
}).loose();
export type SelectedDebtor = z.output<typeof SelectedDebtor>;

/** GeneratePrelevementXml / GeneratePrelevementExcel: the debtors, the company and the collection date. */
export const PrelevementSelection = z.object({
  invoices: z.array(SelectedDebtor).max(5000),
  company: companyInput,
  datum: dateInput,
});
export type PrelevementSelection = z.output<typeof PrelevementSelection>;

/** SendPrelevement (spec part 2 §7): the list of debtors, each with its collection date, toPay and selected invoices. */
export const PrelevementMailList = z.array(SelectedDebtor.extend({ prelevementDate: dateInput })).max(5000);
export type PrelevementMailList = z.output<typeof PrelevementMailList>;

export const xmlFileName = (date: string) => `PAIEMENT-${date}.xml`;
export const excelFileName = (date: string) => `Prelevement-${date}.xlsx`;
