/** The Dutch of ./en.ts. */
export const messages = {
  customer_identities: {
    title: 'Klantidentiteiten',
    other_company: 'Klantidentiteiten zijn alleen beschikbaar voor Greenflor en Roobos. Schakel over naar een debiteurgroep van een van deze bedrijven.',
  },
};
