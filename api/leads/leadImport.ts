import { z } from 'zod';
import { LEAD_IMPORT_MAX_ROWS, leadForm, type LeadForm, type LeadImportAnswer, type LeadImportRow } from '../../schemas/entities/lead';
import { readSheetRows, SHEET_MAX_UNPACKED_BYTES } from '../files/sheetRows';
import type { RouteContext } from '../http/route';
import { badRequest, zodErrors } from '../http/errors';
import { CALLER_COMPANIES } from './leadRecord';
import { createLead } from './leadWrites';

type Ctx = RouteContext<unknown, unknown>;

const tooMany = `at most ${LEAD_IMPORT_MAX_ROWS} rows at once`;

/**
 * A lead file as the import takes it: the rows of a CSV read by the page, or an .xlsx workbook as is
 * (base64), read here so that every cell comes as the user sees it (formulas, rich text, dates).
 */
export const leadImportInput = z
  .object({
    rows: z.array(z.record(z.string(), z.unknown())).min(1, 'the file has no rows').max(LEAD_IMPORT_MAX_ROWS, tooMany).optional(),
    xlsx: z.base64('must be an Excel workbook (.xlsx) in base64').optional(),
    confirm: z.boolean().default(false),
  })
  .refine((input) => (input.rows === undefined) !== (input.xlsx === undefined), { path: ['rows'], message: 'send either the rows or an xlsx file' });
export type LeadImportInput = z.output<typeof leadImportInput>;

/** The rows of the import: the page's, or the workbook's first sheet; a workbook that cannot be read is a 400 naming `xlsx`. */
async function rowsOf(input: LeadImportInput): Promise<readonly Record<string, unknown>[]> {
  if (input.rows) return input.rows;
  const rows = await readSheetRows(Buffer.from(input.xlsx ?? '', 'base64'));
  const problem =
    rows === 'unreadable' ? 'is not an Excel workbook (.xlsx)'
    : rows === 'too large' ? `unpacks to more than ${SHEET_MAX_UNPACKED_BYTES / 1024 / 1024} MB`
    : rows.length === 0 ? 'the file has no rows'
    : rows.length > LEAD_IMPORT_MAX_ROWS ? tooMany
    : undefined;
  if (problem) throw badRequest('Invalid request body', { xlsx: problem });
  return rows as Record<string, string>[];
}

/**
 * Checks rows of a lead file with the form's own schema and against the leads already there (same
 * email or VAT number, in the file or before it); with `confirm`, creates the rows without errors,
 * each as the form would (nothing is written before the user confirms).
 */
export async function importLeads(ctx: Ctx, input: LeadImportInput): Promise<LeadImportAnswer> {
  const { db } = ctx.services;
  const { confirm } = input;
  const rows = await rowsOf(input);
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
