import FilterList from '@mui/icons-material/FilterList';
import Palette from '@mui/icons-material/Palette';
import { IconButton, Paper, Stack, Tooltip } from '@mui/material';
import { memo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePageSettled } from '../../routes/usePageSettled';
import { FilterPanel } from './FilterPanel';
import { SettingsPanel } from './SettingsPanel';

type Panel = 'settings' | 'filters';

const EdgeButton = ({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) => (
  <Tooltip title={label} placement="left">
    <IconButton onClick={onClick} aria-label={label} color="primary">
      {children}
    </IconButton>
  </Tooltip>
);

/**
 * The buttons on the right edge of the screen that open the settings panel and the filter panel, once
 * the page the app opened on has settled, a second at most (they float over it: nothing moves when they
 * appear).
 */
export const ShellPanels = memo(function ShellPanels() {
  const translate = useTranslate();
  const settled = usePageSettled();
  const [open, setOpen] = useState<Panel | null>(null);
  const close = () => setOpen(null);
  if (!settled) return null;
  return (
    <>
      <Paper elevation={3} sx={{ position: 'fixed', right: 0, top: '40%', zIndex: (theme) => theme.zIndex.appBar, borderRadius: '8px 0 0 8px' }}>
        <Stack>
          <EdgeButton label={translate('app.settings_panel.title')} onClick={() => setOpen('settings')}>
            <Palette />
          </EdgeButton>
          <EdgeButton label={translate('app.settings_panel.filters')} onClick={() => setOpen('filters')}>
            <FilterList />
          </EdgeButton>
        </Stack>
      </Paper>
      <SettingsPanel open={open === 'settings'} onClose={close} />
      <FilterPanel open={open === 'filters'} onClose={close} />
    </>
  );
});
