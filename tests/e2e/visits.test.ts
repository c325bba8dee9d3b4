import dayjs from 'dayjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_MESSAGES } from '../../schemas/entities/visit';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser } from '../support/browser';
import { openSignedIn, shot } from './signIn';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const inDays = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

/** A new planned visit of a customer in group 101 (sales' and the manager's), `days` from today. */
async function plannedVisitIn(days: number): Promise<number> {
  const [visit] = await server.db.query<{ visit_id: number }>(
    `INSERT INTO showroom_visits (debtor_number, visit_date, time_of_arrival, duration_of_stay, amount_of_people, salesman_azure_id)
     SELECT c.debnr, $1::date, '11:00', '01:30', 2, (SELECT azure_id FROM users WHERE email = 'sales@demo.test')
       FROM customers c WHERE c.group_code = '101' ORDER BY c.debnr LIMIT 1
     RETURNING visit_id`,
    [inDays(days)],
  );
  return visit!.visit_id;
}

const openAs = (email: string, path: string) => openSignedIn(browser, server.url, email, path);

describe('showroom visits', () => {
  it('creates a visit from the form and finds it in the list, 2 s after the spec’s success text', async () => {
    const page = await openAs('sales@demo.test', '/visits');
    await page.getByRole('columnheader', { name: 'Visit date' }).waitFor();
    await page.screenshot(shot('visits-list'));
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/visit/create');
    const save = page.getByRole('button', { name: 'Aanmaken' });
    await save.click();
    for (const text of [VISIT_MESSAGES.arrival, VISIT_MESSAGES.stay, VISIT_MESSAGES.customer]) await page.getByText(text).first().waitFor();

    const customer = page.getByRole('combobox', { name: 'Customer', exact: true });
    await customer.fill('10');
    await page.getByRole('option').first().click();
    await page.getByRole('group', { name: 'Customer' }).waitFor();
    await page.getByLabel('Visit date').fill(inDays(40));
    await page.getByLabel('Time of arrival').fill('10:30');
    await page.getByRole('combobox', { name: 'Duration of stay' }).click();
    await page.getByRole('option', { name: '02:30' }).click();
    await page.getByLabel('Number of people').fill('4');
    await page.getByLabel('Particularities').fill('Komt met de bus.');
    await page.screenshot(shot('visit-create'));
    await save.click();
    await page.getByText(VISIT_MESSAGES.saved).waitFor();
    await page.waitForURL('**/visits', { timeout: 5000 });
    await page.getByRole('cell', { name: 'Komt met de bus.' }).waitFor();
    expect(await server.db.query("SELECT amount_of_people, duration_of_stay FROM showroom_visits WHERE particularities = 'Komt met de bus.'")).toEqual([
      { amount_of_people: 4, duration_of_stay: '02:30' },
    ]);
  });

  it('locks a visit less than 14 days away for sales, lets them change a far one and cancel it', async () => {
    const near = await plannedVisitIn(5);
    const page = await openAs('sales@demo.test', `/visit/${near}`);
    await page.getByText(VISIT_MESSAGES.locked).waitFor();
    expect(await page.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);
    await page.screenshot(shot('visit-locked'));

    const far = await plannedVisitIn(30);
    await page.goto(`/visit/${far}`);
    await page.getByLabel('Number of people').fill('6');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText(VISIT_MESSAGES.saved).waitFor();
    await page.waitForURL('**/visits', { timeout: 5000 });

    await page.goto(`/visit/${far}`);
    expect(await page.getByLabel('Number of people').inputValue()).toBe('6');
    await page.getByRole('button', { name: 'Cancel visit' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(VISIT_MESSAGES.cancelledDone).waitFor();
    await page.waitForURL('**/visits', { timeout: 5000 });
    // Cancelled, it opens read-only (the generated show view).
    await page.locator(`a[href="/visit/${far}/show"]`).click();
    await page.waitForURL(`**/visit/${far}/show`);
    await page.getByText('Number of people').waitFor();
    await page.screenshot(shot('visit-cancelled-show'));
  });

  it('lets a visits manager change a visit inside the 14 days', async () => {
    const near = await plannedVisitIn(3);
    const page = await openAs('manager@demo.test', `/visit/${near}`);
    await page.getByLabel('Number of people').fill('2');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText(VISIT_MESSAGES.saved).waitFor();
    expect(await server.db.query('SELECT amount_of_people FROM showroom_visits WHERE visit_id = $1', [near])).toEqual([{ amount_of_people: 2 }]);

    // The week at a glance: seven days, the visit on its day with the day's totals.
    await page.goto('/visits/week');
    const day = dayjs().add(3, 'day');
    const nextMonday = dayjs().subtract((dayjs().day() + 6) % 7, 'day').add(7, 'day');
    if (!day.isBefore(nextMonday, 'day')) await page.getByRole('button', { name: 'Next week' }).click();
    const card = page.getByRole('region', { name: day.format('DD-MM-YYYY') });
    await card.getByRole('link', { name: /^11:00 / }).waitFor();
    await card.getByText(/\d+ people/).waitFor();
    await page.screenshot(shot('visits-week'));
  });
});
