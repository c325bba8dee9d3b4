import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ThemedPart } from '../../app/layout/settings/ThemedPart';
import { DEFAULT_SHELL_SETTINGS, type ShellSettings } from '../../app/layout/settings/shellSettings';
import { theme } from '../../app/theme';

/** Says the primary colour of the theme it renders in. */
function Primary({ name }: { name: string }) {
  return <span data-testid={name}>{useTheme().palette.primary.main}</span>;
}

function renderShell(themes: ShellSettings['themes']) {
  // Signed out in a test: the settings are the anonymous user's.
  const store = memoryStore({ 'shell.settings.anonymous': { ...DEFAULT_SHELL_SETTINGS, themes } });
  render(
    <AdminContext store={store} theme={theme}>
      <ThemedPart part="main">
        <Primary name="main" />
        <ThemedPart part="toolbar">
          <Primary name="toolbar" />
        </ThemedPart>
        <ThemedPart part="footer">
          <Primary name="footer" />
        </ThemedPart>
      </ThemedPart>
    </AdminContext>,
  );
}

const FLORA = '#2e6b3f';
const OCEAN = '#1f5a85';

describe('themed parts of the shell', () => {
  it('dress each part in its own scheme, inside a part of another scheme too', () => {
    renderShell({ main: 'ocean', navbar: 'flora', toolbar: 'flora', footer: 'plum' });
    expect(screen.getByTestId('main').textContent).toBe(OCEAN);
    expect(screen.getByTestId('toolbar').textContent).toBe(FLORA);
    expect(screen.getByTestId('footer').textContent).toBe('#663a78');
  });

  it('leave every part in the app theme with the default settings', () => {
    renderShell(DEFAULT_SHELL_SETTINGS.themes);
    for (const part of ['main', 'toolbar', 'footer']) expect(screen.getByTestId(part).textContent).toBe(FLORA);
  });
});
