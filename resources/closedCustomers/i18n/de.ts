/** The German of ./en.ts. */
export const messages = {
  resources: {
    closedCustomers: {
      name: 'Gesperrte Kunden',
      days: 'Tage',
      fields: { levStop: 'Lieferung', debnr: 'Debitorennummer', name: 'Name', betaalConditie: 'Zahlungsbedingung', bettermijn: 'Max. Tage', daysClosed: 'Tage gesperrt' },
    },
  },
};
