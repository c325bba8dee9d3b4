import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewLead } from '../../schemas/entities/lead';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { download, xlsxRows } from './customerXlsx';

/** The manager's lead export (spec part 2 §7): the back office's workbook, the FP copy, the accounting CSV, and the overview. */
describe('lead export', () => {
  let api: ApiHarness;
  let manager: string;
  const today = '2026-06-17';
  const MANAGER_COMPANIES = `(SELECT g.company_id FROM user_groups ug JOIN users u ON u.id = ug.user_id JOIN debtor_groups g ON g.group_code = ug.group_code WHERE u.email = 'manager@demo.test')`;
  const post = (path: string, body: unknown, token = manager) => download(`${api.url}/api/${path}`, token, 'POST', body);
  const leadsState = async () => (await api.db.query<{ h: string }>("SELECT md5(string_agg(l::text, ',' ORDER BY id)) AS h FROM leads l"))[0]!.h;

  beforeAll(async () => {
    api = await startApi({ customers: 50 });
    manager = (await api.login('manager@demo.test')).accessToken;
  });
  afterAll(() => api.close());

  it('lists the validated leads of the manager’s companies, and all of them in the overview', async () => {
    const exportable = (await api.call('GET', 'manager/getexportnewleads', { token: manager })).body as NewLead[];
    const [expected] = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL AND acctmngr_validated = 1 AND template <> 'ARCHIVE' AND company_id IN ${MANAGER_COMPANIES}`,
    );
    expect(exportable.length).toBe(expected!.n);
    expect(exportable.every((lead) => lead.acctmngR_VALIDATED === 1)).toBe(true);
    const overview = (await api.call('GET', 'manager/getoverviewnewleads', { token: manager })).body as NewLead[];
    const [all] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL AND company_id IN ${MANAGER_COMPANIES}`);
    expect(overview.length).toBe(all!.n);
    const sales = (await api.login('sales@demo.test')).accessToken;
    expect((await api.call('GET', 'manager/getexportnewleads', { token: sales })).status).toBe(403);
  });

  it('exports the checked validated leads once: the workbook, then the accounting CSV and the FP copy of the same day', async () => {
    const candidates = await api.db.query<{ id: number; company_id: number }>(
      `SELECT id::int AS id, company_id FROM leads WHERE deleted_at IS NULL AND acctmngr_validated = 1 AND fs_exported = 0 AND template <> 'ARCHIVE'
          AND company_id IN ${MANAGER_COMPANIES} ORDER BY id LIMIT 3`,
    );
    expect(candidates.length).toBe(3);
    const [first, second, unchecked] = candidates;
    const [notValidated] = await api.db.query<{ id: number }>(`SELECT id::int AS id FROM leads WHERE deleted_at IS NULL AND acctmngr_validated = 0 AND company_id IN ${MANAGER_COMPANIES} LIMIT 1`);
    await api.db.query(`UPDATE leads SET debnaam = '=HYPERLINK("http://evil.test")' WHERE id = $1`, [first!.id]);
    const selection = [{ id: first!.id, checked: true }, { id: second!.id, checked: true }, { id: unchecked!.id, checked: false }, { id: notValidated!.id, checked: true }];

    const workbook = await post('manager/generateexportnewleads', selection);
    expect([workbook.status, workbook.fileName]).toEqual([200, `NewLeads-${today}.xlsx`]);
    const rows = await xlsxRows(workbook.file);
    expect(rows).toHaveLength(3);
    const emailColumn = (rows[0] as string[]).indexOf('email');
    const exported = await api.db.query<{ id: number; email: string; fs_exported: number }>('SELECT id::int AS id, email, fs_exported FROM leads WHERE id = ANY($1::bigint[]) ORDER BY id', [[first!.id, second!.id, unchecked!.id]]);
    expect(rows.slice(1).map((row) => row[emailColumn]).sort()).toEqual(exported.slice(0, 2).map((lead) => lead.email).sort());
    expect(exported.map((lead) => lead.fs_exported)).toEqual([1, 1, 0]);
    expect(rows.slice(1).flat()).toContain(`'=HYPERLINK("http://evil.test")`);
    const [latest] = (await api.call('GET', `history/lead/${first!.id}`, { token: manager })).body;
    expect(latest).toMatchObject({ action: 'export', changes: { fS_EXPORTED: { from: 0, to: 1 } } });

    // Exported leads never go twice: nothing left to export is a 400 and changes nothing.
    const before = await leadsState();
    expect((await post('manager/generateexportnewleads', selection)).status).toBe(400);
    expect(await leadsState()).toBe(before);

    const csv = await post('manager/generateexactexportnewleads', selection);
    expect([csv.status, csv.fileName]).toEqual([200, `Exact-Export-${today}.csv`]);
    const parsed = Papa.parse<string[]>(csv.file.toString('utf8'), { delimiter: ';', skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['debnr', 'debnaam', 'debadres', 'debpc', 'debplaats', 'deblandcod', 'btwnrdeb', 'kvk', 'email', 'debtfnr', 'debcont']);
    expect(parsed.slice(1).map((row) => row[8]).sort()).toEqual(exported.slice(0, 2).map((lead) => lead.email).sort());
    expect(parsed.slice(1).map((row) => row[1])).toContain(`'=HYPERLINK("http://evil.test")`);

    const fpLeads = [first, second].filter((lead) => [2, 5, 7].includes(lead!.company_id));
    const fp = await post('manager/generateexportnewleadscopyfp', selection);
    if (fpLeads.length === 0) expect(fp.status).toBe(400);
    else expect([fp.status, fp.fileName, (await xlsxRows(fp.file)).length]).toEqual([200, `NewLeads-FP-${today}.xlsx`, fpLeads.length + 1]);
    expect(await leadsState()).toBe(before);
  });

  it('refuses an empty selection and callers who are no managers', async () => {
    expect((await post('manager/generateexportnewleads', [])).status).toBe(400);
    expect((await post('manager/generateexportnewleads', [{ id: 1, checked: false }])).status).toBe(400);
    expect((await post('manager/generateexportnewleads', { leads: [] })).status).toBe(400);
    const sales = (await api.login('sales@demo.test')).accessToken;
    expect((await post('manager/generateexactexportnewleads', [{ id: 1, checked: true }], sales)).status).toBe(403);
  });
});
