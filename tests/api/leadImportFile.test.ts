import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';

/** Lead import from an .xlsx sent as is (issue 36 M): every cell read as the sheet shows it, by the api. */
describe('lead import from an Excel workbook', () => {
  let api: ApiHarness;
  let sales: string;
  const call = (body: unknown) => api.call('POST', 'customer/importNewLeads', { token: sales, body });
  const base64 = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');

  beforeAll(async () => {
    api = await startApi({ customers: 50 });
    sales = (await api.login('sales@demo.test')).accessToken;
  });
  afterAll(() => api.close());

  it('reads formulas as their result, rich text and hyperlinks as their text, dates as YYYY-MM-DD and zero-padded numbers as shown', async () => {
    const [{ t: template }] = await api.db.query<{ t: string }>('SELECT template_debnr AS t FROM lead_templates WHERE company_id = 1 ORDER BY 1 LIMIT 1');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    sheet.addRow(['companY_ID', 'email', 'debcont', 'debnaam', 'debadres', 'debpc', 'debplaats', 'template', 'debtfnr', 'debtext', 'kvk']);
    const row = sheet.addRow([
      { formula: '0+1', result: 1 },
      { text: 'import-file@shop.nl', hyperlink: 'mailto:import-file@shop.nl' },
      { richText: [{ text: 'Anna ' }, { text: 'de Vries', font: { bold: true } }] },
      { formula: 'CONCATENATE("Bloemen","huis Test")', result: 'Bloemenhuis Test' },
      'Dorpsstraat 1',
      1234,
      'Aalsmeer',
      template,
      612345678,
      new Date(Date.UTC(2026, 0, 2)),
      { formula: 'DATE(2026,1,2)', result: new Date(Date.UTC(2026, 0, 2)) },
    ]);
    row.getCell(6).numFmt = '00000';
    row.getCell(9).numFmt = '0000000000';
    row.getCell(10).numFmt = 'dd-mm-yyyy';
    row.getCell(11).numFmt = 'dd-mm-yyyy';
    const xlsx = await base64(workbook);

    const preview = await call({ xlsx });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ rows: [{ row: 1, email: 'import-file@shop.nl', debnaam: 'Bloemenhuis Test', errors: null, sameEmail: 0, sameVat: 0 }], created: 0 });

    expect((await call({ xlsx, confirm: true })).body.created).toBe(1);
    const [lead] = await api.db.query(
      "SELECT company_id, email, debcont, debnaam, debpc, debtfnr, debtext, kvk FROM leads WHERE email = 'import-file@shop.nl'",
    );
    expect(lead).toEqual({
      company_id: 1,
      email: 'import-file@shop.nl',
      debcont: 'Anna de Vries',
      debnaam: 'Bloemenhuis Test',
      debpc: '01234',
      debtfnr: '0612345678',
      debtext: '2026-01-02',
      kvk: '2026-01-02',
    });
  });

  it('refuses what is no workbook, a workbook that unpacks too large, and both rows and a file (400 naming the field, nothing written)', async () => {
    const [before] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
    const notZip = await call({ xlsx: Buffer.from('debnaam;email\r\nShop;a@b.nl').toString('base64'), confirm: true });
    expect([notZip.status, notZip.body.errors]).toEqual([400, { xlsx: 'is not an Excel workbook (.xlsx)' }]);

    const bomb = new ExcelJS.Workbook();
    bomb.addWorksheet('Leads').addRow(['debnaam', 'x'.repeat(5 * 1024 * 1024)]);
    const tooLarge = await call({ xlsx: await base64(bomb), confirm: true });
    expect([tooLarge.status, tooLarge.body.errors]).toEqual([400, { xlsx: 'unpacks to more than 4 MB' }]);

    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Leads').addRow(['email', 'debnaam']);
    expect((await call({ xlsx: await base64(empty) })).body.errors).toEqual({ xlsx: 'the file has no rows' });
    expect((await call({ xlsx: 'not base64!' })).body.errors).toEqual({ xlsx: 'must be an Excel workbook (.xlsx) in base64' });
    expect((await call({ rows: [{ email: 'a@b.nl' }], xlsx: await base64(empty) })).body.errors).toEqual({ rows: 'send either the rows or an xlsx file' });
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads'))[0]).toEqual(before);
  });
});
