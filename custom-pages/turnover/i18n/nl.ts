/** The Dutch of ./en.ts. */
export const messages = {
  turnover: {
    title: 'Omzet',
    weekly: 'Klanten per week (laatste 10 volle weken)',
    columns: {
      debnr: 'Debiteurnummer',
      debnaam: 'Naam',
      week: 'Week %{week}',
      total: 'Totaal',
      average: 'Gemiddeld',
      orders: 'Orders',
      finGroepText: 'Financiële groep',
      totalInvoiced: 'Gefactureerd dit jaar',
      totalInvoicedLastYear: 'Gefactureerd vorig jaar',
      totalReserved: 'Geschreven dit jaar',
    },
    deco: { financial_group: 'Financiële groep', invoiced: 'Klanten per maand: gefactureerd', written: 'Geschreven orders' },
  },
};
