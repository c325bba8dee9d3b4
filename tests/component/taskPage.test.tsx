import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as shellMessages } from '../../app/i18n/shell/en';
import { canAccess } from '../../authProvider/access';
import { invalidateArrays } from '../../dataProvider';
import { tenantStore } from '../../dataProvider/tenantStore';
import { tokenStore } from '../../dataProvider/tokenStore';
import { accessTableOf } from '../../resources/framework/access';
import { messages as frameworkMessages } from '../../resources/framework/i18n/en';
import { messages as taskMessages } from '../../resources/tasks/i18n/en';
import { tasks } from '../../resources/tasks';
import { TASK_MESSAGES, type Task } from '../../schemas/entities/task';
import { supportEmail } from '../../ui/support';
import { json, stubFetch } from './customerRender';
import { renderResource } from './renderResource';
import { unsignedToken } from './unsignedToken';

const ME = '0a1b2c3d-0000-4000-8000-000000000001';
const MAX = '0a1b2c3d-0000-4000-8000-000000000002';
const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, shellMessages, frameworkMessages, taskMessages), 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

const task = (changes: Partial<Task> = {}): Task => ({
  id: 5, title: 'Terugbellen over offerte', description: 'Klant wil de offerte doornemen.', debnr: '104233', debnaam: 'Bloemenhuis Jansen', phoneNumber: '+31 20 123 4567',
  debland: 'NL', azureId: ME, accountManager: 'Sam Sales', createdBy: ME, startDate: '2026-06-01', endDate: '2026-06-08', taskType: 'geen_type', urgency: false,
  realContext: 'Offerte laten tekenen', taskResultSummary: null, taskFollowUpSummary: null, notes: '', concluded: false, closedUntil: null, weerBesteld: false,
  lastUpdaterAzureId: null, isAfgehandeld: false, businessUnit: 'Bloemen', changedAccountManager: false, biId: null, biDataMinor: null, isArchive: false, actions: [],
  version: 1, ...changes,
});

const VISITS = [
  { date: '2026-06-01', visits: 3, bought: 1 },
  { date: '2026-06-02', visits: 0, bought: 0 },
  { date: '2026-06-03', visits: 2, bought: 0 },
];

type Answer = (method: string, path: string, body: unknown) => Response | undefined;

/** The task pages over the real data provider; `answer` may answer a call, else the task, its managers and visits as usual. */
function renderTaskPage(path: string, current: Task, answer: Answer = () => undefined, roles = ['iCRMBasis', 'iTasks']) {
  const scope = { azureId: ME, groupCode: '101' };
  tokenStore.set({ accessToken: unsignedToken({ ...scope, roles, exp: Math.floor(Date.now() / 1000) + 3600 }), refreshToken: 'refresh' });
  tenantStore.set(scope, 1);
  const api = stubFetch(
    (method, path, body) =>
      answer(method, path, body) ??
      (path.startsWith('/api/task/gettask/')
        ? json(current)
        : path === '/api/task/getAccountManagers'
          ? json([{ azureId: ME, name: 'Sam Sales' }, { azureId: MAX, name: 'Max Manager' }])
          : path.startsWith('/api/customer/GetWeblogVisits/')
            ? json(VISITS)
            : json([])),
  );
  vi.stubGlobal('fetch', api.fetch);
  renderResource([tasks()], path, i18nProvider);
  return api;
}

const posts = (api: ReturnType<typeof stubFetch>, path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path);
const mailLink = (name: string) => screen.getByRole('link', { name });

/** The task page (/task/{id}) and its rules (spec part 2 §2, §5, §8). */
describe('task page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invalidateArrays();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("changes a free task's type and saves it with the task", async () => {
    const api = renderTaskPage('/task/5', task(), (_method, path, body) => (path === '/api/task/UpdateTask' ? json({ ...task(), ...(body as object), version: 2 }) : undefined));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'belafspraak' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(TASK_MESSAGES.updated);
    expect(posts(api, '/api/task/UpdateTask')[0]!.body).toMatchObject({ id: 5, taskType: 'belafspraak', azureIdFromUpdater: ME, debnr: '104233' });
  });

  it('offers no type select on a BI task', async () => {
    renderTaskPage('/task/5', task({ taskType: 'BI Retention', biId: 7, biDataMinor: {} }));
    await screen.findByRole('heading', { name: 'Terugbellen over offerte' });
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
  });

  it("loads the customer's webshop visits with the task: totals and the days with visits", async () => {
    const api = renderTaskPage('/task/5', task());
    // The visits load once the task has: waiting for the task first keeps the wait for them short on a busy machine.
    await screen.findByRole('heading', { name: 'Terugbellen over offerte' });
    await screen.findByText('Last 30 days: 5 visits, 1 with a purchase');
    const table = screen.getByRole('table', { name: 'Webshop visits' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['DayVisitsWith a purchase', '03-06-202620', '01-06-202631']);
    expect(api.calls.some((c) => c.path === '/api/customer/GetWeblogVisits/104233')).toBe(true);
  });

  it("says in the spec's words when the customer's visits cannot be loaded (not the user's customer)", async () => {
    renderTaskPage('/task/5', task(), (_m, path) => (path.startsWith('/api/customer/GetWeblogVisits/') ? json({ message: 'Either the customer does not exist' }, 404) : undefined));
    await screen.findByRole('heading', { name: 'Terugbellen over offerte' });
    await screen.findByText(TASK_MESSAGES.customerNotLoaded);
  });

  it('shows the BI figures labelled and formatted: euro, percent, dates day first, yes or no', async () => {
    const bi = {
      salesAmount: 1234.5, salesPercentile: 73, articleGroup: 'FLOWERS', article: 'Roos Red Naomi', stemsQuantity: 1500, stemsPercentile: 40, creditAmount: 12,
      paid: 'Ja', riskOfLeaving: 65, lastOrderDate: '2026-03-05', totalOrders: 14, averageInvoiceAmount: 88.18, customerSince: '2019-09-01',
    };
    renderTaskPage('/task/5', task({ taskType: 'BI Retention', biId: 7, biDataMinor: bi }));
    const table = await screen.findByRole('table', { name: 'BI information' });
    const rows = within(table).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent?.replace(/\u00a0/g, ' ')]);
    expect(rows).toEqual([
      ['Sales amount', '€ 1.234,50'], ['Sales percentile', '73,00 %'], ['Article group', 'FLOWERS'], ['Article', 'Roos Red Naomi'], ['Stems', (1500).toLocaleString()],
      ['Stems percentile', '40,00 %'], ['Credit amount', '€ 12,00'], ['Paid', 'Yes'], ['Risk of leaving', '65,00 %'], ['Last order', '05-03-2026'], ['Total orders', '14'],
      ['Average invoice amount', '€ 88,18'], ['Customer since', '01-09-2019'],
    ]);
    expect(table.textContent).not.toMatch(/salesAmount|riskOfLeaving/);
  });

  describe('the conclusion form', () => {
    const open = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Conclude' }));
      return screen.findByRole('dialog', { name: 'Conclude the task' });
    };

    it("requires reasons for a score below 5 ('reasons is_required'), then concludes with the result and the customer feedback", async () => {
      const api = renderTaskPage('/task/5', task(), (_m, path, body) => (path === '/api/task/concludetask' ? json({ ...task(), ...(body as object), concluded: true }) : undefined));
      const dialog = await open();
      fireEvent.change(within(dialog).getByLabelText('Result'), { target: { value: 'Offerte getekend' } });
      fireEvent.change(within(dialog).getByRole('slider', { name: /Score/ }), { target: { value: 3 } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Conclude' }));
      await within(dialog).findByText(TASK_MESSAGES.reasonsRequired);
      expect(posts(api, '/api/task/concludetask')).toHaveLength(0);
      fireEvent.change(within(dialog).getByLabelText('Reasons'), { target: { value: 'Levering te laat' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Conclude' }));
      await screen.findByText(TASK_MESSAGES.concludedDone);
      expect(posts(api, '/api/task/concludetask')[0]!.body).toEqual({
        id: 5, concluded: true, taskResultSummary: 'Offerte getekend', taskFollowUpSummary: '', customerFeedback: { azureId: ME, score: 3, reasons: 'Levering te laat' },
      });
    });

    it('requires the account manager of the feedback', async () => {
      const api = renderTaskPage('/task/5', task({ azureId: null, accountManager: null }));
      const dialog = await open();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Conclude' }));
      await within(dialog).findByText('Account manager is required');
      expect(posts(api, '/api/task/concludetask')).toHaveLength(0);
    });

    it("says 'Er is een fout opgetreden. Contacteer' and the support mailbox when concluding fails", async () => {
      renderTaskPage('/task/5', task(), (_m, path) => (path === '/api/task/concludetask' ? json({ message: 'Database unavailable' }, 500) : undefined));
      const dialog = await open();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Conclude' }));
      await within(dialog).findByText(TASK_MESSAGES.contact, { exact: false });
      expect(within(dialog).getByRole('link', { name: supportEmail() }).getAttribute('href')).toMatch(new RegExp(`^mailto:${supportEmail()}\\?subject=Task%205`));
    });
  });

  it("shows a save error with the 'notify us' mail link", async () => {
    renderTaskPage('/task/5', task(), (_m, path) => (path === '/api/task/UpdateTask' ? json({ message: 'Database unavailable' }, 500) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Database unavailable', { exact: false });
    expect(mailLink(TASK_MESSAGES.notifyUs).getAttribute('href')).toMatch(new RegExp(`^mailto:${supportEmail()}`));
  });

  it("answers a task that cannot be fetched with the spec's two texts, 'notify us' a mail link", async () => {
    renderTaskPage('/task/5', task(), (_m, path) => (path.startsWith('/api/task/gettask/') ? json({ message: TASK_MESSAGES.notYours }, 404) : undefined));
    await screen.findByText(TASK_MESSAGES.notYours);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(TASK_MESSAGES.assignedElsewhere);
    expect(mailLink(TASK_MESSAGES.notifyUs).getAttribute('href')).toMatch(new RegExp(`^mailto:${supportEmail()}`));
  });

  it('opens for a manager coming from the overview (iCRMManager, iTasksManager without iTasks); /task/new stays for iTasks', async () => {
    const managerRoles = ['iCRMBasis', 'iCRMManager', 'iTasksManager'];
    const resources = { tasks: accessTableOf(tasks()) };
    for (const roles of [managerRoles, ['iTasksManager'], ['iCRMManager']]) {
      for (const path of ['/task/5', '/ordertask/5']) expect([roles, path, canAccess(roles, { resource: path, action: 'open' })]).toEqual([roles, path, true]);
      expect(canAccess(roles, { resource: 'tasks', action: 'edit' }, resources)).toBe(true);
      expect(canAccess(roles, { resource: '/task/new', action: 'open' })).toBe(false);
    }
    renderTaskPage('/task/5', task(), undefined, managerRoles);
    await screen.findByRole('heading', { name: 'Terugbellen over offerte' });
  });
});

/** The new-task form (/task/new): the customer search and the create error. */
describe('new task', { timeout: 30_000 }, () => {
  beforeEach(() => invalidateArrays());
  afterEach(() => vi.unstubAllGlobals());

  const customers = Array.from({ length: 250 }, (_, i) => ({ debnr: String(100000 + i), name: `Bloemenhuis ${i}` }));
  const answer: Answer = (_m, path) =>
    path === '/api/customer/getallcustomerstosearch'
      ? json(customers)
      : path === '/api/task/createtask'
        ? json({ message: TASK_MESSAGES.wrongCustomer, errors: { debnr: TASK_MESSAGES.wrongCustomer } }, 400)
        : undefined;

  it('searches customers up to the spec limit of 200 results', async () => {
    renderTaskPage('/task/new', task(), answer);
    // Focused, as a user types: an unfocused autocomplete puts its chosen value back into the input.
    const search = await screen.findByRole('combobox', { name: 'Customer number' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'bloemenhuis' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(200));
  });

  it("says 'created task error' and why when the api refuses the task", async () => {
    const api = renderTaskPage('/task/new', task(), answer);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Terugbellen' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Klant wil bellen' } });
    fireEvent.change(screen.getByLabelText('Objective'), { target: { value: 'Offerte' } });
    const search = screen.getByRole('combobox', { name: 'Customer number' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: '100007' } });
    fireEvent.click(await screen.findByRole('option', { name: '100007 - Bloemenhuis 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(TASK_MESSAGES.createdError);
    expect(posts(api, '/api/task/createtask')).toHaveLength(1);
    expect(screen.getAllByText(TASK_MESSAGES.wrongCustomer).length).toBeGreaterThan(0);
  });
});
