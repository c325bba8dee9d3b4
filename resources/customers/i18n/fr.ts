/** The French of ./en.ts. */
export const messages = {
  resources: {
    customers: {
      name: 'Clients',
      empty: 'Aucun client trouvé',
      fields: {
        levStop: 'Livraison',
        inetCheck: 'Accès boutique en ligne',
        debnr: 'Numéro de débiteur',
        name: 'Nom',
        zipcode: 'Code postal',
        commercialType: 'Type commercial',
        city: 'Ville',
        phoneNumber: 'Téléphone',
        branche: 'Pack',
        email: 'E-mail',
      },
    },
  },
};
