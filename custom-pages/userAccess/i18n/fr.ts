/** The French of ./en.ts. */
export const messages = {
  userAccess: {
    title: 'Accès utilisateur',
    back: 'Retour aux utilisateurs',
    company: 'Société',
    toggle: 'Accès à %{group}',
    saved: "L'accès de l'utilisateur a été enregistré avec succès !",
    fields: { groupName: 'Nom du groupe', groupCode: 'Code du groupe', accessable: 'Accessible', access: 'Accès' },
  },
};
