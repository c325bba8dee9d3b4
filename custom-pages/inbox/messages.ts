import type { AreaMessages } from '../../ui/pageDefinition';

export const messages: AreaMessages = {
  en: {
    inbox: {
      title: 'Inbox',
      filters: { username: 'Username', debnr: 'Debtor number', date: 'Date', message: 'Message' },
      author: 'by %{name}',
      load_failed: 'The notes could not be loaded.',
    },
  },
  fr: {
    inbox: {
      title: 'Boîte de réception',
      filters: { username: "Nom d'utilisateur", debnr: 'Numéro de débiteur', date: 'Date', message: 'Message' },
      author: 'par %{name}',
      load_failed: "Les notes n'ont pas pu être chargées.",
    },
  },
  nl: {
    inbox: {
      title: 'Inbox',
      filters: { username: 'Gebruikersnaam', debnr: 'Debiteurnummer', date: 'Datum', message: 'Bericht' },
      author: 'door %{name}',
      load_failed: 'De notities konden niet worden geladen.',
    },
  },
  de: {
    inbox: {
      title: 'Posteingang',
      filters: { username: 'Benutzername', debnr: 'Debitorennummer', date: 'Datum', message: 'Nachricht' },
      author: 'von %{name}',
      load_failed: 'Die Notizen konnten nicht geladen werden.',
    },
  },
};
