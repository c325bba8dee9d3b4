/** The German of ./en.ts. */
export const messages = {
  resources: {
    wholesaleCustomers: {
      name: 'Großhandelskunden',
      fields: { debnr: 'Debitorennummer', name: 'Name', zipcode: 'PLZ', city: 'Ort', branche: 'Pack', email: 'E-Mail', inetCheck: 'Webshop-Zugang' },
    },
  },
};
