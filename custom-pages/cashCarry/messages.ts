import type { AreaMessages } from '../../app/pageDefinition';

export const messages: AreaMessages = {
  en: {
    cashCarry: {
      load_failed: 'The click-and-collect figures could not be loaded.',
      dashboard: {
        title: 'C&C dashboard',
        period: 'Last 30 days',
        chart_title: 'Turnover per channel',
        table_title: 'Customers and turnover per channel',
        type: 'Channel',
        clients: 'Customers',
        turnover: 'Turnover',
      },
      module: {
        title: 'Click-and-collect module',
        sellers: 'Seller',
        customer: 'Customer',
        customer_hint: 'Debtor number or name',
        no_results: 'No results..',
        update: 'Update',
        updated: 'Successfully updated',
        update_failed: 'The customer could not be updated',
        webshop: 'Webshop',
      },
    },
  },
  fr: {
    cashCarry: {
      load_failed: "Les chiffres du click-and-collect n'ont pas pu être chargés.",
      dashboard: {
        title: 'Tableau de bord C&C',
        period: '30 derniers jours',
        chart_title: "Chiffre d'affaires par canal",
        table_title: "Clients et chiffre d'affaires par canal",
        type: 'Canal',
        clients: 'Clients',
        turnover: "Chiffre d'affaires",
      },
      module: {
        title: 'Module click-and-collect',
        sellers: 'Vendeur',
        customer: 'Client',
        customer_hint: 'Numéro de débiteur ou nom',
        no_results: 'Aucun résultat..',
        update: 'Mettre à jour',
        updated: 'Mise à jour réussie',
        update_failed: "Le client n'a pas pu être mis à jour",
        webshop: 'Boutique en ligne',
      },
    },
  },
  nl: {
    cashCarry: {
      load_failed: 'De click-and-collectcijfers konden niet worden geladen.',
      dashboard: {
        title: 'C&C-dashboard',
        period: 'Laatste 30 dagen',
        chart_title: 'Omzet per kanaal',
        table_title: 'Klanten en omzet per kanaal',
        type: 'Kanaal',
        clients: 'Klanten',
        turnover: 'Omzet',
      },
      module: {
        title: 'Click-and-collectmodule',
        sellers: 'Verkoper',
        customer: 'Klant',
        customer_hint: 'Debiteurnummer of naam',
        no_results: 'Geen resultaten..',
        update: 'Bijwerken',
        updated: 'Succesvol bijgewerkt',
        update_failed: 'De klant kon niet worden bijgewerkt',
        webshop: 'Webshop',
      },
    },
  },
  de: {
    cashCarry: {
      load_failed: 'Die Click-and-Collect-Zahlen konnten nicht geladen werden.',
      dashboard: {
        title: 'C&C-Dashboard',
        period: 'Letzte 30 Tage',
        chart_title: 'Umsatz pro Kanal',
        table_title: 'Kunden und Umsatz pro Kanal',
        type: 'Kanal',
        clients: 'Kunden',
        turnover: 'Umsatz',
      },
      module: {
        title: 'Click-and-Collect-Modul',
        sellers: 'Verkäufer',
        customer: 'Kunde',
        customer_hint: 'Debitorennummer oder Name',
        no_results: 'Keine Ergebnisse..',
        update: 'Aktualisieren',
        updated: 'Erfolgreich aktualisiert',
        update_failed: 'Der Kunde konnte nicht aktualisiert werden',
        webshop: 'Webshop',
      },
    },
  },
};
