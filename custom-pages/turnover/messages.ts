import type { AreaMessages } from '../../ui/pageDefinition';

/** Texts of the turnover screen (/icrm/turnover); the spec's Dutch-only 'Geschreven orders' stays Dutch. */
export const messages: AreaMessages = {
  en: {
    turnover: {
      title: 'Turnover',
      weekly: 'Customers by week (last 10 complete weeks)',
      columns: {
        debnr: 'Debtor number',
        debnaam: 'Name',
        week: 'Week %{week}',
        total: 'Total',
        average: 'Average',
        orders: 'Orders',
        finGroepText: 'Financial group',
        totalInvoiced: 'Invoiced this year',
        totalInvoicedLastYear: 'Invoiced last year',
        totalReserved: 'Written this year',
      },
      deco: { financial_group: 'Financial group', invoiced: 'Customers by month: invoiced', written: 'Geschreven orders' },
    },
  },
  fr: {
    turnover: {
      title: "Chiffre d'affaires",
      weekly: 'Clients par semaine (10 dernières semaines complètes)',
      columns: {
        debnr: 'Numéro de débiteur',
        debnaam: 'Nom',
        week: 'Semaine %{week}',
        total: 'Total',
        average: 'Moyenne',
        orders: 'Commandes',
        finGroepText: 'Groupe financier',
        totalInvoiced: 'Facturé cette année',
        totalInvoicedLastYear: "Facturé l'an dernier",
        totalReserved: 'Enregistré cette année',
      },
      deco: { financial_group: 'Groupe financier', invoiced: 'Clients par mois : facturé', written: 'Geschreven orders' },
    },
  },
  nl: {
    turnover: {
      title: 'Omzet',
      weekly: 'Klanten per week (laatste 10 volle weken)',
      columns: {
        debnr: 'Debiteurnummer',
        debnaam: 'Naam',
        week: 'Week %{week}',
        total: 'Totaal',
        average: 'Gemiddeld',
        orders: 'Orders',
        finGroepText: 'Financiële groep',
        totalInvoiced: 'Gefactureerd dit jaar',
        totalInvoicedLastYear: 'Gefactureerd vorig jaar',
        totalReserved: 'Geschreven dit jaar',
      },
      deco: { financial_group: 'Financiële groep', invoiced: 'Klanten per maand: gefactureerd', written: 'Geschreven orders' },
    },
  },
  de: {
    turnover: {
      title: 'Umsatz',
      weekly: 'Kunden pro Woche (letzte 10 vollständige Wochen)',
      columns: {
        debnr: 'Debitorennummer',
        debnaam: 'Name',
        week: 'Woche %{week}',
        total: 'Gesamt',
        average: 'Durchschnitt',
        orders: 'Bestellungen',
        finGroepText: 'Finanzgruppe',
        totalInvoiced: 'Fakturiert dieses Jahr',
        totalInvoicedLastYear: 'Fakturiert letztes Jahr',
        totalReserved: 'Erfasst dieses Jahr',
      },
      deco: { financial_group: 'Finanzgruppe', invoiced: 'Kunden pro Monat: fakturiert', written: 'Geschreven orders' },
    },
  },
};
