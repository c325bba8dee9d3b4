/**
 * The customer page's credit percentage (spec part 1 §9): credit over (total invoiced minus credit),
 * in percent. Shown only when there is credit and the total invoiced is not 0 (§2); undefined otherwise,
 * and when nothing remains after the credit (no base to divide by).
 */
export function creditPercentage(credit: number, totalInvoiced: number): number | undefined {
  if (credit === 0 || totalInvoiced === 0) return undefined;
  const base = totalInvoiced - credit;
  return base === 0 ? undefined : (credit / base) * 100;
}
