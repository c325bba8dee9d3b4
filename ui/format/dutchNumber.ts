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
