/** The French of ./en.ts. */
export const messages = {
  resources: {
    credits: {
      name: 'Avoirs',
      fields: { debnr: 'Numéro de débiteur', name: 'Nom', amountOfInvoices: 'Nombre de factures', nettoTotal: "Chiffre d'affaires", totalCredits: 'Avoir', creditPercentage: "Pourcentage d'avoir", branche: 'Pack' },
    },
  },
};
