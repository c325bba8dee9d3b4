/**
 * Value axes with a constant scale (spec part 1 §9 'Axis steps'): ticks sit on multiples of the
 * figure's step, from zero (or the first multiple below a negative value) to the first multiple at or
 * above the largest value. When that would crowd the axis, every 2nd, 5th, 10th, 20th, 50th, ...
 * multiple is used instead, so labels stay readable while every tick is still a multiple of the step.
 */
export interface AxisScale {
  ticks: number[];
  domain: [number, number];
}

export const MAX_TICKS = 8;
const NICE = [1, 2, 5] as const;

/** The k-th tick interval: step × 1, 2, 5, 10, 20, 50, ... */
const intervalAt = (step: number, k: number) => step * NICE[k % NICE.length]! * 10 ** Math.floor(k / NICE.length);

export function axisScale(values: readonly number[], step: number, maxTicks = MAX_TICKS): AxisScale {
  if (!(step > 0)) throw new Error(`axis step must be positive, got ${step}`);
  const finite = values.filter(Number.isFinite);
  const max = Math.max(0, ...finite);
  const min = Math.min(0, ...finite);
  let interval = step;
  let low = 0;
  let high = 0;
  for (let k = 0; ; k++) {
    interval = intervalAt(step, k);
    low = Math.floor(min / interval);
    // At least one step above zero: an empty or all-zero series still gets a readable axis.
    high = Math.max(Math.ceil(max / interval), 1);
    if (high - low + 1 <= maxTicks) break;
  }
  const ticks = Array.from({ length: high - low + 1 }, (_, i) => (low + i) * interval);
  return { ticks, domain: [ticks[0]!, ticks[ticks.length - 1]!] };
}
