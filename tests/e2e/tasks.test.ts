import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from '../../schemas/entities/task';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

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

async function asSales(path: string): Promise<Page> {
  const { page } = await newPage(browser, server.url);
  await signIn(page, 'sales@demo.test');
  await page.goto(path);
  return page;
}

describe('tasks', () => {
  it('lists own tasks with overdue rows coloured and the expired-tasks snackbar', async () => {
    // One open task of sales' ends 3 days ago (orange), one 10 days ago (red).
    const tasks = await server.db.query<{ id: number; title: string }>(
      `SELECT t.id, t.title FROM tasks t JOIN users u ON u.azure_id = t.azure_id WHERE u.email = 'sales@demo.test' AND NOT t.concluded AND NOT t.is_archive ORDER BY t.id LIMIT 2`,
    );
    const [orange, red] = tasks.map((t, i) => ({ ...t, title: `Overdue ${i} ${t.title}` }));
    await server.db.query(`UPDATE tasks SET title = $2, end_date = current_date - 3, start_date = current_date - 10 WHERE id = $1`, [orange!.id, orange!.title]);
    await server.db.query(`UPDATE tasks SET title = $2, end_date = current_date - 10, start_date = current_date - 20 WHERE id = $1`, [red!.id, red!.title]);
    const page = await asSales('/tasks');
    await page.getByText(TASK_MESSAGES.expired).waitFor();
    await page.getByRole('columnheader', { name: 'End date' }).waitFor();
    await page.getByPlaceholder('Search', { exact: true }).fill('Overdue');
    const colour = (title: string) => page.locator('tbody tr').filter({ hasText: title }).evaluate((row) => getComputedStyle(row).backgroundColor);
    await page.screenshot(shot('tasks-list'));
    expect([await colour(red!.title), await colour(orange!.title)]).toEqual(['rgb(255, 205, 210)', 'rgb(255, 224, 178)']);
    await page.screenshot(shot('tasks-list'));
  });

  it('creates a task, comments on it, concludes and reopens it', async () => {
    const title = `Prijsafspraak ${Date.now()}`;
    const page = await asSales('/task/new');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const text of [TASK_MESSAGES.title, TASK_MESSAGES.description, TASK_MESSAGES.customer, TASK_MESSAGES.objective]) await page.getByText(text).first().waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Klant meldt afwijkende prijzen.');
    await page.getByRole('combobox', { name: 'Customer number', exact: true }).fill('10');
    await page.getByRole('option').first().click();
    await page.getByLabel('Objective').fill('Prijzen gelijktrekken');
    await page.getByLabel('New action').fill('Klant bellen');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.screenshot(shot('task-create'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(TASK_MESSAGES.created).waitFor();
    await page.waitForURL('**/tasks', { timeout: 6000 });

    const [task] = await server.db.query<{ id: number }>('SELECT id FROM tasks WHERE title = $1', [title]);
    await page.goto(`/task/${task!.id}`);
    await page.getByLabel('Comment').fill('Klant belt morgen terug.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(TASK_MESSAGES.commentSaved).waitFor();
    await page.getByRole('list', { name: 'Timeline' }).getByText('Comment: Klant belt morgen terug.').waitFor();
    await page.getByRole('checkbox', { name: 'Klant bellen' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    // exact: the timeline repeats the message after its event type ('Task update: Successfully updated').
    await page.getByText(TASK_MESSAGES.updated, { exact: true }).waitFor();
    // Concluding opens the conclusion form: a score below 5 needs its reasons.
    await page.getByRole('button', { name: 'Conclude' }).click();
    const conclusion = page.getByRole('dialog', { name: 'Conclude the task' });
    await conclusion.getByLabel('Result').fill('Klant belt terug');
    await conclusion.getByRole('slider', { name: /Score/ }).focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowLeft');
    await conclusion.getByRole('button', { name: 'Conclude' }).click();
    await conclusion.getByText(TASK_MESSAGES.reasonsRequired).waitFor();
    await conclusion.getByLabel('Reasons').fill('Levering te laat');
    await conclusion.getByRole('button', { name: 'Conclude' }).click();
    await page.getByText(TASK_MESSAGES.concludedDone).waitFor();
    await page.getByText(TASK_MESSAGES.alreadyConcluded).first().waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.screenshot(shot('task-concluded'));
    await page.getByRole('button', { name: 'Reopen' }).click();
    await page.getByText('The task is open again').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);
  });

  it('allows at most 3 retention reasons', async () => {
    const [task] = await server.db.query<{ id: number }>(
      `SELECT t.id FROM tasks t JOIN users u ON u.azure_id = t.azure_id WHERE u.email = 'sales@demo.test' AND t.task_type = 'BI Retention' AND NOT t.concluded ORDER BY t.id LIMIT 1`,
    );
    // Its reasons are its actions: none checked to start with.
    await server.db.query('UPDATE task_actions SET checked = false, checked_date = NULL, checked_azure_id = NULL WHERE task_id = $1', [task!.id]);
    const page = await asSales(`/task/${task!.id}`);
    for (const reason of ['Te duur', 'Levering te laat', 'Seizoensgebonden']) await page.getByRole('checkbox', { name: reason }).check();
    await page.getByRole('checkbox', { name: 'Koopt bij concurrent' }).click();
    await page.getByText(TASK_MESSAGES.tooManyReasons).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Koopt bij concurrent' }).isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: 'Seizoensgebonden' }).uncheck();
    await page.getByRole('checkbox', { name: 'Winkel tijdelijk gesloten' }).check();
    await page.getByLabel('Closed until').fill('2030-01-31');
    await page.screenshot(shot('task-retention'));
    await page.getByRole('button', { name: 'Save' }).click();
    // exact: the timeline repeats the message after its event type ('Task update: Successfully updated').
    await page.getByText(TASK_MESSAGES.updated, { exact: true }).waitFor();
    const saved = await server.db.query<{ title: string }>('SELECT title FROM task_actions WHERE task_id = $1 AND checked ORDER BY id', [task!.id]);
    expect(saved.map((a) => a.title)).toEqual(['Te duur', 'Levering te laat', 'Winkel tijdelijk gesloten']);
  });

  it("gives a manager the overview with country and business-unit filters, inline reassignment, and the archive", async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'manager@demo.test');
    // In the task list the account-manager dropdowns wait for the assignment flag.
    await page.goto('/tasks');
    await page.getByLabel('Tasks assigned to others').check();
    const ownRow = page.locator('tbody tr').first();
    await ownRow.getByRole('combobox').waitFor();
    expect(await ownRow.getByRole('combobox').isDisabled()).toBe(true);
    await page.getByLabel('Assign account managers').check();
    expect(await ownRow.getByRole('combobox').isDisabled()).toBe(false);

    await page.goto('/icrm/tasksoverview');
    await page.getByRole('columnheader', { name: 'Business unit' }).waitFor();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'fr', exact: true }).click();
    await expect.poll(async () => (await rows.locator('td:nth-child(4)').allTextContents()).every((c) => c.toLowerCase() === 'fr')).toBe(true);
    await page.screenshot(shot('tasks-overview'));

    // Favourite users (the star): the inline select offers them; Max Manager joins them here.
    await page.getByRole('button', { name: 'Favourite users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Favourite users' });
    await dialog.getByLabel('Find a user').fill('max');
    const favourites = dialog.getByRole('list', { name: 'Favourite users' });
    if ((await favourites.getByText('Max Manager').count()) === 0) await dialog.getByRole('button', { name: 'Add' }).first().click();
    await favourites.getByText('Max Manager').waitFor();
    await page.screenshot(shot('tasks-favourites'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('navigation', { name: 'Where you are' }).getByText('Task overview').waitFor();

    await rows.first().getByRole('combobox').click();
    await page.getByRole('option', { name: 'Max Manager' }).click();
    await page.getByText('The task has a new account manager').waitFor();
    const assigned = await server.db.query<{ to: string }>("SELECT changes->'accountManager'->>'to' AS to FROM record_history WHERE entity = 'task' AND action = 'assign'");
    expect(assigned).toEqual([{ to: 'Max Manager' }]);

    await page.goto('/icrm/taskarchive');
    await page.getByRole('columnheader', { name: 'Concluded' }).waitFor();
    await rows.first().waitFor();
    expect(await rows.first().getByRole('combobox').count()).toBe(0);
  });

  it('rates an order task: a rating of 1 asks for its note, then the task is finished', async () => {
    const [task] = await server.db.query<{ id: number }>(
      `SELECT t.id FROM tasks t JOIN users u ON u.azure_id = t.azure_id WHERE u.email = 'sales@demo.test' AND t.task_type = 'BI First Order' ORDER BY t.id LIMIT 1`,
    );
    const page = await asSales(`/ordertask/${task!.id}`);
    const price = page.getByRole('slider', { name: /^Price/ });
    await price.focus();
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('a rating of 1 needs a note').waitFor();
    await page.getByLabel('Note').nth(2).fill('Te duur');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The customer feedback is saved; the order task is finished.').waitFor();
    await page.screenshot(shot('order-task'));
    const [saved] = await server.db.query<{ is_afgehandeld: boolean; price: number }>("SELECT is_afgehandeld, (ratings->'price'->>'option')::int AS price FROM tasks WHERE id = $1", [task!.id]);
    expect(saved).toEqual({ is_afgehandeld: true, price: 1 });
  });
});
