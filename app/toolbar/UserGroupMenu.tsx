import Check from '@mui/icons-material/Check';
import { Avatar, Box, Button, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Logout, useGetIdentity, UserMenuContextProvider, useTranslate } from 'react-admin';
import { CompanyTag } from '../../ui/CompanyTag';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { usePreparedApiQuery } from '../../dataProvider';
import { accessibleGroupsQuery } from '../layout/shellQueries';
import { useClaims } from '../../ui/useClaims';
import { groupsByCompany } from './groups';
import { useSwitchGroup } from './useSwitchGroup';

/** The user/group menu: initial, name and current group; the groups to switch to by company; Logout. */
export function UserGroupMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const claims = useClaims();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const userMenu = useMemo(() => ({ onClose: close }), [close]);
  const { data: groups = [] } = usePreparedApiQuery(accessibleGroupsQuery());
  const switchGroup = useSwitchGroup();
  const name = identity?.fullName ?? claims?.userName ?? '';
  const currentGroup = groups.find((group) => group.groupCode === claims?.groupCode)?.groupName ?? identity?.groupName;

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup
        // Two lines of text in the dense toolbar's 48 px: taller, it grew the toolbar when it appeared and hid the top of the page.
        // On a phone the avatar alone (the names are hidden): no text button's minimum width.
        sx={{ textTransform: 'none', ml: 1, py: 0.5, minWidth: { xs: 0, sm: 64 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        startIcon={<Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>{name.charAt(0).toUpperCase()}</Avatar>}
      >
        {/* The name says what the button is and what it shows ('Profile Ann Sales 101'): an aria-label would hide the visible text. */}
        <VisuallyHidden>{translate('ra.auth.user_menu')} </VisuallyHidden>
        <Box sx={{ textAlign: 'left', display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" component="span" sx={{ display: 'block', opacity: 0.8 }} data-testid="current-group">
            {currentGroup}
          </Typography>
        </Box>
      </Button>
      <UserMenuContextProvider value={userMenu}>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { maxHeight: 480, minWidth: 240 } } }}>
          {groupsByCompany(groups).flatMap(({ companyName, groups: list }) => [
            // A company outside the known set carries the error tag with the support hint (spec part 1 §1).
            // Presentation: a menu holds menu items only (ARIA); the company's name stays readable text between them.
            <ListSubheader key={`company-${companyName}`} role="presentation">
              <CompanyTag id={list[0]!.companyId} name={companyName} />
            </ListSubheader>,
            ...list.map((group) => {
              const current = group.groupCode === claims?.groupCode;
              return (
                <MenuItem key={group.groupCode} selected={current} onClick={() => (current ? close() : switchGroup(group.groupCode))}>
                  <ListItemIcon>{current && <Check fontSize="small" />}</ListItemIcon>
                  <ListItemText>{group.groupName}</ListItemText>
                </MenuItem>
              );
            }),
          ])}
          {groups.length > 0 && <Divider />}
          <Logout />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
}
