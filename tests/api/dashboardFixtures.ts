import type { ApiHarness, CallResult } from '../support/apiHarness';

/**
 * Independent figures for the dashboard tests: plain SQL over the raw invoices, lines and credits
 * (never the summary tables the api reads), so a wrong summary or range split shows up as a mismatch.
 */
export interface Range {
  start: string;
  end: string;
}

export const rangeQuery = (range: Range) => `startDateString=${range.start}&endDateString=${range.end}`;

export interface CustomerFigures {
  debnr: string;
  name: string;
  turnover: number;
  orders: number;
}

/** Per customer of the group with an invoice in the range: invoiced amount and number of invoices. */
export function invoicedPerCustomer(api: ApiHarness, groupCode: string, range: Range): Promise<CustomerFigures[]> {
  return api.db.query<CustomerFigures>(
    `SELECT i.debnr, c.name, sum(i.amount) AS turnover, count(*)::int AS orders
       FROM invoices i JOIN customers c ON c.debnr = i.debnr
      WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3
      GROUP BY i.debnr, c.name
      ORDER BY sum(i.amount) DESC, i.debnr`,
    [groupCode, range.start, range.end],
  );
}

export async function invoicedTotal(api: ApiHarness, groupCode: string, range: Range): Promise<number> {
  const [row] = await api.db.query<{ total: number }>(
    `SELECT coalesce(sum(i.amount), 0) AS total FROM invoices i JOIN customers c ON c.debnr = i.debnr
      WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3`,
    [groupCode, range.start, range.end],
  );
  return row!.total;
}

/** Days of a range, both ends included (dates as UTC midnights, so no daylight-saving drift). */
export function daysIn(range: Range): number {
  return (Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / 86_400_000 + 1;
}

/** The debnrs of a group, to check that no other group's customer appears in an answer. */
export async function debnrsOf(api: ApiHarness, groupCode: string): Promise<Set<string>> {
  const rows = await api.db.query<{ debnr: string }>('SELECT debnr FROM customers WHERE group_code = $1', [groupCode]);
  return new Set(rows.map((r) => r.debnr));
}

/**
 * A call on a fresh connection. These tests run heavy SQL on the api's own PGlite, which blocks the
 * event loop; a reused keep-alive socket can then be closed by the server just as fetch sends on it.
 */
export function callFresh<T = any>(api: ApiHarness, method: string, path: string, token: string | undefined, body?: unknown): Promise<CallResult<T>> {
  return api.call<T>(method, path, { token, body, headers: { connection: 'close' } });
}

/** POSTs a download and returns the status, the file name of Content-Disposition and the file. */
export async function postDownload(api: ApiHarness, path: string, token: string, body: unknown): Promise<{ status: number; fileName: string | null; file: Buffer }> {
  const response = await fetch(`${api.url}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  return { status: response.status, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null, file: Buffer.from(await response.arrayBuffer()) };
}
