import { z } from 'zod';
import { COMPANY_IDS } from '../companies';
import { uuidInput } from '../forms/inputs';

/** The template value that archives a lead: it is never imported into the back office (spec part 2 §3). */
export const ARCHIVE = 'ARCHIVE';
/** Prefixes of the internal note and the source (spec part 2 §5). */
export const NOTE_PREFIX = 'iCRM Note : ';
export const SOURCE_PREFIX = 'Form source : ';

/** The texts of spec part 2 §8 "Leads", verbatim. */
export const LEAD_MESSAGES = {
  emailRequired: 'Email is required',
  notValidated: "Not validated yet, so can't be exported yet",
  notExported: 'Not exported yet, ask your financiel department',
  alreadyExported: "Already exported, can't be edited anymore",
  exported: 'already exported',
  returned: 'Lead was sent back by account manager',
  accountManagerPresent: 'Already an account manager in the marketing service or billing system',
  noFavourites: "You didn't select any users, please select your favorite account managers",
  empty: 'No customers found',
  noTemplates: 'No templates selected yet',
} as const;

/** Max lengths of the lead form (spec part 2 §5). */
export const LEAD_MAX = {
  email: 100,
  debcont: 100,
  debnaam: 100,
  debadres: 100,
  debpc: 8,
  debplaats: 50,
  debtfnr: 20,
  debmobiel: 20,
  btwnrdeb: 20,
  kvk: 20,
  findebnr: 20,
  lvnaamdb: 100,
  lvadresdb: 100,
  lvpcdb: 8,
  lvplaatsdb: 50,
  acctmngR_NOTE: 255,
  debtext: 255,
  debnr: 6,
  vies: 200,
} as const;
/** The export screen's edit dialog allows a longer delivery name (spec part 2 §5: 200 there, 100 elsewhere). */
export const EDIT_DIALOG_LVNAAMDB_MAX = 200;
/** The template search of the export screen's edit dialog offers at most this many templates (spec part 2 §2). */
export const TEMPLATE_SEARCH_MAX = 5000;

/** VAT numbers keep letters and digits only (spec part 2 §5: on blur and on edit). */
export const vatClean = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** The VIES answer (customer/checkVies): valid true or false, or null when VIES could not say. */
export const ViesStatus = z.enum(['valid', 'invalid', 'unavailable']);
export type ViesStatus = z.infer<typeof ViesStatus>;
export const ViesAnswer = z.object({
  valid: z.boolean().nullable(),
  debnaam: z.string(),
  debAddress: z.string(),
  vat: z.string(),
  status: ViesStatus,
});
export type ViesAnswer = z.infer<typeof ViesAnswer>;

/** The customer-to-be's contact fields, named alike in a lead and in an assignable lead (spec part 2 §3). */
const leadContact = {
  email: z.string(),
  debnr: z.string().nullable(),
  debnaam: z.string(),
  debadres: z.string(),
  debpc: z.string(),
  debplaats: z.string(),
  debcont: z.string(),
  debtfnr: z.string(),
  debmobiel: z.string(),
};

/** A lead as the api answers it, with the spec's field names (spec part 2 §3 "New lead"). */
export const NewLead = z.object({
  id: z.number(),
  version: z.number(),
  companY_ID: z.number(),
  ...leadContact,
  email2: z.string(),
  lvnaamdb: z.string(),
  lvadresdb: z.string(),
  lvpcdb: z.string(),
  lvplaatsdb: z.string(),
  btwnrdeb: z.string(),
  transcod: z.string(),
  template: z.string(),
  findebnr: z.string(),
  kvk: z.string(),
  deblandcod: z.string(),
  debtext: z.string(),
  debfingrp: z.string(),
  acctmngR_NOTE: z.string(),
  forM_SOURCE: z.string(),
  vieS_VALID: z.boolean().nullable(),
  vieS_NAME: z.string().nullable(),
  vieS_ADDRESS: z.string().nullable(),
  vieS_VAT: z.string().nullable(),
  acctmngR_VALIDATED: z.union([z.literal(0), z.literal(1)]),
  validateD_DATE: z.string().nullable(),
  fS_EXPORTED: z.union([z.literal(0), z.literal(1)]),
  fS_EXPORTED_DATE: z.string().nullable(),
  icrM_CREATED: z.string(),
  name: z.string().nullable(),
  manageR_NAME: z.string().nullable(),
  manageR_AZURE_ID: z.string().nullable(),
  azure_id: z.string().nullable(),
  acctmngr: z.string().nullable(),
  countEmails: z.number(),
  countVAT: z.number(),
  /** The last customer number used in the lead's company (6 chars; spec part 2 §3), a hint for the debnr of the export screen's edit dialog. */
  suggesteD_DEBNR: z.string().nullable(),
  /** true: awaiting activation as a new customer */
  inactief: z.boolean(),
  defkarloc: z.string(),
  dooslocatie: z.string(),
  /** 0 means missing */
  transpId: z.number(),
  inpakBproces: z.string(),
  doosvulfc: z.string(),
  welcomeDiscount: z.boolean().nullable(),
});
export type NewLead = z.infer<typeof NewLead>;

/**
 * A lead of Assign New Leads (manager/getassignnewleads, manager/GetReturnedNewLeads): spec part 2 §3
 * "Assignable lead", from marketing-list contacts, with its own names (companyid, createdat, validated,
 * azurE_ID, icrmuser) and no id: a lead is known by its company, email and creation time.
 */
export const AssignableLead = z.object({
  ...leadContact,
  deblandcod: z.string(),
  btwnrdeb: z.string(),
  /** The account manager code the marketing service or billing system already has. */
  acctmngr: z.string().nullable(),
  createdat: z.string(),
  companyid: z.number(),
  /** The marketing lists of the contact (the spec gives no shape; the browser does not read it). */
  listids: z.union([z.array(z.number()), z.string()]).nullable(),
  /** Always 1. */
  btwok: z.number(),
  debtext: z.string(),
  forM_SOURCE: z.string(),
  /** The favourite account manager the manager chose (set by the screen before it sends). */
  icrmuser: z.string().nullable(),
  validated: z.boolean(),
  /** The account manager the lead is with; none for a lead sent back. */
  azurE_ID: z.string().nullable(),
  /** RETURNED: sent back by an account manager. */
  manageR_AZURE_ID: z.string().nullable(),
  /** Beyond the spec: the note of a lead sent back (a back office without it leaves the column empty). */
  acctmngR_NOTE: z.string().optional(),
});
export type AssignableLead = z.infer<typeof AssignableLead>;

/** A row of Assign New Leads as the screen keys it: the spec gives no id, its company, email and creation time tell leads apart. */
export const assignableLeadKey = (lead: Pick<AssignableLead, 'companyid' | 'email' | 'createdat'>) => `${lead.companyid}|${lead.email.toLowerCase()}|${lead.createdat}`;

/**
 * manager/ActivateNewLead's body (spec part 2 §7: the lead plus azure_id): the assignable lead, found by
 * its company, email and (when sent) creation time; the account manager is the chosen icrmuser, else azure_id.
 */
export const assignLeadBody = z
  .object({
    companyid: z.coerce.number().int().refine((id) => (COMPANY_IDS as number[]).includes(id), 'is not a known company'),
    email: z.string().trim().min(1, 'is required').max(LEAD_MAX.email),
    createdat: z
      .string()
      .refine((text) => !Number.isNaN(Date.parse(text)), 'must be a date and time')
      .optional(),
    icrmuser: uuidInput.nullish(),
    azure_id: uuidInput.nullish(),
  })
  .loose()
  .refine((body) => !!(body.icrmuser ?? body.azure_id), { path: ['icrmuser'], message: 'is required: the account manager chosen' })
  .transform((body) => ({ ...body, accountManager: (body.icrmuser ?? body.azure_id) as string }));

/** Companies whose wholesale system takes a copy of the export workbook (NewLeads-FP, spec part 2 §7). */
export const FP_COMPANIES: readonly number[] = [2, 5, 7];

/** The company whose new customers are activated through the validation dialog (spec part 2 §2). */
export const VALIDATION_DIALOG_COMPANY = 1;

/** What the back office must have filled before a new customer of that company can be activated (spec part 2 §5). */
export function missingBackOfficeFields(lead: Pick<NewLead, 'defkarloc' | 'transpId' | 'inpakBproces' | 'doosvulfc'>): ('defkarloc' | 'transpId' | 'inpakBproces' | 'doosvulfc')[] {
  return (['defkarloc', 'transpId', 'inpakBproces', 'doosvulfc'] as const).filter((field) => (field === 'transpId' ? !lead.transpId : !lead[field]?.trim()));
}

/** A lead sharing an email or VAT number with another (the duplicate dialogs). */
export const LeadDuplicate = z.object({
  id: z.number(),
  companY_ID: z.number(),
  debnr: z.string().nullable(),
  debnaam: z.string(),
  email: z.string(),
  btwnrdeb: z.string(),
});
export type LeadDuplicate = z.infer<typeof LeadDuplicate>;

/** A lead template: the back-office debtor whose settings a new customer copies (spec part 2 §3 "Template"). */
export const LeadTemplate = z.object({
  template_debnr: z.string(),
  template_name: z.string(),
  company_id: z.number(),
});
export type LeadTemplate = z.infer<typeof LeadTemplate>;

/** A favourite template of the user (spec part 2 §3 "Template": template_name, template_debnr, azure_id). */
export const FavouriteTemplate = LeadTemplate.extend({
  azure_id: z.string(),
});
export type FavouriteTemplate = z.infer<typeof FavouriteTemplate>;
/** The favourite-templates dialog: 5 rows to a page, 10 suggestions in two columns of 5 (spec part 2 §2, §9). */
export const TEMPLATE_TABLE_ROWS = 5;
export const TEMPLATE_SUGGESTIONS = 10;

/** One row of a lead file as the import checked it: its errors (field: message) and the leads sharing its email or VAT number. */
export const LeadImportRow = z.object({
  row: z.number(),
  email: z.string(),
  debnaam: z.string(),
  errors: z.record(z.string(), z.string()).nullable(),
  sameEmail: z.number(),
  sameVat: z.number(),
});
export type LeadImportRow = z.infer<typeof LeadImportRow>;
export const LeadImportAnswer = z.object({
  rows: z.array(LeadImportRow),
  /** Leads written: 0 until the user confirms. */
  created: z.number(),
});
export type LeadImportAnswer = z.infer<typeof LeadImportAnswer>;
/** Rows one file may bring. */
export const LEAD_IMPORT_MAX_ROWS = 1000;

/** customer/getNavCountNewleads: the menu badges (shown only above 0). */
export const LeadCounts = z.object({
  newCustomers: z.number(),
  newLeads: z.number(),
  leadsToAssign: z.number(),
  leadsToExport: z.number(),
});
export type LeadCounts = z.infer<typeof LeadCounts>;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, 'is required');

/**
 * The lead form's fields as the api checks them (spec part 2 §5), with the spec's field names.
 */
const leadFields = {
  id: z.number().int().positive().max(2_147_483_647).optional(),
  version: z.number().int().positive().optional(),
  companY_ID: z.coerce.number().int().refine((id) => (COMPANY_IDS as number[]).includes(id), 'is not a known company'),
  email: required(LEAD_MAX.email).pipe(z.email('must be a valid email address')),
  debcont: required(LEAD_MAX.debcont),
  debnaam: required(LEAD_MAX.debnaam),
  debadres: required(LEAD_MAX.debadres),
  debpc: required(LEAD_MAX.debpc),
  debplaats: required(LEAD_MAX.debplaats),
  template: required(20),
  debtfnr: text(LEAD_MAX.debtfnr).default(''),
  debmobiel: text(LEAD_MAX.debmobiel).default(''),
  email2: text(LEAD_MAX.email).default(''),
  lvnaamdb: text(LEAD_MAX.lvnaamdb).default(''),
  lvadresdb: text(LEAD_MAX.lvadresdb).default(''),
  lvpcdb: text(LEAD_MAX.lvpcdb).default(''),
  lvplaatsdb: text(LEAD_MAX.lvplaatsdb).default(''),
  btwnrdeb: z.string().transform(vatClean).pipe(z.string().max(LEAD_MAX.btwnrdeb, `must be at most ${LEAD_MAX.btwnrdeb} characters`)).default(''),
  kvk: text(LEAD_MAX.kvk).default(''),
  findebnr: text(LEAD_MAX.findebnr).default(''),
  transcod: text(20).default(''),
  deblandcod: text(3).default(''),
  debtext: text(LEAD_MAX.debtext).default(''),
  debfingrp: text(20).default(''),
  acctmngR_NOTE: text(LEAD_MAX.acctmngR_NOTE).default(''),
  forM_SOURCE: text(255).default(''),
  /** What the form's VIES check said (spec part 2 §4); the api keeps what VIES told it, not these. */
  vieS_VALID: z.boolean().nullish(),
  vieS_NAME: z.string().max(1000).nullish(),
  vieS_ADDRESS: z.string().max(1000).nullish(),
  vieS_VAT: z.string().max(40).nullish(),
  /** Create and validate send the user's address along (spec part 2 §7); the api knows the caller from the token. */
  useremail: z.email('must be a valid email address').optional(),
};

/** ARCHIVE needs a note saying why. */
function archiveNeedsNote(lead: { template: string; acctmngR_NOTE: string }, ctx: z.RefinementCtx) {
  if (lead.template === ARCHIVE && withoutPrefix(lead.acctmngR_NOTE, NOTE_PREFIX) === '') {
    ctx.addIssue({ code: 'custom', path: ['acctmngR_NOTE'], message: 'is required when the template is ARCHIVE' });
  }
}

/**
 * The lead form as the api checks it. Unknown fields (the legacy screens send the whole lead back) are
 * ignored; what only the server decides (states, dates, who, the customer number) cannot be set through it.
 */
export const leadForm = z.object(leadFields).loose().superRefine(archiveNeedsNote);
export type LeadForm = z.output<typeof leadForm>;

/** The export screen's edit dialog also needs the lead text (spec part 2 §5). */
export const needsLeadText = (lead: { debtext: string }) => lead.debtext.trim() !== '';
export const LEAD_TEXT_REQUIRED = { path: ['debtext'], message: 'is required' };

/**
 * The export screen's edit dialog (manager/editNewLead; spec part 2 §2, §5): the lead text required, a
 * delivery name up to 200, and the customer number (debnr, max 6; empty: none yet).
 */
export const managerLeadForm = z
  .object({
    ...leadFields,
    lvnaamdb: text(EDIT_DIALOG_LVNAAMDB_MAX).default(''),
    // The whole lead may come back with its debnr null: none yet, as empty.
    debnr: text(LEAD_MAX.debnr)
      .nullish()
      .transform((debnr) => debnr ?? ''),
  })
  .loose()
  .superRefine(archiveNeedsNote)
  .refine(needsLeadText, LEAD_TEXT_REQUIRED);
export type ManagerLeadForm = z.output<typeof managerLeadForm>;

/** A form of a lead already saved: with its id. */
const saved = <T extends { id?: number }>(schema: z.ZodType<T>) =>
  schema.refine((lead) => lead.id !== undefined, { path: ['id'], message: 'is required' }).transform((lead) => ({ ...lead, id: lead.id as number }));
export const savedLeadForm = saved(leadForm);
export const savedManagerLeadForm = saved(managerLeadForm);

/** The text after a prefix the screens put in front (notes and sources). */
export function withoutPrefix(value: string, prefix: string): string {
  // Inputs arrive trimmed: 'iCRM Note :' alone is the prefix without its space.
  const [text, bare] = [value.trim(), prefix.trim()];
  return (text.startsWith(bare) ? text.slice(bare.length) : text).trim();
}

/** The text with its prefix, once; empty stays empty. */
export function withPrefix(value: string, prefix: string): string {
  const bare = withoutPrefix(value, prefix);
  return bare === '' ? '' : `${prefix}${bare}`;
}
