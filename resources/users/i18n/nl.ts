/** The Dutch of ./en.ts. */
export const messages = {
  resources: {
    users: {
      name: 'Gebruikers',
      fields: { name: 'Naam', email: 'E-mail', password: 'Wachtwoord', companyId: 'Bedrijf', companyName: 'Bedrijf', groupCode: 'Debiteurgroepcode', groupName: 'Debiteurgroep', target: 'Target', language: 'Taal', roles: 'Rollen', accountManagers: 'Accountmanagercodes' },
    },
  },
  users: {
    create: 'Gebruiker aanmaken',
    createTitle: 'Gebruiker aanmaken',
    editTitle: 'Gebruiker bewerken',
    edit: 'Profiel bewerken',
    groups: 'Groepen',
    changePassword: 'Wachtwoord wijzigen',
    accountManagersHelp: 'Kies een code van het bedrijf, of typ een nieuwe en druk op Enter',
    accountManagerOption: '%{code} · %{holder}',
    created: 'Gebruiker succesvol aangemaakt!',
    updated: 'Gebruiker succesvol bijgewerkt!',
    deleteTitle: 'Gebruiker %{recordRepresentation} verwijderen',
    deleteContent: 'Weet je zeker dat je deze gebruiker wilt verwijderen?',
    import: { button: 'Gebruikers importeren in Sendinblue', success: 'Gebruikers geïmporteerd bij de e-mailmarketingdienst (HTTP %{status})', failure: 'Gebruikers importeren mislukt (HTTP %{status})' },
    refreshGroups: { button: 'Debiteurgroepen verversen', success: 'Debiteurgroepen ververst (HTTP %{status})', failure: 'Debiteurgroepen verversen mislukt (HTTP %{status})' },
    validation: { groupDoesNotExist: 'Groep bestaat niet' },
    languages: { en: 'Engels', fr: 'Frans', nl: 'Nederlands', de: 'Duits' },
  },
  'is required': 'is verplicht',
  'Group does not exist': 'Groep bestaat niet',
  'Pick at least one role': 'Kies minstens één rol',
  'Target must be greater than 0': 'Target moet groter zijn dan 0',
  'Please enter a valid email address': 'Vul een geldig e-mailadres in',
  'Min charachter length is 8': 'Minimaal 8 tekens',
  'A user with this email already exists': 'Er bestaat al een gebruiker met dit e-mailadres',
};
