const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago a moment was, in the user's language ("3 days ago", "il y a 2 heures"); the largest whole unit. */
export function formatAgo(at: string | Date, locale: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(at).getTime();
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(elapsed) >= ms) ?? ['minute', 60_000];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.trunc(elapsed / size), unit);
}
