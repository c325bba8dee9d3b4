import { SATISFACTION_THRESHOLD_PERCENT } from '../constants';

/** Indicators the dashboards and the overview draw next to a figure (spec part 1 §4, §9). */

/** Target line = last year × (1 + target/100). */
export function targetLine(lastYear: number, targetPercent: number): number {
  return lastYear * (1 + targetPercent / 100);
}

export type Satisfaction = 'unhappy' | 'neutral' | 'happy';

/** Current versus target: more than 5% below unhappy, more than 5% above happy, otherwise neutral. */
export function satisfaction(current: number, target: number): Satisfaction {
  if (target === 0) return current > 0 ? 'happy' : 'neutral';
  const deviation = ((current - target) / Math.abs(target)) * 100;
  if (deviation < -SATISFACTION_THRESHOLD_PERCENT) return 'unhappy';
  if (deviation > SATISFACTION_THRESHOLD_PERCENT) return 'happy';
  return 'neutral';
}

export type MarginIndicator = 'green' | 'orange' | 'red';

/** Margin against its target: above green (up arrow), above 90% of it orange, below that red. */
export function marginIndicator(marginPercent: number, targetPercent: number): MarginIndicator {
  if (marginPercent > targetPercent) return 'green';
  if (marginPercent > targetPercent * 0.9) return 'orange';
  return 'red';
}
