import Settings from '@mui/icons-material/Settings';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCanReach } from '../routes/useCanReach';
import { useClaims } from '../../ui/useClaims';

/** Settings menu: login history and the user's own usage statistics (spec part 1 §2). */
export function SettingsMenu() {
  const translate = useTranslate();
  const azureId = useClaims()?.azureId ?? '';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = [
    { path: '/profile/loginhistory', label: 'app.toolbar.login_history' },
    { path: `/stats/user/${encodeURIComponent(azureId)}`, label: 'app.toolbar.own_stats' },
  ];
  const { canReach } = useCanReach(links.map((link) => link.path));
  const entries = links.filter((entry) => canReach(entry.path));
  if (entries.length === 0) return null;
  return (
    <>
      <Tooltip title={translate('app.toolbar.settings')}>
        <IconButton color="inherit" aria-label={translate('app.toolbar.settings')} onClick={(event) => setAnchor(event.currentTarget)}>
          <Settings />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem key={entry.path} component={Link} to={entry.path} onClick={() => setAnchor(null)}>
            {translate(entry.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
