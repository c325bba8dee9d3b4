import { z } from 'zod';
import { ExportColumn } from './turnover';
import { debnr, money } from './wireTypes';

/**
 * hbxdeco/GetAllTurnover (tenant 4): one row per customer of the current group with turnover this
 * year, last year or written orders for this year, largest total first. `rows`: invoiced per calendar
 * month of this year (1..12); `reservedRows`: written orders by delivery month of this year.
 * total = totalInvoiced + totalReserved; totalInvoicedLastYear covers the whole of last year.
 */
const MonthTotal = z.object({ monthNumber: z.number().int().min(1).max(12), total: money });

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

/** Accessors of month columns: `month:<n>` (invoiced) and `reservedMonth:<n>` (written). */
export const monthAccessor = (monthNumber: number) => `month:${monthNumber}`;
export const reservedMonthAccessor = (monthNumber: number) => `reservedMonth:${monthNumber}`;

export const DECO_TURNOVER_FIELDS = ['debnr', 'debnaam', 'finGroep', 'finGroepText', 'total', 'totalInvoiced', 'totalInvoicedLastYear', 'totalReserved'] as const;

/** POST hbxdeco/DownloadTurnover: as turnover/DownloadTurnover, with month columns; 'Turnover<YYYY-MM-DD>.xlsx'. */
export const DecoTurnoverDownload = z.object({
  accessors: z.array(ExportColumn).max(200).default([]),
  turnovers: z.array(DecoTurnoverRow).max(100_000),
});
export type DecoTurnoverDownload = z.infer<typeof DecoTurnoverDownload>;

/** hbxdeco/GetFinancieleGroepen: tenant 4's financial groups; the screen puts ALL_FINANCIAL_GROUPS first. */
export const FinancieleGroep = z.object({ code: z.string(), text: z.string() });
export type FinancieleGroep = z.infer<typeof FinancieleGroep>;

/** The dropdown entry (spec text) that shows every financial group; it is not a group of the api. */
export const ALL_FINANCIAL_GROUPS = 'Alle groepen';
