export const messages = {
  inbox: {
    title: 'Inbox',
    filters: { username: 'Username', debnr: 'Debtor number', date: 'Date', message: 'Message' },
    author: 'by %{name}',
    load_failed: 'The notes could not be loaded.',
  },
};
