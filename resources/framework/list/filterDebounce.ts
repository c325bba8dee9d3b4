/** Typing in a filter refreshes the rows after this pause (the engine itself needs < 16 ms). */
export const FILTER_DEBOUNCE_MS = 250;
