import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { INPUT_MAX_LENGTH } from '../../schemas/constants';
import { useVisibleMenu } from '../menu/useVisibleMenu';
import { searchItems } from './shortcuts';
import { useShortcuts } from './useShortcuts';

/**
 * The shortcuts bar (spec part 1 §2): the user's starred pages as toolbar buttons, and a star
 * menu to search any page of their menu ("Search for an app or page") and star or unstar it.
 */
export function ShortcutsBar() {
  const translate = useTranslate();
  const items = useVisibleMenu().groups.flatMap((group) => group.items);
  const [starred, toggle] = useShortcuts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const label = (item: { id: string }) => translate(`app.menu.items.${item.id}`);
  if (items.length === 0) return null;
  const matches = searchItems(items, query, label);

  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', ml: 1 }}>
      {items
        .filter((item) => starred.includes(item.id))
        .map((item) => (
          <Tooltip key={item.id} title={label(item)}>
            <IconButton color="inherit" component={Link} to={item.path} aria-label={label(item)}>
              <item.icon />
            </IconButton>
          </Tooltip>
        ))}
      <Tooltip title={translate('app.shortcuts.title')}>
        <IconButton color="inherit" aria-label={translate('app.shortcuts.title')} onClick={(event) => setAnchor(event.currentTarget)}>
          <StarBorder />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 300, maxHeight: 440 } } }}>
        <Box sx={{ px: 2, pb: 1 }} onKeyDown={(event) => event.stopPropagation()}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            variant="outlined"
            margin="none"
            placeholder={translate('app.shortcuts.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ htmlInput: { maxLength: INPUT_MAX_LENGTH, 'aria-label': translate('app.shortcuts.search') } }}
          />
        </Box>
        {matches.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {translate('app.search.no_results')}
          </Typography>
        )}
        {matches.map((item) => (
          <MenuItem key={item.id} onClick={() => toggle(item.id)} aria-pressed={starred.includes(item.id)}>
            <ListItemIcon>{starred.includes(item.id) ? <Star color="secondary" fontSize="small" /> : <StarBorder fontSize="small" />}</ListItemIcon>
            <ListItemText>{label(item)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
