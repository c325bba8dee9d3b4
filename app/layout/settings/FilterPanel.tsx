import Close from '@mui/icons-material/Close';
import { Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec part 1 §2: the right-hand filter panel, still under construction ('In de maak!'). */
export function FilterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const title = translate('app.settings_panel.filters');
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
      <Typography>{translate('app.settings_panel.under_construction')}</Typography>
    </Drawer>
  );
}
