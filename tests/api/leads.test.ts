import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, type NewLead } from '../../schemas/entities/lead';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { startFakeVies, type FakeVies } from '../support/fakes/vies';

/** The account manager's side of new leads (spec part 2 §7 "Leads"), over the seeded leads and a fake VIES. */
describe('new leads', () => {
  let api: ApiHarness;
  let vies: FakeVies;
  let sales: string;
  let salesId: string;

  /** Every lead row as text: a refused call must leave it exactly as it was. */
  const leadsState = async () => (await api.db.query<{ h: string }>("SELECT md5(string_agg(l::text, ',' ORDER BY id)) AS h FROM leads l"))[0]!.h;
  const call = (method: string, path: string, body?: unknown, token = sales) => api.call(method, path, { token, body });
  const templateOf = async (company: number) =>
    (await api.db.query<{ t: string }>('SELECT template_debnr AS t FROM lead_templates WHERE company_id = $1 ORDER BY 1 LIMIT 1', [company]))[0]!.t;
  const form = async (extra: Record<string, unknown> = {}) => ({
    companY_ID: 1,
    email: 'info@bloemenhuis-test.nl',
    debcont: 'Anna de Vries',
    debnaam: 'Bloemenhuis Test',
    debadres: 'Dorpsstraat 1',
    debpc: '1431 AB',
    debplaats: 'Aalsmeer',
    template: await templateOf(1),
    btwnrdeb: 'NL 0044.95445 B01',
    acctmngR_NOTE: 'Wil een proefbestelling',
    forM_SOURCE: 'Beurs',
    ...extra,
  });

  beforeAll(async () => {
    vies = await startFakeVies();
    vies.records.set('NL004495445B01', { valid: true, name: 'BLOEMENHUIS TEST B.V.', address: 'DORPSSTRAAT 1\n1431AB AALSMEER' });
    api = await startApi({ customers: 50, env: { VIES_URL: vies.url } });
    const login = await api.login('sales@demo.test');
    [sales, salesId] = [login.accessToken, login.user.azureId];
  });
  afterAll(async () => {
    await api.close();
    await vies.close();
  });

  it('lists the account manager’s own leads of their companies, newest first, with the spec’s field names', async () => {
    const { status, body } = await call('GET', 'customer/getnewleads');
    expect(status).toBe(200);
    const expected = await api.db.query<{ id: number }>(
      `SELECT l.id::int AS id FROM leads l
        WHERE l.deleted_at IS NULL AND l.company_id IN (1, 3)
          AND (l.assigned_azure_id = $1 OR (l.created_by_azure_id = $1 AND l.manager_azure_id IS DISTINCT FROM 'RETURNED'))
        ORDER BY l.icrm_created DESC, l.id DESC`,
      [salesId],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body.map((lead: NewLead) => lead.id)).toEqual(expected.map((row) => row.id));
    expect(Object.keys(body[0])).toEqual(expect.arrayContaining(['companY_ID', 'acctmngR_NOTE', 'vieS_VALID', 'acctmngR_VALIDATED', 'fS_EXPORTED', 'icrM_CREATED', 'countEmails', 'countVAT', 'version']));
  });

  it('checks a VAT number with VIES and keeps what VIES said with the lead created after it', async () => {
    const check = await call('POST', 'customer/checkVies', { btwnrdeb: 'nl004495445b01', email: 'x@y.nl' });
    expect(check.body).toEqual({ valid: true, debnaam: 'BLOEMENHUIS TEST B.V.', debAddress: 'DORPSSTRAAT 1, 1431AB AALSMEER', vat: 'NL004495445B01', status: 'valid' });
    expect((await call('POST', 'customer/checkVies', { btwnrdeb: ' - ' })).status).toBe(400);
    // The spec's body: the lead form as it stands.
    const checked = await call('POST', 'customer/checkVies', await form({ btwnrdeb: 'nl004495445b01', debtfnr: '', vieS_VALID: null, vieS_NAME: null, vieS_ADDRESS: null, vieS_VAT: null }));
    expect(checked.body).toEqual(check.body);

    // The spec's create: the lead plus useremail, the vieS_* fields filled from the check.
    const vies = { vieS_VALID: check.body.valid, vieS_NAME: check.body.debnaam, vieS_ADDRESS: check.body.debAddress, vieS_VAT: check.body.vat };
    const before = await leadsState();
    const badEmail = await call('POST', 'customer/createNewLead', { ...(await form()), ...vies, useremail: 'sales-at-demo' });
    expect([badEmail.status, Object.keys(badEmail.body.errors)]).toEqual([400, ['useremail']]);
    expect(await leadsState()).toBe(before);
    const created = await call('POST', 'customer/createNewLead', { ...(await form()), ...vies, useremail: 'sales@demo.test' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      btwnrdeb: 'NL004495445B01',
      vieS_VALID: true,
      vieS_NAME: 'BLOEMENHUIS TEST B.V.',
      acctmngR_NOTE: 'iCRM Note : Wil een proefbestelling',
      forM_SOURCE: 'Form source : Beurs',
      acctmngR_VALIDATED: 0,
      azure_id: salesId,
      version: 1,
    });
    expect((await call('GET', 'customer/getnewleads')).body[0].id).toBe(created.body.id);
    // A VAT number nobody checked here stays unchecked, whatever the client says about it.
    const unchecked = await call('POST', 'customer/createNewLead', await form({ email: 'shop2@test.nl', btwnrdeb: 'BE0776091951', vieS_VALID: true, vieS_NAME: 'Claimed' }));
    expect(unchecked.body).toMatchObject({ vieS_VALID: null, vieS_NAME: null });
  });

  it('refuses an incomplete or foreign lead with the field named, writing nothing', async () => {
    const before = await leadsState();
    const base = await form({ email: 'new@shop.nl' });
    for (const [change, field] of [
      [{ email: '' }, 'email'],
      [{ email: 'not-an-email' }, 'email'],
      [{ debnaam: ' ' }, 'debnaam'],
      [{ debpc: '123456789' }, 'debpc'],
      [{ template: '' }, 'template'],
      [{ template: 'ARCHIVE', acctmngR_NOTE: 'iCRM Note : ' }, 'acctmngR_NOTE'],
      [{ template: '990999' }, 'template'],
      [{ companY_ID: 6 }, 'companY_ID'],
      [{ btwnrdeb: 'NL'.padEnd(25, '1') }, 'btwnrdeb'],
    ] as const) {
      const answer = await call('POST', 'customer/createNewLead', { ...base, ...change });
      expect([field, answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([field, 400, [field]]);
    }
    expect((await call('POST', 'customer/createNewLead', { ...base, companY_ID: 2, template: await templateOf(2) })).status).toBe(403);
    const finance = (await api.login('finance@demo.test')).accessToken;
    expect((await call('POST', 'customer/createNewLead', base, finance)).status).toBe(403);
    expect((await call('GET', 'customer/getnewleads', undefined, finance)).status).toBe(403);
    expect(await leadsState()).toBe(before);
  });

  it('validates once, keeps the email while editing, refuses stale versions and exported leads', async () => {
    const lead: NewLead = (await call('POST', 'customer/createNewLead', await form({ email: 'edit@shop.nl' }))).body;
    const edited = await call('POST', 'customer/editNewLead', { ...lead, email: 'other@shop.nl', debplaats: 'Rijnsburg' });
    expect(edited.body).toMatchObject({ email: 'edit@shop.nl', debplaats: 'Rijnsburg', version: 2 });
    const stale = await call('POST', 'customer/editNewLead', { ...lead, debplaats: 'Lisse' });
    expect([stale.status, stale.body.current.debplaats, stale.body.changedBy.userName]).toEqual([409, 'Rijnsburg', 'Sam Sales']);

    const validated = await call('POST', 'customer/validateNewLead', { ...edited.body, useremail: 'sales@demo.test' });
    expect(validated.body).toMatchObject({ acctmngR_VALIDATED: 1, name: 'Sam Sales', validateD_DATE: expect.any(String) });
    expect((await call('POST', 'customer/validateNewLead', validated.body)).status).toBe(409);

    await api.db.query('UPDATE leads SET fs_exported = 1, fs_exported_date = now(), inactief = false WHERE id = $1', [lead.id]);
    const before = await leadsState();
    const exported = await call('POST', 'customer/editNewLead', { ...validated.body, debplaats: 'Lisse' });
    expect([exported.status, exported.body.message]).toEqual([409, LEAD_MESSAGES.exported]);
    expect((await call('POST', 'customer/deleteNewLead', { id: lead.id, acctmngR_NOTE: 'weg' })).status).toBe(409);
    expect(await leadsState()).toBe(before);

    const history = (await call('GET', `history/lead/${lead.id}`)).body.map((entry: { action: string }) => entry.action);
    expect(history).toEqual(['validate', 'update', 'create']);
  });

  it('counts and lists leads that share an email or a VAT number', async () => {
    const first: NewLead = (await call('POST', 'customer/createNewLead', await form({ email: 'twice@shop.nl', btwnrdeb: 'FR40303265045' }))).body;
    const second: NewLead = (await call('POST', 'customer/createNewLead', await form({ email: 'TWICE@shop.nl', btwnrdeb: 'FR 403 032 650 45' }))).body;
    expect([second.countEmails, second.countVAT]).toEqual([1, 1]);
    const sameEmail = (await call('GET', 'customer/GetMultipleEmailLeads?email=twice%40shop.nl')).body;
    expect(sameEmail.map((d: { id: number }) => d.id).sort()).toEqual([first.id, second.id].sort());
    const sameVat = (await call('GET', 'customer/GetMultipleVatLeads?vat=FR40303265045')).body;
    expect(sameVat).toHaveLength(2);
    expect((await call('GET', 'customer/GetMultipleVatLeads')).status).toBe(400);
  });

  it('returns a lead to the manager or deletes it, each only with a note, and counts the badges', async () => {
    const counts = async () => (await call('POST', 'customer/getNavCountNewleads')).body;
    const start = await counts();
    const lead: NewLead = (await call('POST', 'customer/createNewLead', await form({ email: 'back@shop.nl' }))).body;
    expect((await counts()).newLeads).toBe(start.newLeads + 1);
    expect(start).toMatchObject({ leadsToAssign: 0, leadsToExport: 0 });

    const before = await leadsState();
    expect((await call('POST', 'customer/returnNewLead', { id: lead.id, acctmngR_NOTE: 'iCRM Note : ' })).status).toBe(400);
    expect((await call('POST', 'customer/deleteNewLead', { id: lead.id })).status).toBe(400);
    expect(await leadsState()).toBe(before);

    const returned = await call('POST', 'customer/returnNewLead', { id: lead.id, acctmngR_NOTE: 'Klant is al klant bij een zusterbedrijf' });
    expect(returned.body).toMatchObject({ manageR_AZURE_ID: 'RETURNED', azure_id: null, acctmngR_NOTE: 'iCRM Note : Klant is al klant bij een zusterbedrijf' });
    expect((await call('GET', 'customer/getnewleads')).body.some((l: NewLead) => l.id === lead.id)).toBe(false);
    expect((await counts()).newLeads).toBe(start.newLeads);

    // The spec's delete: ?username= and the lead itself as body, its note saying why.
    const gone: NewLead = (await call('POST', 'customer/createNewLead', await form({ email: 'gone@shop.nl' }))).body;
    expect((await call('POST', 'customer/deleteNewLead?username=Sam%20Sales', { ...gone, acctmngR_NOTE: '' })).status).toBe(400);
    expect((await call('POST', `customer/deleteNewLead?username=${'x'.repeat(201)}`, { ...gone, acctmngR_NOTE: 'Dubbel ingevoerd' })).status).toBe(400);
    expect((await call('POST', 'customer/deleteNewLead?username=Sam%20Sales', { ...gone, acctmngR_NOTE: 'Dubbel ingevoerd' })).status).toBe(200);
    expect((await call('GET', 'customer/getnewleads')).body.some((l: NewLead) => l.id === gone.id)).toBe(false);
    expect((await call('POST', 'customer/editNewLead', { ...gone, debplaats: 'Lisse' })).status).toBe(404);

    const manager = (await api.login('manager@demo.test')).accessToken;
    const managerCounts = (await call('POST', 'customer/getNavCountNewleads', undefined, manager)).body;
    const [toExport] = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL AND template <> 'ARCHIVE' AND acctmngr_validated = 1 AND fs_exported = 0
          AND company_id IN (SELECT g.company_id FROM user_groups ug JOIN users u ON u.id = ug.user_id JOIN debtor_groups g ON g.group_code = ug.group_code WHERE u.email = 'manager@demo.test')`,
    );
    expect(managerCounts.leadsToExport).toBe(toExport!.n);
    expect(managerCounts.leadsToAssign).toBeGreaterThan(0);
  });

  it('keeps another company’s leads out of reach (404)', async () => {
    const [foreign] = await api.db.query<{ id: number }>('SELECT id::int AS id FROM leads WHERE company_id = 2 AND deleted_at IS NULL LIMIT 1');
    const answer = await call('POST', 'customer/editNewLead', { ...(await form()), id: foreign!.id });
    expect(answer.status).toBe(404);
    expect((await call('GET', `history/lead/${foreign!.id}`)).status).toBe(404);
  });

  it('activates new customers: the validation company needs its back-office fields, activation logs ActivateNewCustomer', async () => {
    const listed = (await call('GET', 'customer/getnewcustomers')).body as NewLead[];
    const expected = await api.db.query<{ id: number }>(
      `SELECT id::int AS id FROM leads WHERE deleted_at IS NULL AND fs_exported = 1 AND debnr IS NOT NULL AND inactief AND template <> 'ARCHIVE' AND company_id IN (1, 3) ORDER BY fs_exported_date DESC, id DESC`,
    );
    expect(listed.map((lead) => lead.id)).toEqual(expected.map((row) => row.id));

    // A company-1 lead awaiting activation, its back office not done yet.
    const [lead] = await api.db.query<{ id: number; debnr: string }>(
      `UPDATE leads SET fs_exported = 1, fs_exported_date = now(), inactief = true, debnr = 'Z90001', defkarloc = '', transp_id = 0, inpak_bproces = 'Doos', doosvulfc = 'Vol'
        WHERE id = (SELECT id FROM leads WHERE company_id = 1 AND deleted_at IS NULL AND acctmngr_validated = 1 ORDER BY id LIMIT 1) RETURNING id::int AS id, debnr`,
    );
    const before = await leadsState();
    const refused = await call('GET', `customer/ActivateNewCustomer/${lead!.debnr}?welcome_discount=1`);
    expect([refused.status, Object.keys(refused.body.errors).sort()]).toEqual([400, ['defkarloc', 'transpId']]);
    expect((await call('GET', `customer/ActivateNewCustomer/${lead!.debnr}?welcome_discount=yes`)).status).toBe(400);
    expect(await leadsState()).toBe(before);

    await api.db.query(`UPDATE leads SET defkarloc = 'A1', transp_id = 12 WHERE id = $1`, [lead!.id]);
    const activated = await call('GET', `customer/ActivateNewCustomer/${lead!.debnr}?welcome_discount=1`);
    expect(activated.body).toMatchObject({ inactief: false, welcomeDiscount: true });
    const [log] = await api.db.query<{ azure_id: string }>(`SELECT azure_id::text FROM user_logs WHERE type = 'button' AND action_name = 'ActivateNewCustomer' AND extra_info = $1`, [lead!.debnr]);
    expect(log?.azure_id).toBe(salesId);
    expect((await call('GET', `history/lead/${lead!.id}`)).body[0]).toMatchObject({ action: 'activate' });
    expect((await call('GET', `customer/ActivateNewCustomer/${lead!.debnr}`)).status).toBe(404);
    // Activated, it is a customer: no longer to be turned down.
    expect((await call('POST', 'customer/deleteNewLead', { id: lead!.id, acctmngR_NOTE: 'Toch niet' })).status).toBe(409);

    // Other companies activate directly, whatever the back office has filled.
    const [other] = await api.db.query<{ id: number; debnr: string }>(
      `UPDATE leads SET fs_exported = 1, fs_exported_date = now(), inactief = true, debnr = 'Z90003', defkarloc = '', transp_id = 0
        WHERE id = (SELECT id FROM leads WHERE company_id = 3 AND deleted_at IS NULL AND template <> 'ARCHIVE' ORDER BY id LIMIT 1) RETURNING id::int AS id, debnr`,
    );
    expect((await call('GET', `customer/ActivateNewCustomer/${other!.debnr}?welcome_discount=0`)).body).toMatchObject({ inactief: false, welcomeDiscount: false });
  });

  it('turns down a new customer awaiting activation with a note', async () => {
    const [waiting] = await api.db.query<{ id: number }>(
      `UPDATE leads SET fs_exported = 1, fs_exported_date = now(), inactief = true, debnr = 'Z90002'
        WHERE id = (SELECT id FROM leads WHERE company_id = 1 AND deleted_at IS NULL AND fs_exported = 0 AND template <> 'ARCHIVE' ORDER BY id DESC LIMIT 1) RETURNING id::int AS id`,
    );
    expect(((await call('GET', 'customer/getnewcustomers')).body as NewLead[]).some((lead) => lead.id === waiting!.id)).toBe(true);
    expect((await call('POST', 'customer/deleteNewLead', { id: waiting!.id, acctmngR_NOTE: 'Geen klant geworden' })).status).toBe(200);
    expect(((await call('GET', 'customer/getnewcustomers')).body as NewLead[]).some((lead) => lead.id === waiting!.id)).toBe(false);
  });

  it('keeps the user’s favourite templates, only templates of their companies', async () => {
    const favourites = async () => ((await call('POST', 'customer/GetTemplatesNewLeads')).body as { template_debnr: string }[]).map((t) => t.template_debnr);
    const seeded = await favourites();
    expect(seeded.length).toBeGreaterThan(0);
    expect((await call('POST', 'customer/GetAllDebType')).body).toContainEqual({ id: 'FG10', text: 'Binnenland regulier' });
    const all = (await call('POST', 'customer/GetAllTemplatesNewLeads')).body as { template_debnr: string; company_id: number }[];
    expect(new Set(all.map((t) => t.company_id))).toEqual(new Set([1, 3]));
    const extra = all.find((t) => !seeded.includes(t.template_debnr))!;
    expect((await call('POST', 'customer/AddFaviCRMUser', { template_debnr: extra.template_debnr })).body.map((t: { template_debnr: string }) => t.template_debnr)).toContain(extra.template_debnr);
    const [foreign] = await api.db.query<{ t: string }>('SELECT template_debnr AS t FROM lead_templates WHERE company_id = 2 LIMIT 1');
    expect((await call('POST', 'customer/AddFaviCRMUser', { template_debnr: foreign!.t })).status).toBe(400);
    await call('POST', 'customer/DeleteFaviCRMUser', { template_debnr: extra.template_debnr });
    expect((await favourites()).sort()).toEqual([...seeded].sort());
  });

  it('imports a lead file only when confirmed, leaving out rows with errors and pointing out duplicates', async () => {
    const good = await form({ email: 'import1@shop.nl', btwnrdeb: '' });
    const rows = [
      { ...good, companY_ID: '1' },
      { ...good, email: 'IMPORT1@shop.nl', debnaam: 'Tweede winkel' },
      { ...good, email: 'not-an-email' },
      { ...good, email: 'import3@shop.nl', template: '990999' },
    ];
    const before = await leadsState();
    const preview = await call('POST', 'customer/importNewLeads', { rows });
    expect(preview.body.created).toBe(0);
    expect(preview.body.rows.map((row: { errors: Record<string, string> | null; sameEmail: number }) => [row.errors && Object.keys(row.errors), row.sameEmail])).toEqual([
      [null, 0],
      [null, 1],
      [['email'], 0],
      [['template'], 0],
    ]);
    expect(await leadsState()).toBe(before);

    const done = await call('POST', 'customer/importNewLeads', { rows, confirm: true });
    expect(done.body.created).toBe(2);
    const imported = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE lower(email) = 'import1@shop.nl' AND created_by_azure_id = $1", [salesId]);
    expect(imported[0]!.n).toBe(2);
    expect((await call('POST', 'customer/importNewLeads', { rows: [] })).status).toBe(400);
  });
});
