export const messages = {
  resources: {
    closedCustomers: {
      name: 'Closed customers',
      days: 'Days',
      fields: { levStop: 'Delivery', debnr: 'Debtor number', name: 'Name', betaalConditie: 'Payment condition', bettermijn: 'Max days', daysClosed: 'Days closed' },
    },
  },
};
