import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage, type AppPage } from '../support/browser';
import { signIn } from './signIn';

/**
 * The app against the group's back office as it is: the reference api's legacy profile (API_PROFILE=legacy),
 * which answers the spec's calls only. A tour of each role's main screens: every one renders without an
 * error view, error alert or error notice, and each extension's feature hides or says quietly that the
 * back office does not offer it.
 */
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ profile: 'legacy' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const QUIET = 'The back office does not offer this.';
/** What a failed screen shows: the error view (an alert with a heading), an error alert, an error notification. */
const FAILURE = '[role=alert]:has(h1), .MuiAlert-colorError, .RaNotification-error';
/** What a screen shows while it still loads. */
const LOADING = '.MuiSkeleton-root, .MuiLinearProgress-root, .MuiCircularProgress-root';

async function signedIn(email: string): Promise<AppPage> {
  const opened = await newPage(browser, server.url);
  await signIn(opened.page, email);
  return opened;
}

/** Opens `path` and waits until its main content shows and nothing loads any more; then nothing may have failed. */
async function visit(page: Page, path: string, content: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await content(page).first().waitFor({ timeout: 20_000 });
  await settled(page);
}

async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator(LOADING).count(), { timeout: 20_000 }).toBe(0);
  await noFailure(page);
}

async function noFailure(page: Page): Promise<void> {
  const failures = await page.locator(FAILURE).allTextContents();
  expect(failures, `on ${page.url()}`).toEqual([]);
}

/** A notification (an information, not an error: FAILURE) saying the back office lacks what was just asked. */
async function quietNotice(page: Page): Promise<void> {
  await page.locator('.MuiSnackbarContent-root').filter({ hasText: QUIET }).waitFor();
  await noFailure(page);
}

describe('against the legacy back office (no extensions)', () => {
  it('admin: users, API pages, DEB exports, prelevement; logout stays silent', async () => {
    const { page, consoleErrors } = await signedIn('admin@demo.test');
    await settled(page);

    await visit(page, '/icrm/users', (p) => p.getByText('1-10 of'));
    await page.getByPlaceholder('Search', { exact: true }).fill('deco@demo.test');
    await page.getByRole('row').filter({ hasText: 'deco@demo.test' }).getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog').getByText(QUIET).waitFor();
    await page.keyboard.press('Escape');

    // The Excel file of an API entry is an extension: its button gives way to the quiet line.
    await visit(page, '/api/excel', (p) => p.getByRole('row', { name: /Openstaande posten/ }));
    const entry = page.getByRole('region', { name: 'Excel' }).getByRole('row', { name: /Openstaande posten/ });
    await entry.getByRole('button', { name: 'Download Openstaande posten' }).click();
    await quietNotice(page);
    await entry.getByText(QUIET).first().waitFor();
    expect(await entry.getByRole('button', { name: 'Download Openstaande posten' }).count()).toBe(0);

    // The DEB expedition's preview is an extension; its download is the spec's.
    await visit(page, '/api/dexxexportCBS', (p) => p.getByRole('region', { name: 'Expedition DEB' }));
    const expedition = page.getByRole('region', { name: 'Expedition DEB' });
    const [customer] = await server.db.query<{ debnr: string }>('SELECT debnr FROM invoices WHERE company_id = 2 ORDER BY factnr LIMIT 1');
    await expedition.getByRole('textbox', { name: 'Debnr' }).fill(customer!.debnr);
    await expedition.getByText(QUIET).waitFor();
    expect(await expedition.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);
    await settled(page);

    await visit(page, '/icrm/prelevement', (p) => p.getByRole('button', { name: 'Earlier runs' }));
    await page.getByRole('button', { name: 'Earlier runs' }).click();
    await page.getByText(QUIET).waitFor();
    await noFailure(page);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(consoleErrors.filter((e) => /logout/i.test(e))).toEqual([]);
  });

  it('sales: inbox, customer page, leads (import, return), showroom visit, task', async () => {
    const { page } = await signedIn('sales@demo.test');
    await settled(page);

    const [customer] = await server.db.query<{ debnr: string }>("SELECT debnr FROM customers WHERE group_code = '101' ORDER BY debnr LIMIT 1");
    await visit(page, `/icrm/customer/${customer!.debnr}`, (p) => p.getByRole('group', { name: 'History' }));
    await page.getByRole('group', { name: 'History' }).getByText(QUIET).waitFor();

    // Lead import and the return to the manager are extensions: after one quiet notice their buttons are gone.
    await visit(page, '/icrm/newleads', (p) => p.locator('tbody tr'));
    const csv = 'companY_ID;email;debcont;debnaam;debadres;debpc;debplaats;template\n1;legacy@shop.nl;Jan;Legacy;Kerkstraat 1;1000 AA;Amsterdam;X';
    await page.locator('input[type=file]').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await quietNotice(page);
    await expect.poll(() => page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    const returnable = page.getByRole('button', { name: 'Return to the manager' }).and(page.locator(':enabled'));
    await returnable.first().click();
    const confirm = page.getByRole('dialog', { name: /to the manager\?$/ });
    await confirm.getByRole('textbox').fill('Klant is al klant bij een zusterbedrijf');
    await confirm.getByRole('button', { name: 'Return' }).click();
    await quietNotice(page);
    await expect.poll(() => page.getByRole('button', { name: 'Return to the manager' }).count()).toBe(0);

    const [visitRow] = await server.db.query<{ visit_id: number }>(
      `INSERT INTO showroom_visits (debtor_number, visit_date, time_of_arrival, duration_of_stay, amount_of_people, salesman_azure_id)
       SELECT $1, current_date + 40, '11:00', '01:30', 2, (SELECT azure_id FROM users WHERE email = 'sales@demo.test')
       RETURNING visit_id`,
      [customer!.debnr],
    );
    await visit(page, `/visit/${visitRow!.visit_id}`, (p) => p.getByRole('button', { name: 'Opslaan' }));
    await page.getByText(QUIET).waitFor();
    await page.getByRole('button', { name: 'Calendar (.ics)' }).click();
    await quietNotice(page);
    await expect.poll(() => page.getByRole('button', { name: 'Calendar (.ics)' }).count()).toBe(0);

    const [task] = await server.db.query<{ id: number }>(
      `SELECT t.id FROM tasks t JOIN users u ON u.azure_id = t.azure_id WHERE u.email = 'sales@demo.test' AND t.task_type = 'BI Retention' AND NOT t.concluded ORDER BY t.id LIMIT 1`,
    );
    await visit(page, `/task/${task!.id}`, (p) => p.getByText(QUIET));
  });

  it('finance: unpaid and open items', async () => {
    const { page } = await signedIn('finance@demo.test');
    await settled(page);
    await visit(page, '/icrm/unpaid', (p) => p.locator('tbody tr'));
    await visit(page, '/icrm/openposten', (p) => p.locator('tbody tr'));
  });

  it('manager: dashboard, credits, prelevement run history, task overview', async () => {
    const { page } = await signedIn('manager@demo.test');
    await settled(page);
    await visit(page, '/icrm/dashboard', (p) => p.getByRole('main'));
    await visit(page, '/icrm/credits', (p) => p.locator('tbody tr'));
    await visit(page, '/icrm/tasksoverview', (p) => p.getByRole('main'));
    await visit(page, '/icrm/prelevement', (p) => p.getByRole('button', { name: 'Earlier runs' }));
    await page.getByRole('button', { name: 'Earlier runs' }).click();
    await page.getByText(QUIET).waitFor();
    await noFailure(page);
  });

  it('wholesale: the customers list they land on', async () => {
    const { page } = await signedIn('wholesale@demo.test');
    await visit(page, '/wholesale/Customers', (p) => p.locator('tbody tr'));
  });

  it('deco: the company-4 dashboard without its exchange-rate top', async () => {
    const { page } = await signedIn('deco@demo.test');
    await settled(page);
    await visit(page, '/icrm/dashboard', (p) => p.getByRole('region', { name: 'Heembloemex Deco' }));
    expect(await page.getByText('Top 20 per exchange-rate group').count()).toBe(0);
    await visit(page, '/icrm/overview', (p) => p.getByRole('main'));
  });
});
