/** The German of ./en.ts. */
export const messages = {
  resources: {
    customers: {
      name: 'Kunden',
      empty: 'Keine Kunden gefunden',
      fields: {
        levStop: 'Lieferung',
        inetCheck: 'Webshop-Zugang',
        debnr: 'Debitorennummer',
        name: 'Name',
        zipcode: 'Postleitzahl',
        commercialType: 'Handelstyp',
        city: 'Stadt',
        phoneNumber: 'Telefon',
        branche: 'Pack',
        email: 'E-Mail',
      },
    },
  },
};
