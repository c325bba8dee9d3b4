import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../../schemas/entities/lead';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

let server: AppServer;

/** The leads on the sales user's own list (customer/getnewleads). */
const OWN_LEADS = `SELECT l.* FROM leads l, users u WHERE u.email = 'sales@demo.test' AND l.deleted_at IS NULL AND l.company_id IN (1, 3)
  AND (l.assigned_azure_id = u.azure_id OR (l.created_by_azure_id = u.azure_id AND l.manager_azure_id IS DISTINCT FROM 'RETURNED'))`;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('new leads', () => {
  it('lists own leads 5 to a page, creates one with a VIES check and a duplicate warning, then validates it', async () => {
    server.vies.records.set('NL004495445B01', { valid: true, name: 'BLOEMENHUIS DE TULP B.V.', address: 'DORPSSTRAAT 1\n1431AB AALSMEER' });
    const [taken] = await server.db.query<{ email: string }>(`SELECT email FROM (${OWN_LEADS}) own ORDER BY id LIMIT 1`);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/newleads');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(5);
    await page.screenshot(shot('newleads'));
    // The menu badge counts the leads still to validate, and follows every lead action.
    const badge = page.getByRole('menuitem', { name: /^New leads/ });
    const toValidate = async () => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${OWN_LEADS}) own WHERE acctmngr_validated = 0 AND template <> 'ARCHIVE'`))[0]!.n;
    const open = await toValidate();
    expect(open).toBeGreaterThan(0);
    await expect.poll(() => badge.textContent()).toBe(`New leads${open}`);

    await page.getByRole('button', { name: 'New lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'New lead' });
    await dialog.getByLabel(/^Shop name/).fill('Bloemenhuis De Tulp');
    expect(await dialog.getByRole('button', { name: 'Check VIES' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(taken!.email);
    await dialog.getByText('1 other lead uses this email').waitFor();
    await dialog.getByRole('button', { name: 'See details' }).click();
    await page.getByRole('dialog', { name: 'Leads with the same email' }).getByRole('cell', { name: taken!.email }).first().waitFor();
    await page.screenshot(shot('lead-duplicates'));
    await page.getByRole('dialog', { name: 'Leads with the same email' }).getByRole('button', { name: 'Close' }).click();
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('info@detulp-test.nl');
    await page.screenshot(shot('newlead-create'));
    await dialog.getByLabel(/^Owner/).fill('Anna de Vries');
    await dialog.getByLabel(/^Address/).fill('Dorpsstraat 1');
    await dialog.getByLabel(/^Zip code/).fill('1431 AB');
    await dialog.getByLabel(/^City/).fill('Aalsmeer');
    await dialog.getByLabel('VAT number').fill('nl 0044.95445.b01');
    expect(await dialog.getByLabel('VAT number').inputValue()).toBe('NL004495445B01');
    await dialog.getByText('Check the VAT number with VIES first: its name and address then fill in the form.').scrollIntoViewIfNeeded();
    await page.screenshot(shot('newlead-vies-first'));
    await dialog.getByRole('button', { name: 'Check VIES' }).click();
    await dialog.getByRole('status', { name: 'VIES result' }).getByText('Valid').waitFor();
    await dialog.getByText('BLOEMENHUIS DE TULP B.V. · DORPSSTRAAT 1, 1431AB AALSMEER').waitFor();
    await dialog.getByLabel(/^Template/).click();
    await page.getByRole('option', { name: 'ARCHIVE' }).click();
    await dialog.getByText(/Template ARCHIVE: the lead is archived/).waitFor();
    await page.screenshot(shot('newlead-form'));
    await dialog.getByLabel(/^Template/).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The lead has been created').waitFor();
    await expect.poll(() => badge.textContent()).toBe(`New leads${open + 1}`);

    const created = rows.filter({ hasText: 'Bloemenhuis De Tulp' });
    await created.waitFor();
    await created.getByText('Valid').waitFor();
    await created.getByRole('button', { name: 'Validate' }).click();
    await page.getByText('The lead has been validated').waitFor();
    await expect.poll(() => created.getByRole('button', { name: 'Already validated' }).isDisabled()).toBe(true);
    await expect.poll(() => badge.textContent()).toBe(`New leads${open}`);
    const [saved] = await server.db.query<{ vies_valid: boolean; acctmngr_validated: number; validated_by: string }>(
      "SELECT vies_valid, acctmngr_validated, validated_by FROM leads WHERE email = 'info@detulp-test.nl'",
    );
    expect(saved).toEqual({ vies_valid: true, acctmngr_validated: 1, validated_by: 'Sam Sales' });
  });

  it('picks favourite templates behind the star, and returns a lead to the manager with a note', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/newleads');
    await page.getByRole('button', { name: 'Favourite templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Favourite templates' });
    const table = dialog.getByRole('table', { name: 'Favourite templates' });
    await table.locator('tbody tr').first().waitFor();
    const before = await table.locator('tbody tr').count();
    await dialog.getByLabel('Find a template').fill('Tuincentrum');
    await dialog.getByRole('list', { name: 'Templates to add' }).getByRole('button').first().click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(before + 1);
    await page.screenshot(shot('favourite-templates'));
    await dialog.getByRole('button', { name: 'Close' }).click();

    const [lead] = await server.db.query<{ id: number; debnaam: string }>(
      `SELECT id::int AS id, debnaam FROM (${OWN_LEADS}) own WHERE acctmngr_validated = 0 AND fs_exported = 0 AND template <> 'ARCHIVE' ORDER BY icrm_created DESC LIMIT 1`,
    );
    const row = page.locator('tbody tr').filter({ hasText: lead!.debnaam });
    await row.getByRole('button', { name: 'Return to the manager' }).click();
    const confirm = page.getByRole('dialog', { name: `Return ${lead!.debnaam} to the manager?` });
    await confirm.getByRole('textbox').fill('');
    expect(await confirm.getByRole('button', { name: 'Return' }).isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill('Klant is al klant bij een zusterbedrijf');
    await confirm.getByRole('button', { name: 'Return' }).click();
    await page.getByText('The lead has been sent back to the manager').waitFor();
    await row.waitFor({ state: 'detached' });
    const [returned] = await server.db.query<{ manager_azure_id: string; acctmngr_note: string }>('SELECT manager_azure_id, acctmngr_note FROM leads WHERE id = $1', [lead!.id]);
    expect(returned).toEqual({ manager_azure_id: 'RETURNED', acctmngr_note: 'iCRM Note : Klant is al klant bij een zusterbedrijf' });
  });

  it('imports a CSV of leads after a preview that shows the rows with errors', async () => {
    const [template] = await server.db.query<{ t: string }>('SELECT template_debnr AS t FROM lead_templates WHERE company_id = 1 ORDER BY 1 LIMIT 1');
    const header = 'companY_ID;email;debcont;debnaam;debadres;debpc;debplaats;template';
    const csv = [header, `1;csv1@shop.nl;Jan Jansen;Bloemen Csv;Kerkstraat 1;1000 AA;Amsterdam;${template!.t}`, `1;broken;Piet;Kapot;Straat 2;1000 AB;Amsterdam;${template!.t}`].join('\n');
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/newleads');
    await page.locator('input[type=file]').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const dialog = page.getByRole('dialog', { name: 'Import leads' });
    await dialog.getByText('1 of 2 rows can be imported; rows with errors are left out.').waitFor();
    await dialog.getByText(/^email: /).waitFor();
    await page.screenshot(shot('lead-import'));
    await dialog.getByRole('button', { name: 'Import 1 lead' }).click();
    await page.getByText('1 lead imported').waitFor();
    await page.locator('tbody tr').filter({ hasText: 'Bloemen Csv' }).waitFor();
  });

  it('keeps exported leads out of the form', async () => {
    const [exported] = await server.db.query<{ debnaam: string }>(
      `UPDATE leads SET fs_exported = 1, fs_exported_date = now(), icrm_created = now() + interval '1 minute'
        WHERE id = (SELECT id FROM (${OWN_LEADS}) own WHERE fs_exported = 0 ORDER BY id LIMIT 1)
        RETURNING debnaam`,
    );
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/newleads');
    const row = page.locator('tbody tr').filter({ hasText: exported!.debnaam });
    await row.waitFor();
    expect(await row.getByRole('button', { name: LEAD_MESSAGES.alreadyExported }).isDisabled()).toBe(true);
  });
});

describe('lead export for managers', () => {
  it('ticks validated leads of a company and downloads the workbook (they become exported) and the accounting CSV', async () => {
    const [company] = await server.db.query<{ id: number }>(
      `SELECT company_id AS id FROM leads WHERE deleted_at IS NULL AND acctmngr_validated = 1 AND fs_exported = 0 AND template <> 'ARCHIVE'
        GROUP BY company_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const waiting = await server.db.query<{ debnaam: string; email: string }>(
      `SELECT debnaam, email FROM leads WHERE deleted_at IS NULL AND acctmngr_validated = 1 AND fs_exported = 0 AND template <> 'ARCHIVE' AND company_id = $1 ORDER BY id LIMIT 2`,
      [company!.id],
    );
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto('/icrm/exportNewLeads');
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: new RegExp(`^${company!.id} `) }).click();
    // The edit dialog first: the lead text is required here.
    await page.locator('tbody tr').filter({ hasText: waiting[1]!.email }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit lead' });
    await edit.getByRole('textbox', { name: /^Lead text/ }).fill('Opening in maart');
    await edit.getByRole('combobox', { name: /^Template/ }).click();
    await page.screenshot(shot('export-lead-edit'));
    await page.keyboard.press('Escape');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The lead has been updated').waitFor();
    for (const lead of waiting) await page.locator('tbody tr').filter({ hasText: lead.email }).getByRole('checkbox').check();
    await page.screenshot(shot('export-leads'));
    const [workbook] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(workbook.suggestedFilename()).toMatch(/^NewLeads-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.readFile((await workbook.path())!);
    const emails: string[] = [];
    const header = sheet.worksheets[0]!.getRow(1).values as unknown[];
    sheet.worksheets[0]!.eachRow((row, n) => n > 1 && emails.push(String(row.getCell(header.indexOf('email')).value)));
    expect(emails.sort()).toEqual(waiting.map((lead) => lead.email).sort());
    const row = page.locator('tbody tr').filter({ hasText: waiting[0]!.email });
    // Exported now: the green check with today's date.
    await row.getByText(dayjs().format('DD-MM-YYYY')).waitFor();
    // An exported lead's box cannot be ticked again (spec part 2 §2); the batch stays ticked for its CSV.
    expect(await row.getByRole('checkbox').isDisabled()).toBe(true);
    expect(await row.getByRole('checkbox').isChecked()).toBe(true);
    await page.screenshot(shot('export-leads-exported'));

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^Exact-Export-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n');
    expect(lines.length).toBe(3);
    for (const lead of waiting) expect(lines.join('\n')).toContain(`;${lead.email};`);
    // The overview shows the same lead exported.
    await page.goto('/icrm/overviewNewLeads');
    await page.locator('tbody tr').first().waitFor();
    await page.locator('#main-content').getByRole('textbox', { name: 'Search', exact: true }).fill(waiting[0]!.email);
    await page.locator('tbody tr').filter({ hasText: waiting[0]!.email }).waitFor();
    await page.screenshot(shot('leads-overview'));
  });
});

describe('new customers', () => {
  it('activates a new customer, company 1 only through the validation dialog once the back office is done', async () => {
    const [blocked] = await server.db.query<{ debnr: string; debnaam: string }>(
      `UPDATE leads SET fs_exported = 1, fs_exported_date = now(), inactief = true, debnr = 'Z80001', defkarloc = '', transp_id = 0
        WHERE id = (SELECT id FROM leads WHERE company_id = 1 AND deleted_at IS NULL AND acctmngr_validated = 1 AND fs_exported = 0 ORDER BY id LIMIT 1) RETURNING debnr, debnaam`,
    );
    const [direct] = await server.db.query<{ debnr: string }>(
      `UPDATE leads SET fs_exported = 1, fs_exported_date = now(), inactief = true, debnr = 'Z80003'
        WHERE id = (SELECT id FROM leads WHERE company_id = 3 AND deleted_at IS NULL AND template <> 'ARCHIVE' ORDER BY id LIMIT 1) RETURNING debnr`,
    );
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.goto('/icrm/newcustomers');
    const row = page.locator('tbody tr').filter({ hasText: blocked!.debnr });
    await row.getByRole('button', { name: 'Activate' }).click();
    const dialog = page.getByRole('dialog', { name: `Activate ${blocked!.debnaam}` });
    await dialog.getByText(/The trolley location, packing process or transport is missing/).waitFor();
    await dialog.getByRole('listitem').filter({ hasText: 'Trolley location' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Activate' }).isDisabled()).toBe(true);
    await page.screenshot(shot('new-customer-dialog'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.locator('tbody tr').filter({ hasText: direct!.debnr }).getByRole('button', { name: 'Activate' }).click();
    await page.getByText(`Customer ${direct!.debnr} created`).waitFor();
    await page.locator('tbody tr').filter({ hasText: direct!.debnr }).waitFor({ state: 'detached' });
    const [log] = await server.db.query("SELECT 1 FROM user_logs WHERE action_name = 'ActivateNewCustomer' AND extra_info = $1", [direct!.debnr]);
    expect(log).toBeDefined();
  });
});

describe('lead assignment', () => {
  it('asks for favourite account managers, then sends a waiting lead to the chosen one', async () => {
    await server.db.query("DELETE FROM favourite_users WHERE kind = 'leads' AND owner_azure_id = (SELECT azure_id FROM users WHERE email = 'manager@demo.test')");
    const [lead] = await server.db.query<{ id: number; email: string }>(
      `SELECT id::int AS id, email FROM leads WHERE deleted_at IS NULL AND acctmngr_validated = 0 AND template <> 'ARCHIVE' AND company_id = 1
          AND (assigned_azure_id IS NULL OR manager_azure_id = 'RETURNED') ORDER BY icrm_created DESC LIMIT 1`,
    );
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    await page.goto('/icrm/AssignNewLeads');
    const row = page.locator('tbody tr').filter({ hasText: lead!.email });
    await row.getByText(LEAD_MESSAGES.noFavourites).waitFor();

    await page.getByRole('button', { name: 'Favourite account managers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Favourite account managers' });
    await dialog.getByLabel('Find an account manager').fill('Sam');
    await dialog.getByRole('listitem').filter({ hasText: 'Sam Sales' }).getByRole('button', { name: 'Add' }).click();
    await dialog.getByRole('list', { name: 'Favourite account managers' }).getByText('Sam Sales').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const send = row.getByRole('button', { name: /^Send to the account manager/ });
    expect(await send.isDisabled()).toBe(true);
    await row.getByRole('combobox', { name: 'Account manager' }).click();
    await page.getByRole('option', { name: 'Sam Sales' }).click();
    await page.screenshot(shot('assign-leads'));
    await send.click();
    await page.getByText('The lead has been sent to the account manager').waitFor();
    await row.waitFor({ state: 'detached' });
    const [assigned] = await server.db.query<{ email: string }>('SELECT u.email FROM leads l JOIN users u ON u.azure_id = l.assigned_azure_id WHERE l.id = $1', [lead!.id]);
    expect(assigned?.email).toBe('sales@demo.test');
  });
});
