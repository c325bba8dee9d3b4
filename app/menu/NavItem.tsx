import { Box } from '@mui/material';
import { MenuItemLink, useTranslate } from 'react-admin';
import { menuBadgeFor } from './badges';
import { MenuBadge } from './MenuBadge';
import type { MenuItemDefinition } from './menuGroups';

export function NavItem({ item }: { item: MenuItemDefinition }) {
  const translate = useTranslate();
  const useCount = menuBadgeFor(item.path);
  const label = translate(`app.menu.items.${item.id}`);
  const Icon = item.icon;
  return (
    <MenuItemLink
      to={item.path}
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
}
