import type { AreaMessages } from '../../ui/pageDefinition';

/** Labels of the wholesale customers list ('Pack' is the spec's column title for branche). */
export const messages: AreaMessages = {
  en: {
    resources: {
      wholesaleCustomers: {
        name: 'Wholesale customers',
        fields: { debnr: 'Debtor number', name: 'Name', zipcode: 'Zipcode', city: 'City', branche: 'Pack', email: 'Email', inetCheck: 'Webshop access' },
      },
    },
  },
  fr: {
    resources: {
      wholesaleCustomers: {
        name: 'Clients grossiste',
        fields: { debnr: 'Numéro de débiteur', name: 'Nom', zipcode: 'Code postal', city: 'Ville', branche: 'Pack', email: 'E-mail', inetCheck: 'Accès boutique en ligne' },
      },
    },
  },
  nl: {
    resources: {
      wholesaleCustomers: {
        name: 'Groothandelsklanten',
        fields: { debnr: 'Debiteurnummer', name: 'Naam', zipcode: 'Postcode', city: 'Plaats', branche: 'Pack', email: 'E-mail', inetCheck: 'Webshoptoegang' },
      },
    },
  },
  de: {
    resources: {
      wholesaleCustomers: {
        name: 'Großhandelskunden',
        fields: { debnr: 'Debitorennummer', name: 'Name', zipcode: 'PLZ', city: 'Ort', branche: 'Pack', email: 'E-Mail', inetCheck: 'Webshop-Zugang' },
      },
    },
  },
};
