import { SaveSubcodeRequest, WHOLESALE_MESSAGES, type ContactDraft, type WholesaleCustomer } from '../../../schemas/entities/wholesale';

/** A contact email row of the form: without rowNumber it is new; an existing row is marked deleted, not dropped. */
export type ContactRow = Omit<ContactDraft, 'deleted'> & { deleted: boolean };

/** The wholesale customer form (spec part 1 §2): companyName, webshopPassword, inetCheck, emails, contacts. */
export interface WholesaleForm {
  companyName: string;
  webshopPassword: string;
  inetCheck: boolean;
  /** The primary addresses, joined by semicolons. */
  emails: string;
  contacts: ContactRow[];
}

export function formFromCustomer(customer: WholesaleCustomer): WholesaleForm {
  return {
    companyName: customer.name,
    webshopPassword: customer.password,
    inetCheck: customer.inetCheck,
    emails: customer.email,
    contacts: customer.contactEmails.map((contact) => ({ ...contact, deleted: false })),
  };
}

export const addContact = (contacts: readonly ContactRow[]): ContactRow[] => [...contacts, { nieuweEmail: '', deleted: false }];

/** Part 1 §5: a new row is removed outright on delete; an existing row is marked deleted. */
export function deleteContact(contacts: readonly ContactRow[], index: number): ContactRow[] {
  const row = contacts[index];
  if (!row) return [...contacts];
  if (row.rowNumber == null) return contacts.filter((_, i) => i !== index);
  return contacts.map((contact, i) => (i === index ? { ...contact, deleted: true } : contact));
}

export const restoreContact = (contacts: readonly ContactRow[], index: number): ContactRow[] =>
  contacts.map((contact, i) => (i === index ? { ...contact, deleted: false } : contact));

export const editContact = (contacts: readonly ContactRow[], index: number, nieuweEmail: string): ContactRow[] =>
  contacts.map((contact, i) => (i === index ? { ...contact, nieuweEmail } : contact));

/** The body of POST wholesale/savesubcode. */
export const saveRequest = (debnr: string, form: WholesaleForm) => ({ debnr, ...form });

/**
 * The save rules (part 1 §5), checked with the api's own schema: field path ('companyName',
 * 'contacts.2.nieuweEmail', ...) → the spec's text. Empty when the form may be saved.
 */
export function formErrors(debnr: string, form: WholesaleForm): Record<string, string> {
  const parsed = SaveSubcodeRequest.safeParse(saveRequest(debnr, form));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The i18n key of each rule's text (English keeps the spec's Dutch wording verbatim). */
const MESSAGE_KEYS: Record<string, string> = {
  [WHOLESALE_MESSAGES.companyNameRequired]: 'wholesale.errors.company_name_required',
  [WHOLESALE_MESSAGES.invalidEmail]: 'wholesale.errors.invalid_email',
  [WHOLESALE_MESSAGES.passwordRequired]: 'wholesale.errors.password_required',
  [WHOLESALE_MESSAGES.passwordTooLong]: 'wholesale.errors.password_too_long',
};

export const errorKey = (message: string) => MESSAGE_KEYS[message] ?? message;
