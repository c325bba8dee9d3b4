import OpenInNew from '@mui/icons-material/OpenInNew';
import { ListItemIcon, MenuItem, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavbarExpanded } from '../layout/navbarHover';
import type { MenuLinkDefinition } from './menuGroups';
import { navIndent } from './navIndent';

/** An external link of the side navigation: opens its address in a new tab, marked as leaving the app. */
export function NavLink({ link }: { link: MenuLinkDefinition }) {
  const translate = useTranslate();
  const expanded = useNavbarExpanded();
  const label = translate(`app.menu.items.${link.id}`);
  const Icon = link.icon;
  return (
    <Tooltip title={expanded ? '' : label} placement="right">
      <MenuItem component="a" href={link.href} target="_blank" rel="noopener noreferrer" sx={{ color: 'text.secondary', pl: expanded ? `${navIndent()}px` : undefined }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        {label}
        <OpenInNew fontSize="inherit" aria-hidden sx={{ ml: 'auto', pl: 1 }} />
      </MenuItem>
    </Tooltip>
  );
}
