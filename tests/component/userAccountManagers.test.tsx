import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, invalidateArrays } from '../../dataProvider';
import { CompiledResourceContext } from '../../resources/framework/compiledResource';
import { ResourceFormDialog } from '../../resources/framework/form/ResourceFormDialog';
import { messages as frameworkMessages } from '../../resources/framework/i18n/en';
import { resourceDefinitions } from '../../resources';
import { users } from '../../resources/users';
import { messages } from '../../resources/users/i18n/en';
import type { UserRecord } from '../../resources/users/schema';
import { json, stubFetch } from './customerRender';

const texts = polyglotI18nProvider(() => mergeTranslations(englishMessages, frameworkMessages, messages), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
const SAM = '0b6c1f6e-5a43-4c1e-9a55-0d6a4f3f7d11';
const ANNA = '0b6c1f6e-5a43-4c1e-9a55-0d6a4f3f7d12';
const sam: UserRecord = {
  id: SAM, azureId: SAM, name: 'Sam Sales', email: 'sales@demo.test', companyId: 1, companyName: 'VDP', groupCode: '101', groupName: 'VDP Noord',
  target: 5, language: 'en', roles: [{ id: 1, name: 'iCRMBasis' }], accountManagers: [{ accountManager: 'SS', accountManagerName: 'Sam Sales', companyId: 1 }], version: 4,
};
/** admin/GetAccountManagers: Sam's own code, Anna's in the same company, and one of company 3. */
const MANAGERS = [
  { name: 'Anna Bakker', azureId: ANNA, accountManager: 'AB', companyId: 1 },
  { name: 'Sam Sales', azureId: SAM.toUpperCase(), accountManager: 'SS', companyId: 1 },
  { name: 'Gerrit Groen', azureId: ANNA, accountManager: 'GG', companyId: 3 },
];

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  invalidateArrays();
  api = stubFetch((_method, path, body) => {
    if (path.endsWith('admin/GetAccountManagers')) return json(MANAGERS);
    if (path.endsWith('auth/getRoles')) return json([{ id: 1, name: 'iCRMBasis' }]);
    if (path.endsWith('admin/getcompanies')) return json([{ id: 1, name: 'VDP' }, { id: 3, name: 'Greenflor' }]);
    if (path.endsWith('groupcode/getallgroups')) return json([{ groupCode: '101', groupName: 'VDP Noord', companyId: 1, companyName: 'VDP' }]);
    if (path.endsWith('admin/updateuser')) return json({ ...sam, ...(body as object) });
    return json([]);
  });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function renderEdit() {
  // The data provider finds the users' endpoints once the resource is registered.
  const resource = users();
  resourceDefinitions([resource]);
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={texts} store={memoryStore()}>
        <CompiledResourceContext.Provider value={resource}>
          <ResourceFormDialog mode="edit" record={sam} onClose={() => undefined} />
        </CompiledResourceContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Spec part 2 §7: the account managers of admin/GetAccountManagers, kept indefinitely, in the user dialogs (issue 38). */
describe('account manager codes in the user dialog', { timeout: 60_000 }, () => {
  it("offers the company's codes with their holders (another user's disabled), takes a new one typed, and sends them", async () => {
    renderEdit();
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' }, { timeout: 8000 });
    const input = await within(dialog).findByRole('combobox', { name: 'Account manager codes' }, { timeout: 8000 });
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('admin/GetAccountManagers'))).toBe(true));
    fireEvent.mouseDown(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-disabled')])).toEqual([
      ['AB · Anna Bakker', 'true'],
      ['SS · Sam Sales', 'false'],
    ]);
    fireEvent.change(input, { target: { value: 'NEW' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(dialog).getByRole('button', { name: 'NEW' })).toBeDefined();
    // Kept indefinitely: asked once, however many parts of the dialog read it (a save then refreshes every query).
    expect(api.calls.filter((c) => c.path.endsWith('admin/GetAccountManagers'))).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.startsWith('/api/admin/updateuser'))).toBe(true), { timeout: 8000 });
    const sent = api.calls.find((c) => c.path.startsWith('/api/admin/updateuser'))!.body as { accountManagers: unknown };
    expect(sent.accountManagers).toEqual([
      { userAzureId: SAM, accountManagerCode: 'SS', companyId: 1 },
      { userAzureId: SAM, accountManagerCode: 'NEW', companyId: 1 },
    ]);
  });
});
