/** The Dutch of ./en.ts. */
export const messages = {
  charts: {
    load_failed: 'Dit onderdeel kon niet worden geladen.',
    week_short: 'W%{week}',
    excel: 'Excel',
    this_year: 'Dit jaar (%{year})',
    last_year: 'Vorig jaar (%{year})',
    target: 'Doel (%{percent} %)',
    satisfaction: { happy: 'Meer dan 5% boven het doel', neutral: 'Binnen 5% van het doel', unhappy: 'Meer dan 5% onder het doel' },
    margin: { green: 'Marge boven het doel', orange: 'Marge boven 90% van het doel', red: 'Marge onder 90% van het doel' },
  },
};
