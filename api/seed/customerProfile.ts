import type { Random } from './prng';

/**
 * How a customer orders over the two years of history. The "stopped" rhythms put customers into the
 * call-list blocks (last invoice 5-7, 10-14 or 20-30 weekdays ago); "single" has exactly one invoice;
 * "rare" is the long tail of a large customer base (see TAIL_RHYTHM_WEIGHTS).
 */
export type Rhythm = 'weekly' | 'regular' | 'monthly' | 'occasional' | 'stopped5' | 'stopped10' | 'stopped20' | 'lost' | 'rare' | 'single' | 'new';

export interface RhythmShape {
  /** Weekdays between two invoices. */
  gap: readonly [number, number];
  /** Weekdays between the last invoice and today. */
  lastAgo: readonly [number, number];
}

export const RHYTHMS: Record<Exclude<Rhythm, 'single' | 'new'>, RhythmShape> = {
  weekly: { gap: [3, 7], lastAgo: [1, 3] },
  regular: { gap: [6, 12], lastAgo: [1, 4] },
  monthly: { gap: [14, 26], lastAgo: [1, 18] },
  occasional: { gap: [30, 70], lastAgo: [1, 40] },
  stopped5: { gap: [3, 8], lastAgo: [5, 7] },
  stopped10: { gap: [3, 8], lastAgo: [10, 14] },
  stopped20: { gap: [4, 10], lastAgo: [20, 30] },
  lost: { gap: [5, 15], lastAgo: [60, 300] },
  rare: { gap: [120, 320], lastAgo: [1, 250] },
};

const RHYTHM_WEIGHTS: readonly (readonly [Exclude<Rhythm, 'new'>, number])[] = [
  ['weekly', 12],
  ['regular', 20],
  ['monthly', 28],
  ['occasional', 16],
  ['stopped5', 5],
  ['stopped10', 5],
  ['stopped20', 5],
  ['lost', 8],
  ['single', 1],
];

/** The long tail: a few invoices in two years (about 2 on average), or one. */
const TAIL_RHYTHM_WEIGHTS: readonly (readonly [Exclude<Rhythm, 'new'>, number])[] = [
  ['rare', 80],
  ['single', 20],
];

export function pickRhythm(rng: Random, tail: boolean): Exclude<Rhythm, 'new'> {
  return rng.weighted(tail ? TAIL_RHYTHM_WEIGHTS : RHYTHM_WEIGHTS);
}

/** Typical invoice amount in cents: small florists to large garden centres. */
export function basketCents(rng: Random, rhythm: Rhythm): number {
  const [low, high] = rhythm === 'weekly' ? [120, 1400] : rhythm === 'monthly' || rhythm === 'occasional' ? [200, 2600] : [90, 1800];
  return Math.round(Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low))) * 100);
}
