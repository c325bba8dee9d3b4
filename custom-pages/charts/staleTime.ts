/**
 * How long the analytics screens' answers stay fresh: the figures change with the nightly import, so a
 * minute's cache spares refetching while the user moves between screens and ranges.
 */
export const ANALYTICS_STALE_MS = 60_000;
