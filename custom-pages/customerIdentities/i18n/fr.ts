/** The French of ./en.ts. */
export const messages = {
  customer_identities: {
    title: 'Identités clients',
    other_company: "Les identités clients ne sont disponibles que pour Greenflor et Roobos. Passez à un groupe de débiteurs de l'une de ces sociétés.",
  },
};
