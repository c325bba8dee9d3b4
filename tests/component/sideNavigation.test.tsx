import Api from '@mui/icons-material/Api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemedSidebar } from '../../app/layout/ThemedSidebar';
import { NavGroup } from '../../app/menu/NavGroup';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The side navigation, folded or not, with one group (its title shows only at full width) holding an external link. */
function renderNavigation(open = false) {
  const { container } = render(
    <MemoryRouter>
      <AdminContext store={memoryStore({ 'sidebar.open': open })}>
        <ThemedSidebar>
          <NavGroup group={{ id: 'icrm', items: [], links: [{ id: 'apidocs', href: '/api-docs/', icon: Api, accessOf: '/documentation/routing' }] }} />
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
