import { Box } from '@mui/material';
import { Menu } from 'react-admin';
import { LatestImport } from './LatestImport';
import './leadBadges';
import { NavGroup } from './NavGroup';
import { useVisibleMenu } from './useVisibleMenu';

/** The side navigation: the spec's menu groups, filtered by role, company and the pages that exist. */
export function AppMenu() {
  const groups = useVisibleMenu();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Menu>
        {groups.map((group) => (
          <NavGroup key={group.id} group={group} />
        ))}
      </Menu>
      <LatestImport />
    </Box>
  );
}
