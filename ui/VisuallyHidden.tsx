import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Text for assistive technology only: part of an element's accessible name without being shown. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}
    >
      {children}
    </Box>
  );
}
