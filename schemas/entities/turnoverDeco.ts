import { z } from 'zod';
import { ExportColumn } from './turnover';
import { debnr, money } from './wireTypes';

/**
 * hbxdeco/GetAllTurnover (tenant 4, part 1 §3 tenant 4 turnover row): one row per customer of the current group with turnover this
 * year, last year or written orders for this year, largest total first. `rows`: invoiced per calendar
 * month of this year (1..12); `reservedRows`: written orders by delivery month of this year.
 * total = totalInvoiced + totalReserved; totalInvoicedLastYear covers the whole of last year.
 */
const MonthTotal = z.object({ monthNumber: z.number().int().min(1).max(12), total: money });
export type MonthTotal = z.infer<typeof MonthTotal>;

export const DecoTurnoverRow = z.object({
  debnr,
  debnaam: z.string(),
  finGroep: z.string().nullable(),
  finGroepText: z.string().nullable(),
  total: money,
  totalInvoiced: money,
  totalInvoicedLastYear: money,
  totalReserved: money,
  rows: z.array(MonthTotal),
  reservedRows: z.array(MonthTotal),
});
export type DecoTurnoverRow = z.infer<typeof DecoTurnoverRow>;

/** Accessor of a month column: `month:<n>` (a table's own months: invoiced, or written). */
export const monthAccessor = (monthNumber: number) => `month:${monthNumber}`;

export const DECO_TURNOVER_FIELDS = ['debnr', 'debnaam', 'finGroep', 'finGroepText', 'total', 'totalInvoiced', 'totalInvoicedLastYear', 'totalReserved'] as const;

/**
 * A row as hbxdeco/DownloadTurnover takes it (part 1 §7): debnr, total, totalInvoiced, totalReserved
 * and `months`, the months of the table downloaded (invoiced, or written for 'Geschreven orders');
 * the other fields of the row besides, which a server binding only the spec's fields ignores.
 */
export const DecoTurnoverDownloadRow = z.object({
  debnr,
  debnaam: z.string().max(200).optional(),
  finGroep: z.string().max(40).nullish(),
  finGroepText: z.string().max(200).nullish(),
  total: money,
  totalInvoiced: money,
  totalInvoicedLastYear: money.optional(),
  totalReserved: money,
  months: z.array(MonthTotal).max(12),
});
export type DecoTurnoverDownloadRow = z.infer<typeof DecoTurnoverDownloadRow>;

/** POST hbxdeco/DownloadTurnover: as turnover/DownloadTurnover, with month columns; 'Turnover<YYYY-MM-DD>.xlsx'. */
export const DecoTurnoverDownload = z.object({
  accessors: z.array(ExportColumn).max(200).default([]),
  turnovers: z.array(DecoTurnoverDownloadRow).max(100_000),
});
export type DecoTurnoverDownload = z.infer<typeof DecoTurnoverDownload>;

/** hbxdeco/GetFinancieleGroepen: tenant 4's financial groups; the screen puts ALL_FINANCIAL_GROUPS first. */
export const FinancieleGroep = z.object({ code: z.string(), text: z.string() });
export type FinancieleGroep = z.infer<typeof FinancieleGroep>;

/** The dropdown entry (spec text) that shows every financial group; it is not a group of the api. */
export const ALL_FINANCIAL_GROUPS = 'Alle groepen';
