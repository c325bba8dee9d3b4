/** The French of ./en.ts. */
export const messages = {
  unpaid: {
    title: 'Impayés',
    hide_incasso: 'Masquer les clients en prélèvement',
    download: 'Excel',
    columns: { levStop: 'Livraison', debnr: 'Numéro de débiteur', name: 'Nom', maxDaysToPay: 'Délai de paiement max', lastUnpaid: 'Dernier impayé', unpaidTotal: 'Total impayé', closesIn: 'Échéance dans' },
    card_line: '%{debnr} · dernier impayé %{lastUnpaid} · délai max. %{maxDaysToPay} jours',
  },
  openItems: {
    title: 'Postes ouverts',
    payment_term: 'Délai de paiement : %{days} jours',
    invoices_of: 'Factures ouvertes de %{name}',
    columns: { number: 'Facture', date: 'Date', total: 'Total', paid: 'Payé', cumulatief: 'Cumulé', days: 'Jours' },
    total_open: 'Total ouvert : %{amount}',
    mail: 'E-mail',
    print: 'Imprimer',
    mail_sent: 'Les postes ouverts ont été envoyés à %{name}',
    mail_failed: "Les postes ouverts n'ont pas pu être envoyés à %{name}",
    load_more: 'Afficher plus (%{count} clients de plus)',
    outstanding_download: 'Postes en souffrance',
  },
};
