/** The Dutch of ./en.ts. */
export const messages = {
  resources: {
    closedCustomers: {
      name: 'Gesloten klanten',
      days: 'Dagen',
      fields: { levStop: 'Levering', debnr: 'Debiteurnummer', name: 'Naam', betaalConditie: 'Betaalconditie', bettermijn: 'Max. dagen', daysClosed: 'Dagen gesloten' },
    },
  },
};
