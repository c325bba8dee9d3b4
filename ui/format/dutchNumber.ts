/**
 * A number format of the Dutch locale (the spec's: "€ 1.234,50"), made at its first use. The first
 * Intl number format of a page costs 20–30 ms in Chromium (ICU loads its number data); made when a module
 * loaded, it held up every page's first render, those that show no number too (the customers list).
 */
export function dutchNumber(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('nl-NL', options)).format(value);
}

/** Two decimals: percentages, weeks per order. */
export const formatTwoDecimals = dutchNumber({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole numbers: chart axes, counts of orders and customers. */
export const formatWhole = dutchNumber({ maximumFractionDigits: 0 });

/** Longer than the first format takes: a shorter idle period would end while it runs, late for what comes next. */
const LONG_IDLE_MS = 35;

/**
 * Loads ICU's number data in the first long idle period of the page (while it waits for its data or code), so
 * that a page showing figures as soon as its data comes (the customer page's tiles) does not pay for it then.
 * Any Dutch number format loads it for all the others. No requestIdleCallback (Safari): the first figure pays.
 */
export function warmDutchNumbersWhenIdle(): void {
  if (typeof requestIdleCallback !== 'function') return;
  const attempt = (deadline: IdleDeadline) => {
    if (deadline.timeRemaining() >= LONG_IDLE_MS) formatWhole(0);
    else requestIdleCallback(attempt);
  };
  requestIdleCallback(attempt);
}
