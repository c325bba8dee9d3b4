export const messages = {
  callList: {
    title: 'Call list',
    load_more: 'Load more',
    load_failed: 'This block could not be loaded.',
    active: 'Active',
    inactive: 'Awaiting validation',
    vat_ok: 'VAT number verified',
    vat_not_ok: 'VAT number not verified',
    columns: { active: 'Active', delivery: 'Delivery', debnr: 'Debtor number', name: 'Name', created: 'Created', invoiceDate: 'Invoice date', vatOk: 'VAT ok', date: 'Date' },
    blocks: {
      1: { title: 'New customers', definition: 'Customers created up to 7 days ago' },
      2: { title: 'Last invoice 5–7 weekdays ago', definition: 'Customers whose last invoice was 5 to 7 weekdays ago' },
      3: { title: 'Last invoice 10–14 weekdays ago', definition: 'Customers whose last invoice was 10 to 14 weekdays ago' },
      4: { title: 'Last invoice 20–30 weekdays ago', definition: 'Customers whose last invoice was 20 to 30 weekdays ago' },
      6: { title: 'Customers with only 1 invoice', definition: 'Customers invoiced once so far' },
    },
  },
};
