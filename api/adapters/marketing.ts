/** The email-marketing provider (Brevo, formerly Sendinblue): contacts, lists and campaigns. */
export interface MarketingContact {
  name: string;
  email: string;
  language: string;
}

export interface EmailMarketing {
  /** Imports contacts; resolves with the provider's HTTP status. */
  importContacts(contacts: MarketingContact[]): Promise<{ status: number }>;
}
