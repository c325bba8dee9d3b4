/** The French of ./en.ts. */
export const messages = {
  resources: {
    tasksOverview: { name: 'Aperçu des tâches', fields: { title: 'Titre', debnr: 'Numéro client', debnaam: 'Client', debland: 'Pays', businessUnit: 'Unité commerciale', accountManager: 'Gestionnaire de compte', endDate: 'Date de fin', taskType: 'Type', concluded: 'Clôturée' } },
    taskArchive: { name: 'Archive des tâches', fields: { title: 'Titre', debnr: 'Numéro client', debnaam: 'Client', debland: 'Pays', businessUnit: 'Unité commerciale', accountManager: 'Gestionnaire de compte', endDate: 'Date de fin', taskType: 'Type', concluded: 'Clôturée' } },
    tasks: {
      name: 'Tâches',
      fields: {
        title: 'Titre', description: 'Description', debnr: 'Numéro client', debnaam: 'Client', accountManager: 'Gestionnaire de compte', startDate: 'Date de début', endDate: 'Date de fin',
        taskType: 'Type', urgency: 'Urgent', concluded: 'Clôturée', realContext: 'Objectif', notes: 'Notes', closedUntil: "Fermé jusqu'au",
      },
    },
  },
  tasks: {
    show_others: 'Tâches attribuées à d’autres', assign_flag: 'Attribuer les gestionnaires de compte', create_title: 'Nouvelle tâche', comment: 'Commentaire', send: 'Envoyer', actions: 'Actions de suivi', new_action: 'Nouvelle action',
    reasons: 'Raisons', order_finished: 'Le retour du client est enregistré ; la tâche de commande est terminée.', rating_note: 'Remarque', feedback: 'Retour du client', ratings: { service: 'Service', quality: 'Qualité', price: 'Prix', webshop: 'Boutique en ligne', transport: 'Transport' }, all: 'Tous', favourites: 'Utilisateurs favoris', no_favourites: 'Pas encore de favoris : cherchez des utilisateurs ci-dessous et ajoutez-les.', find_user: 'Chercher un utilisateur', breadcrumbs: 'Où vous êtes', country: 'Pays', business_unit: 'Unité commerciale', reassigned: 'La tâche a un nouveau gestionnaire de compte', conclude: 'Clôturer', reopen: 'Rouvrir', reopened: 'La tâche est de nouveau ouverte', false_alarm: 'Fausse alerte', timeline: 'Historique', bi_info: 'Informations BI',
    back_to_list: 'Retour aux tâches', reordered: 'Le client a recommandé après la génération de cette tâche, qui a été clôturée automatiquement.',
    mail_subject: 'Tâche %{id} %{title}',
    visits: { title: 'Visites de la boutique en ligne', summary: '%{days} derniers jours : %{visits} visites, %{bought} avec un achat', date: 'Jour', visits: 'Visites', bought: 'Avec un achat' },
    conclusion: { title: 'Clôturer la tâche', result: 'Résultat', follow_up: 'Suite à donner', score: 'Note', reasons: 'Raisons', reasons_hint: 'Obligatoire pour une note inférieure à 5' },
    bi: {
      salesAmount: 'Montant des ventes', salesPercentile: 'Percentile des ventes', articleGroup: "Groupe d'articles", article: 'Article', stemsQuantity: 'Tiges', stemsPercentile: 'Percentile des tiges',
      creditAmount: 'Montant des avoirs', paid: 'Payé', riskOfLeaving: 'Risque de départ', lastOrderDate: 'Dernière commande', totalOrders: 'Commandes au total', averageInvoiceAmount: 'Montant moyen des factures', customerSince: 'Client depuis',
    },
  },
};
