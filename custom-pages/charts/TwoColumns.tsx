import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Panels side by side on wide screens (the two of a row equally tall), stacked on narrow ones. */
export function TwoColumns({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>;
}
