import { useTranslate } from 'react-admin';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { SavedView } from '../../../../schemas/entities/savedView';

export type ViewAction = 'rename' | 'toggleDefault' | 'delete';

/** One view's own actions: rename, make (or stop being) the list's default, delete. */
export function ViewActionsMenu({ view, anchor, onAction, onClose }: { view: SavedView; anchor: HTMLElement; onAction(action: ViewAction): void; onClose(): void }) {
  const translate = useTranslate();
  const item = (action: ViewAction, label: string, icon: React.ReactNode) => (
    <MenuItem onClick={() => onAction(action)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
  return (
    <Menu
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': translate('framework.savedViews.actions', { name: view.name }) } }}
    >
      {item('rename', 'framework.savedViews.rename', <EditIcon fontSize="small" />)}
      {view.isDefault
        ? item('toggleDefault', 'framework.savedViews.remove_default', <StarBorderIcon fontSize="small" />)
        : item('toggleDefault', 'framework.savedViews.make_default', <StarIcon fontSize="small" />)}
      {item('delete', 'framework.savedViews.delete', <DeleteIcon fontSize="small" />)}
    </Menu>
  );
}
