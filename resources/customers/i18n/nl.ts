/** The Dutch of ./en.ts. */
export const messages = {
  resources: {
    customers: {
      name: 'Klanten',
      empty: 'Geen klanten gevonden',
      fields: {
        levStop: 'Levering',
        inetCheck: 'Webshoptoegang',
        debnr: 'Debiteurnummer',
        name: 'Naam',
        zipcode: 'Postcode',
        commercialType: 'Commercieel type',
        city: 'Plaats',
        phoneNumber: 'Telefoon',
        branche: 'Pack',
        email: 'E-mail',
      },
    },
  },
};
