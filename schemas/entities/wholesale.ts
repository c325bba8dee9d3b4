import { z } from 'zod';
import { Departure } from './customerDeparture';
import { WeblogVisit } from './customerWeblog';

/** Texts of the wholesale customer form (part 1 §5, §8), shown as the api sends them. */
export const WHOLESALE_MESSAGES = {
  companyNameRequired: 'Vul een bedrijfsnaam in',
  invalidEmail: 'Er is een ongeldig emailadres ingevuld',
  /** The spec's text for a missing webshop password. */
  passwordRequired: 'Vul een emailadres in',
  passwordTooLong: 'Maximaal 20 tekens',
  success: 'UPDATEDSUCCESS',
  failure: 'UPDATEDFAILED',
} as const;

export const WEBSHOP_PASSWORD_MAX = 20;
/** Addresses of one semicolon-joined emails field. */
export const EMAILS_SEPARATOR = ';';

/** The form's email rule: an address must contain '@' and '.'. */
export const looksLikeEmail = (text: string) => text.includes('@') && text.includes('.');

/** Splits a semicolon-joined emails field into its trimmed, non-empty addresses. */
export const splitEmails = (emails: string) =>
  emails
    .split(EMAILS_SEPARATOR)
    .map((e) => e.trim())
    .filter((e) => e !== '');

/** A contact email row: oudeEmail is the stored address, nieuweEmail what the form holds. */
export const ContactEmail = z.object({
  rowNumber: z.number().int(),
  nieuweEmail: z.string(),
  oudeEmail: z.string(),
});
export type ContactEmail = z.infer<typeof ContactEmail>;

/**
 * wholesale/getsubcode/{debnr}: the Wholesale customer entity with its order-day history (departures
 * per weekday, 52 weeks) and the webshop visits of the last 30 days. email is the semicolon-joined
 * primary addresses.
 */
export const WholesaleCustomer = z.object({
  debnr: z.string(),
  name: z.string(),
  password: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  email: z.string(),
  contactEmails: z.array(ContactEmail),
  inetCheck: z.boolean(),
  levStop: z.boolean(),
  finDebnr: z.string(),
  webshopLink: z.string(),
  phoneNumber: z.string(),
  mobileNumber: z.string(),
  branche: z.string(),
  orderDays: Departure.shape.history,
  visits: z.array(WeblogVisit),
});
export type WholesaleCustomer = z.infer<typeof WholesaleCustomer>;

/**
 * A contact row as the form sends it: without rowNumber it is new (inserted); `deleted` marks an
 * existing row for removal; an existing row whose nieuweEmail differs from the stored one is updated.
 */
export const ContactDraft = z.object({
  rowNumber: z.number().int().positive().nullish(),
  nieuweEmail: z.string().trim(),
  oudeEmail: z.string().nullish(),
  deleted: z.boolean().default(false),
});
export type ContactDraft = z.infer<typeof ContactDraft>;

const emailsField = z.string().refine((emails) => splitEmails(emails).every(looksLikeEmail), WHOLESALE_MESSAGES.invalidEmail);

/** POST wholesale/savesubcode: the form, with the spec's save rules (the api enforces them too). */
export const SaveSubcodeRequest = z.object({
  debnr: z.string().trim().min(1).max(6),
  companyName: z.string().trim().min(1, WHOLESALE_MESSAGES.companyNameRequired),
  contacts: z
    .array(ContactDraft)
    .max(200)
    .default([])
    .superRefine((contacts, ctx) => {
      contacts.forEach((contact, i) => {
        if (!contact.deleted && !looksLikeEmail(contact.nieuweEmail)) ctx.addIssue({ code: 'custom', path: [i, 'nieuweEmail'], message: WHOLESALE_MESSAGES.invalidEmail });
      });
    }),
  webshopPassword: z.string().min(1, WHOLESALE_MESSAGES.passwordRequired).max(WEBSHOP_PASSWORD_MAX, WHOLESALE_MESSAGES.passwordTooLong),
  inetCheck: z.boolean(),
  emails: emailsField,
});
export type SaveSubcodeRequest = z.infer<typeof SaveSubcodeRequest>;

/** POST wholesale/updateprimaryemail. */
export const UpdatePrimaryEmailRequest = z.object({
  debnr: z.string().trim().min(1).max(6),
  newPrimaryEmail: emailsField,
});
export type UpdatePrimaryEmailRequest = z.infer<typeof UpdatePrimaryEmailRequest>;

/** What both wholesale saves answer on success (a 400 carries `result: 'UPDATEDFAILED'`). */
export const WholesaleSaveResult = z.object({ result: z.literal(WHOLESALE_MESSAGES.success) });
export type WholesaleSaveResult = z.infer<typeof WholesaleSaveResult>;
