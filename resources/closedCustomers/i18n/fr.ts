/** The French of ./en.ts. */
export const messages = {
  resources: {
    closedCustomers: {
      name: 'Clients fermés',
      days: 'Jours',
      fields: { levStop: 'Livraison', debnr: 'Numéro de débiteur', name: 'Nom', betaalConditie: 'Condition de paiement', bettermijn: 'Jours max', daysClosed: 'Jours fermé' },
    },
  },
};
