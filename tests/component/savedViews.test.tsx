import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateArrays } from '../../dataProvider';
import { forgetNotOffered } from '../../dataProvider/notOffered';
import { tokenStore } from '../../dataProvider/tokenStore';
import type { SavedView } from '../../schemas/entities/savedView';
import { json, stubFetch } from './customerRender';
import { renderResource } from './renderResource';
import { shippingConfirmations as config } from './shippingConfirmations';
import { unsignedToken } from './unsignedToken';

/** Saved views of a generated list (issue 39), over the real data provider and the sent-confirmations list. */
const USER = '6f1c2b9e-0000-4000-8000-000000000001';

/** 45 confirmations: debtor 100000+i; one named 'Bloemenhuis Zeven'. */
const rows = Array.from({ length: 45 }, (_, i) => ({
  debiteurNummer: String(100000 + i),
  debiteurNaam: i === 7 ? 'Bloemenhuis Zeven' : `Customer ${i}`,
  email: `shop${i}@example.test`,
  verzendbevestigingDatum: `2026-05-${String((i % 28) + 1).padStart(2, '0')}`,
  verzendReviewDatum: null,
}));

const ends4: SavedView['state'] = { filter: { 'debiteurNummer@endsWith': '4' }, sort: { field: 'debiteurNummer', order: 'ASC' }, perPage: 5, hiddenColumns: ['email'] };

/** A back office: the list's rows, and the views calls answered by `views` (the legacy: 404 Unknown endpoint). */
function backOffice(views: (method: string, path: string, body: any) => Response) {
  const stub = stubFetch((method, path, body) => (path.startsWith('/api/view/') ? views(method, path, body) : json(rows)));
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  return stub;
}

/** The reference api's views calls over an array (the api's own rules are tested in tests/api/savedViews.test.ts). */
function viewsServer(kept: SavedView[]) {
  return (method: string, path: string, body: any): Response => {
    const id = Number(path.split('/')[4]);
    if (method === 'GET') return json(kept);
    if (method === 'POST') {
      const view = { id: kept.length + 100, list: 'verzendbevestigingen', isDefault: false, ...body };
      kept.push(view);
      return json(view);
    }
    const index = kept.findIndex((view) => view.id === id);
    if (method === 'DELETE') return json({ id: kept.splice(index, 1)[0]!.id });
    if (body.isDefault) kept.forEach((view) => (view.isDefault = false));
    kept[index] = { ...kept[index]!, ...body };
    return json(kept[index]);
  };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const slow = { timeout: 8000 };
const errorNotices = () => document.querySelectorAll('.RaNotification-error').length;
const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Saved views' }));
  return screen.findByRole('menu', { name: 'Saved views' });
};
async function saveView(name: string) {
  fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Save current view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

beforeEach(() => {
  invalidateArrays();
  forgetNotOffered();
  localStorage.clear();
  const claims = { azureId: USER, groupCode: '101', roles: ['iCRMBasis'], exp: Math.floor(Date.now() / 1000) + 3600 };
  tokenStore.set({ accessToken: unsignedToken(claims), refreshToken: 'refresh' });
});
afterEach(() => vi.unstubAllGlobals());

// Generous: MUI in jsdom on shared CPUs takes seconds per interaction.
describe('saved views of a generated list', { timeout: 60_000 }, () => {
  it('restores filters, sort, page size and shown columns in one click, and marks the view shown', async () => {
    backOffice(viewsServer([{ id: 1, list: 'verzendbevestigingen', name: 'Ending in 4', state: ends4, isDefault: false }]));
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: /Ending in 4/ }));
    await waitFor(() => expect(bodyRows().map((r) => r.textContent?.slice(0, 6))).toEqual(['100004', '100014', '100024', '100034', '100044']), slow);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Email');
    // The column filter shows the restored filter, ready to change.
    expect((within(screen.getByTestId('filter-debiteurNummer')).getByRole('textbox') as HTMLInputElement).value).toBe('4');
    expect(within(await openMenu()).getByRole('menuitem', { name: /Ending in 4/ }).getAttribute('aria-current')).toBe('true');
  });

  it('saves the current view under a name on the server, refusing a name already taken in the dialog', async () => {
    const kept: SavedView[] = [{ id: 1, list: 'verzendbevestigingen', name: 'Ending in 4', state: ends4, isDefault: false }];
    const stub = backOffice(viewsServer(kept));
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'zeven' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1), slow);

    const dialog = await saveView('ending IN 4');
    await within(dialog).findByText('You already have a view with this name');
    expect(stub.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Zeven' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(stub.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/view/verzendbevestigingen',
      body: { name: 'Zeven', state: { filter: { q: 'zeven' }, sort: { field: 'verzendbevestigingDatum', order: 'DESC' }, perPage: 20, hiddenColumns: [] } },
    });
    expect(within(await openMenu()).getByRole('menuitem', { name: /Zeven/ })).toBeTruthy();
  });

  it('renames, makes default and deletes a view from its actions menu', async () => {
    const kept: SavedView[] = [{ id: 1, list: 'verzendbevestigingen', name: 'Ending in 4', state: ends4, isDefault: false }];
    const stub = backOffice(viewsServer(kept));
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    const actionsOf = async (name: string) => {
      const item = within(await openMenu()).getByRole('menuitem', { name: new RegExp(name) });
      // The submenu's key, as a keyboard user opens it.
      fireEvent.keyDown(item, { key: 'ArrowRight' });
      return screen.findByRole('menu', { name: `Actions for view ${name}` });
    };

    fireEvent.click(within(await actionsOf('Ending in 4')).getByRole('menuitem', { name: 'Make default' }));
    await waitFor(() => expect(kept[0]!.isDefault).toBe(true), slow);
    expect(within(await openMenu()).getByRole('menuitem', { name: /Ending in 4.*Opens the list/ })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu', { name: 'Saved views' }), { key: 'Escape' });

    fireEvent.click(within(await actionsOf('Ending in 4')).getByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Fours' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(kept[0]!.name).toBe('Fours'), slow);

    fireEvent.click(within(await actionsOf('Fours')).getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete view' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(kept).toEqual([]), slow);
    expect(stub.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/view/verzendbevestigingen/1', { isDefault: true }],
      ['PUT', '/api/view/verzendbevestigingen/1', { name: 'Fours' }],
      ['DELETE', '/api/view/verzendbevestigingen/1', undefined],
    ]);
  });

  it('opens the list on the default view when its address carries no filters, not when it does', async () => {
    const kept: SavedView[] = [{ id: 1, list: 'verzendbevestigingen', name: 'Ending in 4', state: ends4, isDefault: true }];
    backOffice(viewsServer(kept));
    const first = renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(5), slow);
    first.unmount();

    invalidateArrays();
    renderResource([config], `/verzendbevestigingen?filter=${encodeURIComponent(JSON.stringify({ q: 'zeven' }))}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1), slow);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bodyRows()).toHaveLength(1);
  });

  it('keeps views in localStorage, quietly, when the back office answers 404 (legacy)', async () => {
    const stub = backOffice(() => json({ message: 'Unknown endpoint' }, 404));
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'zeven' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1), slow);

    const menu = await openMenu();
    await within(menu).findByText('Kept in this browser only');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await saveView('Zeven');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(JSON.parse(localStorage.getItem(`savedViews.${USER}.verzendbevestigingen`)!)).toMatchObject([{ name: 'Zeven', state: { filter: { q: 'zeven' } } }]);

    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: '' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: /Zeven/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1), slow);
    // The box follows the view's filter in the pass after it (GlobalSearch), which may come after the rows.
    await waitFor(() => expect((screen.getByPlaceholderText('Search') as HTMLInputElement).value).toBe('zeven'));
    expect(errorNotices()).toBe(0);
    // Each views call was asked once, then known missing for the session.
    expect(stub.calls.filter((c) => c.path.startsWith('/api/view/')).map((c) => c.method)).toEqual(['GET', 'POST']);
  });
});
