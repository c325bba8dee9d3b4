/** Texts of the weblog screen (/icrm/weblog). */
export const messages = {
  weblog: {
    title: 'Weblog',
    period: 'Webshop visits of the last 30 days',
    chart: { title: 'Visitors by day', visits: 'Visits', bought: 'Visits with a purchase' },
    table: { title: 'Visitors' },
    columns: {
      debnr: 'Debtor number',
      name: 'Name',
      logtime: 'Visited',
      lastOrderTime: 'Last order',
      difference: 'Difference (days)',
      commercialType: 'Commercial type',
      pagesVisited: 'Pages visited',
      daysCreated: 'Days created',
    },
    never_ordered: 'Never ordered',
    ordered_same_day: 'Ordered on the day of the visit',
  },
};
