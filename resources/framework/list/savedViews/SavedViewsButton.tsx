import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import CheckIcon from '@mui/icons-material/Check';
import MoreIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import type { SavedView } from '../../../../schemas/entities/savedView';
import { useCompiledResource } from '../../compiledResource';
import { sameView, useListViewState } from './listViewState';
import { useDefaultView } from './useDefaultView';
import { useSavedViews } from './useSavedViews';
import { ViewActionsMenu, type ViewAction } from './ViewActionsMenu';
import { ViewNameDialog } from './ViewNameDialog';

type Open = { dialog: 'save' } | { dialog: 'rename'; view: SavedView } | { dialog: 'delete'; view: SavedView } | { dialog: 'actions'; view: SavedView; anchor: HTMLElement };

/**
 * "Saved views" of a generated list (issue 39): save the current filters, sort, shown columns and page size
 * under a name, restore one in one click, rename, delete, or make one the view the list opens on. Kept per
 * user on the server, or in this browser when the back office lacks the extension (then a quiet line says so).
 */
export function SavedViewsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useCompiledResource().declaration.name;
  const { views, failed, local, create, change, remove } = useSavedViews(list);
  const { current, apply } = useListViewState();
  useDefaultView(views, apply);
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>();
  const closeMenu = () => setAnchor(null);

  const restore = (view: SavedView) => {
    apply(view.state);
    closeMenu();
  };
  const act = (view: SavedView, action: ViewAction) => {
    closeMenu();
    if (action === 'rename') return setOpen({ dialog: 'rename', view });
    if (action === 'delete') return setOpen({ dialog: 'delete', view });
    setOpen(undefined);
    change(view.id, { isDefault: !view.isDefault }).catch(() => notify('framework.savedViews.failed', { type: 'error' }));
  };
  const openActions = (view: SavedView, target: HTMLElement) => setOpen({ dialog: 'actions', view, anchor: target });
  const onViewKey = (view: SavedView) => (event: KeyboardEvent<HTMLElement>) => {
    // The usual key of a submenu; the context-menu keys too.
    if (event.key === 'ArrowRight' || event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      openActions(view, event.currentTarget);
    }
  };

  // The same element while the menu stays shut or open: the button is not drawn again at each change of the list
  // (three at each keystroke of a search), which this component follows for the views' check marks.
  const expanded = anchor !== null;
  const trigger = useMemo(
    () => (
      <Button
        id={buttonId}
        label="framework.savedViews.button"
        aria-haspopup="menu"
        aria-expanded={expanded}
        aria-controls={expanded ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <BookmarksIcon />
      </Button>
    ),
    [buttonId, menuId, expanded],
  );

  return (
    <>
      {trigger}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={closeMenu} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        <MenuItem
          onClick={() => {
            closeMenu();
            setOpen({ dialog: 'save' });
          }}
        >
          <ListItemIcon>
            <BookmarkAddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('framework.savedViews.save')}</ListItemText>
        </MenuItem>
        <Divider />
        {failed && <MenuItem disabled>{translate('framework.savedViews.load_failed')}</MenuItem>}
        {views?.length === 0 && <MenuItem disabled>{translate('framework.savedViews.empty')}</MenuItem>}
        {views?.map((view) => {
          const shown = sameView(view.state, current);
          return (
            <MenuItem
              key={view.id}
              onClick={() => restore(view)}
              onKeyDown={onViewKey(view)}
              aria-current={shown ? 'true' : undefined}
              aria-keyshortcuts="ArrowRight"
              sx={{ pr: 0.5 }}
            >
              <ListItemIcon>{shown ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText
                primary={view.name}
                secondary={view.isDefault ? translate('framework.savedViews.default') : undefined}
                slotProps={{ primary: { noWrap: true, sx: { maxWidth: 240 } } }}
              />
              {view.isDefault && <StarIcon fontSize="small" color="action" sx={{ ml: 1 }} aria-hidden />}
              {/* Out of the tab order, as menus are: keyboards open the same actions with ArrowRight (aria-keyshortcuts). */}
              <IconButton
                size="small"
                tabIndex={-1}
                aria-label={translate('framework.savedViews.more')}
                aria-haspopup="menu"
                // A finger's target on touch screens (44 px).
                sx={{ ml: 1, '@media (pointer: coarse)': { width: 44, height: 44 } }}
                onClick={(event) => {
                  event.stopPropagation();
                  openActions(view, event.currentTarget);
                }}
              >
                <MoreIcon fontSize="small" />
              </IconButton>
            </MenuItem>
          );
        })}
        {local && <MenuItem disabled>{translate('framework.savedViews.local')}</MenuItem>}
      </Menu>
      {open?.dialog === 'actions' && <ViewActionsMenu view={open.view} anchor={open.anchor} onAction={(action) => act(open.view, action)} onClose={() => setOpen(undefined)} />}
      {open?.dialog === 'save' && (
        <ViewNameDialog
          title={translate('framework.savedViews.save')}
          views={views ?? []}
          onSubmit={async (name) => {
            await create({ name, state: current });
            notify('framework.savedViews.saved', { type: 'info', messageArgs: { name } });
          }}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.dialog === 'rename' && (
        <ViewNameDialog
          title={translate('framework.savedViews.rename_title')}
          initial={open.view.name}
          views={views ?? []}
          renaming={open.view.id}
          onSubmit={async (name) => void (await change(open.view.id, { name }))}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.dialog === 'delete' && (
        <Confirm
          isOpen
          title="framework.savedViews.delete_title"
          content="framework.savedViews.delete_confirm"
          translateOptions={{ name: open.view.name }}
          onConfirm={() => {
            const { id } = open.view;
            setOpen(undefined);
            remove(id).catch(() => notify('framework.savedViews.failed', { type: 'error' }));
          }}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
