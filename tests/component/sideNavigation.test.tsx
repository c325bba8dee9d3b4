import Api from '@mui/icons-material/Api';
import Inbox from '@mui/icons-material/Inbox';
import Public from '@mui/icons-material/Public';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemedSidebar } from '../../app/layout/ThemedSidebar';
import { NavGroup } from '../../app/menu/NavGroup';
import type { MenuGroupDefinition } from '../../app/menu/menuGroups';
import { navIndent } from '../../app/menu/navIndent';
import { theme } from '../../app/theme';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const CRM: MenuGroupDefinition = { id: 'icrm', items: [{ id: 'inbox', path: '/iCRM/Inbox', icon: Inbox }], links: [{ id: 'apidocs', href: '/api-docs/', icon: Api, accessOf: '/documentation/routing' }] };
const APIS: MenuGroupDefinition = { id: 'apis', dividerBefore: true, items: [{ id: 'weblog', path: '/icrm/weblog', icon: Public }] };

/**
 * The side navigation in the app's theme, folded or not: a group (its title shows only at full width) holding an
 * item and an external link, and a group set off by a divider.
 */
function renderNavigation(open = false) {
  const { container } = render(
    <MemoryRouter>
      <AdminContext store={memoryStore({ 'sidebar.open': open })} theme={theme}>
        <ThemedSidebar>
          <NavGroup group={CRM} first />
          <NavGroup group={APIS} />
        </ThemedSidebar>
      </AdminContext>
    </MemoryRouter>,
  );
  return container.querySelector('.MuiDrawer-docked')!;
}
const renderFolded = () => renderNavigation(false);

const groupTitle = () => screen.queryByRole('menuitem', { name: 'app.menu.groups.icrm' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the folded navigation', () => {
  it('opens when the pointer rests on it for 150 ms, and folds again when it leaves', () => {
    const navbar = renderFolded();
    expect(groupTitle()).toBeNull();
    fireEvent.mouseEnter(navbar);
    wait(149);
    expect(groupTitle()).toBeNull();
    wait(1);
    expect(groupTitle()).not.toBeNull();
    fireEvent.mouseLeave(navbar);
    expect(groupTitle()).toBeNull();
  });

  it('stays folded under a pointer only passing over it', () => {
    const navbar = renderFolded();
    fireEvent.mouseEnter(navbar);
    wait(100);
    fireEvent.mouseLeave(navbar);
    wait(500);
    expect(groupTitle()).toBeNull();
  });
});

describe('an external link of the navigation', () => {
  it('opens its address in a new tab, cut off from the app', () => {
    renderNavigation(true);
    const link = screen.getByRole('menuitem', { name: 'app.menu.items.apidocs' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/api-docs/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

/** The width the navbar takes, in the app's theme. */
const widthOf = (element: Element | null) => (element ? getComputedStyle(element).width : undefined);

describe('the navbar (spec part 1 §9)', () => {
  it('is 280 px wide open, 64 px folded, and 280 px over the page when opened on hover', () => {
    expect(widthOf(renderNavigation(true).querySelector('.MuiDrawer-paper'))).toBe('280px');
    cleanup();
    const navbar = renderFolded();
    expect(widthOf(navbar.querySelector('.MuiDrawer-paper'))).toBe('64px');
    fireEvent.mouseEnter(navbar);
    wait(150);
    expect(widthOf(navbar.querySelector('.RaSidebar-fixed'))).toBe('280px');
  });

  it('indents its entries 40 px under their group title when open (16 more per level, at most 80), not when folded', () => {
    expect([0, 1, 2, 3, 4].map(navIndent)).toEqual([40, 56, 72, 80, 80]);
    renderNavigation(true);
    const indent = (name: string) => getComputedStyle(screen.getByRole('menuitem', { name })).paddingLeft;
    expect([indent('app.menu.items.inbox'), indent('app.menu.items.apidocs')]).toEqual(['40px', '40px']);
    cleanup();
    renderFolded();
    expect(getComputedStyle(screen.getByRole('menuitem', { name: 'app.menu.items.inbox' })).paddingLeft).not.toBe('40px');
  });

  it('draws a divider line above a group that starts a new kind of work, and none above the top group', () => {
    renderNavigation(true);
    const [crm, apis] = screen.getAllByRole('group');
    expect(crm!.querySelectorAll('hr')).toHaveLength(0);
    expect(apis!.querySelectorAll('hr')).toHaveLength(1);
    expect(apis!.firstElementChild!.tagName).toBe('HR');
    // Group titles scroll with their items rather than stick over them.
    expect(getComputedStyle(screen.getByRole('menuitem', { name: 'app.menu.groups.apis' })).position).not.toBe('sticky');
  });
});
