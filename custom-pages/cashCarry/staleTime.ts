/** C&C answers stay fresh for a minute (spec part 1 §9). */
export const CASH_CARRY_STALE_MS = 60_000;
