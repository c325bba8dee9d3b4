import ManageSearch from '@mui/icons-material/ManageSearch';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isMac, setPaletteOpen } from '../palette/paletteOpen';

/** The toolbar's way into the command palette; its tooltip tells the shortcut. */
export function PaletteButton() {
  const translate = useTranslate();
  const label = translate('app.palette.open');
  return (
    <Tooltip title={`${label} (${isMac() ? '⌘K' : 'Ctrl+K'})`}>
      <IconButton color="inherit" aria-label={label} aria-keyshortcuts="Control+K Meta+K" aria-haspopup="dialog" onClick={() => setPaletteOpen(true)}>
        <ManageSearch />
      </IconButton>
    </Tooltip>
  );
}
