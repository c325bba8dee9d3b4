import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditorIdentifier, creditorOf, isValidCreditorId } from '../../api/prelevement/creditors';
import { sepaText } from '../../api/prelevement/sepaText';
import type { PrelevementDebtor } from '../../schemas/entities/prelevement';
import { earliestCollectionDate } from '../../schemas/forms/collectionDate';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { loginAs, type Caller } from './customerFixtures';
import { rowCounts } from './support/rowCounts';

/** The official pain.008.001.02 schema (ISO 20022), as Debian's tryton-modules-account-payment-sepa ships it. */
const XSD = path.resolve(import.meta.dirname, '../fixtures/sepa/pain.008.001.02.xsd');
const scratch = mkdtempSync(path.join(tmpdir(), 'sepa-'));

/** xmllint's verdict on a file against the schema: '' when valid, else its complaints. */
function schemaErrors(xml: string): string {
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);
const cents = (n: number) => Math.round(n * 100);

describe('prelevement (direct debit)', () => {
  let api: ApiHarness;
  let manager: Caller;
  let sales: Caller;
  let debtors: PrelevementDebtor[];

  beforeAll(async () => {
    api = await startApi();
    [manager, sales] = await Promise.all(['manager', 'sales'].map((who) => loginAs(api, `${who}@demo.test`)));
    debtors = (await api.call('POST', 'prelevement/getprelevement', { token: manager.token, body: { company: 22, minBetaalTermijn: 0, maxBetaalTermijn: 30 } })).body;
  });
  afterAll(() => api.close());

  /** The debtors as the screen sends them: their selected invoices, the collection date and toPay. */
  const list = (chosen: readonly PrelevementDebtor[], datum = '2026-06-20') =>
    chosen.map((d) => ({ ...d, prelevementDate: datum, toPay: d.invoices.reduce((s, i) => s + i.sumToPay, 0) }));
  /** The generate calls' body; SendPrelevement takes the list alone (spec part 2 §7). */
  const selection = (chosen: readonly PrelevementDebtor[], datum = '2026-06-20') => ({ company: 22, datum, invoices: list(chosen, datum) });
  const post = (endpoint: string, body: unknown, who = manager) => api.call('POST', `prelevement/${endpoint}`, { token: who.token, body });

  it('lists direct-debit debtors of the company with their open invoices, terms within the bounds', async () => {
    expect(debtors.length).toBeGreaterThan(1);
    const narrow = (await post('getprelevement', { company: 22, minBetaalTermijn: 0, maxBetaalTermijn: 7 })).body as PrelevementDebtor[];
    expect(narrow.every((d) => d.betaalTermijn >= 0 && d.betaalTermijn <= 7)).toBe(true);
    const expected = await api.db.query<{ n: number }>(
      `SELECT count(DISTINCT c.debnr)::int AS n FROM customers c JOIN invoices i ON i.debnr = c.debnr AND i.paid < i.amount
        WHERE c.is_incasso AND c.prelevement_company = 22 AND c.bettermijn BETWEEN 0 AND 7
          AND c.group_code IN (SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.email = 'manager@demo.test')`,
    );
    expect(narrow.length).toBe(expected[0]!.n);
    for (const debtor of debtors) {
      expect(debtor).toMatchObject({ name: expect.any(String), debnr: expect.any(String), bic: expect.any(String), iban: expect.any(String) });
      expect(debtor.invoices.every((i) => i.sumToPay > 0 && /^\d{4}-\d{2}-\d{2}$/.test(i.invoiceDate))).toBe(true);
    }
  });

  it.each([
    ['an unknown company', { company: 21, minBetaalTermijn: 0, maxBetaalTermijn: 7 }],
    ['a missing bound', { company: 22, minBetaalTermijn: 0 }],
    ['bounds the wrong way round', { company: 22, minBetaalTermijn: 9, maxBetaalTermijn: 7 }],
    ['an extra field', { company: 22, minBetaalTermijn: 0, maxBetaalTermijn: 7, debnr: '1' }],
  ])('refuses %s with 400', async (_, body) => {
    expect((await post('getprelevement', body)).status).toBe(400);
  });

  it('is for managers only', async () => {
    expect((await post('getprelevement', { company: 22, minBetaalTermijn: 0, maxBetaalTermijn: 7 }, sales)).status).toBe(403);
    expect((await post('GeneratePrelevementXml', selection(debtors.slice(0, 1)), sales)).status).toBe(403);
  });

  it('writes a pain.008.001.02 file the official schema accepts, with counts and sums of the selection', async () => {
    const chosen = debtors.slice(0, 3);
    const answer = await post('GeneratePrelevementXml', selection(chosen));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('PAIEMENT-2026-06-20.xml');
    const xml = answer.body as string;
    expect(schemaErrors(xml)).toBe('');
    const total = chosen.flatMap((d) => d.invoices).reduce((sum, i) => sum + cents(i.sumToPay), 0);
    expect(tag(xml, 'NbOfTxs')[0]).toBe('3');
    expect(tag(xml, 'CtrlSum')[0]).toBe((total / 100).toFixed(2));
    expect(tag(xml, 'IBAN')).toEqual(expect.arrayContaining(chosen.map((d) => d.iban.replace(/\s/g, ''))));
    expect(tag(xml, 'Cd')).toEqual(expect.arrayContaining(['SEPA', 'CORE']));
    expect(tag(xml, 'SeqTp')).toEqual(['FRST']);
    expect(tag(xml, 'Ustrd')[0]).toContain(String(chosen[0]!.invoices[0]!.invoice));
    expect(isValidCreditorId(tag(xml, 'Id').find((id) => /^FR\d\dZZZ/.test(id))!)).toBe(true);
    // The same debtors again: their mandates are now recurring, and the invoices say they were collected.
    expect(tag((await post('GeneratePrelevementXml', selection(chosen))).body, 'SeqTp')).toEqual(['RCUR']);
    const again = (await post('getprelevement', { company: 22, minBetaalTermijn: 0, maxBetaalTermijn: 30 })).body as PrelevementDebtor[];
    expect(again.find((d) => d.debnr === chosen[0]!.debnr)!.invoices[0]!.collectedOn).toBe('2026-06-20');
  });

  it('gives a valid file whose CtrlSum is the sum of the selected invoices, for any selection', async () => {
    const invoices = debtors.flatMap((d) => d.invoices.map((invoice) => ({ debtor: d, invoice })));
    await fc.assert(
      fc.asyncProperty(fc.subarray(invoices, { minLength: 1, maxLength: 12 }), async (picked) => {
        const byDebtor = new Map<string, PrelevementDebtor>();
        for (const { debtor, invoice } of picked) {
          const entry = byDebtor.get(debtor.debnr) ?? { ...debtor, invoices: [] };
          entry.invoices.push(invoice);
          byDebtor.set(debtor.debnr, entry);
        }
        const xml = (await post('GeneratePrelevementXml', selection([...byDebtor.values()]))).body as string;
        expect(schemaErrors(xml)).toBe('');
        expect(tag(xml, 'CtrlSum')[0]).toBe((picked.reduce((sum, p) => sum + cents(p.invoice.sumToPay), 0) / 100).toFixed(2));
        expect(tag(xml, 'NbOfTxs')[0]).toBe(String(byDebtor.size));
      }),
      { numRuns: 8 },
    );
  });

  it('takes amounts and accounts from its own data, and refuses an invoice that is not open for that debtor', async () => {
    const [first, second] = debtors;
    const forged = selection([{ ...first!, iban: 'FR7630004000031234567890143', invoices: [{ ...first!.invoices[0]!, sumToPay: 0.01 }] }]);
    const xml = (await post('GeneratePrelevementXml', forged)).body as string;
    expect(tag(xml, 'InstdAmt')[0]).toBe(first!.invoices[0]!.sumToPay.toFixed(2));
    expect(tag(xml, 'IBAN')).toContain(first!.iban.replace(/\s/g, ''));

    const before = await rowCounts(api.db);
    const stolen = await post('GeneratePrelevementXml', selection([{ ...first!, invoices: second!.invoices.slice(0, 1) }]));
    expect(stolen.status).toBe(400);
    expect((await post('GeneratePrelevementExcel', selection([]))).status).toBe(400);
    expect((await post('SendPrelevement', list([{ ...first!, invoices: [] }]))).status).toBe(400);
    expect(await rowCounts(api.db)).toEqual(before);
  });

  it('writes the Excel list with a row per invoice and the totals', async () => {
    const chosen = debtors.slice(0, 2);
    const answer = await api.call('POST', 'prelevement/GeneratePrelevementExcel', { token: manager.token, body: selection(chosen) });
    expect(answer.headers.get('content-disposition')).toContain('Prelevement-2026-06-20.xlsx');
    const response = await fetch(`${api.url}/api/prelevement/GeneratePrelevementExcel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(selection(chosen)),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows = workbook.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    const invoiceRows = rows.filter((r) => typeof r[5] === 'number');
    expect(invoiceRows.map((r) => r[5]).sort()).toEqual(chosen.flatMap((d) => d.invoices.map((i) => i.invoice)).sort());
    const grand = rows.at(-1)!;
    expect(grand[2]).toBe('Total');
    expect(cents(grand[8] as number)).toBe(chosen.flatMap((d) => d.invoices).reduce((s, i) => s + cents(i.sumToPay), 0));
  });

  it("takes SendPrelevement's list of debtors, mails each, answers 201 with the mails sent, and records a run per company", async () => {
    const chosen = debtors.slice(0, 2);
    const [other] = (await post('getprelevement', { company: 23, minBetaalTermijn: 0, maxBetaalTermijn: 30 })).body as PrelevementDebtor[];
    const before = await rowCounts(api.db);
    const sent = await post('SendPrelevement', [...list(chosen), ...list([other!], '2026-06-22')]);
    expect(sent.status).toBe(201);
    expect(sent.body.map((m: { debnr: string }) => m.debnr)).toEqual([...chosen, other!].map((d) => d.debnr));
    expect(await rowCounts(api.db)).toEqual({ ...before, outbox_mails: before.outbox_mails! + 3, prelevement_runs: before.prelevement_runs! + 2 });
    const runs = (await api.call('GET', 'prelevement/runs', { token: manager.token })).body.slice(0, 2);
    expect(runs.map((r: { company: number; datum: string; debtors: number }) => [r.company, r.datum, r.debtors]).sort()).toEqual([[22, '2026-06-20', 2], [23, '2026-06-22', 1]]);
    const [mail] = await api.db.query<{ body: string }>('SELECT body FROM outbox_mails ORDER BY id DESC LIMIT 1');
    expect(mail!.body).toContain(creditorOf(23).name);
    // The generate calls' object is not SendPrelevement's contract.
    expect((await post('SendPrelevement', selection(chosen))).status).toBe(400);
  });

  describe('refuses a debtor or an invoice selected twice, so no file collects an invoice twice', () => {
    const twice = (d: PrelevementDebtor) => [{ ...d, invoices: d.invoices.slice(0, 1) }, { ...d, debnr: ` ${d.debnr} `, invoices: d.invoices.slice(0, 1) }];
    it.each(['GeneratePrelevementXml', 'GeneratePrelevementExcel', 'SendPrelevement'])('%s', async (endpoint) => {
      const first = debtors[0]!;
      const invoice = first.invoices[0]!.invoice;
      const body = (chosen: PrelevementDebtor[]) => (endpoint === 'SendPrelevement' ? list(chosen) : selection(chosen));
      const at = endpoint === 'SendPrelevement' ? '' : 'invoices.';
      const before = await rowCounts(api.db);
      const answer = await post(endpoint, body(twice(first)));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(`Selected more than once: debtor ${first.debnr}, invoice ${invoice}`);
      expect(answer.body.errors).toEqual({
        [`${at}1.debnr`]: `debtor ${first.debnr} is already selected at ${at}0`,
        [`${at}1.invoices.0.invoice`]: `invoice ${invoice} is already selected at ${at}0.invoices.0`,
      });
      const inOneEntry = await post(endpoint, body([{ ...first, invoices: [first.invoices[0]!, first.invoices[0]!] }]));
      expect(inOneEntry.body.errors).toEqual({ [`${at}0.invoices.1.invoice`]: `invoice ${invoice} is already selected at ${at}0.invoices.0` });
      expect(await rowCounts(api.db)).toEqual(before);
    });
  });

  describe('refuses impossible collection dates and those before the earliest SEPA allows', () => {
    // The api clock says Wednesday 2026-06-17: the earliest collection is Thursday 2026-06-18.
    it.each([
      ['a month 13', '2026-13-45', 'must be a real calendar date'],
      ['31 February', '2026-02-31', 'must be a real calendar date'],
      ['a past date', '2026-06-01', 'must be on or after 2026-06-18: SEPA collects one business day after the file at the earliest'],
      ['today', '2026-06-17', 'must be on or after 2026-06-18: SEPA collects one business day after the file at the earliest'],
    ])('%s', async (_, date, message) => {
      const chosen = debtors.slice(0, 1);
      const before = await rowCounts(api.db);
      const xml = await post('GeneratePrelevementXml', { ...selection(chosen), datum: date });
      expect([xml.status, xml.body.errors]).toEqual([400, { datum: message }]);
      const excel = await post('GeneratePrelevementExcel', { ...selection(chosen), invoices: list(chosen, date) });
      expect([excel.status, excel.body.errors]).toEqual([400, { 'invoices.0.prelevementDate': message }]);
      const mails = await post('SendPrelevement', list(chosen, date));
      expect([mails.status, mails.body.errors]).toEqual([400, { '0.prelevementDate': message }]);
      expect(await rowCounts(api.db)).toEqual(before);
    });

    it('takes the next business day, and reads it past the weekend', async () => {
      const answer = await post('GeneratePrelevementExcel', selection(debtors.slice(0, 1), '2026-06-18'));
      expect(answer.status).toBe(200);
      // Friday → Monday, Saturday → Monday, Sunday → Monday.
      expect(['2026-06-19', '2026-06-20', '2026-06-21'].map(earliestCollectionDate)).toEqual(['2026-06-22', '2026-06-22', '2026-06-22']);
    });
  });

  it('lists earlier runs, newest first, and gives their bank file again byte for byte', async () => {
    const chosen = debtors.slice(3, 5);
    const xml = (await post('GeneratePrelevementXml', selection(chosen, '2026-06-24'))).body as string;
    const runs = (await api.call('GET', 'prelevement/runs', { token: manager.token })).body;
    expect(runs[0]).toMatchObject({ kind: 'xml', company: 22, datum: '2026-06-24', createdBy: 'Max Manager', debtors: 2, fileName: 'PAIEMENT-2026-06-24.xml' });
    expect(cents(runs[0].total)).toBe(chosen.flatMap((d) => d.invoices).reduce((s, i) => s + cents(i.sumToPay), 0));
    const again = await api.call('GET', `prelevement/runs/${runs[0].id}/file`, { token: manager.token });
    expect(again.body).toBe(xml);
    expect((await api.call('GET', 'prelevement/runs', { token: sales.token })).status).toBe(403);
    const mailRun = runs.find((r: { kind: string }) => r.kind === 'mail');
    if (mailRun) expect((await api.call('GET', `prelevement/runs/${mailRun.id}/file`, { token: manager.token })).status).toBe(404);
  });

  it('shows a run and its file only to callers who may see every debtor in it', async () => {
    const admin = await loginAs(api, 'admin@demo.test');
    const seen = (await post('getprelevement', { company: 22, minBetaalTermijn: 0, maxBetaalTermijn: 30 }, admin)).body as PrelevementDebtor[];
    const [outside] = await api.db.query<{ debnr: string }>(
      `SELECT c.debnr FROM customers c
        WHERE c.debnr = ANY($1::text[])
          AND c.group_code NOT IN (SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.email = 'manager@demo.test')
        ORDER BY c.debnr LIMIT 1`,
      [seen.map((d) => d.debnr)],
    );
    const theirs = seen.find((d) => d.debnr === outside!.debnr)!;
    const mine = seen.find((d) => debtors.some((m) => m.debnr === d.debnr))!;
    for (const chosen of [[theirs], [mine, theirs]]) expect((await post('GeneratePrelevementXml', selection(chosen, '2026-07-01'), admin)).status).toBe(200);
    const adminRuns = (await api.call('GET', 'prelevement/runs', { token: admin.token })).body as { id: number }[];
    const hidden = adminRuns.slice(0, 2).map((r) => r.id);
    const managerRuns = (await api.call('GET', 'prelevement/runs', { token: manager.token })).body as { id: number }[];
    expect(managerRuns.length).toBeGreaterThan(0);
    expect(managerRuns.filter((r) => hidden.includes(r.id))).toEqual([]);
    for (const id of hidden) {
      const file = await api.call('GET', `prelevement/runs/${id}/file`, { token: admin.token });
      expect(file.body).toContain(theirs.iban.replace(/\s/g, ''));
      expect((await api.call('GET', `prelevement/runs/${id}/file`, { token: manager.token })).status).toBe(404);
    }
  });

  it('keeps names in the SEPA character set and creditor ids with valid check digits', () => {
    expect(sepaText('Fleurs & Plantes Côte-d’Azur «Économie» Straße', 70)).toBe('Fleurs + Plantes Cote-d Azur Economie Strasse');
    expect(creditorIdentifier('DE', 'ZZZ', '09999999999')).toBe('DE98ZZZ09999999999');
    expect(isValidCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isValidCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(() => creditorOf(22, { PRELEVEMENT_22_IBAN: 'FR7630004000031234567890144' })).toThrow(/misconfigured/);
  });
});
