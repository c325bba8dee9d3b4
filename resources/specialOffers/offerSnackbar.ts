/** Offer snackbars (added, saved, deleted) stay 3 s (spec part 2 §8, §9), not the app's 6 s. */
export const OFFER_SNACKBAR_MS = 3000;
