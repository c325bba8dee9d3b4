/** The French of ./en.ts. */
export const messages = {
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
};
