/** The French of ./en.ts. */
export const messages = {
  prelevement: {
    runs: 'Exécutions précédentes', run: { created: 'Quand', kind: 'Quoi', company: 'Société', date: 'Date de prélèvement', debtors: 'Débiteurs / factures', total: 'Total', by: 'Par', file: 'Fichier', download: 'Télécharger', kinds: { xml: 'Fichier bancaire', excel: 'Liste Excel', mail: 'E-mails' } },
    date_invalid: 'Saisissez une date valide', date_too_early: 'SEPA prélève au plus tôt le %{date}',
    title: 'Prélèvement', date: 'Date de prélèvement', company: 'Société', debnr: 'Numéro de débiteur', min_term: 'Délai de paiement minimum', max_term: 'Délai de paiement maximum',
    apply: 'Appliquer', select_all: 'Tout sélectionner', unselect_all: 'Tout désélectionner', preselect: 'Présélectionner', excel: 'Excel', xml: 'XML', send: 'Envoyer les e-mails',
    mails_sent: '%{smart_count} e-mail envoyé |||| %{smart_count} e-mails envoyés', list: 'Société %{company}', no_results: 'Aucun résultat', load_failed: "Les débiteurs n'ont pas pu être chargés.",
    term: 'Délai %{days} jours', collected_on: 'Prélevée le %{date}', collected_hint: 'Un fichier bancaire précédent a déjà prélevé cette facture',
  },
};
