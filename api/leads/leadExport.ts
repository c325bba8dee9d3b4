import { writeCsv } from '../files/csv';
import type { Queryable } from '../db/database';
import { writeXlsx, type XlsxColumn } from '../files/xlsx';
import { CALLER_COMPANIES } from './leadRecord';
import type { NewLead } from '../../schemas/entities/lead';

/** What the back-office import needs of a lead (the NewLeads workbook): the lead's fields and its webshop password. */
export type ExportLead = Pick<
  NewLead,
  | 'id' | 'companY_ID' | 'email' | 'debnr' | 'debnaam' | 'debadres' | 'debpc' | 'debplaats' | 'deblandcod' | 'debcont' | 'debtfnr' | 'debmobiel'
  | 'email2' | 'lvnaamdb' | 'lvadresdb' | 'lvpcdb' | 'lvplaatsdb' | 'btwnrdeb' | 'kvk' | 'transcod' | 'template' | 'findebnr' | 'debfingrp'
  | 'debtext' | 'acctmngr' | 'defkarloc' | 'dooslocatie' | 'transpId' | 'inpakBproces' | 'doosvulfc' | 'welcomeDiscount'
> & { password: string };

const EXPORT_COLUMNS = `l.id::int AS id, l.company_id AS "companY_ID", l.email, l.debnr, l.debnaam, l.debadres, l.debpc, l.debplaats, l.deblandcod, l.debcont,
  l.debtfnr, l.debmobiel, l.email2, l.lvnaamdb, l.lvadresdb, l.lvpcdb, l.lvplaatsdb, l.password, l.btwnrdeb, l.kvk, l.transcod, l.template,
  l.findebnr, l.debfingrp, l.debtext, l.acctmngr, l.defkarloc, l.dooslocatie, l.transp_id AS "transpId", l.inpak_bproces AS "inpakBproces",
  l.doosvulfc, l.welcome_discount AS "welcomeDiscount"`;

/**
 * Marks the chosen leads exported and answers them: only validated leads of the manager's
 * companies not exported before (an exported lead never goes twice), archived ones never.
 */
export function exportLeads(tx: Queryable, azureId: string, ids: readonly number[], now: Date): Promise<ExportLead[]> {
  return tx.query<ExportLead>(
    `UPDATE leads l SET fs_exported = 1, fs_exported_date = $3, version = version + 1
      WHERE l.id = ANY($2::bigint[]) AND l.deleted_at IS NULL AND l.acctmngr_validated = 1 AND l.fs_exported = 0 AND l.template <> 'ARCHIVE'
        AND l.company_id IN ${CALLER_COMPANIES}
      RETURNING ${EXPORT_COLUMNS}`,
    [azureId, ids, now],
  );
}

/**
 * The chosen leads of the day's export, for the files that follow the workbook (the accounting CSV,
 * the FP copy): validated and not exported yet, or exported today. Nothing changes.
 */
export function todaysExport(q: Queryable, azureId: string, ids: readonly number[], today: string, companies?: readonly number[]): Promise<ExportLead[]> {
  return q.query<ExportLead>(
    `SELECT ${EXPORT_COLUMNS} FROM leads l
      WHERE l.id = ANY($2::bigint[]) AND l.deleted_at IS NULL AND l.acctmngr_validated = 1 AND l.template <> 'ARCHIVE'
        AND (l.fs_exported = 0 OR l.fs_exported_date::date = $3::date) AND l.company_id IN ${CALLER_COMPANIES}
        AND ($4::int[] IS NULL OR l.company_id = ANY($4::int[]))
      ORDER BY l.id`,
    [azureId, ids, today, companies ? [...companies] : null],
  );
}

const text = (field: keyof ExportLead): XlsxColumn<ExportLead> => ({ header: field, value: (lead) => (lead[field] as string | null) ?? '' });

/** The NewLeads workbook: a row per lead, a column per back-office field. */
export function leadsWorkbook(leads: readonly ExportLead[]): Promise<Buffer> {
  return writeXlsx('NewLeads', [
    { header: 'companY_ID', value: (lead) => lead.companY_ID, format: 'integer' },
    ...(['email', 'debnr', 'debnaam', 'debadres', 'debpc', 'debplaats', 'deblandcod', 'debcont', 'debtfnr', 'debmobiel', 'email2', 'lvnaamdb', 'lvadresdb', 'lvpcdb', 'lvplaatsdb', 'password', 'btwnrdeb', 'kvk', 'transcod', 'template', 'findebnr', 'debfingrp', 'debtext', 'acctmngr', 'defkarloc', 'dooslocatie'] as const).map(text),
    { header: 'transpId', value: (lead) => lead.transpId, format: 'integer' },
    text('inpakBproces'),
    text('doosvulfc'),
    { header: 'welcome_discount', value: (lead) => (lead.welcomeDiscount ? 1 : 0), format: 'integer' },
  ], leads);
}

/** The accounting package's relations file (Exact): `;`-separated, every field formula-safe, a header row. */
export function exactCsv(leads: readonly ExportLead[]): string {
  const fields = ['debnr', 'debnaam', 'debadres', 'debpc', 'debplaats', 'deblandcod', 'btwnrdeb', 'kvk', 'email', 'debtfnr', 'debcont'] as const;
  return writeCsv(fields, leads.map((lead) => fields.map((field) => String(lead[field] ?? ''))));
}
