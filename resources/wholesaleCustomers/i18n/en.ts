/** Labels of the wholesale customers list ('Pack' is the spec's column title for branche). */
export const messages = {
  resources: {
    wholesaleCustomers: {
      name: 'Wholesale customers',
      fields: { debnr: 'Debtor number', name: 'Name', zipcode: 'Zipcode', city: 'City', branche: 'Pack', email: 'Email', inetCheck: 'Webshop access' },
    },
  },
};
