/** The German of ./en.ts. */
export const messages = {
  weblog: {
    title: 'Weblog',
    period: 'Webshop-Besuche der letzten 30 Tage',
    chart: { title: 'Besucher pro Tag', visits: 'Besuche', bought: 'Besuche mit Kauf' },
    table: { title: 'Besucher' },
    columns: {
      debnr: 'Debitorennummer',
      name: 'Name',
      logtime: 'Besucht',
      lastOrderTime: 'Letzte Bestellung',
      difference: 'Differenz (Tage)',
      commercialType: 'Handelstyp',
      pagesVisited: 'Besuchte Seiten',
      daysCreated: 'Tage seit Anlage',
    },
    never_ordered: 'Nie bestellt',
    ordered_same_day: 'Am Tag des Besuchs bestellt',
  },
};
