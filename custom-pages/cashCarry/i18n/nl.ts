/** The Dutch of ./en.ts. */
export const messages = {
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
      customers_failed: 'De klanten konden niet worden geladen',
      update: 'Bijwerken',
      updated: 'Succesvol bijgewerkt',
      update_failed: 'De klant kon niet worden bijgewerkt',
      webshop: 'Webshop',
    },
  },
};
