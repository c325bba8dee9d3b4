import type { AreaMessages } from '../../ui/pageDefinition';

export const messages: AreaMessages = {
  en: {
    customer_identities: {
      title: 'Customer Identities',
      other_company: 'Customer identities are only available for Greenflor and Roobos. Switch to a debtor group of one of these companies.',
    },
  },
  fr: {
    customer_identities: {
      title: 'Identités clients',
      other_company: "Les identités clients ne sont disponibles que pour Greenflor et Roobos. Passez à un groupe de débiteurs de l'une de ces sociétés.",
    },
  },
  nl: {
    customer_identities: {
      title: 'Klantidentiteiten',
      other_company: 'Klantidentiteiten zijn alleen beschikbaar voor Greenflor en Roobos. Schakel over naar een debiteurgroep van een van deze bedrijven.',
    },
  },
  de: {
    customer_identities: {
      title: 'Kundenidentitäten',
      other_company: 'Kundenidentitäten sind nur für Greenflor und Roobos verfügbar. Wechseln Sie zu einer Debitorengruppe eines dieser Unternehmen.',
    },
  },
};
