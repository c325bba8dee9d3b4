import { useStore } from 'react-admin';
import { useClaims } from '../../../ui/useClaims';

/** Spec part 1 §2 settings panel: three layout styles. */
export const LAYOUT_STYLES = ['left', 'right', 'boxed'] as const;
/** The colour schemes a part of the shell can wear. */
export const COLOR_SCHEMES = ['flora', 'ocean', 'plum', 'slate', 'dark'] as const;
/** The parts of the shell themed one by one (spec: main, navbar, toolbar, footer). */
export const THEMED_PARTS = ['main', 'navbar', 'toolbar', 'footer'] as const;

export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type ThemedPart = (typeof THEMED_PARTS)[number];

export interface ShellSettings {
  layout: LayoutStyle;
  themes: Record<ThemedPart, ColorScheme>;
  customScrollbars: boolean;
}

export const DEFAULT_SHELL_SETTINGS: ShellSettings = {
  layout: 'left',
  themes: { main: 'flora', navbar: 'flora', toolbar: 'flora', footer: 'flora' },
  customScrollbars: true,
};

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** A stored value read back safely: whatever an older version (or a hand edit) left falls back to the default. */
export function readShellSettings(stored: unknown): ShellSettings {
  const value = (stored ?? {}) as Partial<ShellSettings>;
  const themes = (value.themes ?? {}) as Partial<Record<ThemedPart, unknown>>;
  return {
    layout: oneOf(LAYOUT_STYLES, value.layout, DEFAULT_SHELL_SETTINGS.layout),
    themes: Object.fromEntries(
      THEMED_PARTS.map((part) => [part, oneOf(COLOR_SCHEMES, themes[part], DEFAULT_SHELL_SETTINGS.themes[part])]),
    ) as Record<ThemedPart, ColorScheme>,
    customScrollbars: typeof value.customScrollbars === 'boolean' ? value.customScrollbars : DEFAULT_SHELL_SETTINGS.customScrollbars,
  };
}

/** The signed-in user's shell settings, kept per user in react-admin's Store (localStorage). */
export function useShellSettings(): [ShellSettings, (settings: ShellSettings) => void] {
  const azureId = useClaims()?.azureId ?? 'anonymous';
  const [stored, setStored] = useStore<unknown>(`shell.settings.${azureId}`, DEFAULT_SHELL_SETTINGS);
  return [readShellSettings(stored), setStored];
}
