import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as shellMessages } from '../../app/i18n/shell/en';
import { messages as leadMessages } from '../../resources/leads/i18n/en';
import { CommandPalette } from '../../app/palette/CommandPalette';
import { AppSetupContext } from '../../app/routes/AppSetup';
import { BUILT_IN_PAGES } from '../../app/routes/builtInPages';
import { createAuthProvider } from '../../authProvider';
import { dataProvider, invalidateArrays } from '../../dataProvider';
import { tenantStore } from '../../dataProvider/tenantStore';
import { tokenStore } from '../../dataProvider/tokenStore';
import { resourceDefinitions } from '../../resources';
import { accessTableOf } from '../../resources/framework/access';
import { newLeads } from '../../resources/leads';
import { tasks } from '../../resources/tasks';
import { visits } from '../../resources/visits';
import { json, stubFetch } from './customerRender';
import { unsignedToken } from './unsignedToken';

const ME = '0a1b2c3d-0000-4000-8000-000000000001';
const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, shellMessages, leadMessages), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
const CUSTOMERS = [
  { debnr: '100141', name: 'Bloemenhuis Jansen' },
  { debnr: '100142', name: 'Jansen Bloemen' },
  { debnr: '104233', name: 'Tuincentrum De Linde' },
];
const GROUPS = [
  { groupCode: '101', groupName: 'Bloemen NL', companyId: 1, companyName: 'Flora Holland', accessable: true },
  { groupCode: '102', groupName: 'Planten NL', companyId: 1, companyName: 'Flora Holland', accessable: true },
];

const TASK = {
  id: 7, title: 'Offerte nabellen', debnr: '100141', debnaam: 'Bloemenhuis Jansen', accountManager: 'Sam Sales', azureId: ME, startDate: '2026-06-01', endDate: '2026-06-08',
  taskType: 'geen_type', urgency: false, concluded: false, isArchive: false,
};

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="where">{pathname}</output>;
}

let api: ReturnType<typeof stubFetch>;

/** The palette as the shell mounts it, over the real data and auth providers, for a sales user on the inbox. */
function renderPalette() {
  const scope = { azureId: ME, groupCode: '101' };
  tokenStore.set({ accessToken: unsignedToken({ ...scope, roles: ['iCRMBasis', 'iTasks', 'iVisits'], exp: Math.floor(Date.now() / 1000) + 3600 }), refreshToken: 'refresh' });
  tenantStore.set(scope, 1);
  api = stubFetch((_method, path) =>
    path === '/api/customer/getallcustomerstosearch'
      ? json(CUSTOMERS)
      : path === '/api/groupcode/GetAccessableGroups'
        ? json(GROUPS)
        : path === '/api/task/getTasks'
          ? json([TASK, { ...TASK, id: 8, title: 'Offerte nabellen voor Max', azureId: 'someone-else' }])
          : json([]),
  );
  vi.stubGlobal('fetch', api.fetch);
  const resources = [tasks(), visits(), newLeads()];
  const access = Object.fromEntries(resources.map((resource) => [resource.declaration.name, accessTableOf(resource)]));
  const resourcePages = resourceDefinitions(resources).pages;
  const setup = { pages: [...BUILT_IN_PAGES, ...resourcePages], problems: [], loading: false, requestResources: () => undefined };
  // The leads list as the app routes it: its create dialog is where "New lead" leads.
  const leadList = resourcePages.find((page) => page.path === '/icrm/newleads')!;
  return render(
    <AppSetupContext.Provider value={setup}>
      <MemoryRouter initialEntries={['/iCRM/Inbox']}>
        <AdminContext dataProvider={dataProvider} authProvider={createAuthProvider(() => access)} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <input aria-label="somewhere on the page" />
                  <CommandPalette />
                  <Where />
                  <Routes>
                    <Route path="icrm/newleads" element={leadList.element} />
                    <Route path="*" element={null} />
                  </Routes>
                </>
              }
            />
          </Routes>
        </AdminContext>
      </MemoryRouter>
    </AppSetupContext.Provider>,
  );
}

const searchBox = () => screen.findByRole('combobox', { name: 'Search and commands' }, { timeout: 5000 });
const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

beforeEach(() => {
  localStorage.clear();
  invalidateArrays();
});
afterEach(() => vi.unstubAllGlobals());

describe('the command palette', () => {
  it('opens with Ctrl+K from a text field, finds a customer by name, moves with the arrows and opens it with Enter', async () => {
    renderPalette();
    const field = screen.getByRole('textbox', { name: 'somewhere on the page' });
    field.focus();
    fireEvent.keyDown(field, { key: 'k', ctrlKey: true });
    const box = await searchBox();
    expect(screen.getByRole('dialog', { name: 'Search and commands' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box));

    fireEvent.change(box, { target: { value: 'jansen' } });
    const customers = await screen.findByRole('group', { name: 'Customers' }, { timeout: 5000 });
    const options = within(customers).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Jansen Bloemen100142', 'Bloemenhuis Jansen100141']);
    expect(activeOption(box)).toBe(options[0]);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');

    // The customers rank above the user's task at that customer, the next section.
    const task = within(await screen.findByRole('group', { name: 'My tasks' })).getByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)).toBe(options[1]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)).toBe(task);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    // Past the last option: back to the first.
    expect(activeOption(box)).toBe(options[0]);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeOption(box)).toBe(options[1]);
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/icrm/customer/100141'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.path === '/api/customer/getallcustomerstosearch')).toHaveLength(1);
  });

  it('finds a screen by its menu name and an action, and shows the last pick first when opened again', async () => {
    renderPalette();
    fireEvent.click(screen.getByRole('button', { name: 'Search everything' }));
    const box = await searchBox();
    fireEvent.change(box, { target: { value: 'unpaid' } });
    const screens = await screen.findByRole('group', { name: 'Screens' });
    expect(within(screens).getAllByRole('option')[0]!.textContent).toContain('Unpaid');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/icrm/unpaid'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const again = await searchBox();
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(within(recent).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Unpaid')]);
    // Switching group is offered for the other group only; the new task and visit for a user who may create them.
    fireEvent.change(again, { target: { value: 'switch group' } });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(within(actions).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Switch to group Planten NL')]);
    fireEvent.change(again, { target: { value: 'new' } });
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Actions' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['New task', 'New lead', 'New visit']));
    // The user's own tasks, found by title; another's task is not theirs.
    fireEvent.change(again, { target: { value: 'offerte' } });
    const myTasks = await screen.findByRole('group', { name: 'My tasks' }, { timeout: 5000 });
    expect(within(myTasks).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringMatching(/^Offerte nabellen100141 Bloemenhuis Jansen/)]);
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the lead form dialog over the leads list for "New lead", as the list\'s own button does, and the task form for "New task"', async () => {
    renderPalette();
    const open = async () => {
      fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
      return searchBox();
    };
    const box = await open();
    fireEvent.change(box, { target: { value: 'new lead' } });
    await waitFor(() => expect(activeOption(box)?.textContent).toBe('New lead'));
    fireEvent.keyDown(box, { key: 'Enter' });
    const form = await screen.findByRole('dialog', { name: 'New lead' }, { timeout: 8000 });
    // The list is behind it (hidden from assistive tech while the form is open), and closing the form leaves the list.
    expect(screen.getByRole('status', { name: 'where', hidden: true }).textContent).toBe('/icrm/newleads');
    expect(screen.getByRole('button', { name: 'New lead', hidden: true })).toBeTruthy();
    await within(form).findByRole('button', { name: 'Save' }, { timeout: 8000 });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New lead' })).toBeNull());

    // Asked again while on the list: the form opens again.
    const again = await open();
    fireEvent.change(again, { target: { value: 'new lead' } });
    await waitFor(() => expect(activeOption(again)?.textContent).toBe('New lead'));
    fireEvent.keyDown(again, { key: 'Enter' });
    await screen.findByRole('dialog', { name: 'New lead' }, { timeout: 8000 });
    fireEvent.click(within(screen.getByRole('dialog', { name: 'New lead' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New lead' })).toBeNull());

    // The action "New task" opens the task form's page, the menu's "New task" (its screen, listed too).
    const third = await open();
    fireEvent.change(third, { target: { value: 'new task' } });
    const action = within(await screen.findByRole('group', { name: 'Actions' })).getByRole('option', { name: 'New task' });
    fireEvent.click(action);
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/task/new'));
  });

  it("shows the keyboard shortcuts with '?' outside a field", async () => {
    renderPalette();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'somewhere on the page' }), { key: '?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: '?' });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getAllByRole('definition').map((entry) => entry.textContent)).toEqual([
      'Search and commands', 'Show these shortcuts', 'Move between rows', 'First or last row', 'Open the row', 'Tick the row', 'Search the list',
    ]);
    expect(within(help).getAllByRole('term').map((entry) => entry.textContent)).toEqual(['Ctrl+K', '?', '↑↓', 'HomeEnd', 'Enter', 'Space', '/']);
  });
});
