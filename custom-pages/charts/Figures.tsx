import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Figure {
  /** Names the figure for tests and screen readers: data-figure="<id>". */
  id: string;
  label: string;
  value: ReactNode;
}

/** Labelled figures in a row above a chart or in a KPI block: label small, value prominent. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0, mb: 1 }}>
      {figures.map((figure) => (
        <Box key={figure.id} data-figure={figure.id}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }} data-value>
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
