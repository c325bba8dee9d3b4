import { dutchNumber } from './dutchNumber';

/** Money as the spec shows it (part 1 §9): euro, Dutch number format, 2 decimals — "€ 1.234,50". */
export const formatMoney = dutchNumber({ style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
