import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingRow, AdHocRow, CncExportRow, DeclarationRow } from '../../schemas/entities/exports';
import { DEXX_COMPANY_ID, EXPORT_MESSAGES } from '../../schemas/entities/exports';
import { QUADRA_LAYOUT, QUADRA_LINE_LENGTH } from '../../api/exports/quadra';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { loginAs, type Caller } from './customerFixtures';

const cents = (n: number) => Math.round(n * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + cents(b), 0) / 100;

async function readSheet(buffer: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The export pages' calls (spec part 2 §2, §7; issue 15): every figure recomputed here from the invoices, lines and stock. */
describe('exports', () => {
  let api: ApiHarness;
  let admin: Caller;
  let finance: Caller;
  let sales: Caller;
  /** The last 30 days of the seed: a range with data for every export. */
  const range = { fromdate: '2026-05-18', todate: '2026-06-16' };
  const qs = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const get = (path: string, who: Caller = admin) => api.call('GET', path, { token: who.token });
  const file = async (method: string, path: string, who: Caller = admin, body?: unknown) => {
    const response = await fetch(`${api.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, disposition: response.headers.get('content-disposition') ?? '', body: await response.arrayBuffer() };
  };

  beforeAll(async () => {
    api = await startApi();
    [admin, finance, sales] = await Promise.all(['admin', 'finance', 'sales'].map((who) => loginAs(api, `${who}@demo.test`)));
  });
  afterAll(() => api.close());

  it('refuses bad ranges (400) and users without the page role (403)', async () => {
    expect((await get(`GenerateDexxCnCExport?${qs({ fromdate: '2026-06-10', todate: '2026-06-01' })}`)).status).toBe(400);
    expect((await get(`GenerateDexxCnCExport?${qs({ fromdate: '2026-02-30', todate: '2026-03-01' })}`)).status).toBe(400);
    expect((await get(`GenerateDexxCnCExport?${qs({ fromdate: '2024-01-01', todate: '2026-03-01' })}`)).status).toBe(400);
    expect((await get('GenerateDexxCnCExport')).status).toBe(400);
    for (const path of [`GenerateDexxCnCExport?${qs(range)}`, `GenerateAdHocExport?${qs(range)}`, `GenerateDexxCBSExport?${qs({ ...range, company: '570' })}`]) {
      expect((await get(path, sales)).status).toBe(403);
    }
    expect((await get(`quadra/preview?${qs({ finadmin: 1, beginDatum: range.fromdate, eindDatum: range.todate })}`, sales)).status).toBe(403);
    expect((await get(`quadra/preview?${qs({ finadmin: 3, beginDatum: range.fromdate, eindDatum: range.todate })}`, finance)).status).toBe(400);
  });

  describe('click and collect', () => {
    it('sums Dexx counter sales per day and kind of article, with the preparation costs', async () => {
      const answer = await get(`GenerateDexxCnCExport?${qs(range)}`);
      expect(answer.status).toBe(200);
      const rows = answer.body as CncExportRow[];
      const lines = await api.db.query<{ fctdat: string; category: string; amount: number }>(
        `SELECT to_char(i.fctdat, 'YYYY-MM-DD') AS fctdat, a.export_category AS category, l.amount::float8 AS amount
           FROM invoices i JOIN invoice_lines l ON l.factnr = i.factnr JOIN articles a ON a.artnr = l.artnr
          WHERE i.company_id = $1 AND i.order_source = 'personal' AND i.fctdat BETWEEN $2 AND $3`,
        [DEXX_COMPANY_ID, range.fromdate, range.todate],
      );
      const fees = await api.db.query<{ fctdat: string; handling: number }>(
        `SELECT to_char(fctdat, 'YYYY-MM-DD') AS fctdat, handling::float8 AS handling FROM invoices WHERE company_id = $1 AND order_source = 'personal' AND fctdat BETWEEN $2 AND $3`,
        [DEXX_COMPANY_ID, range.fromdate, range.todate],
      );
      const days = [...new Set(fees.map((f) => f.fctdat))].sort();
      expect(rows.map((r) => r.fctdat)).toEqual(days);
      for (const row of rows) {
        const of = (category: string) => sum(lines.filter((l) => l.fctdat === row.fctdat && l.category === category).map((l) => l.amount));
        expect(row).toEqual({
          fctdat: row.fctdat,
          dayname: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'][new Date(`${row.fctdat}T12:00:00Z`).getUTCDay()],
          flowers: of('flowers'),
          plants: of('plants'),
          deco: of('deco'),
          divers: of('divers'),
          handling: sum(fees.filter((f) => f.fctdat === row.fctdat).map((f) => f.handling)),
        });
      }
      expect(rows.some((r) => r.handling > 0 && r.deco > 0)).toBe(true);
    });

    it("takes the spec's body, the list of generated rows, and writes the file from the range sent along, not from the rows", async () => {
      const rows = (await get(`GenerateDexxCnCExport?${qs(range)}`)).body as CncExportRow[];
      const forged = [{ ...rows[0]!, flowers: 1e9 }];
      const download = await file('POST', `DownloadExcelDexxCnCExport?${qs(range)}`, admin, forged);
      expect(download.status).toBe(200);
      const sheet = await readSheet(download.body);
      expect(sheet[0]).toEqual(['Date', 'Jour', 'Fleurs', 'Plantes', 'Déco', 'Divers', 'Frais Prepa']);
      expect(sheet).toHaveLength(rows.length + 1);
      expect(sheet[1]).toEqual([`${rows[0]!.fctdat.slice(8, 10)}/${rows[0]!.fctdat.slice(5, 7)}/${rows[0]!.fctdat.slice(0, 4)}`, rows[0]!.dayname, rows[0]!.flowers, rows[0]!.plants, rows[0]!.deco, rows[0]!.divers, rows[0]!.handling]);
    });

    it('refuses a body that is not the list of rows, a row without its fields, and a missing range, each 400 naming the field', async () => {
      const rows = (await get(`GenerateDexxCnCExport?${qs(range)}`)).body as CncExportRow[];
      const post = (path: string, body: unknown) => api.call('POST', path, { token: admin.token, body });
      const refused = async (path: string, body: unknown) => {
        const answer = await post(path, body);
        return [answer.status, Object.keys(answer.body.errors ?? {})];
      };
      expect(await refused(`DownloadExcelDexxCnCExport?${qs(range)}`, { ...range, rows })).toEqual([400, ['_']]);
      expect(await refused(`DownloadExcelDexxCnCExport?${qs(range)}`, [{ fctdat: rows[0]!.fctdat, dayname: 'lundi', flowers: '12', plants: 0, deco: 0, divers: 0, handling: 0 }])).toEqual([400, ['0.flowers']]);
      expect(await refused('DownloadExcelDexxCnCExport', rows)).toEqual([400, ['fromdate', 'todate']]);
    });
  });

  describe('stock', () => {
    it('totals a branch stock per label and mails it to accounting as Excel', async () => {
      const rows = (await get('GenerateStockExport?company=8')).body as { voortxt: string; total: number }[];
      const stock = await api.db.query<{ voortxt: string; value: number }>('SELECT voortxt, value::float8 AS value FROM branch_stock WHERE branch_id = 8');
      expect(rows).toEqual([...new Set(stock.map((s) => s.voortxt))].sort().map((voortxt) => ({ voortxt, total: sum(stock.filter((s) => s.voortxt === voortxt).map((s) => s.value)) })));
      expect((await get('GenerateStockExport?company=1')).status).toBe(400);
      // The spec's body: "data rows and company", the rows in `data`; the figures mailed are read again, not taken from it.
      const forged = rows.map((r) => ({ ...r, total: 1e9 }));
      const sent = await api.call('POST', 'DownloadExcelStockExport', { token: admin.token, body: { data: forged, company: 8 } });
      expect(sent.status).toBe(200);
      expect(sent.body.message).toContain('comptabilite@');
      const [mail] = await api.db.query<{ attachments: { filename: string; content: string }[] }>('SELECT attachments FROM outbox_mails ORDER BY id DESC LIMIT 1');
      const sheet = await readSheet(Buffer.from(mail!.attachments[0]!.content, 'base64').buffer as ArrayBuffer);
      expect(sheet.slice(1)).toEqual(rows.map((r) => [r.voortxt, r.total]));
    });

    it("takes the page's range as optional fromdate/todate (the stock is today's either way) and refuses a bad date naming it", async () => {
      const plain = (await get('GenerateStockExport?company=8')).body;
      expect((await get(`GenerateStockExport?${qs({ company: 8, ...range })}`)).body).toEqual(plain);
      const bad = await get(`GenerateStockExport?${qs({ company: 8, fromdate: '2026-02-30', todate: range.todate })}`);
      expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([400, ['fromdate']]);
    });

    it('refuses a stock body without `data` or without a stock branch (400 naming the field) and mails nothing', async () => {
      const rows = (await get('GenerateStockExport?company=8')).body as { voortxt: string; total: number }[];
      const [before] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_mails');
      for (const [body, field] of [
        [{ company: 8, rows }, 'data'],
        [{ data: rows }, 'company'],
        [{ data: rows, company: 1 }, 'company'],
        [{ data: [{ voortxt: 'Roses' }], company: 8 }, 'data.0.total'],
        [rows, '_'],
      ] as const) {
        const answer = await api.call('POST', 'DownloadExcelStockExport', { token: admin.token, body });
        expect([answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([400, [field]]);
      }
      const [after] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_mails');
      expect(after!.n).toBe(before!.n);
    });
  });

  describe('DEB', () => {
    it('declares a branch importation per invoice and customs number, and one customer expedition; the debnr is required', async () => {
      const rows = (await get(`GenerateDexxCBSExport?${qs({ ...range, company: '570' })}`)).body as DeclarationRow[];
      const lines = await api.db.query<{ factnr: number; quantity: number; amount: number }>(
        `SELECT i.factnr::float8 AS factnr, l.quantity, l.amount::float8 AS amount FROM invoices i JOIN invoice_lines l ON l.factnr = i.factnr
          WHERE i.company_id = $1 AND i.branch_id = 8 AND i.fctdat BETWEEN $2 AND $3`,
        [DEXX_COMPANY_ID, range.fromdate, range.todate],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(sum(rows.map((r) => r.waarde))).toBe(sum(lines.map((l) => l.amount)));
      expect(rows.reduce((n, r) => n + r.totstuks, 0)).toBe(lines.reduce((n, l) => n + l.quantity, 0));
      expect(rows.every((r) => r.departement === '69' && r.payS_ORIGINE === 'NL' && /^\d{8}$/.test(r.statnr))).toBe(true);

      const download = await file('GET', `DownloadExcelDexxCBSExport?${qs({ ...range, company: '570' })}`);
      expect(download.disposition).toContain('DEXX-CBS-Export-570-2026-06-17.xlsx');
      expect((await readSheet(download.body)).length).toBe(rows.length + 1);

      const debnr = rows[0]!.debnr;
      const expedition = (await get(`GenerateDexxCBSExportExpedition?${qs({ ...range, debnr })}`)).body as DeclarationRow[];
      expect(expedition.length).toBeGreaterThan(0);
      expect(expedition.every((r) => r.debnr === debnr && r.payS_ORIGINE === 'FR')).toBe(true);
      const missing = await get(`GenerateDexxCBSExportExpedition?${qs(range)}`);
      expect(missing.status).toBe(400);
      expect(missing.body.errors.debnr).toBe(EXPORT_MESSAGES.enterDebnr);
      expect((await get(`GenerateDexxCBSExportExpedition?${qs({ ...range, debnr: '1234567' })}`)).status).toBe(400);
    });
  });

  describe('download names', () => {
    it('names the expedition file from a checked debnr, encoded per RFC 6266, and refuses a debnr no file name may hold (400 naming it)', async () => {
      const [{ debnr }] = (await get(`GenerateDexxCBSExport?${qs({ ...range, company: '570' })}`)).body as DeclarationRow[];
      const download = await file('GET', `DownloadExcelDexxCBSExportExpedition?${qs({ ...range, debnr })}`);
      const name = `DEXX-CBS-Export-Expedition-${debnr}-2026-06-17.xlsx`;
      expect([download.status, download.disposition]).toEqual([200, `attachment; filename="${name}"; filename*=UTF-8''${name}`]);
      for (const bad of ['a";x=', '💐💐', 'a\r\nb', '1\r2']) {
        for (const path of ['DownloadExcelDexxCBSExportExpedition', 'GenerateDexxCBSExportExpedition']) {
          const answer = await get(`${path}?${qs({ ...range, debnr: bad })}`);
          expect([answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([400, ['debnr']]);
        }
      }
    });

    it("names the click-and-collect, ad hoc, JDF and accounting files by today's date, not by the range asked (spec part 2 §9)", async () => {
      const named = async (method: string, path: string, body?: unknown) => {
        const download = await file(method, path, admin, body);
        expect(download.status).toBe(200);
        return /filename="([^"]+)"/.exec(download.disposition)?.[1];
      };
      const quadra = qs({ finadmin: 8, beginDatum: range.fromdate, eindDatum: range.todate });
      expect(await named('POST', `DownloadExcelDexxCnCExport?${qs(range)}`, (await get(`GenerateDexxCnCExport?${qs(range)}`)).body)).toBe('DEXX-CnC-Export-2026-06-17.xlsx');
      expect(await named('POST', `DownloadExcelAdHoc?${qs(range)}`, [])).toBe('AdHoc-Export-2026-06-17.xls');
      expect(await named('GET', `quadra/download-payments?${quadra}`)).toBe('PAIEMENTS-Lyon-2026-06-17.ascii');
      expect(await named('GET', `ExportJDF/download?${qs({ ...range, type: 'FUST' })}`)).toBe('JDF-FUST-2026-06-17.txt');
    });
  });

  describe('accounting package (Quadra)', () => {
    const quadra = (path: string) => `${path}?${qs({ finadmin: 8, beginDatum: range.fromdate, eindDatum: range.todate })}`;

    it('balances the sales journal: every invoice debits the customer and credits the sales accounts by kind', async () => {
      const rows = (await get(quadra('quadra/preview'), finance)).body as AccountingRow[];
      expect(rows.length).toBeGreaterThan(0);
      const debit = sum(rows.filter((r) => r.letterDC === 'D').map((r) => r.total));
      const credit = sum(rows.filter((r) => r.letterDC === 'C').map((r) => r.total));
      expect(debit).toBe(credit);
      const [totals] = await api.db.query<{ invoiced: number }>(
        `SELECT coalesce(sum(amount), 0)::float8 AS invoiced FROM invoices WHERE company_id = $1 AND branch_id = 8 AND fctdat BETWEEN $2 AND $3`,
        [DEXX_COMPANY_ID, range.fromdate, range.todate],
      );
      expect(sum(rows.filter((r) => r.compte_comptable.startsWith('411') && r.letterDC === 'D').map((r) => r.total))).toBe(totals!.invoiced);
      expect(rows.every((r) => r.afdeling === '08')).toBe(true);
      expect(new Set(rows.filter((r) => r.letterDC === 'C' && !r.compte_comptable.startsWith('411')).map((r) => r.compte_comptable.slice(0, 4)))).toEqual(new Set(['7071', '7072', '7073', '7074']));
    });

    it('writes VENTES and PAIEMENTS in the fixed-width layout, one line per entry, amounts in cents', async () => {
      const rows = (await get(quadra('quadra/preview'), finance)).body as AccountingRow[];
      const sales = await file('GET', quadra('quadra/download-sales'), finance);
      expect(sales.disposition).toContain('VENTES-Lyon-2026-06-17.ascii');
      const lines = new TextDecoder('ascii').decode(sales.body).split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines).toHaveLength(rows.length);
      const at = (line: string, [start, width]: readonly [number, number]) => line.slice(start - 1, start - 1 + width);
      lines.forEach((line, i) => {
        const row = rows[i]!;
        expect(line).toHaveLength(QUADRA_LINE_LENGTH);
        expect(at(line, QUADRA_LAYOUT.type)).toBe('M');
        expect(at(line, QUADRA_LAYOUT.account).trim()).toBe(row.compte_comptable);
        expect(at(line, QUADRA_LAYOUT.journal)).toBe('VT');
        expect(at(line, QUADRA_LAYOUT.date)).toBe(`${row.fctdat.slice(8, 10)}${row.fctdat.slice(5, 7)}${row.fctdat.slice(2, 4)}`);
        expect(at(line, QUADRA_LAYOUT.direction)).toBe(row.letterDC);
        expect(Number(at(line, QUADRA_LAYOUT.cents))).toBe(cents(row.total));
        expect(Number(at(line, QUADRA_LAYOUT.piece))).toBe(row.factnr % 1e10);
      });
      const payments = new TextDecoder('ascii').decode((await file('GET', quadra('quadra/download-payments'), finance)).body).split('\r\n').filter(Boolean);
      const [paid] = await api.db.query<{ n: number; total: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(paid), 0)::float8 AS total FROM invoices WHERE company_id = $1 AND branch_id = 8 AND paid > 0 AND paid_date BETWEEN $2 AND $3`,
        [DEXX_COMPANY_ID, range.fromdate, range.todate],
      );
      expect(payments).toHaveLength(paid!.n * 2);
      expect(payments.filter((l) => at(l, QUADRA_LAYOUT.direction) === 'D').reduce((n, l) => n + Number(at(l, QUADRA_LAYOUT.cents)), 0)).toBe(cents(paid!.total));
    });

    it('lists as faults the invoices of customers without a VAT number', async () => {
      const [customer] = await api.db.query<{ debnr: string }>(
        `SELECT i.debnr FROM invoices i WHERE i.company_id = $1 AND i.branch_id = 8 AND i.fctdat BETWEEN $2 AND $3 ORDER BY i.factnr LIMIT 1`,
        [DEXX_COMPANY_ID, range.fromdate, range.todate],
      );
      await api.db.query("UPDATE customers SET btw_number = '' WHERE debnr = $1", [customer!.debnr]);
      const faults = (await get(`quadra/faults?${qs({ finadmin: 8, fromdate: range.fromdate, enddate: range.todate })}`, finance)).body;
      const [invoices] = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM invoices i JOIN customers c ON c.debnr = i.debnr WHERE i.company_id = $1 AND i.branch_id = 8 AND i.fctdat BETWEEN $2 AND $3 AND c.btw_number = ''`,
        [DEXX_COMPANY_ID, range.fromdate, range.todate],
      );
      expect(faults.filter((f: { code: string }) => f.code === 'TVA')).toHaveLength(invoices!.n);
      expect(faults.some((f: { debnr: string }) => f.debnr === customer!.debnr)).toBe(true);
    });
  });

  describe('ad hoc, JDF and purchase overview (the caller’s company)', () => {
    const day = { fromdate: '2026-06-16', todate: '2026-06-16' };

    it('lists every invoice line of the company in the range, and downloads them', async () => {
      const rows = (await get(`GenerateAdHocExport?${qs(day)}`)).body as { mvvalrig: number; mvcodiva: string }[];
      const [lines] = await api.db.query<{ n: number; total: number }>(
        `SELECT count(*)::int AS n, sum(l.amount)::float8 AS total FROM invoices i JOIN invoice_lines l ON l.factnr = i.factnr WHERE i.company_id = 1 AND i.fctdat = $1`,
        [day.fromdate],
      );
      expect(rows).toHaveLength(lines!.n);
      expect(sum(rows.map((r) => r.mvvalrig))).toBe(lines!.total);
    });

    it("downloads with the spec's body, the rows, recomputed from the range sent along; another body is a 400 naming the field", async () => {
      const rows = (await get(`GenerateAdHocExport?${qs(day)}`)).body as AdHocRow[];
      // One row posted back, its amount forged: the file still holds every line of the range at its own amount.
      const download = await file('POST', `DownloadExcelAdHoc?${qs(day)}`, admin, [{ ...rows[0]!, mvvalrig: 1e9 }]);
      expect([download.status, download.disposition]).toEqual([200, expect.stringContaining('AdHoc-Export-2026-06-17.xls')]);
      const sheet = await readSheet(download.body);
      expect(sheet).toHaveLength(rows.length + 1);
      expect(sheet.slice(1).map((r) => r[7])).toEqual(rows.map((r) => r.mvvalrig));

      const refused = async (path: string, body: unknown) => {
        const answer = await api.call('POST', path, { token: admin.token, body });
        return [answer.status, Object.keys(answer.body.errors ?? {})];
      };
      expect(await refused('DownloadExcelAdHoc', day)).toEqual([400, ['fromdate', 'todate']]);
      expect(await refused(`DownloadExcelAdHoc?${qs(day)}`, day)).toEqual([400, ['_']]);
      expect(await refused(`DownloadExcelAdHoc?${qs(day)}`, [{ ...rows[0]!, mvvalrig: 'a lot' }])).toEqual([400, ['0.mvvalrig']]);
    });

    it('counts the JDF documents per type and writes the file of one type', async () => {
      const rows = (await get(`ExportJDF?${qs(day)}`)).body as { debnr: string; category: string }[];
      const [invoices] = await api.db.query<{ n: number; online: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE order_source = 'online')::int AS online FROM invoices WHERE company_id = 1 AND fctdat = $1`,
        [day.fromdate],
      );
      expect(rows.filter((r) => r.category === 'FACTURE')).toHaveLength(invoices!.n);
      expect(rows.filter((r) => r.category === 'TRANSPORT')).toHaveLength(invoices!.online);
      const text = new TextDecoder().decode((await file('GET', `ExportJDF/download?${qs({ ...day, type: 'TRANSPORT' })}`)).body);
      expect(text.split('\r\n').filter(Boolean)).toHaveLength(invoices!.online);
      expect((await get(`ExportJDF/download?${qs({ ...day, type: 'OTHER' })}`)).status).toBe(400);
    });

    it('lists the buying customers per day and one customer’s lines with price and volume', async () => {
      const customers = (await get(`GetPurchaseOverviewCustomers?${qs(day)}`)).body as { debnr: string; fctdat: string }[];
      expect(customers.length).toBeGreaterThan(0);
      const { debnr } = customers[0]!;
      const lines = (await get(`GetPurchaseOverviewDetails?${qs({ ...day, debnr })}`)).body as { levTotaal: number; totalNetAmount: number; unitNetPrice: number; volume: number }[];
      const [invoiced] = await api.db.query<{ total: number }>(
        `SELECT sum(l.amount)::float8 AS total FROM invoices i JOIN invoice_lines l ON l.factnr = i.factnr WHERE i.company_id = 1 AND i.debnr = $1 AND i.fctdat = $2`,
        [debnr, day.fromdate],
      );
      expect(sum(lines.map((l) => l.totalNetAmount))).toBe(invoiced!.total);
      expect(lines.every((l) => l.volume > 0 && Math.abs(l.unitNetPrice * l.levTotaal - l.totalNetAmount) <= l.levTotaal * 0.005 + 0.001)).toBe(true);
    });
  });

  describe('API pages', () => {
    it('lists the configured entries for admins only', async () => {
      const entries = (await get('getapis')).body as { name: string; type: string; link: string; finadmin: string }[];
      expect(entries.length).toBeGreaterThan(5);
      expect(entries.find((e) => e.name === 'Omzet per klant')).toMatchObject({ type: 'send_excel', link: '/api/send/excel/turnover', finadmin: '1' });
      expect((await get('getapis', finance)).status).toBe(403);
    });

    it("answers every Excel and Enalyzer entry's link followed with ?finadmin= (spec part 2 §7), as the browser follows it", async () => {
      const entries = (await get('getapis')).body as { name: string; type: string; link: string; finadmin: string }[];
      const linked = entries.filter((e) => /(^|,)\s*(send|download)_(excel|enalyzer)/.test(e.type));
      expect(linked.length).toBeGreaterThan(4);
      for (const entry of linked) {
        const answer = await file('GET', `${entry.link.replace(/^\/api\//, '')}?${qs({ finadmin: entry.finadmin })}`);
        expect({ name: entry.name, status: answer.status }).toEqual({ name: entry.name, status: 200 });
        // A download link answers the file; a send link mails it and answers JSON.
        expect(answer.disposition.startsWith('attachment')).toBe(entry.type.includes('download_'));
      }
      // A send is only an entry's send link; a download entry's file cannot be mailed through it.
      expect((await get('send/excel/openitems?finadmin=5')).status).toBe(404);
    });

    it('makes each configured file from the database, and nothing that is not configured', async () => {
      const openItems = await file('GET', 'files/excel/openitems?finadmin=5');
      const [open] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE company_id = 5 AND paid < amount');
      expect((await readSheet(openItems.body)).length).toBe(open!.n + 1);
      expect((await get('files/excel/openitems?finadmin=2')).status).toBe(404);
      expect((await get('files/excel/secrets?finadmin=1')).status).toBe(404);
      // Omzet per klant is a send entry: its link is the send, and no download of it is configured.
      expect((await get('files/excel/turnover?finadmin=1')).status).toBe(404);

      // TEST_NOW is a Wednesday: the daily files look back on Tuesday.

      const enalyzer = new TextDecoder().decode((await file('GET', 'files/enalyzer/vdp?finadmin=1')).body).replace(/^\ufeff/, '');
      const [delivered] = await api.db.query<{ n: number }>(
        "SELECT count(DISTINCT c.debnr)::int AS n FROM invoices i JOIN customers c ON c.debnr = i.debnr WHERE i.company_id = 1 AND i.fctdat = '2026-06-16' AND c.email LIKE '%_@_%'",
      );
      expect(enalyzer.split('\r\n').filter(Boolean)).toHaveLength(delivered!.n + 1);

      const callList = await file('GET', 'download/callcenter?type=vdp');
      const [quiet] = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT c.debnr FROM customers c JOIN invoices i ON i.debnr = c.debnr
          WHERE c.company_id = 1 AND NOT c.inactive AND i.fctdat BETWEEN '2026-04-20' AND '2026-06-17' GROUP BY c.debnr HAVING max(i.fctdat) < '2026-06-15') q`,
      );
      expect((await readSheet(callList.body)).length).toBe(quiet!.n + 1);
      expect((await get('download/callcenter?type=nobody')).status).toBe(404);

      const market = new TextDecoder('utf-8', { ignoreBOM: true }).decode((await file('POST', 'DownloadFlowerPlaceExportTable')).body);
      expect(market.split('\r\n')[0]).toBe('\ufeffartnr;description;group;price;sold');
    });

    it('writes the survey list so that a spreadsheet splitting on , or ; finds no formula in a customer name', async () => {
      const [customer] = await api.db.query<{ debnr: string }>(
        "SELECT DISTINCT c.debnr FROM invoices i JOIN customers c ON c.debnr = i.debnr WHERE i.company_id = 1 AND i.fctdat = '2026-06-16' AND c.email LIKE '%_@_%' ORDER BY c.debnr LIMIT 1",
      );
      await api.db.query("UPDATE customers SET name = $2 WHERE debnr = $1", [customer!.debnr, "Shop,=cmd|' /C calc'!A0"]);
      const csv = new TextDecoder().decode((await file('GET', 'files/enalyzer/vdp?finadmin=1')).body).replace(/^\ufeff/, '');
      const line = csv.split('\r\n').find((l) => l.startsWith(`${customer!.debnr};`))!;
      expect(line.split(';')[1]).toBe(`"Shop,'=cmd|' /C calc'!A0"`);
      // Split on , as English Excel does, quotes honoured or not: the name's second part is text.
      expect(line.split(',')[1]).toMatch(/^'=cmd/);
    });

    it('sends the daily Excel to the admin who asked, and the call list to the call centre', async () => {
      expect((await get('send/excel/turnover?finadmin=1')).body.message).toBe('Omzet per klant sent to admin@demo.test');
      const [{ attachments }] = await api.db.query<{ attachments: { content: string }[] }>('SELECT attachments FROM outbox_mails ORDER BY id DESC LIMIT 1');
      // TEST_NOW is a Wednesday: the daily files look back on Tuesday.
      const [customers] = await api.db.query<{ n: number }>("SELECT count(DISTINCT debnr)::int AS n FROM invoices WHERE company_id = 1 AND fctdat = '2026-06-16'");
      expect(await readSheet(Buffer.from(attachments[0]!.content, 'base64').buffer as ArrayBuffer)).toHaveLength(customers!.n + 1);
      expect((await get('send/callcenter?type=roobos')).body.message).toBe('Callcenter Roobos sent to callcenter@roobos.example');
      const mails = await api.db.query<{ recipient: string; attachments: unknown[] }>('SELECT recipient, attachments FROM outbox_mails ORDER BY id DESC LIMIT 2');
      expect(mails.map((m) => m.recipient)).toEqual(['callcenter@roobos.example', 'admin@demo.test']);
      expect(mails.every((m) => m.attachments.length === 1)).toBe(true);
    });
  });
});
