import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One KPI of the dashboard: its name, the figure, and a line of detail; a landmark named by the KPI (data-kpi for tests). */
export function KpiBlock({ id, label, value, detail, icon }: { id: string; label: string; value: ReactNode; detail?: ReactNode; icon?: ReactNode }) {
  return (
    <Paper component="section" aria-label={label} data-kpi={id} variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="p" data-value sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
        {icon}
      </Stack>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p" data-detail>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** The row of KPI blocks: as many per line as fit. */
export function KpiGrid({ children }: { children: ReactNode }) {
  return <Stack sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>{children}</Stack>;
}
