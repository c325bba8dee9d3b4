/** The Dutch of ./en.ts. */
export const messages = {
  weblog: {
    title: 'Weblog',
    period: 'Webshopbezoeken van de laatste 30 dagen',
    chart: { title: 'Bezoekers per dag', visits: 'Bezoeken', bought: 'Bezoeken met aankoop' },
    table: { title: 'Bezoekers' },
    columns: {
      debnr: 'Debiteurnummer',
      name: 'Naam',
      logtime: 'Bezocht',
      lastOrderTime: 'Laatste order',
      difference: 'Verschil (dagen)',
      commercialType: 'Commercieel type',
      pagesVisited: "Bezochte pagina's",
      daysCreated: 'Dagen aangemaakt',
    },
    never_ordered: 'Nooit besteld',
    ordered_same_day: 'Besteld op de dag van het bezoek',
  },
};
