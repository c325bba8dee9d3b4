/** Texts of the chart building blocks shared by the overview, dashboard, turnover and weblog screens. */
export const messages = {
  charts: {
    load_failed: 'This part could not be loaded.',
    week_short: 'W%{week}',
    excel: 'Excel',
    this_year: 'This year (%{year})',
    last_year: 'Last year (%{year})',
    target: 'Target (%{percent} %)',
    satisfaction: { happy: 'More than 5% above target', neutral: 'Within 5% of target', unhappy: 'More than 5% below target' },
    margin: { green: 'Margin above target', orange: 'Margin above 90% of target', red: 'Margin below 90% of target' },
  },
};
