/** The German of ./en.ts. */
export const messages = {
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
      customers_failed: 'Die Kunden konnten nicht geladen werden',
      update: 'Aktualisieren',
      updated: 'Erfolgreich aktualisiert',
      update_failed: 'Der Kunde konnte nicht aktualisiert werden',
      webshop: 'Webshop',
    },
  },
};
