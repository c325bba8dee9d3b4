/** The French of ./en.ts. */
export const messages = {
  cashCarry: {
    load_failed: "Les chiffres du click-and-collect n'ont pas pu être chargés.",
    dashboard: {
      title: 'Tableau de bord C&C',
      period: '30 derniers jours',
      chart_title: "Chiffre d'affaires par canal",
      table_title: "Clients et chiffre d'affaires par canal",
      type: 'Canal',
      clients: 'Clients',
      turnover: "Chiffre d'affaires",
    },
    module: {
      title: 'Module click-and-collect',
      sellers: 'Vendeur',
      customer: 'Client',
      customer_hint: 'Numéro de débiteur ou nom',
      no_results: 'Aucun résultat..',
      customers_failed: "Les clients n'ont pas pu être chargés",
      update: 'Mettre à jour',
      updated: 'Mise à jour réussie',
      update_failed: "Le client n'a pas pu être mis à jour",
      webshop: 'Boutique en ligne',
    },
  },
};
