import { createTheme, type Theme } from '@mui/material/styles';
import { theme as appTheme } from '../../theme';
import type { ColorScheme } from './shellSettings';

/** Each scheme's palette over the app theme (flora is the app theme itself); contrast 4.5:1 for text on its colours. */
const PALETTES: Record<ColorScheme, Record<string, unknown>> = {
  flora: appTheme.palette as Record<string, unknown>,
  ocean: {
    mode: 'light',
    primary: { main: '#1f5a85', dark: '#123d5e', light: '#4f86b0', contrastText: '#ffffff' },
    secondary: { main: '#b03a5b', contrastText: '#ffffff' },
    background: { default: '#f2f6fa' },
  },
  plum: {
    mode: 'light',
    primary: { main: '#663a78', dark: '#452651', light: '#8d62a0', contrastText: '#ffffff' },
    secondary: { main: '#2e6b3f', contrastText: '#ffffff' },
    background: { default: '#f7f3f8' },
  },
  slate: {
    mode: 'light',
    primary: { main: '#37474f', dark: '#263238', light: '#62727b', contrastText: '#ffffff' },
    secondary: { main: '#c2416b', contrastText: '#ffffff' },
    background: { default: '#f5f5f5' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#8fcf9c', dark: '#5a9a68', light: '#b9e3c0', contrastText: '#0d1f12' },
    secondary: { main: '#f28cab', contrastText: '#1f0a11' },
    background: { default: '#121613', paper: '#1c211d' },
  },
};

const themes = new Map<ColorScheme, Theme>();

/** The MUI theme of a scheme, made once. */
export function schemeTheme(scheme: ColorScheme): Theme {
  let theme = themes.get(scheme);
  if (!theme) {
    theme = createTheme({ ...appTheme, palette: PALETTES[scheme] } as Parameters<typeof createTheme>[0]);
    themes.set(scheme, theme);
  }
  return theme;
}
