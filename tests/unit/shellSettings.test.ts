import { describe, expect, it } from 'vitest';
import { DEFAULT_SHELL_SETTINGS, readShellSettings } from '../../app/layout/settings/shellSettings';

describe('the settings panel’s stored settings', () => {
  it('reads back what the user chose', () => {
    const chosen = { layout: 'boxed', themes: { main: 'dark', navbar: 'ocean', toolbar: 'plum', footer: 'slate' }, customScrollbars: false };
    expect(readShellSettings(chosen)).toEqual(chosen);
  });

  it('falls back to the default, part by part, for whatever is missing or unknown', () => {
    expect(readShellSettings(undefined)).toEqual(DEFAULT_SHELL_SETTINGS);
    expect(readShellSettings({ layout: 'sideways', themes: { navbar: 'dark', toolbar: 'neon' }, customScrollbars: 'yes' })).toEqual({
      ...DEFAULT_SHELL_SETTINGS,
      themes: { ...DEFAULT_SHELL_SETTINGS.themes, navbar: 'dark' },
    });
  });
});
