export const messages = {
  unpaid: {
    title: 'Unpaid',
    hide_incasso: 'Hide direct-debit customers',
    download: 'Excel',
    columns: { levStop: 'Delivery', debnr: 'Debtor number', name: 'Name', maxDaysToPay: 'Max days to pay', lastUnpaid: 'Last unpaid', unpaidTotal: 'Unpaid total', closesIn: 'Closes in' },
    /** A customer's second line on a phone, after its name and total (then 'Closes in' and its days). */
    card_line: '%{debnr} · last unpaid %{lastUnpaid} · max. %{maxDaysToPay} days to pay',
  },
  openItems: {
    title: 'Open items',
    payment_term: 'Payment term: %{days} days',
    invoices_of: 'Open invoices of %{name}',
    columns: { number: 'Invoice', date: 'Date', total: 'Total', paid: 'Paid', cumulatief: 'Cumulative', days: 'Days' },
    total_open: 'Total open: %{amount}',
    mail: 'Mail',
    print: 'Print',
    mail_sent: 'The open items were mailed to %{name}',
    mail_failed: 'The open items could not be mailed to %{name}',
    load_more: 'Load more (%{count} more customers)',
    outstanding_download: 'Outstanding items',
  },
};
