/** The French of ./en.ts. */
export const messages = {
  turnover: {
    title: "Chiffre d'affaires",
    weekly: 'Clients par semaine (10 dernières semaines complètes)',
    columns: {
      debnr: 'Numéro de débiteur',
      debnaam: 'Nom',
      week: 'Semaine %{week}',
      total: 'Total',
      average: 'Moyenne',
      orders: 'Commandes',
      finGroepText: 'Groupe financier',
      totalInvoiced: 'Facturé cette année',
      totalInvoicedLastYear: "Facturé l'an dernier",
      totalReserved: 'Enregistré cette année',
    },
    deco: { financial_group: 'Groupe financier', invoiced: 'Clients par mois : facturé', written: 'Geschreven orders' },
  },
};
