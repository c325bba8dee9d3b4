/** Labels of the credits list ('Pack' is the spec's column title for branche). */
export const messages = {
  resources: {
    credits: {
      name: 'Credits',
      fields: { debnr: 'Debtor number', name: 'Name', amountOfInvoices: 'Number of invoices', nettoTotal: 'Turnover', totalCredits: 'Credit', creditPercentage: 'Credit percentage', branche: 'Pack' },
    },
  },
};
