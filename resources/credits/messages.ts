import type { AreaMessages } from '../../ui/pageDefinition';

/** Labels of the credits list ('Pack' is the spec's column title for branche). */
export const messages: AreaMessages = {
  en: {
    resources: {
      credits: {
        name: 'Credits',
        fields: { debnr: 'Debtor number', name: 'Name', amountOfInvoices: 'Number of invoices', nettoTotal: 'Turnover', totalCredits: 'Credit', creditPercentage: 'Credit percentage', branche: 'Pack' },
      },
    },
  },
  fr: {
    resources: {
      credits: {
        name: 'Avoirs',
        fields: { debnr: 'Numéro de débiteur', name: 'Nom', amountOfInvoices: 'Nombre de factures', nettoTotal: "Chiffre d'affaires", totalCredits: 'Avoir', creditPercentage: "Pourcentage d'avoir", branche: 'Pack' },
      },
    },
  },
  nl: {
    resources: {
      credits: {
        name: 'Credits',
        fields: { debnr: 'Debiteurnummer', name: 'Naam', amountOfInvoices: 'Aantal facturen', nettoTotal: 'Omzet', totalCredits: 'Credit', creditPercentage: 'Creditpercentage', branche: 'Pack' },
      },
    },
  },
  de: {
    resources: {
      credits: {
        name: 'Gutschriften',
        fields: { debnr: 'Debitorennummer', name: 'Name', amountOfInvoices: 'Anzahl Rechnungen', nettoTotal: 'Umsatz', totalCredits: 'Gutschrift', creditPercentage: 'Gutschriftanteil', branche: 'Pack' },
      },
    },
  },
};
