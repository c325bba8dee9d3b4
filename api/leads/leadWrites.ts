import { ARCHIVE, LEAD_MESSAGES, NOTE_PREFIX, SOURCE_PREFIX, VALIDATION_DIALOG_COMPANY, missingBackOfficeFields, withPrefix, type LeadForm, type NewLead } from '../../schemas/entities/lead';
import type { VatChecker } from '../adapters/vies';
import type { Queryable } from '../db/database';
import { assertCurrentVersion, bumpVersion } from '../history/versions';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { deviceFromUserAgent } from '../../schemas/device';
import type { RouteContext } from '../http/route';
import { CALLER_COMPANIES, assignableLeadId, leadOf, newCustomers } from './leadRecord';

/** The form's fields and their columns (spec names on the left). */
const FORM_COLUMNS = {
  companY_ID: 'company_id',
  email: 'email',
  debcont: 'debcont',
  debnaam: 'debnaam',
  debadres: 'debadres',
  debpc: 'debpc',
  debplaats: 'debplaats',
  template: 'template',
  debtfnr: 'debtfnr',
  debmobiel: 'debmobiel',
  email2: 'email2',
  lvnaamdb: 'lvnaamdb',
  lvadresdb: 'lvadresdb',
  lvpcdb: 'lvpcdb',
  lvplaatsdb: 'lvplaatsdb',
  btwnrdeb: 'btwnrdeb',
  kvk: 'kvk',
  findebnr: 'findebnr',
  transcod: 'transcod',
  deblandcod: 'deblandcod',
  debtext: 'debtext',
  debfingrp: 'debfingrp',
  acctmngR_NOTE: 'acctmngr_note',
  forM_SOURCE: 'form_source',
} as const satisfies Partial<Record<keyof LeadForm, string>>;
type FormField = keyof typeof FORM_COLUMNS;
const FIELDS = Object.keys(FORM_COLUMNS) as FormField[];

type Ctx = RouteContext<unknown, unknown>;

/** The form as stored: the note and the source carry their prefixes once (spec part 2 §5). */
function stored(form: LeadForm): Record<FormField, string | number> {
  const values = Object.fromEntries(FIELDS.map((field) => [field, form[field]])) as Record<FormField, string | number>;
  values.acctmngR_NOTE = withPrefix(form.acctmngR_NOTE, NOTE_PREFIX);
  values.forM_SOURCE = withPrefix(form.forM_SOURCE, SOURCE_PREFIX);
  return values;
}

/** The company must be one of the caller's, the template one of that company's (or ARCHIVE). */
async function assertPlace(q: Queryable, azureId: string, form: LeadForm): Promise<void> {
  const [company] = await q.query(`SELECT 1 WHERE $2::int IN ${CALLER_COMPANIES}`, [azureId, form.companY_ID]);
  if (!company) throw forbidden('You do not work for this company');
  if (form.template === ARCHIVE) return;
  const [template] = await q.query('SELECT 1 FROM lead_templates WHERE template_debnr = $1 AND company_id = $2', [form.template, form.companY_ID]);
  if (!template) throw badRequest('Invalid request body', { template: 'is not a template of this company' });
}

/** What VIES told this server about the VAT number lately; an unchecked or changed number is unset. */
function viesColumns(vat: VatChecker, btwnrdeb: string) {
  const answer = btwnrdeb ? vat.recent(btwnrdeb) : undefined;
  return { vies_valid: answer?.valid ?? null, vies_name: answer?.debnaam || null, vies_address: answer?.debAddress || null, vies_vat: answer ? answer.vat : null };
}

/** A lead the caller may change: not exported (by anyone), and unchanged since the version they edited. */
async function editable(tx: Queryable, ctx: Ctx, id: number, version: number | undefined): Promise<NewLead> {
  const lead = await leadOf(tx, ctx.caller.azureId, id, true);
  if (lead.fS_EXPORTED === 1) throw conflict(LEAD_MESSAGES.exported);
  await assertCurrentVersion(tx, { entity: 'lead', rowId: id, recordId: id, version, current: (q) => leadOf(q, ctx.caller.azureId, id) });
  return lead;
}

/** Creates a lead of the caller (they created it, it is theirs to work on); answers it. */
export async function createLead(ctx: Ctx, form: LeadForm, validate: boolean): Promise<NewLead> {
  const { db, vat, clock } = ctx.services;
  return db.transaction(async (tx) => {
    await assertPlace(tx, ctx.caller.azureId, form);
    const values = { ...stored(form) };
    const vies = viesColumns(vat, form.btwnrdeb);
    const now = clock.now();
    const columns = [...FIELDS.map((f) => FORM_COLUMNS[f]), ...Object.keys(vies), 'icrm_created', 'created_by_azure_id', 'assigned_azure_id', 'acctmngr_validated', 'validated_date', 'validated_by'];
    const params = [...FIELDS.map((f) => values[f]), ...Object.values(vies), now, ctx.caller.azureId, ctx.caller.azureId, validate ? 1 : 0, validate ? now : null, validate ? ctx.caller.userName : null];
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::int AS id`,
      params,
    );
    const lead = await leadOf(tx, ctx.caller.azureId, row!.id);
    await ctx.recordHistory(tx, { entity: 'lead', recordId: lead.id, action: validate ? 'create and validate' : 'create', after: { ...form } });
    return lead;
  });
}

/** Another customer or lead already has this customer number: the back office would merge the two. */
async function assertFreeDebnr(q: Queryable, id: number, debnr: string): Promise<void> {
  const [taken] = await q.query(
    'SELECT 1 FROM customers WHERE debnr = $2 UNION ALL SELECT 1 FROM leads WHERE debnr = $2 AND id <> $1 AND deleted_at IS NULL LIMIT 1',
    [id, debnr],
  );
  if (taken) throw badRequest('Invalid request body', { debnr: 'is already the number of another customer' });
}

/**
 * Saves the form over a lead (and validates it, once); the email stays as it was (locked while editing).
 * `debnr`, from the export screen's edit dialog only, sets the customer number (empty: none yet).
 */
export async function updateLead(ctx: Ctx, form: LeadForm & { id: number }, validate: boolean, debnr?: string): Promise<NewLead> {
  const { db, vat, clock } = ctx.services;
  return db.transaction(async (tx) => {
    const before = await editable(tx, ctx, form.id, form.version);
    if (validate && before.acctmngR_VALIDATED === 1) throw conflict('This lead has already been validated');
    await assertPlace(tx, ctx.caller.azureId, form);
    const values = { ...stored(form), email: before.email };
    const vies = form.btwnrdeb === before.btwnrdeb && before.vieS_VAT === form.btwnrdeb ? {} : viesColumns(vat, form.btwnrdeb);
    if (debnr && debnr !== before.debnr) await assertFreeDebnr(tx, form.id, debnr);
    const number = debnr === undefined ? [] : [['debnr', debnr || null] as const];
    const sets = [...FIELDS.map((f) => [FORM_COLUMNS[f], values[f]] as const), ...Object.entries(vies), ...number];
    const validation = validate ? `, acctmngr_validated = 1, validated_date = $${sets.length + 2}, validated_by = $${sets.length + 3}` : '';
    await tx.query(
      `UPDATE leads SET ${sets.map(([column], i) => `${column} = $${i + 2}`).join(', ')}${validation} WHERE id = $1`,
      [form.id, ...sets.map(([, value]) => value), ...(validate ? [clock.now(), ctx.caller.userName] : [])],
    );
    await bumpVersion(tx, 'lead', form.id);
    const after = await leadOf(tx, ctx.caller.azureId, form.id);
    await ctx.recordHistory(tx, { entity: 'lead', recordId: form.id, action: validate ? 'validate' : 'update', before: { ...before }, after: { ...after } });
    return after;
  });
}

/** Sends a lead back to the manager with a note: it leaves the account manager's list for Assign New Leads. */
export async function returnLead(ctx: Ctx, id: number, note: string, version: number | undefined): Promise<NewLead> {
  return ctx.services.db.transaction(async (tx) => {
    const before = await editable(tx, ctx, id, version);
    if (before.acctmngR_VALIDATED === 1) throw conflict('This lead has already been validated');
    await tx.query(`UPDATE leads SET manager_azure_id = 'RETURNED', assigned_azure_id = NULL, acctmngr_note = $2 WHERE id = $1`, [id, withPrefix(note, NOTE_PREFIX)]);
    await bumpVersion(tx, 'lead', id);
    const after = await leadOf(tx, ctx.caller.azureId, id);
    await ctx.recordHistory(tx, { entity: 'lead', recordId: id, action: 'return', before: { ...before }, after: { ...after } });
    return after;
  });
}

/**
 * Deletes a lead with the required note (kept on the row: the lead leaves every list). An exported
 * lead can still be turned down while it awaits activation as a new customer, not once it is one.
 */
export async function deleteLead(ctx: Ctx, id: number, note: string, version: number | undefined): Promise<void> {
  await ctx.services.db.transaction(async (tx) => {
    const lead = await leadOf(tx, ctx.caller.azureId, id, true);
    if (lead.fS_EXPORTED === 1 && !lead.inactief) throw conflict(LEAD_MESSAGES.exported);
    await assertCurrentVersion(tx, { entity: 'lead', rowId: id, recordId: id, version, current: (q) => leadOf(q, ctx.caller.azureId, id) });
    await tx.query('UPDATE leads SET deleted_at = $2, delete_note = $3 WHERE id = $1', [id, ctx.services.clock.now(), note]);
    await bumpVersion(tx, 'lead', id);
    await ctx.recordHistory(tx, { entity: 'lead', recordId: id, action: 'delete', changes: { deleteNote: { from: null, to: note } } });
  });
}

/**
 * Activates a new customer (spec part 2 §4): inactief false, the welcome discount as chosen, a history
 * entry and the user log the statistics count (type button, ActivateNewCustomer, the debnr). The
 * validation dialog's company needs its back-office fields first.
 */
export async function activateNewCustomer(ctx: Ctx, debnr: string, welcomeDiscount: boolean): Promise<NewLead> {
  return ctx.services.db.transaction(async (tx) => {
    const [lead] = (await newCustomers(tx, ctx.caller.azureId)).filter((candidate) => candidate.debnr === debnr);
    if (!lead) throw notFound('No new customer with this number awaits activation');
    const missing = lead.companY_ID === VALIDATION_DIALOG_COMPANY ? missingBackOfficeFields(lead) : [];
    if (missing.length > 0) throw badRequest('Fill in the back-office fields first', Object.fromEntries(missing.map((field) => [field, 'is required'])));
    await tx.query('UPDATE leads SET inactief = false, welcome_discount = $2, version = version + 1 WHERE id = $1', [lead.id, welcomeDiscount]);
    const now = ctx.services.clock.now();
    await tx.query(
      `INSERT INTO user_logs (azure_id, type, action_name, extra_info, device, created_at) VALUES ($1, 'button', 'ActivateNewCustomer', $2, $3, $4)`,
      [ctx.caller.azureId, debnr, deviceFromUserAgent(ctx.header('user-agent') ?? ''), now],
    );
    await ctx.recordHistory(tx, { entity: 'lead', recordId: lead.id, action: 'activate', changes: { inactief: { from: true, to: false }, welcomeDiscount: { from: lead.welcomeDiscount, to: welcomeDiscount } } });
    return leadOf(tx, ctx.caller.azureId, lead.id);
  });
}

/**
 * Assigns a waiting lead, named as an assignable lead (company, email, creation time), to an account
 * manager (manager/ActivateNewLead): one of the manager's favourites; the lead leaves Assign New Leads
 * for that account manager's own list.
 */
export async function assignLead(ctx: Ctx, lead: { companyid: number; email: string; createdat?: string }, accountManager: string): Promise<void> {
  await ctx.services.db.transaction(async (tx) => {
    const id = await assignableLeadId(tx, ctx.caller.azureId, lead);
    const before = await leadOf(tx, ctx.caller.azureId, id, true);
    if (before.acctmngR_VALIDATED === 1) throw conflict('This lead has already been validated');
    if (before.azure_id !== null && before.manageR_AZURE_ID !== 'RETURNED') throw conflict('This lead already has an account manager');
    const [chosen] = await tx.query<{ code: string | null }>(
      `SELECT (SELECT am.code FROM account_managers am JOIN users u ON u.id = am.user_id WHERE u.azure_id = f.favorite_azure_id AND am.company_id = $3 ORDER BY am.code LIMIT 1) AS code
         FROM favourite_users f JOIN users u ON u.azure_id = f.favorite_azure_id AND u.deleted_at IS NULL
        WHERE f.owner_azure_id = $1 AND f.favorite_azure_id = $2 AND f.kind = 'leads'`,
      [ctx.caller.azureId, accountManager, before.companY_ID],
    );
    if (!chosen) throw badRequest('Invalid request body', { icrmuser: 'is not one of your favourite account managers' });
    await tx.query(
      `UPDATE leads SET assigned_azure_id = $2, manager_azure_id = $3, manager_name = $4, acctmngr = COALESCE($5, acctmngr), version = version + 1 WHERE id = $1`,
      [id, accountManager, ctx.caller.azureId, ctx.caller.userName, chosen.code],
    );
    const after = await leadOf(tx, ctx.caller.azureId, id);
    await ctx.recordHistory(tx, { entity: 'lead', recordId: id, action: 'assign', before: { ...before }, after: { ...after } });
  });
}
