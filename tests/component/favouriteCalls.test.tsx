import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statsFavourites } from '../../custom-pages/statistics/users/UserStatsPage';
import { dataProvider } from '../../dataProvider';
import { FavouritesButton } from '../../resources/tasks/FavouritesDialog';
import { messages } from '../../resources/tasks/i18n/en';
import { json, stubFetch } from './customerRender';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }]);
const MAX = '0a1b2c3d-0000-4000-8000-000000000002';
const SAM = '0a1b2c3d-0000-4000-8000-000000000003';

/** The favourite-user calls the browser sends, as the spec gives them (part 2 §3, §7). */
describe('favourite users', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the task overview's star reads manager/GetFavoriteUsers and GetUsersToFavorite, and adds and deletes with azureId in the body", async () => {
    const api = stubFetch((_method, path) =>
      path.endsWith('/GetFavoriteUsers')
        ? json([{ favoriteAzureId: MAX, name: 'Max Manager', email: 'max@demo.test' }])
        : path.endsWith('/GetUsersToFavorite')
          ? json([{ azureId: SAM, name: 'Sam Sales', email: 'sales@demo.test' }])
          : json([]),
    );
    vi.stubGlobal('fetch', api.fetch);
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <FavouritesButton />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Favourite users' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Max Manager');
    fireEvent.change(within(dialog).getByLabelText('Find a user'), { target: { value: 'sam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/manager/AddFavoriteUser', body: { azureId: SAM } },
      { method: 'DELETE', path: '/api/manager/DeleteFavoriteUser', body: { azureId: MAX } },
    ]);
    expect(api.calls.some((c) => c.path.includes('/task/'))).toBe(false);
  });

  it('shows the favourites 5 a page', async () => {
    const favourites = Array.from({ length: 12 }, (_, i) => ({ favoriteAzureId: `0a1b2c3d-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, name: `Manager ${i + 1}`, email: `m${i + 1}@demo.test` }));
    const api = stubFetch((_method, path) => json(path.endsWith('/GetFavoriteUsers') ? favourites : []));
    vi.stubGlobal('fetch', api.fetch);
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <FavouritesButton />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Favourite users' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Manager 1');
    const shown = () => within(dialog).queryAllByText(/^Manager \d+$/).map((item) => item.textContent);
    expect(shown()).toEqual(['Manager 1', 'Manager 2', 'Manager 3', 'Manager 4', 'Manager 5']);
    expect(within(dialog).getByText('1-5 of 12')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    expect(shown()).toEqual(['Manager 11', 'Manager 12']);
    expect(within(dialog).getByText('11-12 of 12')).toBeDefined();
  });

  it("statistics' add and remove carry favoriteAzureId and userAzureId (the manager's own)", async () => {
    const api = stubFetch(() => json({ assignableUsers: [], assignedUsers: [] }));
    vi.stubGlobal('fetch', api.fetch);
    const source = statsFavourites(MAX);
    await source.add(SAM);
    await source.remove(SAM);
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/manager/AddManagerAssignedUser', body: { favoriteAzureId: SAM, userAzureId: MAX } },
      { method: 'DELETE', path: '/api/manager/RemoveManagerAssignedUser', body: { favoriteAzureId: SAM, userAzureId: MAX } },
    ]);
  });
});
