export const messages = {
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
      customers_failed: 'The customers could not be loaded',
      update: 'Update',
      updated: 'Successfully updated',
      update_failed: 'The customer could not be updated',
      webshop: 'Webshop',
    },
  },
};
