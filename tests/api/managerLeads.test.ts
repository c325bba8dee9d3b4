import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssignableLead, type NewLead } from '../../schemas/entities/lead';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { download, xlsxRows } from './customerXlsx';

/** The manager's side of leads (spec part 2 §7): assignment, the back office's workbook, the FP copy, the accounting CSV, the overview. */
describe('leads for managers', () => {
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

  it('lists waiting and returned leads as the spec’s assignable leads and assigns one, named by company, email and creation time, to a favourite account manager', async () => {
    const waiting = (await api.call('GET', 'manager/getassignnewleads', { token: manager })).body as AssignableLead[];
    const returned = (await api.call('GET', 'manager/GetReturnedNewLeads', { token: manager })).body as AssignableLead[];
    const [counts] = await api.db.query<{ waiting: number; returned: number }>(
      `SELECT count(*) FILTER (WHERE assigned_azure_id IS NULL AND manager_azure_id IS DISTINCT FROM 'RETURNED')::int AS waiting,
              count(*) FILTER (WHERE manager_azure_id = 'RETURNED')::int AS returned
         FROM leads WHERE deleted_at IS NULL AND acctmngr_validated = 0 AND template <> 'ARCHIVE' AND company_id IN ${MANAGER_COMPANIES}`,
    );
    expect([waiting.length, returned.length]).toEqual([counts!.waiting, counts!.returned]);
    expect(returned.every((lead) => lead.manageR_AZURE_ID === 'RETURNED' && lead.azurE_ID === null)).toBe(true);
    // The spec's names, no id; every row parses as the contract's assignable lead.
    for (const lead of [...waiting, ...returned]) expect(AssignableLead.strict().parse(lead)).toEqual(lead);
    expect(waiting[0]).toMatchObject({ companyid: expect.any(Number), createdat: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), validated: false, btwok: 1, icrmuser: null });

    const sales = await api.login('sales@demo.test');
    const lead = [...returned, ...waiting].find((candidate) => [1, 3].includes(candidate.companyid))!;
    const [{ id }] = await api.db.query<{ id: number }>(
      `SELECT id::int AS id FROM leads WHERE company_id = $1 AND lower(email) = lower($2) AND date_trunc('milliseconds', icrm_created) = $3::timestamptz AND deleted_at IS NULL`,
      [lead.companyid, lead.email, lead.createdat],
    );
    const assign = (body: unknown) => api.call('POST', 'manager/ActivateNewLead', { token: manager, body });
    const before = await leadsState();
    const notFavourite = await assign({ ...lead, icrmuser: sales.user.azureId, azure_id: sales.user.azureId });
    expect([notFavourite.status, Object.keys(notFavourite.body.errors)]).toEqual([400, ['icrmuser']]);
    const nobody = await assign(lead);
    expect([nobody.status, Object.keys(nobody.body.errors)]).toEqual([400, ['icrmuser']]);
    expect((await assign({ ...lead, createdat: '2001-01-01T00:00:00.000Z', icrmuser: sales.user.azureId })).status).toBe(404);
    expect((await assign({ ...lead, createdat: 'yesterday', icrmuser: sales.user.azureId })).status).toBe(400);
    expect(await leadsState()).toBe(before);

    const candidates = (await api.call('GET', 'manager/GetiCRMusersNewLeads', { token: manager })).body as { azureId: string }[];
    expect(candidates.map((user) => user.azureId)).toContain(sales.user.azureId);
    expect((await api.call('POST', 'manager/AddFaviCRMUser', { token: manager, body: { favoriteAzureId: sales.user.azureId } })).status).toBe(200);
    const favourites = (await api.call('GET', 'manager/GetFaviCRMusersNewLeads', { token: manager })).body as { favoriteAzureId: string; name: string }[];
    expect(favourites).toContainEqual(expect.objectContaining({ favoriteAzureId: sales.user.azureId, name: 'Sam Sales' }));

    // The lead as listed plus azure_id (the spec's body): the chosen favourite as icrmuser and azure_id.
    expect((await assign({ ...lead, icrmuser: sales.user.azureId, azure_id: sales.user.azureId })).body).toEqual({ validated: true });
    const [row] = await api.db.query<{ assigned: string; manager: string; acctmngr: string }>(
      'SELECT assigned_azure_id::text AS assigned, manager_azure_id AS manager, acctmngr FROM leads WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ assigned: sales.user.azureId, manager: expect.stringMatching(/^[0-9a-f-]{36}$/), acctmngr: lead.companyid === 1 ? 'SS' : 'SAS' });
    expect(((await api.call('GET', 'customer/getnewleads', { token: sales.accessToken })).body as NewLead[]).some((own) => own.id === id)).toBe(true);
    const left = (await api.call('GET', 'manager/getassignnewleads', { token: manager })).body as AssignableLead[];
    expect(left.some((other) => other.email === lead.email && other.createdat === lead.createdat && other.companyid === lead.companyid)).toBe(false);
    expect((await assign({ ...lead, azure_id: sales.user.azureId })).status).toBe(409);

    expect((await api.call('POST', 'manager/DeleteFaviCRMUser', { token: manager, body: { favoriteAzureId: sales.user.azureId } })).status).toBe(200);
    expect((await api.call('GET', 'manager/GetFaviCRMusersNewLeads', { token: manager })).body.some((user: { favoriteAzureId: string }) => user.favoriteAzureId === sales.user.azureId)).toBe(false);
    expect((await api.call('GET', 'manager/getassignnewleads', { token: sales.accessToken })).status).toBe(403);
  });

  it('lets the manager edit a lead before export, the lead text required', async () => {
    const [lead] = (await api.call('GET', 'manager/getexportnewleads', { token: manager })).body.filter((candidate: NewLead) => candidate.fS_EXPORTED === 0) as NewLead[];
    const before = await leadsState();
    const missing = await api.call('POST', 'manager/editNewLead', { token: manager, body: { ...lead, debtext: ' ' } });
    expect([missing.status, Object.keys(missing.body.errors)]).toEqual([400, ['debtext']]);
    expect(await leadsState()).toBe(before);
    const saved = await api.call('POST', 'manager/editNewLead', { token: manager, body: { ...lead, debtext: 'Opening in maart', debplaats: 'Lisse' } });
    expect(saved.body).toMatchObject({ debtext: 'Opening in maart', debplaats: 'Lisse', version: lead!.version + 1 });
    const [exported] = (await api.call('GET', 'manager/getexportnewleads', { token: manager })).body.filter((candidate: NewLead) => candidate.fS_EXPORTED === 1) as NewLead[];
    expect((await api.call('POST', 'manager/editNewLead', { token: manager, body: { ...exported, debtext: 'x' } })).status).toBe(409);
  });

  it('takes a delivery name up to 200 and the customer number (max 6, not another customer’s) in the export dialog only', async () => {
    const [lead] = (await api.call('GET', 'manager/getexportnewleads', { token: manager })).body.filter((candidate: NewLead) => candidate.fS_EXPORTED === 0 && !candidate.debnr) as NewLead[];
    const edit = (body: unknown) => api.call('POST', 'manager/editNewLead', { token: manager, body: { ...lead, debtext: 'Opening in maart', ...(body as object) } });
    const before = await leadsState();
    const long = await edit({ lvnaamdb: 'n'.repeat(201), debnr: '1234567' });
    expect([long.status, Object.keys(long.body.errors).sort()]).toEqual([400, ['debnr', 'lvnaamdb']]);
    const [customer] = await api.db.query<{ debnr: string }>('SELECT debnr FROM customers ORDER BY debnr LIMIT 1');
    const taken = await edit({ debnr: customer!.debnr });
    expect([taken.status, taken.body.errors]).toEqual([400, { debnr: 'is already the number of another customer' }]);
    expect(await leadsState()).toBe(before);

    const saved = await edit({ lvnaamdb: 'n'.repeat(200), debnr: '999991' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ lvnaamdb: 'n'.repeat(200), debnr: '999991' });
    // The account manager's form keeps 100 and never sets the customer number.
    const sales = (await api.login('sales@demo.test')).accessToken;
    await api.db.query('UPDATE leads SET assigned_azure_id = (SELECT azure_id FROM users WHERE email = $2) WHERE id = $1', [lead!.id, 'sales@demo.test']);
    const own = (await api.call('GET', 'customer/getnewleads', { token: sales })).body.find((candidate: NewLead) => candidate.id === lead!.id) as NewLead;
    const amLong = await api.call('POST', 'customer/editNewLead', { token: sales, body: { ...own, lvnaamdb: 'n'.repeat(101) } });
    expect([amLong.status, Object.keys(amLong.body.errors)]).toEqual([400, ['lvnaamdb']]);
    const amSaved = await api.call('POST', 'customer/editNewLead', { token: sales, body: { ...own, lvnaamdb: 'Winkel', debnr: '999992' } });
    expect(amSaved.body).toMatchObject({ lvnaamdb: 'Winkel', debnr: '999991' });
    // The whole lead back with its debnr null clears the number.
    const cleared = await edit({ ...amSaved.body, debtext: 'Opening in maart', debnr: null });
    expect([cleared.status, cleared.body.debnr]).toEqual([200, null]);
  });

  it('answers each lead with suggesteD_DEBNR: the last six-digit customer number its company used', async () => {
    const leads = (await api.call('GET', 'manager/getoverviewnewleads', { token: manager })).body as NewLead[];
    const last = await api.db.query<{ company_id: number; debnr: string }>(
      `SELECT company_id, max(debnr) AS debnr FROM (SELECT company_id, debnr FROM customers UNION ALL SELECT company_id, debnr FROM leads WHERE deleted_at IS NULL) n
        WHERE debnr ~ '^[0-9]{6}$' GROUP BY company_id`,
    );
    const byCompany = new Map(last.map((row) => [row.company_id, row.debnr]));
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) expect([lead.companY_ID, lead.suggesteD_DEBNR]).toEqual([lead.companY_ID, byCompany.get(lead.companY_ID) ?? null]);
    expect(leads.some((lead) => lead.suggesteD_DEBNR?.length === 6)).toBe(true);
  });

  it('answers a held lead list with 304 until a lead changes', async () => {
    const overview = (etag = '') => api.call('GET', 'manager/getoverviewnewleads', { token: manager, headers: { 'if-none-match': etag } });
    const first = await overview();
    const etag = first.headers.get('etag')!;
    expect((await overview(etag)).status).toBe(304);
    const [lead] = first.body as NewLead[];
    await api.db.query(`UPDATE leads SET debplaats = 'Aalsmeer' WHERE id = $1`, [lead!.id]);
    const changed = await overview(etag);
    expect(changed.status).toBe(200);
    expect((changed.body as NewLead[]).find((candidate) => candidate.id === lead!.id)?.debplaats).toBe('Aalsmeer');
    expect((await overview(changed.headers.get('etag')!)).status).toBe(304);
  });
});
