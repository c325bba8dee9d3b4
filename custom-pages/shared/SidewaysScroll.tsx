import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Content wider than its card (a table, a grid) scrolls sideways inside the card instead of widening the page or
 * being cut off: a width of 0 keeps it out of the page's width (react-admin's layout grows to fit its content), and
 * a min-width of 100% fills the card. Focusable, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function SidewaysScroll({ children }: { children: ReactNode }) {
  return (
    <Box tabIndex={0} sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      {children}
    </Box>
  );
}
