/** The Dutch of ./en.ts. */
export const messages = {
  prelevement: {
    runs: 'Eerdere runs', run: { created: 'Wanneer', kind: 'Wat', company: 'Bedrijf', date: 'Incassodatum', debtors: 'Debiteuren / facturen', total: 'Totaal', by: 'Door', file: 'Bestand', download: 'Downloaden', kinds: { xml: 'Bankbestand', excel: 'Excellijst', mail: 'Mails' } },
    date_invalid: 'Vul een geldige datum in', date_too_early: 'SEPA incasseert op zijn vroegst op %{date}',
    title: 'Prelevement', date: 'Incassodatum', company: 'Bedrijf', debnr: 'Debiteurnummer', min_term: 'Minimale betaaltermijn', max_term: 'Maximale betaaltermijn',
    apply: 'Toepassen', select_all: 'Alles selecteren', unselect_all: 'Alles deselecteren', preselect: 'Voorselecteren', excel: 'Excel', xml: 'XML', send: 'Mail versturen',
    mails_sent: '%{smart_count} mail verstuurd |||| %{smart_count} mails verstuurd', list: 'Bedrijf %{company}', no_results: 'Geen resultaten gevonden', load_failed: 'De debiteuren konden niet worden geladen.',
    term: 'Termijn %{days} dagen', collected_on: 'Geïncasseerd %{date}', collected_hint: 'Een eerder bankbestand heeft deze factuur al geïncasseerd',
  },
};
