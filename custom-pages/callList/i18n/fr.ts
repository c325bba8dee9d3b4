/** The French of ./en.ts. */
export const messages = {
  callList: {
    title: "Liste d'appels",
    load_more: 'Afficher plus',
    load_failed: "Ce bloc n'a pas pu être chargé.",
    active: 'Actif',
    inactive: 'En attente de validation',
    vat_ok: 'Numéro de TVA vérifié',
    vat_not_ok: 'Numéro de TVA non vérifié',
    columns: { active: 'Actif', delivery: 'Livraison', debnr: 'Numéro de débiteur', name: 'Nom', created: 'Créé le', invoiceDate: 'Date de facture', vatOk: 'TVA ok', date: 'Date' },
    blocks: {
      1: { title: 'Nouveaux clients', definition: "Clients créés il y a 7 jours au plus" },
      2: { title: 'Dernière facture il y a 5 à 7 jours ouvrés', definition: 'Clients dont la dernière facture date de 5 à 7 jours ouvrés' },
      3: { title: 'Dernière facture il y a 10 à 14 jours ouvrés', definition: 'Clients dont la dernière facture date de 10 à 14 jours ouvrés' },
      4: { title: 'Dernière facture il y a 20 à 30 jours ouvrés', definition: 'Clients dont la dernière facture date de 20 à 30 jours ouvrés' },
      6: { title: "Clients avec une seule facture", definition: "Clients facturés une seule fois jusqu'ici" },
    },
  },
};
