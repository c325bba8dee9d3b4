/** The German of ./en.ts. */
export const messages = {
  unpaid: {
    title: 'Unbezahlt',
    hide_incasso: 'Lastschriftkunden ausblenden',
    download: 'Excel',
    columns: { levStop: 'Lieferung', debnr: 'Debitorennummer', name: 'Name', maxDaysToPay: 'Max. Zahlungsziel', lastUnpaid: 'Zuletzt unbezahlt', unpaidTotal: 'Summe unbezahlt', closesIn: 'Fällig in' },
    card_line: '%{debnr} · zuletzt unbezahlt %{lastUnpaid} · max. %{maxDaysToPay} Tage Zahlungsziel',
  },
  openItems: {
    title: 'Offene Posten',
    payment_term: 'Zahlungsziel: %{days} Tage',
    invoices_of: 'Offene Rechnungen von %{name}',
    columns: { number: 'Rechnung', date: 'Datum', total: 'Gesamt', paid: 'Bezahlt', cumulatief: 'Kumuliert', days: 'Tage' },
    total_open: 'Offen gesamt: %{amount}',
    mail: 'Mailen',
    print: 'Drucken',
    mail_sent: 'Die offenen Posten wurden an %{name} gemailt',
    mail_failed: 'Die offenen Posten konnten nicht an %{name} gemailt werden',
    load_more: 'Mehr laden (%{count} weitere Kunden)',
    outstanding_download: 'Offene Posten',
  },
};
