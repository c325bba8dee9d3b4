/** The French of ./en.ts. */
export const messages = {
  inbox: {
    title: 'Boîte de réception',
    filters: { username: "Nom d'utilisateur", debnr: 'Numéro de débiteur', date: 'Date', message: 'Message' },
    author: 'par %{name}',
    load_failed: "Les notes n'ont pas pu être chargées.",
  },
};
