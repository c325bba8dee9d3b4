import type { AreaMessages } from '../../ui/pageDefinition';

/** The prelevement screen (spec part 2 §2, §4); 'No results found' as the spec writes it. */
export const messages: AreaMessages = {
  en: {
    prelevement: {
      runs: 'Earlier runs', run: { created: 'When', kind: 'What', company: 'Company', date: 'Collection date', debtors: 'Debtors / invoices', total: 'Total', by: 'By', file: 'File', download: 'Download', kinds: { xml: 'Bank file', excel: 'Excel list', mail: 'Mails' } },
      title: 'Prelevement', date: 'Collection date', company: 'Company', debnr: 'Debtor number', min_term: 'Minimum payment term', max_term: 'Maximum payment term',
      apply: 'Apply', select_all: 'Select all', unselect_all: 'Unselect all', preselect: 'Pre-select', excel: 'Excel', xml: 'XML', send: 'Send mail',
      mails_sent: '%{smart_count} mail sent |||| %{smart_count} mails sent', list: 'Company %{company}', no_results: 'No results found', load_failed: 'The debtors could not be loaded.',
      term: 'Term %{days} days', collected_on: 'Collected %{date}', collected_hint: 'An earlier bank file already collected this invoice',
    },
  },
  fr: {
    prelevement: {
      runs: 'Exécutions précédentes', run: { created: 'Quand', kind: 'Quoi', company: 'Société', date: 'Date de prélèvement', debtors: 'Débiteurs / factures', total: 'Total', by: 'Par', file: 'Fichier', download: 'Télécharger', kinds: { xml: 'Fichier bancaire', excel: 'Liste Excel', mail: 'E-mails' } },
      title: 'Prélèvement', date: 'Date de prélèvement', company: 'Société', debnr: 'Numéro de débiteur', min_term: 'Délai de paiement minimum', max_term: 'Délai de paiement maximum',
      apply: 'Appliquer', select_all: 'Tout sélectionner', unselect_all: 'Tout désélectionner', preselect: 'Présélectionner', excel: 'Excel', xml: 'XML', send: 'Envoyer les e-mails',
      mails_sent: '%{smart_count} e-mail envoyé |||| %{smart_count} e-mails envoyés', list: 'Société %{company}', no_results: 'Aucun résultat', load_failed: "Les débiteurs n'ont pas pu être chargés.",
      term: 'Délai %{days} jours', collected_on: 'Prélevée le %{date}', collected_hint: 'Un fichier bancaire précédent a déjà prélevé cette facture',
    },
  },
  nl: {
    prelevement: {
      runs: 'Eerdere runs', run: { created: 'Wanneer', kind: 'Wat', company: 'Bedrijf', date: 'Incassodatum', debtors: 'Debiteuren / facturen', total: 'Totaal', by: 'Door', file: 'Bestand', download: 'Downloaden', kinds: { xml: 'Bankbestand', excel: 'Excellijst', mail: 'Mails' } },
      title: 'Prelevement', date: 'Incassodatum', company: 'Bedrijf', debnr: 'Debiteurnummer', min_term: 'Minimale betaaltermijn', max_term: 'Maximale betaaltermijn',
      apply: 'Toepassen', select_all: 'Alles selecteren', unselect_all: 'Alles deselecteren', preselect: 'Voorselecteren', excel: 'Excel', xml: 'XML', send: 'Mail versturen',
      mails_sent: '%{smart_count} mail verstuurd |||| %{smart_count} mails verstuurd', list: 'Bedrijf %{company}', no_results: 'Geen resultaten gevonden', load_failed: 'De debiteuren konden niet worden geladen.',
      term: 'Termijn %{days} dagen', collected_on: 'Geïncasseerd %{date}', collected_hint: 'Een eerder bankbestand heeft deze factuur al geïncasseerd',
    },
  },
  de: {
    prelevement: {
      runs: 'Frühere Läufe', run: { created: 'Wann', kind: 'Was', company: 'Firma', date: 'Einzugsdatum', debtors: 'Debitoren / Rechnungen', total: 'Summe', by: 'Von', file: 'Datei', download: 'Herunterladen', kinds: { xml: 'Bankdatei', excel: 'Excel-Liste', mail: 'Mails' } },
      title: 'Lastschrift', date: 'Einzugsdatum', company: 'Firma', debnr: 'Debitorennummer', min_term: 'Minimales Zahlungsziel', max_term: 'Maximales Zahlungsziel',
      apply: 'Anwenden', select_all: 'Alle auswählen', unselect_all: 'Auswahl aufheben', preselect: 'Vorauswählen', excel: 'Excel', xml: 'XML', send: 'Mail senden',
      mails_sent: '%{smart_count} Mail gesendet |||| %{smart_count} Mails gesendet', list: 'Firma %{company}', no_results: 'Keine Ergebnisse gefunden', load_failed: 'Die Debitoren konnten nicht geladen werden.',
      term: 'Ziel %{days} Tage', collected_on: 'Eingezogen %{date}', collected_hint: 'Eine frühere Bankdatei hat diese Rechnung bereits eingezogen',
    },
  },
};
