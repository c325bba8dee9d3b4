import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { PrelevementRun } from '../../schemas/entities/prelevement';
import { callerGroups } from './callerGroups';
import type { Collection } from './selection';

export type RunKind = 'excel' | 'xml' | 'mail';

export interface RunRecord {
  company: number;
  datum: string;
  kind: RunKind;
  azureId: string;
  at: Date;
  collections: readonly Collection[];
  file?: { name: string; body: Buffer | string };
}

/** Records a run (who, when, company, invoices, totals, the file's sha256) so no invoice is collected twice unnoticed. */
export async function recordRun(q: Queryable, run: RunRecord): Promise<void> {
  const payload = {
    debtors: run.collections.map((c) => ({ debnr: c.debnr, total: c.total, invoices: c.invoices.map((i) => i.invoice) })),
    invoices: run.collections.flatMap((c) => c.invoices.map((i) => i.invoice)),
    total: Math.round(run.collections.reduce((sum, c) => sum + Math.round(c.total * 100), 0)) / 100,
    sha256: run.file === undefined ? null : createHash('sha256').update(run.file.body).digest('hex'),
  };
  await q.query(
    'INSERT INTO prelevement_runs (company, datum, kind, payload, created_by, created_at, file_name, file) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)',
    [run.company, run.datum, run.kind, JSON.stringify(payload), run.azureId, run.at, run.file?.name ?? null, run.file === undefined ? null : Buffer.from(run.file.body)],
  );
}

/**
 * A run the caller (azure id in `param`) may see: every debtor in it is a customer of one of their groups.
 * A run touching anyone else's debtor shows names, IBANs and amounts they may not see, so it stays hidden.
 */
const visibleTo = (param: string) => `NOT EXISTS (
  SELECT 1 FROM jsonb_array_elements(r.payload->'debtors') d
   WHERE NOT EXISTS (SELECT 1 FROM customers c WHERE c.debnr = d->>'debnr' AND c.group_code IN ${callerGroups(param)}))`;

/** Earlier runs the caller may see, newest first: who, when, what, their totals, and whether a file can be downloaded again. */
export function listRuns(q: Queryable, azureId: string, limit = 50): Promise<PrelevementRun[]> {
  return q.query<PrelevementRun>(
    `SELECT r.id, r.kind, r.company, to_char(r.datum, 'YYYY-MM-DD') AS datum, u.name AS "createdBy", r.created_at AS "createdAt",
            (r.payload->>'total')::float8 AS total, jsonb_array_length(r.payload->'invoices') AS invoices,
            jsonb_array_length(r.payload->'debtors') AS debtors, r.file_name AS "fileName"
       FROM prelevement_runs r LEFT JOIN users u ON u.azure_id = r.created_by
      WHERE ${visibleTo('$1')}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [azureId, limit],
  );
}

/** A run's kept file, if it has one and the caller may see the run. */
export async function runFile(q: Queryable, azureId: string, id: number): Promise<{ name: string; kind: RunKind; body: Buffer } | undefined> {
  const [row] = await q.query<{ file_name: string | null; kind: RunKind; file: Uint8Array | null }>(
    `SELECT r.file_name, r.kind, r.file FROM prelevement_runs r WHERE r.id = $1 AND ${visibleTo('$2')}`,
    [id, azureId],
  );
  return row?.file && row.file_name ? { name: row.file_name, kind: row.kind, body: Buffer.from(row.file) } : undefined;
}

/** The invoices an earlier bank file (xml run) already collected, with that run's date. */
export async function collectedInvoices(q: Queryable, invoices: readonly number[]): Promise<Map<number, string>> {
  if (invoices.length === 0) return new Map();
  const rows = await q.query<{ invoice: number; datum: string }>(
    `SELECT inv::bigint AS invoice, max(to_char(r.datum, 'YYYY-MM-DD')) AS datum
       FROM prelevement_runs r, jsonb_array_elements_text(r.payload->'invoices') inv
      WHERE r.kind = 'xml' AND inv::bigint = ANY($1::bigint[])
      GROUP BY 1`,
    [invoices],
  );
  return new Map(rows.map((r) => [Number(r.invoice), r.datum]));
}

/** Debtors whose mandate was collected before (their next collection is RCUR, the first FRST). */
export async function collectedDebtors(q: Queryable, debnrs: readonly string[]): Promise<Set<string>> {
  const rows = await q.query<{ debnr: string }>(
    `SELECT DISTINCT d->>'debnr' AS debnr FROM prelevement_runs, jsonb_array_elements(payload->'debtors') d
      WHERE kind = 'xml' AND d->>'debnr' = ANY($1::text[])`,
    [debnrs],
  );
  return new Set(rows.map((r) => r.debnr));
}
