/** The Dutch of ./en.ts. */
export const messages = {
  inbox: {
    title: 'Inbox',
    filters: { username: 'Gebruikersnaam', debnr: 'Debiteurnummer', date: 'Datum', message: 'Bericht' },
    author: 'door %{name}',
    load_failed: 'De notities konden niet worden geladen.',
  },
};
