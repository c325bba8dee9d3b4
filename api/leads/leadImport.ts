import { leadForm, type LeadForm, type LeadImportAnswer, type LeadImportRow } from '../../schemas/entities/lead';
import type { RouteContext } from '../http/route';
import { zodErrors } from '../http/errors';
import { CALLER_COMPANIES } from './leadRecord';
import { createLead } from './leadWrites';

type Ctx = RouteContext<unknown, unknown>;

/**
 * Checks rows of a lead file with the form's own schema and against the leads already there (same
 * email or VAT number, in the file or before it); with `confirm`, creates the rows without errors,
 * each as the form would (nothing is written before the user confirms).
 */
export async function importLeads(ctx: Ctx, rows: readonly Record<string, unknown>[], confirm: boolean): Promise<LeadImportAnswer> {
  const { db } = ctx.services;
  const templates = new Set(
    (await db.query<{ key: string }>(`SELECT company_id || '/' || template_debnr AS key FROM lead_templates WHERE company_id IN ${CALLER_COMPANIES}`, [ctx.caller.azureId])).map((t) => t.key),
  );
  const companies = new Set((await db.query<{ id: number }>(`SELECT id FROM companies WHERE id IN ${CALLER_COMPANIES}`, [ctx.caller.azureId])).map((c) => c.id));
  const seen = { email: new Map<string, number>(), vat: new Map<string, number>() };
  const checked: LeadImportRow[] = [];
  const importable: LeadForm[] = [];
  for (const [i, row] of rows.entries()) {
    const parsed = leadForm.safeParse(row);
    const errors: Record<string, string> = parsed.success ? {} : zodErrors(parsed.error);
    if (parsed.success) {
      const lead = parsed.data;
      if (!companies.has(lead.companY_ID)) errors.companY_ID = 'is not one of your companies';
      else if (lead.template !== 'ARCHIVE' && !templates.has(`${lead.companY_ID}/${lead.template}`)) errors.template = 'is not a template of this company';
    }
    const email = String(row.email ?? '').trim().toLowerCase();
    const vat = parsed.success ? parsed.data.btwnrdeb : '';
    const [known] = await db.query<{ emails: number; vats: number }>(
      `SELECT count(*) FILTER (WHERE lower(email) = $2)::int AS emails, count(*) FILTER (WHERE $3 <> '' AND btwnrdeb = $3)::int AS vats
         FROM leads WHERE deleted_at IS NULL AND company_id IN ${CALLER_COMPANIES}`,
      [ctx.caller.azureId, email, vat],
    );
    const sameEmail = known!.emails + (email ? (seen.email.get(email) ?? 0) : 0);
    const sameVat = known!.vats + (vat ? (seen.vat.get(vat) ?? 0) : 0);
    if (email) seen.email.set(email, (seen.email.get(email) ?? 0) + 1);
    if (vat) seen.vat.set(vat, (seen.vat.get(vat) ?? 0) + 1);
    const clean = Object.keys(errors).length === 0;
    checked.push({ row: i + 1, email: String(row.email ?? ''), debnaam: String(row.debnaam ?? ''), errors: clean ? null : errors, sameEmail, sameVat });
    if (clean && parsed.success) importable.push(parsed.data);
  }
  if (confirm) for (const lead of importable) await createLead(ctx, lead, false);
  return { rows: checked, created: confirm ? importable.length : 0 };
}
