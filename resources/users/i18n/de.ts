/** The German of ./en.ts. */
export const messages = {
  resources: {
    users: {
      name: 'Benutzer',
      fields: { name: 'Name', email: 'E-Mail', password: 'Passwort', companyId: 'Firma', companyName: 'Firma', groupCode: 'Debitorengruppencode', groupName: 'Debitorengruppe', target: 'Ziel', language: 'Sprache', roles: 'Rollen', accountManagers: 'Account-Manager-Codes' },
    },
  },
  users: {
    create: 'Benutzer anlegen',
    createTitle: 'Benutzer anlegen',
    editTitle: 'Benutzer bearbeiten',
    edit: 'Profil bearbeiten',
    groups: 'Gruppen',
    changePassword: 'Passwort ändern',
    accountManagersHelp: 'Einen Code der Firma wählen oder einen neuen eingeben und Enter drücken',
    accountManagerOption: '%{code} · %{holder}',
    created: 'Benutzer erfolgreich angelegt!',
    updated: 'Benutzer erfolgreich aktualisiert!',
    deleteTitle: 'Benutzer %{recordRepresentation} löschen',
    deleteContent: 'Möchten Sie diesen Benutzer wirklich löschen?',
    import: { button: 'Benutzer nach Sendinblue importieren', success: 'Benutzer zum E-Mail-Marketing-Anbieter importiert (HTTP %{status})', failure: 'Import der Benutzer fehlgeschlagen (HTTP %{status})' },
    refreshGroups: { button: 'Debitorengruppen aktualisieren', success: 'Debitorengruppen aktualisiert (HTTP %{status})', failure: 'Aktualisieren der Debitorengruppen fehlgeschlagen (HTTP %{status})' },
    validation: { groupDoesNotExist: 'Gruppe existiert nicht' },
    languages: { en: 'Englisch', fr: 'Französisch', nl: 'Niederländisch', de: 'Deutsch' },
  },
  'is required': 'ist erforderlich',
  'Group does not exist': 'Gruppe existiert nicht',
  'Pick at least one role': 'Wählen Sie mindestens eine Rolle',
  'Target must be greater than 0': 'Das Ziel muss größer als 0 sein',
  'Please enter a valid email address': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'Min charachter length is 8': 'Mindestens 8 Zeichen',
  'A user with this email already exists': 'Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse',
};
