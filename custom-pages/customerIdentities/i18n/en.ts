export const messages = {
  customer_identities: {
    title: 'Customer Identities',
    other_company: 'Customer identities are only available for Greenflor and Roobos. Switch to a debtor group of one of these companies.',
  },
};
