/** The German of ./en.ts. */
export const messages = {
  customer_identities: {
    title: 'Kundenidentitäten',
    other_company: 'Kundenidentitäten sind nur für Greenflor und Roobos verfügbar. Wechseln Sie zu einer Debitorengruppe eines dieser Unternehmen.',
  },
};
