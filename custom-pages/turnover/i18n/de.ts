/** The German of ./en.ts. */
export const messages = {
  turnover: {
    title: 'Umsatz',
    weekly: 'Kunden pro Woche (letzte 10 vollständige Wochen)',
    columns: {
      debnr: 'Debitorennummer',
      debnaam: 'Name',
      week: 'Woche %{week}',
      total: 'Gesamt',
      average: 'Durchschnitt',
      orders: 'Bestellungen',
      finGroepText: 'Finanzgruppe',
      totalInvoiced: 'Fakturiert dieses Jahr',
      totalInvoicedLastYear: 'Fakturiert letztes Jahr',
      totalReserved: 'Erfasst dieses Jahr',
    },
    deco: { financial_group: 'Finanzgruppe', invoiced: 'Kunden pro Monat: fakturiert', written: 'Geschreven orders' },
  },
};
