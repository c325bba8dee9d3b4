/** The German of ./en.ts. */
export const messages = {
  resources: {
    credits: {
      name: 'Gutschriften',
      fields: { debnr: 'Debitorennummer', name: 'Name', amountOfInvoices: 'Anzahl Rechnungen', nettoTotal: 'Umsatz', totalCredits: 'Gutschrift', creditPercentage: 'Gutschriftanteil', branche: 'Pack' },
    },
  },
};
