/** The German of ./en.ts. */
export const messages = {
  charts: {
    load_failed: 'Dieser Teil konnte nicht geladen werden.',
    week_short: 'KW%{week}',
    excel: 'Excel',
    this_year: 'Dieses Jahr (%{year})',
    last_year: 'Letztes Jahr (%{year})',
    target: 'Ziel (%{percent} %)',
    satisfaction: { happy: 'Mehr als 5 % über dem Ziel', neutral: 'Innerhalb von 5 % des Ziels', unhappy: 'Mehr als 5 % unter dem Ziel' },
    margin: { green: 'Marge über dem Ziel', orange: 'Marge über 90 % des Ziels', red: 'Marge unter 90 % des Ziels' },
  },
};
