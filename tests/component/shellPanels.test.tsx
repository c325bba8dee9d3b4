import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openShellPanel } from '../../app/layout/settings/shellPanel';
import { ShellPanels } from '../../app/layout/settings/ShellPanels';
import { messages as shell } from '../../app/i18n/shell/en';
import { SettingsMenu } from '../../app/toolbar/SettingsMenu';
import { screenWidth } from './screenWidth';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, shell), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/** The toolbar's settings menu and the shell's side panels, signed out (no page to link to). */
function renderShell() {
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
        <SettingsMenu />
        <ShellPanels />
      </AdminContext>
    </MemoryRouter>,
  );
}

const slow = { timeout: 5000 };

describe('the theme settings and filter panels', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    openShellPanel(null);
  });

  it('open from buttons on the right edge of a wider screen', async () => {
    screenWidth(1366);
    renderShell();
    const filters = await screen.findByRole('button', { name: 'Filters' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Theme settings' }));
    expect(await screen.findByRole('heading', { name: 'Theme settings' })).toBeTruthy();
    expect(filters.isConnected).toBe(true);
  });

  it("on a phone open from the toolbar's settings menu, and no edge button covers the page", async () => {
    screenWidth(390);
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }, slow));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Filters' }));
    expect(await screen.findByRole('heading', { name: 'Filters' }, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Theme settings' })).toBeNull();
  });
});
