import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, invalidateArrays } from '../../dataProvider';
import { resourceDefinitions } from '../../resources';
import { appStore } from '../../ui/appStore';
import { i18nProvider } from './renderResource';
import { bodyRows, confirmations as rows, shippingConfirmations as config } from './shippingConfirmations';

const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);

/**
 * The app opens on a list: its preload asks for the first page under the list's own query, so the list
 * draws those rows without asking again. Were the preload's parameters not the list's, the list would ask.
 */
async function openAtStart(path: string) {
  const client = new QueryClient();
  const { pages } = resourceDefinitions([config]);
  const list = pages.find((page) => page.path === '/verzendbevestigingen')!;
  // The browser's address, which the preload reads as the app starts.
  window.history.replaceState(null, '', path);
  await list.preload!({}, client);
  await waitFor(() => expect(client.getQueryCache().findAll({ queryKey: ['verzendbevestigingen', 'getList'] })[0]?.state.status).toBe('success'));
  const counted: typeof dataProvider = { ...dataProvider, getList: vi.fn(dataProvider.getList) as typeof dataProvider.getList };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={counted} queryClient={client} store={appStore} i18nProvider={i18nProvider}>
        <Routes>
          <Route path={list.path} element={list.element} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return counted.getList as unknown as ReturnType<typeof vi.fn>;
}

describe('the list the app opens on', { timeout: 60_000 }, () => {
  beforeEach(() => {
    invalidateArrays();
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(rows), { status: 200 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("draws its preloaded first page, in the declaration's order, without asking for it again", async () => {
    const getList = await openAtStart('/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), { timeout: 8000 });
    expect(screen.getByText('1-20 of 45')).toBeTruthy();
    expect(getList).not.toHaveBeenCalled();
  });

  it('has the rows of a search asked for as the typing pauses, under the key the list then reads', async () => {
    const getList = await openAtStart('/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), { timeout: 8000 });
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Customer 1' } });
    await waitFor(() => expect(screen.getByText('1-10 of 10')).toBeTruthy(), { timeout: 8000 });
    expect(new Set(names())).toEqual(new Set(Array.from({ length: 10 }, (_, i) => `Customer 1${i}`)));
    // Asked ahead by the search box: the list found the page there instead of asking for it.
    expect(getList).not.toHaveBeenCalled();
  });

  it('opens on the parameters it was left with (the stored page, size and sort)', async () => {
    appStore.setItem('verzendbevestigingen.listParams', { sort: 'debiteurNaam', order: 'DESC', page: 2, perPage: 5, filter: {} });
    const getList = await openAtStart('/verzendbevestigingen');
    await waitFor(() => expect(names()).toEqual(['Customer 39', 'Customer 38', 'Customer 37', 'Customer 36', 'Customer 35']), { timeout: 8000 });
    expect(getList).not.toHaveBeenCalled();
  });

  it("opens on the address's own parameters (a shared link), which win over the stored ones", async () => {
    appStore.setItem('verzendbevestigingen.listParams', { sort: 'debiteurNaam', order: 'DESC', page: 2, perPage: 5, filter: {} });
    const getList = await openAtStart('/verzendbevestigingen?sort=debiteurNaam&order=ASC&page=1&perPage=5&filter=%7B%22q%22%3A%22Customer%201%22%7D');
    await waitFor(() => expect(names()).toEqual(['Customer 10', 'Customer 11', 'Customer 12', 'Customer 13', 'Customer 14']), { timeout: 8000 });
    expect(getList).not.toHaveBeenCalled();
  });
});
