/** The email-marketing provider (Brevo, formerly Sendinblue): contacts, lists and campaigns. */
export interface MarketingContact {
  name: string;
  email: string;
  language: string;
}

/** The provider's answer: its HTTP status (502 when it could not be reached) and its error message, if any. */
export interface MarketingAnswer {
  status: number;
  message?: string;
}

/** A campaign as the provider takes it (POST /v3/emailCampaigns). */
export interface CampaignDraft {
  name: string;
  subject: string;
  sender: { name: string; email: string };
  listId: number;
  /** The provider's template, filled with `params`; without one the rendered HTML is sent. */
  templateId?: number;
  params?: Record<string, unknown>;
  htmlContent?: string;
  /** A/B test: the second subject, the test group size (percent) and hours before the winner goes out. */
  abTest?: { subjectB: string; splitRule: number; winnerDelay: number };
}

export interface EmailMarketing {
  /** Imports contacts; resolves with the provider's HTTP status. */
  importContacts(contacts: MarketingContact[]): Promise<{ status: number }>;
  /** Empties a list and adds these emails to it (in batches the provider takes); `added`: the emails it took. */
  replaceListContacts(listId: number, emails: readonly string[]): Promise<MarketingAnswer & { added: string[] }>;
  /** Creates a campaign (not sent); `id` when created. */
  createCampaign(campaign: CampaignDraft): Promise<MarketingAnswer & { id?: number }>;
  sendCampaignNow(id: number): Promise<MarketingAnswer>;
  /** Sends a created campaign to these addresses only (the debug send). */
  sendCampaignTest(id: number, emailTo: readonly string[]): Promise<MarketingAnswer>;
}
