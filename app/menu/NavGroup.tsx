import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse, Divider, ListSubheader } from '@mui/material';
import { memo } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useNavbarExpanded } from '../layout/navbarHover';
import type { MenuGroupDefinition } from './menuGroups';
import { NavItem } from './NavItem';
import { NavLink } from './NavLink';

/**
 * A titled, collapsible group of the side navigation; folded (and not opened on hover), it shows its icons only.
 * `first`: the top group, above which no divider is drawn. Memoised, as its items are.
 */
export const NavGroup = memo(function NavGroup({ group, first = false }: { group: MenuGroupDefinition; first?: boolean }) {
  const translate = useTranslate();
  const sidebarOpen = useNavbarExpanded();
  const [collapsed, setCollapsed] = useStore(`menu.collapsed.${group.id}`, false);
  const title = translate(`app.menu.groups.${group.id}`);
  // react-admin's Menu is an ARIA menu: it owns groups of menu items, so the group's header that folds it is a menu item too.
  return (
    <Box role="group" aria-label={title}>
      {sidebarOpen && group.dividerBefore && !first && <Divider sx={{ mt: 1 }} />}
      {sidebarOpen ? (
        <ListSubheader
          component="button"
          // Not sticky: its transparent background let the items scrolled under it show through the title.
          disableSticky
          role="menuitem"
          onClick={() => setCollapsed(!collapsed)}
          aria-expanded={!collapsed}
          data-menu-group={group.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            width: '100%',
            border: 0,
            cursor: 'pointer',
            lineHeight: '36px',
            mt: 1,
            fontWeight: 600,
            color: 'text.secondary',
            bgcolor: 'transparent',
          }}
        >
          {title}
          {collapsed ? <ExpandMore fontSize="small" /> : <ExpandLess fontSize="small" />}
        </ListSubheader>
      ) : (
        <Divider />
      )}
      <Collapse in={!collapsed || !sidebarOpen} timeout="auto">
        {group.items.map((item) => (
          <NavItem key={item.id} item={item} />
        ))}
        {group.links?.map((link) => (
          <NavLink key={link.id} link={link} />
        ))}
      </Collapse>
    </Box>
  );
});
