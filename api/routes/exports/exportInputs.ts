import { z } from 'zod';
import { ACCOUNTING_BRANCHES, DateRange, type BranchId } from '../../../schemas/entities/exports';
import { dateInput, debnrInput } from '../../../schemas/forms/inputs';

/** A branch id among those offered. */
export const branchInput = (branches: readonly BranchId[]) =>
  z.coerce.number().int().refine((b): b is BranchId => branches.includes(b as BranchId), `must be one of ${branches.join(', ')}`).transform((b) => b as BranchId);

/** fromdate and todate (spec part 2 §7). */
export const rangeQuery = DateRange;

/**
 * The stock export's range (spec part 2 §2, §4: the common date layout, this week first): not among the
 * spec's query names, so optional; checked when sent. The stock here is the branch's current stock (no
 * history), the same whatever the range.
 */
export const optionalRange = z.object({ fromdate: dateInput.optional(), todate: dateInput.optional() });

/** The accounting export's own names for the range and the branch (quadra/preview, download-sales, download-payments). */
export const quadraQuery = z
  .object({ finadmin: branchInput(ACCOUNTING_BRANCHES), beginDatum: z.string(), eindDatum: z.string() })
  .transform(({ finadmin, beginDatum, eindDatum }) => ({ finadmin, fromdate: beginDatum, todate: eindDatum }))
  .pipe(DateRange.and(z.object({ finadmin: z.custom<BranchId>() })));

/** quadra/faults names them fromdate and enddate. */
export const faultsQuery = z
  .object({ finadmin: branchInput(ACCOUNTING_BRANCHES), fromdate: z.string(), enddate: z.string() })
  .transform(({ finadmin, fromdate, enddate }) => ({ finadmin, fromdate, todate: enddate }))
  .pipe(DateRange.and(z.object({ finadmin: z.custom<BranchId>() })));

export { debnrInput };
