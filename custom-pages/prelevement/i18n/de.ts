/** The German of ./en.ts. */
export const messages = {
  prelevement: {
    runs: 'Frühere Läufe', run: { created: 'Wann', kind: 'Was', company: 'Firma', date: 'Einzugsdatum', debtors: 'Debitoren / Rechnungen', total: 'Summe', by: 'Von', file: 'Datei', download: 'Herunterladen', kinds: { xml: 'Bankdatei', excel: 'Excel-Liste', mail: 'Mails' } },
    date_invalid: 'Geben Sie ein gültiges Datum ein', date_too_early: 'SEPA zieht frühestens am %{date} ein',
    title: 'Lastschrift', date: 'Einzugsdatum', company: 'Firma', debnr: 'Debitorennummer', min_term: 'Minimales Zahlungsziel', max_term: 'Maximales Zahlungsziel',
    apply: 'Anwenden', select_all: 'Alle auswählen', unselect_all: 'Auswahl aufheben', preselect: 'Vorauswählen', excel: 'Excel', xml: 'XML', send: 'Mail senden',
    mails_sent: '%{smart_count} Mail gesendet |||| %{smart_count} Mails gesendet', list: 'Firma %{company}', no_results: 'Keine Ergebnisse gefunden', load_failed: 'Die Debitoren konnten nicht geladen werden.',
    term: 'Ziel %{days} Tage', collected_on: 'Eingezogen %{date}', collected_hint: 'Eine frühere Bankdatei hat diese Rechnung bereits eingezogen',
  },
};
