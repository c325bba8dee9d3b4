import { formatPercent } from '../../ui/format/percent';
import type { CreditRow } from '../../schemas/entities/credit';

/** The credit percentage as the list shows it (credit / turnover, 2 decimals); empty for a customer without turnover. */
export const creditPercentageText = (row: Pick<CreditRow, 'creditPercentage'>) => (row.creditPercentage === null ? '' : formatPercent(row.creditPercentage));
