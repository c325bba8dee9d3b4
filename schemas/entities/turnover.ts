import { z } from 'zod';
import { debnr, money } from './wireTypes';

/** Complete ISO weeks the turnover table shows: the last 10 before the current week (spec part 1 §9). */
export const TURNOVER_WEEKS = 10;

const WeekTotal = z.object({ weekNumber: z.number().int().min(1).max(53), weekYear: z.number().int().min(2000).max(2100), total: money });
export type WeekTotal = z.infer<typeof WeekTotal>;

/**
 * turnover/getallturnover (part 1 §3 weekly turnover row): one row per customer of the current group
 * with an order in those weeks, largest total first. `rows` holds every week oldest first (0 when
 * nothing was invoiced); `average` is total / TURNOVER_WEEKS and `orders` the number of invoices.
 */
export const WeeklyTurnoverRow = z.object({
  debnr,
  debnaam: z.string(),
  total: money,
  average: money,
  orders: z.number().int(),
  rows: z.array(WeekTotal),
});
export type WeeklyTurnoverRow = z.infer<typeof WeeklyTurnoverRow>;

/**
 * A row as turnover/DownloadTurnover takes it (part 1 §7): debnr, total, average, orders and `weeks`
 * (the row's weeks); the name besides, which a server binding only the spec's fields ignores.
 */
export const WeeklyTurnoverDownloadRow = z.object({
  debnr,
  debnaam: z.string().max(200).optional(),
  total: money,
  average: money,
  orders: z.number().int(),
  weeks: z.array(WeekTotal).max(60),
});
export type WeeklyTurnoverDownloadRow = z.infer<typeof WeeklyTurnoverDownloadRow>;

/**
 * A spreadsheet column of a turnover download: `accessor` names a row field or a period column,
 * `header` is the column title in the user's language.
 */
export const ExportColumn = z.object({ accessor: z.string().min(1).max(40), header: z.string().max(100) });
export type ExportColumn = z.infer<typeof ExportColumn>;

/** Accessor of a week column: `week:<weekYear>-<weekNumber>`. */
export const weekAccessor = (weekYear: number, weekNumber: number) => `week:${weekYear}-${weekNumber}`;

export const WEEKLY_TURNOVER_FIELDS = ['debnr', 'debnaam', 'total', 'average', 'orders'] as const;

/**
 * POST turnover/DownloadTurnover: the columns (row fields of WEEKLY_TURNOVER_FIELDS or week columns)
 * and the rows to write, every one of them; answers 'Turnover<YYYY-MM-DD>.xlsx'. Without accessors the
 * sheet has every field and every week found in the rows.
 */
export const TurnoverDownload = z.object({
  accessors: z.array(ExportColumn).max(200).default([]),
  turnovers: z.array(WeeklyTurnoverDownloadRow).max(100_000),
});
export type TurnoverDownload = z.infer<typeof TurnoverDownload>;
