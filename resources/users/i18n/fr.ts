/** The French of ./en.ts. */
export const messages = {
  resources: {
    users: {
      name: 'Utilisateurs',
      fields: { name: 'Nom', email: 'E-mail', password: 'Mot de passe', companyId: 'Société', companyName: 'Société', groupCode: 'Code du groupe débiteur', groupName: 'Groupe débiteur', target: 'Objectif', language: 'Langue', roles: 'Rôles', accountManagers: 'Codes de gestionnaire de compte' },
    },
  },
  users: {
    create: 'Créer un utilisateur',
    createTitle: 'Créer un utilisateur',
    editTitle: "Modifier l'utilisateur",
    edit: 'Modifier le profil',
    groups: 'Groupes',
    changePassword: 'Changer le mot de passe',
    accountManagersHelp: "Choisissez un code de l'entreprise, ou saisissez-en un nouveau puis Entrée",
    accountManagerOption: '%{code} · %{holder}',
    created: 'Utilisateur créé avec succès !',
    updated: 'Utilisateur mis à jour avec succès !',
    deleteTitle: "Supprimer l'utilisateur %{recordRepresentation}",
    deleteContent: 'Voulez-vous vraiment supprimer cet utilisateur ?',
    import: { button: 'Importer les utilisateurs dans Sendinblue', success: "Utilisateurs importés chez le prestataire d'e-mailing (HTTP %{status})", failure: "L'import des utilisateurs a échoué (HTTP %{status})" },
    refreshGroups: { button: 'Actualiser les groupes débiteurs', success: 'Groupes débiteurs actualisés (HTTP %{status})', failure: "L'actualisation des groupes débiteurs a échoué (HTTP %{status})" },
    validation: { groupDoesNotExist: "Le groupe n'existe pas" },
    languages: { en: 'Anglais', fr: 'Français', nl: 'Néerlandais', de: 'Allemand' },
  },
  'is required': 'est obligatoire',
  'Group does not exist': "Le groupe n'existe pas",
  'Pick at least one role': 'Choisissez au moins un rôle',
  'Target must be greater than 0': "L'objectif doit être supérieur à 0",
  'Please enter a valid email address': 'Veuillez saisir une adresse e-mail valide',
  'Min charachter length is 8': 'Longueur minimale : 8 caractères',
  'A user with this email already exists': 'Un utilisateur avec cet e-mail existe déjà',
};
