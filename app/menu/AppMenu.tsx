import { Box } from '@mui/material';
import { Menu } from 'react-admin';
import { useRegisteredPages } from '../routes/AppSetup';
import { useClaims } from '../session/useClaims';
import { LatestImport } from './LatestImport';
import { MENU_GROUPS } from './menuGroups';
import { NavGroup } from './NavGroup';
import { visibleMenu } from './visibleMenu';

/** The side navigation: the spec's menu groups, filtered by role, company and the pages that exist. */
export function AppMenu() {
  const claims = useClaims();
  const pages = useRegisteredPages();
  const groups = visibleMenu(MENU_GROUPS, { roles: claims?.roles ?? [], companyId: claims?.companyId, pages });
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
