/** The German of ./en.ts. */
export const messages = {
  inbox: {
    title: 'Posteingang',
    filters: { username: 'Benutzername', debnr: 'Debitorennummer', date: 'Datum', message: 'Nachricht' },
    author: 'von %{name}',
    load_failed: 'Die Notizen konnten nicht geladen werden.',
  },
};
