/** Credit score colours (spec part 1 §2): 0 red, 1 orange, 2 yellow, 3 green. */
export const CREDIT_SCORE_COLOURS = ['red', 'orange', 'yellow', 'green'] as const;
export type CreditScoreColour = (typeof CREDIT_SCORE_COLOURS)[number];

/** The colour of a credit score; undefined for a score outside 0..3. */
export function creditScoreColour(score: number): CreditScoreColour | undefined {
  return CREDIT_SCORE_COLOURS[score];
}
