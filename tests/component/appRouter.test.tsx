import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, MenuItemLink, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouter, appRouterProvider, usePathname } from '../../app/routes/appRouter';
import { dataProvider, invalidateArrays } from '../../dataProvider';
import { resourceDefinitions } from '../../resources';
import { i18nProvider } from './renderResource';
import { bodyRows, confirmations as rows, shippingConfirmations as config } from './shippingConfirmations';

const slow = { timeout: 8000 };

/** The app's router as App mounts it, a generated list, two menu entries and a part that reads only the path. */
function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const list = resourceDefinitions([config]).pages.find((page) => page.path === '/verzendbevestigingen')!;
  const paths: string[] = [];
  function PathReader() {
    const pathname = usePathname();
    paths.push(pathname);
    return null;
  }
  render(
    <AppRouter>
      <AdminContext routerProvider={appRouterProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <nav aria-label="Menu">
          <MenuItemLink to="/verzendbevestigingen" primaryText="Shipping confirmations" />
          <MenuItemLink to="/elsewhere" primaryText="Elsewhere" />
        </nav>
        <PathReader />
        <Routes>
          <Route path={list.path} element={list.element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </AdminContext>
    </AppRouter>,
  );
  return paths;
}

const menuEntry = (name: string) => within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('menuitem', { name });
const isActive = (name: string) => menuEntry(name).classList.contains('RaMenuItemLink-active');

describe('the router the app gives react-admin', { timeout: 60_000 }, () => {
  beforeEach(() => {
    invalidateArrays();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(rows), { status: 200 })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("writes a list's search into the address without rendering what reads only the path", async () => {
    const paths = renderApp('/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    expect(isActive('Shipping confirmations')).toBe(true);
    const rendersBefore = paths.length;

    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Customer 1' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(10), slow);
    // A shared link or a reload opens the list searched as it is.
    await waitFor(() => expect(JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}')).toEqual({ q: 'Customer 1' }));
    expect(window.location.pathname).toBe('/verzendbevestigingen');
    expect(paths.length).toBe(rendersBefore);
    expect(isActive('Shipping confirmations')).toBe(true);
  });

  it('follows a change of path: the page, the active menu entry and what reads the path', async () => {
    const paths = renderApp('/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);

    fireEvent.click(menuEntry('Elsewhere'));
    await screen.findByText('elsewhere');
    expect(window.location.pathname).toBe('/elsewhere');
    expect(paths.at(-1)).toBe('/elsewhere');
    expect(isActive('Elsewhere')).toBe(true);
    expect(isActive('Shipping confirmations')).toBe(false);
  });

  it("leaves a modified click on a menu link to the browser (a new tab or window), and links to the path itself", async () => {
    renderApp('/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    const link = menuEntry('Elsewhere');
    expect(link.getAttribute('href')).toBe('/elsewhere');
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      // A click the app leaves alone is not prevented: the browser opens the link as asked.
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(window.location.pathname).toBe('/verzendbevestigingen');
    expect(screen.queryByText('elsewhere')).toBeNull();
  });
});
