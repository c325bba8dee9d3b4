const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as the spec shows it (part 1 §9): euro, Dutch number format, 2 decimals — "€ 1.234,50". */
export function formatMoney(amount: number): string {
  return EURO.format(amount);
}
