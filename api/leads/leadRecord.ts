import type { AssignableLead, FavouriteTemplate, LeadCounts, LeadDuplicate, LeadTemplate, NewLead } from '../../schemas/entities/lead';
import type { Database, Queryable } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { readyPersonalList, type ReadyAnswer } from '../http/readyAnswer';

/**
 * The last customer number the lead's company used (spec part 2 §3 suggesteD_DEBNR, 6 chars): the highest
 * six-digit number of its customers and of its leads the back office numbered (customers_company_debnr).
 */
const SUGGESTED_DEBNR = `GREATEST(
    (SELECT max(c.debnr) FROM customers c WHERE c.company_id = l.company_id AND c.debnr ~ '^[0-9]{6}$'),
    (SELECT max(d.debnr) FROM leads d WHERE d.company_id = l.company_id AND d.deleted_at IS NULL AND d.debnr ~ '^[0-9]{6}$'))`;

/** A lead's answer, the spec's field names over the leads table (alias `l`); counts of leads sharing its email and VAT. */
export const LEAD_COLUMNS = `
  l.id::int AS id, l.version, l.company_id AS "companY_ID", l.email, l.debnr, l.debnaam, l.debadres, l.debpc, l.debplaats, l.debcont,
  l.debtfnr, l.debmobiel, l.email2, l.lvnaamdb, l.lvadresdb, l.lvpcdb, l.lvplaatsdb, l.btwnrdeb, l.transcod, l.template, l.findebnr,
  l.kvk, l.deblandcod, l.debtext, l.debfingrp, l.acctmngr_note AS "acctmngR_NOTE", l.form_source AS "forM_SOURCE",
  l.vies_valid AS "vieS_VALID", l.vies_name AS "vieS_NAME", l.vies_address AS "vieS_ADDRESS", l.vies_vat AS "vieS_VAT",
  l.acctmngr_validated AS "acctmngR_VALIDATED", l.validated_date AS "validateD_DATE", l.fs_exported AS "fS_EXPORTED",
  l.fs_exported_date AS "fS_EXPORTED_DATE", l.icrm_created AS "icrM_CREATED", l.validated_by AS name, l.manager_name AS "manageR_NAME",
  l.manager_azure_id AS "manageR_AZURE_ID", l.assigned_azure_id::text AS azure_id, l.acctmngr, l.inactief,
  l.defkarloc, l.dooslocatie, l.transp_id AS "transpId", l.inpak_bproces AS "inpakBproces", l.doosvulfc, l.welcome_discount AS "welcomeDiscount",
  (SELECT count(*)::int FROM leads d WHERE d.deleted_at IS NULL AND d.id <> l.id AND lower(d.email) = lower(l.email)) AS "countEmails",
  (SELECT count(*)::int FROM leads d WHERE d.deleted_at IS NULL AND d.id <> l.id AND l.btwnrdeb <> '' AND d.btwnrdeb = l.btwnrdeb) AS "countVAT",
  ${SUGGESTED_DEBNR} AS "suggesteD_DEBNR"`;

/** The companies whose leads the caller works with: those of the debtor groups they may use. */
export const CALLER_COMPANIES = `(SELECT g.company_id FROM user_groups ug JOIN users u ON u.id = ug.user_id JOIN debtor_groups g ON g.group_code = ug.group_code WHERE u.azure_id = $1)`;

/**
 * The leads of an account manager's own list: of their companies, assigned to them or created by
 * them and not sent back, not deleted; newest first.
 */
export function ownLeads(q: Queryable, azureId: string): Promise<NewLead[]> {
  return q.query<NewLead>(
    `SELECT ${LEAD_COLUMNS} FROM leads l
      WHERE l.deleted_at IS NULL AND l.company_id IN ${CALLER_COMPANIES}
        AND (l.assigned_azure_id = $1 OR (l.created_by_azure_id = $1 AND l.manager_azure_id IS DISTINCT FROM 'RETURNED'))
      ORDER BY l.icrm_created DESC, l.id DESC`,
    [azureId],
  );
}

/**
 * A lead list of the caller, ready-made: lead lists read the leads (their duplicate counts span every
 * company) and the caller's companies, so they follow the 'leads' and 'people' stamps; `name` tells
 * the lists apart.
 */
export function readyLeads(db: Database, azureId: string, name: string, rows: () => Promise<NewLead[] | AssignableLead[]>): Promise<ReadyAnswer> {
  return readyPersonalList(db, ['leads', 'people'], `${name}:${azureId}`, rows);
}

/** One lead of the caller's companies (404 for any other: whether it exists elsewhere is not told). */
export async function leadOf(q: Queryable, azureId: string, id: number, lock = false): Promise<NewLead> {
  const [lead] = await q.query<NewLead>(
    `SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.id = $2 AND l.deleted_at IS NULL AND l.company_id IN ${CALLER_COMPANIES}${lock ? ' FOR UPDATE OF l' : ''}`,
    [azureId, id],
  );
  if (!lead) throw notFound('Lead not found');
  return lead;
}

/** Other leads of the caller's companies sharing an email address or a VAT number (the duplicate dialogs). */
export function duplicates(q: Queryable, azureId: string, field: 'email' | 'btwnrdeb', value: string): Promise<LeadDuplicate[]> {
  const match = field === 'email' ? 'lower(l.email) = lower($2)' : 'l.btwnrdeb = $2';
  return q.query<LeadDuplicate>(
    `SELECT l.id::int AS id, l.company_id AS "companY_ID", l.debnr, l.debnaam, l.email, l.btwnrdeb FROM leads l
      WHERE l.deleted_at IS NULL AND $2 <> '' AND ${match} AND l.company_id IN ${CALLER_COMPANIES}
      ORDER BY l.icrm_created DESC, l.id DESC`,
    [azureId, value],
  );
}

/**
 * The menu badges: new customers awaiting activation (exported, in the back office, still inactive), the
 * caller's leads not validated yet, and for managers the leads to assign (unassigned or sent back) and
 * to export (validated, not exported); archived leads count nowhere.
 */
export async function leadCounts(q: Queryable, azureId: string, manager: boolean): Promise<LeadCounts> {
  const [counts] = await q.query<LeadCounts>(
    `SELECT count(*) FILTER (WHERE l.fs_exported = 1 AND l.debnr IS NOT NULL AND l.inactief)::int AS "newCustomers",
            count(*) FILTER (WHERE l.acctmngr_validated = 0 AND (l.assigned_azure_id = $1 OR (l.created_by_azure_id = $1 AND l.manager_azure_id IS DISTINCT FROM 'RETURNED')))::int AS "newLeads",
            count(*) FILTER (WHERE $2 AND l.acctmngr_validated = 0 AND (l.assigned_azure_id IS NULL OR l.manager_azure_id = 'RETURNED'))::int AS "leadsToAssign",
            count(*) FILTER (WHERE $2 AND l.acctmngr_validated = 1 AND l.fs_exported = 0)::int AS "leadsToExport"
       FROM leads l WHERE l.deleted_at IS NULL AND l.template <> 'ARCHIVE' AND l.company_id IN ${CALLER_COMPANIES}`,
    [azureId, manager],
  );
  return counts!;
}

/** The templates of the caller's companies (a lead's template must be one of its company's, or ARCHIVE). */
export function leadTemplates(q: Queryable, azureId: string): Promise<LeadTemplate[]> {
  return q.query<LeadTemplate>(
    `SELECT template_debnr, template_name, company_id FROM lead_templates WHERE company_id IN ${CALLER_COMPANIES} ORDER BY company_id, template_name`,
    [azureId],
  );
}

/** New customers: exported leads the back office gave a customer number, awaiting activation (inactief), newest export first. */
export function newCustomers(q: Queryable, azureId: string): Promise<NewLead[]> {
  return q.query<NewLead>(
    `SELECT ${LEAD_COLUMNS} FROM leads l
      WHERE l.deleted_at IS NULL AND l.fs_exported = 1 AND l.debnr IS NOT NULL AND l.inactief AND l.template <> 'ARCHIVE' AND l.company_id IN ${CALLER_COMPANIES}
      ORDER BY l.fs_exported_date DESC, l.id DESC`,
    [azureId],
  );
}

/** Leads waiting for an account manager, over the leads table (alias `l`): not validated, not archived, of the caller's ($1) companies. */
const WAITING = `l.deleted_at IS NULL AND l.acctmngr_validated = 0 AND l.template <> 'ARCHIVE' AND l.company_id IN ${CALLER_COMPANIES}`;
const SENT_BACK = `l.manager_azure_id = 'RETURNED'`;
const UNASSIGNED = `l.assigned_azure_id IS NULL AND l.manager_azure_id IS DISTINCT FROM 'RETURNED'`;

/**
 * Leads waiting for an account manager (spec part 2 §2 "Assign New Leads"): those the marketing-list
 * import or a colleague left unassigned, and those sent back (manageR_AZURE_ID RETURNED); not yet
 * validated, not archived. Answered as the spec's assignable leads (no id; createdat to the millisecond).
 */
export function leadsToAssign(q: Queryable, azureId: string, returned: boolean): Promise<AssignableLead[]> {
  return q.query<AssignableLead>(
    `SELECT l.email, l.debnr, l.debnaam, l.debadres, l.debpc, l.debplaats, l.deblandcod, l.debcont, l.debtfnr, l.debmobiel, l.btwnrdeb,
            l.acctmngr, to_char(l.icrm_created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS createdat, l.company_id AS companyid,
            ARRAY[]::int[] AS listids, 1 AS btwok, l.debtext, l.form_source AS "forM_SOURCE", NULL::text AS icrmuser,
            l.acctmngr_validated = 1 AS validated, l.assigned_azure_id::text AS "azurE_ID", l.manager_azure_id AS "manageR_AZURE_ID",
            l.acctmngr_note AS "acctmngR_NOTE"
       FROM leads l
      WHERE ${WAITING} AND ${returned ? SENT_BACK : UNASSIGNED}
      ORDER BY l.icrm_created DESC, l.id DESC`,
    [azureId],
  );
}

/**
 * The lead an assignment names the spec's way (company, email, and creation time when given), preferring
 * one that waits for an account manager: its id; 404 when the caller has none such, 409 when several
 * waiting leads match and nothing tells them apart. Locked for the assignment.
 */
export async function assignableLeadId(q: Queryable, azureId: string, lead: { companyid: number; email: string; createdat?: string }): Promise<number> {
  const found = await q.query<{ id: number; waiting: boolean }>(
    `SELECT l.id::int AS id, (${WAITING} AND (${SENT_BACK} OR ${UNASSIGNED})) AS waiting FROM leads l
      WHERE l.deleted_at IS NULL AND l.company_id IN ${CALLER_COMPANIES} AND l.company_id = $2 AND lower(l.email) = lower($3)
        AND ($4::timestamptz IS NULL OR date_trunc('milliseconds', l.icrm_created) = $4::timestamptz)
      ORDER BY waiting DESC, l.id LIMIT 2 FOR UPDATE OF l`,
    [azureId, lead.companyid, lead.email, lead.createdat ?? null],
  );
  if (found.length === 0) throw notFound('Lead not found');
  if (found.length > 1 && found[1]!.waiting) throw conflict('Several waiting leads share this email: send the lead with its createdat');
  return found[0]!.id;
}

/** The caller's favourite templates (the star of New leads), by name. */
export function favouriteTemplates(q: Queryable, azureId: string): Promise<FavouriteTemplate[]> {
  return q.query(
    `SELECT t.template_debnr, t.template_name, t.company_id, f.azure_id::text AS azure_id
       FROM favourite_templates f JOIN lead_templates t ON t.template_debnr = f.template_debnr
      WHERE f.azure_id = $1 AND t.company_id IN ${CALLER_COMPANIES} ORDER BY t.template_name`,
    [azureId],
  );
}
