/** The Dutch of ./en.ts. */
export const messages = {
  resources: {
    wholesaleCustomers: {
      name: 'Groothandelsklanten',
      fields: { debnr: 'Debiteurnummer', name: 'Naam', zipcode: 'Postcode', city: 'Plaats', branche: 'Pack', email: 'E-mail', inetCheck: 'Webshoptoegang' },
    },
  },
};
