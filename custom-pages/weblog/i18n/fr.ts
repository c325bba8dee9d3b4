/** The French of ./en.ts. */
export const messages = {
  weblog: {
    title: 'Weblog',
    period: 'Visites de la boutique en ligne des 30 derniers jours',
    chart: { title: 'Visiteurs par jour', visits: 'Visites', bought: 'Visites avec achat' },
    table: { title: 'Visiteurs' },
    columns: {
      debnr: 'Numéro de débiteur',
      name: 'Nom',
      logtime: 'Visite',
      lastOrderTime: 'Dernière commande',
      difference: 'Écart (jours)',
      commercialType: 'Type commercial',
      pagesVisited: 'Pages visitées',
      daysCreated: 'Jours depuis la création',
    },
    never_ordered: 'Jamais commandé',
    ordered_same_day: 'A commandé le jour de la visite',
  },
};
