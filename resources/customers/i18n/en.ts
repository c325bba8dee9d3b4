/** Labels of the customers list ('Pack' is the spec's column title for branche). */
export const messages = {
  resources: {
    customers: {
      name: 'Customers',
      empty: 'No customers found',
      fields: {
        levStop: 'Delivery',
        inetCheck: 'Webshop access',
        debnr: 'Debtor number',
        name: 'Name',
        zipcode: 'Zipcode',
        commercialType: 'Commercial type',
        city: 'City',
        phoneNumber: 'Phone',
        branche: 'Pack',
        email: 'Email',
      },
    },
  },
};
