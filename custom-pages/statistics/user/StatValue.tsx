import { minutesSeconds } from '../../../schemas/entities/pageStats';
import type { UserStatField } from '../../../schemas/entities/userStats';

const decimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** A figure as people read it: time on page as mm:ss, days and averages to 1 decimal, counts whole. */
export function StatValue({ field, value }: { field: UserStatField; value: number }) {
  if (field === 'avgTimeOnPage') return <>{minutesSeconds(value)}</>;
  return <>{decimal.format(field.startsWith('daysBetween') ? value : Math.round(value))}</>;
}
