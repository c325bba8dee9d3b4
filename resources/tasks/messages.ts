import type { AreaMessages } from '../../ui/pageDefinition';

/** The task screens (spec part 2 §2, §5); the spec's own texts (Dutch and English) come from schemas/entities/task.ts verbatim. */
export const messages: AreaMessages = {
  en: {
    resources: {
      tasksOverview: { name: 'Task overview', fields: { title: 'Title', debnr: 'Customer number', debnaam: 'Customer', debland: 'Country', businessUnit: 'Business unit', accountManager: 'Account manager', endDate: 'End date', taskType: 'Type', concluded: 'Concluded' } },
      taskArchive: { name: 'Task archive', fields: { title: 'Title', debnr: 'Customer number', debnaam: 'Customer', debland: 'Country', businessUnit: 'Business unit', accountManager: 'Account manager', endDate: 'End date', taskType: 'Type', concluded: 'Concluded' } },
      tasks: {
        name: 'Tasks',
        fields: {
          title: 'Title', description: 'Description', debnr: 'Customer number', debnaam: 'Customer', accountManager: 'Account manager', startDate: 'Start date', endDate: 'End date',
          taskType: 'Type', urgency: 'Urgent', concluded: 'Concluded', realContext: 'Objective', notes: 'Notes', closedUntil: 'Closed until',
        },
      },
    },
    tasks: {
      show_others: 'Tasks assigned to others', assign_flag: 'Assign account managers', create_title: 'New task', comment: 'Comment', send: 'Send', actions: 'Follow-up actions', new_action: 'New action',
      reasons: 'Reasons', order_finished: 'The customer feedback is saved; the order task is finished.', rating_note: 'Note', feedback: 'Customer feedback', ratings: { service: 'Service', quality: 'Quality', price: 'Price', webshop: 'Webshop', transport: 'Transport' }, all: 'All', favourites: 'Favourite users', no_favourites: 'No favourite users yet: find users below and add them.', find_user: 'Find a user', breadcrumbs: 'Where you are', country: 'Country', business_unit: 'Business unit', reassigned: 'The task has a new account manager', conclude: 'Conclude', reopen: 'Reopen', reopened: 'The task is open again', false_alarm: 'False alarm', timeline: 'Timeline', bi_info: 'BI information',
      back_to_list: 'Back to the tasks', reordered: 'The customer reordered after this task was generated, and it was closed automatically.',
    },
  },
  fr: {
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
    },
  },
  nl: {
    resources: {
      tasksOverview: { name: 'Takenoverzicht', fields: { title: 'Titel', debnr: 'Klantnummer', debnaam: 'Klant', debland: 'Land', businessUnit: 'Business unit', accountManager: 'Accountmanager', endDate: 'Einddatum', taskType: 'Type', concluded: 'Afgerond' } },
      taskArchive: { name: 'Takenarchief', fields: { title: 'Titel', debnr: 'Klantnummer', debnaam: 'Klant', debland: 'Land', businessUnit: 'Business unit', accountManager: 'Accountmanager', endDate: 'Einddatum', taskType: 'Type', concluded: 'Afgerond' } },
      tasks: {
        name: 'Taken',
        fields: {
          title: 'Titel', description: 'Beschrijving', debnr: 'Klantnummer', debnaam: 'Klant', accountManager: 'Accountmanager', startDate: 'Startdatum', endDate: 'Einddatum',
          taskType: 'Type', urgency: 'Urgent', concluded: 'Afgerond', realContext: 'Doel', notes: 'Notities', closedUntil: 'Gesloten tot',
        },
      },
    },
    tasks: {
      show_others: 'Taken van anderen', assign_flag: 'Accountmanagers toewijzen', create_title: 'Nieuwe taak', comment: 'Opmerking', send: 'Versturen', actions: 'Vervolgacties', new_action: 'Nieuwe actie',
      reasons: 'Redenen', order_finished: 'De klantfeedback is opgeslagen; de ordertaak is afgehandeld.', rating_note: 'Toelichting', feedback: 'Klantfeedback', ratings: { service: 'Service', quality: 'Kwaliteit', price: 'Prijs', webshop: 'Webshop', transport: 'Transport' }, all: 'Alle', favourites: 'Favoriete gebruikers', no_favourites: 'Nog geen favorieten: zoek hieronder gebruikers en voeg ze toe.', find_user: 'Gebruiker zoeken', breadcrumbs: 'Waar u bent', country: 'Land', business_unit: 'Business unit', reassigned: 'De taak heeft een nieuwe accountmanager', conclude: 'Afronden', reopen: 'Heropenen', reopened: 'De taak is weer open', false_alarm: 'Loos alarm', timeline: 'Tijdlijn', bi_info: 'BI-informatie',
      back_to_list: 'Terug naar de taken', reordered: 'De klant heeft na het aanmaken van deze taak opnieuw besteld; de taak is automatisch gesloten.',
    },
  },
  de: {
    resources: {
      tasksOverview: { name: 'Aufgabenübersicht', fields: { title: 'Titel', debnr: 'Kundennummer', debnaam: 'Kunde', debland: 'Land', businessUnit: 'Geschäftsbereich', accountManager: 'Kundenbetreuer', endDate: 'Enddatum', taskType: 'Typ', concluded: 'Abgeschlossen' } },
      taskArchive: { name: 'Aufgabenarchiv', fields: { title: 'Titel', debnr: 'Kundennummer', debnaam: 'Kunde', debland: 'Land', businessUnit: 'Geschäftsbereich', accountManager: 'Kundenbetreuer', endDate: 'Enddatum', taskType: 'Typ', concluded: 'Abgeschlossen' } },
      tasks: {
        name: 'Aufgaben',
        fields: {
          title: 'Titel', description: 'Beschreibung', debnr: 'Kundennummer', debnaam: 'Kunde', accountManager: 'Kundenbetreuer', startDate: 'Startdatum', endDate: 'Enddatum',
          taskType: 'Typ', urgency: 'Dringend', concluded: 'Abgeschlossen', realContext: 'Ziel', notes: 'Notizen', closedUntil: 'Geschlossen bis',
        },
      },
    },
    tasks: {
      show_others: 'Aufgaben anderer', assign_flag: 'Kundenbetreuer zuweisen', create_title: 'Neue Aufgabe', comment: 'Kommentar', send: 'Senden', actions: 'Folgeaktionen', new_action: 'Neue Aktion',
      reasons: 'Gründe', order_finished: 'Das Kundenfeedback ist gespeichert; die Bestellaufgabe ist erledigt.', rating_note: 'Anmerkung', feedback: 'Kundenfeedback', ratings: { service: 'Service', quality: 'Qualität', price: 'Preis', webshop: 'Webshop', transport: 'Transport' }, all: 'Alle', favourites: 'Favoriten', no_favourites: 'Noch keine Favoriten: Benutzer unten suchen und hinzufügen.', find_user: 'Benutzer suchen', breadcrumbs: 'Wo Sie sind', country: 'Land', business_unit: 'Geschäftsbereich', reassigned: 'Die Aufgabe hat einen neuen Kundenbetreuer', conclude: 'Abschließen', reopen: 'Wieder öffnen', reopened: 'Die Aufgabe ist wieder offen', false_alarm: 'Fehlalarm', timeline: 'Zeitleiste', bi_info: 'BI-Informationen',
      back_to_list: 'Zurück zu den Aufgaben', reordered: 'Der Kunde hat nach dem Erstellen dieser Aufgabe erneut bestellt; sie wurde automatisch geschlossen.',
    },
  },
};
