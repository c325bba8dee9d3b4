import type { AreaMessages } from '../../ui/pageDefinition';

/** Labels of the customers list ('Pack' is the spec's column title for branche). */
export const messages: AreaMessages = {
  en: {
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
  },
  fr: {
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
  },
  nl: {
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
  },
  de: {
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
  },
};
