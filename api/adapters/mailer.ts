/** Outgoing mail: SMTP when SMTP_URL is set, otherwise (or when SMTP refuses) the outbox table. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  body: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the mail is handed to SMTP or stored in the outbox. */
  send(mail: Mail): Promise<{ delivered: 'smtp' | 'outbox' }>;
}
