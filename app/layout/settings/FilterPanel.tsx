import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SidePanel } from './SidePanel';

/** Spec part 1 §2: the right-hand filter panel, still under construction ('In de maak!'). */
export function FilterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <SidePanel title={translate('app.settings_panel.filters')} open={open} onClose={onClose}>
      <Typography>{translate('app.settings_panel.under_construction')}</Typography>
    </SidePanel>
  );
}
