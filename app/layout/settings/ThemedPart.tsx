import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { schemeTheme } from './colorSchemes';
import { useShellSettings, type ThemedPart as Part } from './shellSettings';

/** Dresses one part of the shell (main, navbar, toolbar, footer) in the colour scheme the user chose for it. */
export function ThemedPart({ part, children }: { part: Part; children: ReactNode }) {
  const [settings] = useShellSettings();
  return <ThemeProvider theme={schemeTheme(settings.themes[part])}>{children}</ThemeProvider>;
}
