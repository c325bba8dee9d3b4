import { Box } from '@mui/material';
import { memo } from 'react';
import { MenuItemLink, useLocaleState, useTranslate } from 'react-admin';
import { useNavbarExpanded } from '../layout/navbarHover';
import { menuBadgeFor } from './badges';
import { MenuBadge } from './MenuBadge';
import type { MenuItemDefinition } from './menuGroups';
import { navIndent } from './navIndent';

/**
 * One entry of the side navigation. Memoised: the menu renders again whenever the pages, the access
 * answers or the fetching indicator change, and its items (the same objects from render to render)
 * need not.
 */
export const NavItem = memo(function NavItem({ item }: { item: MenuItemDefinition }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const useCount = menuBadgeFor(item.path);
  const own = item.labels as Record<string, string | undefined> | undefined;
  const label = own?.[locale] ?? own?.en ?? translate(`app.menu.items.${item.id}`);
  const Icon = item.icon;
  // Indented under its group's title when the navbar is open; folded, the icon keeps the 64 px column's padding.
  const expanded = useNavbarExpanded();
  return (
    <MenuItemLink
      to={item.path}
      sx={expanded ? { pl: `${navIndent()}px` } : undefined}
      leftIcon={<Icon />}
      tooltipProps={{ title: label }}
      primaryText={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          {label}
          {useCount && <MenuBadge useCount={useCount} />}
        </Box>
      }
    />
  );
});
