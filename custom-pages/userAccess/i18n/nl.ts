/** The Dutch of ./en.ts. */
export const messages = {
  userAccess: {
    title: 'Gebruikerstoegang',
    back: 'Terug naar gebruikers',
    company: 'Bedrijf',
    toggle: 'Toegang tot %{group}',
    saved: 'Gebruikerstoegang is succesvol opgeslagen!',
    fields: { groupName: 'Groepsnaam', groupCode: 'Groepscode', accessable: 'Toegankelijk', access: 'Toegang' },
  },
};
