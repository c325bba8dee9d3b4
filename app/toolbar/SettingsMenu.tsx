import Settings from '@mui/icons-material/Settings';
import { Divider, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { openShellPanel, type ShellPanel } from '../layout/settings/shellPanel';
import { useCanReach } from '../routes/useCanReach';
import { useClaims } from '../../ui/useClaims';
import { usePhone } from '../../ui/phone/usePhone';

/** The side panels the screen's right edge opens (ShellPanels), here on a phone, where the edge buttons give way. */
const PANELS: { panel: ShellPanel; label: string }[] = [
  { panel: 'settings', label: 'app.settings_panel.title' },
  { panel: 'filters', label: 'app.settings_panel.filters' },
];

/** Settings menu: login history and the user's own usage statistics (spec part 1 §2); on a phone also the side panels. */
export function SettingsMenu() {
  const translate = useTranslate();
  const phone = usePhone();
  const azureId = useClaims()?.azureId ?? '';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = [
    { path: '/profile/loginhistory', label: 'app.toolbar.login_history' },
    { path: `/stats/user/${encodeURIComponent(azureId)}`, label: 'app.toolbar.own_stats' },
  ];
  const { canReach } = useCanReach(links.map((link) => link.path));
  const entries = links.filter((entry) => canReach(entry.path));
  const panels = phone ? PANELS : [];
  if (entries.length === 0 && panels.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={translate('app.toolbar.settings')}>
        <IconButton color="inherit" aria-label={translate('app.toolbar.settings')} onClick={(event) => setAnchor(event.currentTarget)}>
          <Settings />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {entries.map((entry) => (
          <MenuItem key={entry.path} component={Link} to={entry.path} onClick={close}>
            {translate(entry.label)}
          </MenuItem>
        ))}
        {entries.length > 0 && panels.length > 0 && <Divider />}
        {panels.map(({ panel, label }) => (
          <MenuItem
            key={panel}
            onClick={() => {
              close();
              openShellPanel(panel);
            }}
          >
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
