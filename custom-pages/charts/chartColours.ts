/** The colours of the dashboards: this year stands out, last year recedes, the target is a line. */
export const CHART_COLOURS = {
  thisYear: '#2e6b3f',
  lastYear: '#a5a5a5',
  target: '#e07b00',
  positive: '#2e7d32',
  negative: '#c62828',
  secondary: '#c2416b',
} as const;

/** Slices of pies and categories without a meaning of their own. */
export const PALETTE = ['#2e6b3f', '#c2416b', '#1e6fa8', '#e07b00', '#6d4c9f', '#00897b', '#8d6e63', '#5c6bc0', '#9e9d24', '#d81b60'] as const;
