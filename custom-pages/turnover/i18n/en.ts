/** Texts of the turnover screen (/icrm/turnover); the spec's Dutch-only 'Geschreven orders' stays Dutch. */
export const messages = {
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
};
