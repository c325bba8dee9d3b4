import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { download } from './customerXlsx';

/** The accounting package's CSV of the lead export (issue 36 G): the same cells and no formula whichever separator the spreadsheet splits on. */
describe('Exact CSV of the lead export', () => {
  let api: ApiHarness;
  let manager: string;

  beforeAll(async () => {
    api = await startApi({ customers: 50 });
    manager = (await api.login('manager@demo.test')).accessToken;
  });
  afterAll(() => api.close());

  it('quotes a name holding a comma and neutralises the formula after it', async () => {
    const [lead] = await api.db.query<{ id: number }>(
      `SELECT id::int AS id FROM leads WHERE deleted_at IS NULL AND acctmngr_validated = 1 AND fs_exported = 0 AND template <> 'ARCHIVE'
          AND company_id IN (SELECT g.company_id FROM user_groups ug JOIN users u ON u.id = ug.user_id JOIN debtor_groups g ON g.group_code = ug.group_code WHERE u.email = 'manager@demo.test')
        ORDER BY id LIMIT 1`,
    );
    await api.db.query(`UPDATE leads SET debnaam = $2, debadres = $3 WHERE id = $1`, [lead!.id, "Shop,=cmd|' /C calc'!A0", 'Street 1\r\n@SUM(A1)']);
    const csv = await download(`${api.url}/api/manager/generateexactexportnewleads`, manager, 'POST', [{ id: lead!.id, checked: true }]);
    expect(csv.status).toBe(200);
    const text = csv.file.toString('utf8');
    const bySemicolon = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
    expect(bySemicolon.map((row) => row.length)).toEqual([11, 11]);
    expect(bySemicolon[1]!.slice(1, 3)).toEqual(["Shop,'=cmd|' /C calc'!A0", "Street 1\r\n'@SUM(A1)"]);
    const byComma = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true }).data.flat();
    expect(byComma.filter((cell) => /^ *[=+\-@]/.test(cell))).toEqual([]);
  });
});
