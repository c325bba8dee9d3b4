/** The French of ./en.ts. */
export const messages = {
  resources: {
    wholesaleCustomers: {
      name: 'Clients grossiste',
      fields: { debnr: 'Numéro de débiteur', name: 'Nom', zipcode: 'Code postal', city: 'Ville', branche: 'Pack', email: 'E-mail', inetCheck: 'Accès boutique en ligne' },
    },
  },
};
