/** The Dutch of ./en.ts. */
export const messages = {
  resources: {
    credits: {
      name: 'Credits',
      fields: { debnr: 'Debiteurnummer', name: 'Naam', amountOfInvoices: 'Aantal facturen', nettoTotal: 'Omzet', totalCredits: 'Credit', creditPercentage: 'Creditpercentage', branche: 'Pack' },
    },
  },
};
