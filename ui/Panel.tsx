import { Card, CardContent, CardHeader, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card (dashboards, export pages, the offer edit page), a landmark named by its title (tests and screen readers find it so). */
export function Panel({ title, subheader, action, sx, children }: { title: string; subheader?: ReactNode; action?: ReactNode; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={[{ display: 'flex', flexDirection: 'column' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2', component: 'div' }, action: { sx: { m: 0, alignSelf: 'center' } } }}
        sx={{ pb: 0, flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ flexGrow: 1 }}>{children}</CardContent>
    </Card>
  );
}
