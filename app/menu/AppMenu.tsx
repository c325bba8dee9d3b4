import { Box, Skeleton, Stack } from '@mui/material';
import { memo } from 'react';
import { Menu } from 'react-admin';
import { NAVBAR_WIDTH } from '../theme';
import { LatestImport } from './LatestImport';
import './leadBadges';
import { NavGroup } from './NavGroup';
import { useVisibleMenu } from './useVisibleMenu';

/**
 * The side navigation: the spec's menu groups, filtered by role, company and the pages that exist.
 * Shown once settled: the resource pages join after the first paint, and their items would push the
 * others down under the pointer of someone about to click one.
 */
export const AppMenu = memo(function AppMenu() {
  const { groups, settled } = useVisibleMenu();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      {settled ? (
        <Menu>
          {groups.map((group, index) => (
            <NavGroup key={group.id} group={group} first={index === 0} />
          ))}
        </Menu>
      ) : (
        // As wide as the open navbar: the menu column itself is wider and clipped.
        <Stack spacing={1.5} sx={{ p: 2, width: NAVBAR_WIDTH, boxSizing: 'border-box' }} aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={20} />
          ))}
        </Stack>
      )}
      <LatestImport />
    </Box>
  );
});
