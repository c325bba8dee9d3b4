/** The Dutch of ./en.ts. */
export const messages = {
  unpaid: {
    title: 'Onbetaald',
    hide_incasso: 'Incassoklanten verbergen',
    download: 'Excel',
    columns: { levStop: 'Levering', debnr: 'Debiteurnummer', name: 'Naam', maxDaysToPay: 'Max. betaaltermijn', lastUnpaid: 'Laatst onbetaald', unpaidTotal: 'Totaal onbetaald', closesIn: 'Sluit over' },
    card_line: '%{debnr} · laatst onbetaald %{lastUnpaid} · max. %{maxDaysToPay} dagen betaaltermijn',
  },
  openItems: {
    title: 'Openstaande posten',
    payment_term: 'Betaaltermijn: %{days} dagen',
    invoices_of: 'Openstaande facturen van %{name}',
    columns: { number: 'Factuur', date: 'Datum', total: 'Totaal', paid: 'Betaald', cumulatief: 'Cumulatief', days: 'Dagen' },
    total_open: 'Totaal open: %{amount}',
    mail: 'Mailen',
    print: 'Afdrukken',
    mail_sent: 'De openstaande posten zijn naar %{name} gemaild',
    mail_failed: 'De openstaande posten konden niet naar %{name} worden gemaild',
    load_more: 'Meer laden (nog %{count} klanten)',
    outstanding_download: 'Openstaande posten',
  },
};
