/** The prelevement screen (spec part 2 §2, §4); 'No results found' as the spec writes it. */
export const messages = {
  prelevement: {
    runs: 'Earlier runs', run: { created: 'When', kind: 'What', company: 'Company', date: 'Collection date', debtors: 'Debtors / invoices', total: 'Total', by: 'By', file: 'File', download: 'Download', kinds: { xml: 'Bank file', excel: 'Excel list', mail: 'Mails' } },
    date_invalid: 'Enter a valid date', date_too_early: 'SEPA collects on %{date} at the earliest',
    title: 'Prelevement', date: 'Collection date', company: 'Company', debnr: 'Debtor number', min_term: 'Minimum payment term', max_term: 'Maximum payment term',
    apply: 'Apply', select_all: 'Select all', unselect_all: 'Unselect all', preselect: 'Pre-select', excel: 'Excel', xml: 'XML', send: 'Send mail',
    mails_sent: '%{smart_count} mail sent |||| %{smart_count} mails sent', list: 'Company %{company}', no_results: 'No results found', load_failed: 'The debtors could not be loaded.',
    term: 'Term %{days} days', collected_on: 'Collected %{date}', collected_hint: 'An earlier bank file already collected this invoice',
  },
};
