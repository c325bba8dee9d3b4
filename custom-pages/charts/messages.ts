import type { AreaMessages } from '../../ui/pageDefinition';

/** Texts of the chart building blocks shared by the overview, dashboard, turnover and weblog screens. */
export const messages: AreaMessages = {
  en: {
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
  },
  fr: {
    charts: {
      load_failed: "Cette partie n'a pas pu être chargée.",
      week_short: 'S%{week}',
      excel: 'Excel',
      this_year: 'Cette année (%{year})',
      last_year: 'Année dernière (%{year})',
      target: 'Objectif (%{percent} %)',
      satisfaction: { happy: "Plus de 5 % au-dessus de l'objectif", neutral: "À moins de 5 % de l'objectif", unhappy: "Plus de 5 % en dessous de l'objectif" },
      margin: { green: "Marge au-dessus de l'objectif", orange: "Marge au-dessus de 90 % de l'objectif", red: "Marge en dessous de 90 % de l'objectif" },
    },
  },
  nl: {
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
  },
  de: {
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
  },
};
