import type { AreaMessages } from '../../ui/pageDefinition';

export const messages: AreaMessages = {
  en: {
    resources: {
      closedCustomers: {
        name: 'Closed customers',
        days: 'Days',
        fields: { levStop: 'Delivery', debnr: 'Debtor number', name: 'Name', betaalConditie: 'Payment condition', bettermijn: 'Max days', daysClosed: 'Days closed' },
      },
    },
  },
  fr: {
    resources: {
      closedCustomers: {
        name: 'Clients fermés',
        days: 'Jours',
        fields: { levStop: 'Livraison', debnr: 'Numéro de débiteur', name: 'Nom', betaalConditie: 'Condition de paiement', bettermijn: 'Jours max', daysClosed: 'Jours fermé' },
      },
    },
  },
  nl: {
    resources: {
      closedCustomers: {
        name: 'Gesloten klanten',
        days: 'Dagen',
        fields: { levStop: 'Levering', debnr: 'Debiteurnummer', name: 'Naam', betaalConditie: 'Betaalconditie', bettermijn: 'Max. dagen', daysClosed: 'Dagen gesloten' },
      },
    },
  },
  de: {
    resources: {
      closedCustomers: {
        name: 'Gesperrte Kunden',
        days: 'Tage',
        fields: { levStop: 'Lieferung', debnr: 'Debitorennummer', name: 'Name', betaalConditie: 'Zahlungsbedingung', bettermijn: 'Max. Tage', daysClosed: 'Tage gesperrt' },
      },
    },
  },
};
