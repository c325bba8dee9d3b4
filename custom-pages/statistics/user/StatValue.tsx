import { minutesSeconds } from '../../../schemas/entities/pageStats';
import type { UserStatField } from '../../../schemas/entities/userStats';
import { dutchNumber } from '../../../ui/format/dutchNumber';

const oneDecimal = dutchNumber({ maximumFractionDigits: 1 });

/** A figure as people read it: time on page as mm:ss, days and averages to 1 decimal, counts whole. */
export function StatValue({ field, value }: { field: UserStatField; value: number }) {
  if (field === 'avgTimeOnPage') return <>{minutesSeconds(value)}</>;
  return <>{oneDecimal(field.startsWith('daysBetween') ? value : Math.round(value))}</>;
}
