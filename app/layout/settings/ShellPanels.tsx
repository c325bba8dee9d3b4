import FilterList from '@mui/icons-material/FilterList';
import Palette from '@mui/icons-material/Palette';
import { IconButton, Paper, Stack, Tooltip } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePhone } from '../../../ui/phone/usePhone';
import { usePageSettled } from '../../routes/usePageSettled';
import { FilterPanel } from './FilterPanel';
import { SettingsPanel } from './SettingsPanel';
import { openShellPanel, useOpenShellPanel } from './shellPanel';

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
 * appear). Not on a phone: there they would cover a list's last column, and the toolbar's settings menu
 * opens the panels instead (SettingsMenu).
 */
export const ShellPanels = memo(function ShellPanels() {
  const translate = useTranslate();
  const settled = usePageSettled();
  const phone = usePhone();
  const open = useOpenShellPanel();
  const close = () => openShellPanel(null);
  if (!settled) return null;
  return (
    <>
      {!phone && (
        <Paper elevation={3} sx={{ position: 'fixed', right: 0, top: '40%', zIndex: (theme) => theme.zIndex.appBar, borderRadius: '8px 0 0 8px' }}>
          <Stack>
            <EdgeButton label={translate('app.settings_panel.title')} onClick={() => openShellPanel('settings')}>
              <Palette />
            </EdgeButton>
            <EdgeButton label={translate('app.settings_panel.filters')} onClick={() => openShellPanel('filters')}>
              <FilterList />
            </EdgeButton>
          </Stack>
        </Paper>
      )}
      <SettingsPanel open={open === 'settings'} onClose={close} />
      <FilterPanel open={open === 'filters'} onClose={close} />
    </>
  );
});
