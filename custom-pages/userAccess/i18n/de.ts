/** The German of ./en.ts. */
export const messages = {
  userAccess: {
    title: 'Benutzerzugriff',
    back: 'Zurück zu den Benutzern',
    company: 'Firma',
    toggle: 'Zugriff auf %{group}',
    saved: 'Der Benutzerzugriff wurde erfolgreich gespeichert!',
    fields: { groupName: 'Gruppenname', groupCode: 'Gruppencode', accessable: 'Zugänglich', access: 'Zugriff' },
  },
};
