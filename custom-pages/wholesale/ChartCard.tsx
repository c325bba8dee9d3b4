import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled chart block of the wholesale customer page. */
export function ChartCard({ title, subheader, children }: { title: string; subheader: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader title={title} subheader={subheader} slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
