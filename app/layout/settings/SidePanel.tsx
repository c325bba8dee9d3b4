import Close from '@mui/icons-material/Close';
import { Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A panel sliding in from the right edge: its title, a close button, its content. */
export function SidePanel({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': title, sx: { width: 320, p: 3 } } as object }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('app.settings_panel.close')}>
          <Close />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
