import { Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Fragment, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isMac } from '../palette/paletteOpen';
import { isHelpKey, keyLabel, KEYBOARD_SHORTCUTS } from './keyboardShortcuts';

/** The keyboard help sheet: '?' outside a field opens it; it lists every shortcut of KEYBOARD_SHORTCUTS. */
export function KeyboardHelp() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isHelpKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const mac = isMac();
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="keyboard-help-title" maxWidth="xs" fullWidth>
      <DialogTitle id="keyboard-help-title">{translate('app.keys.title')}</DialogTitle>
      <DialogContent>
        {KEYBOARD_SHORTCUTS.map((group) => (
          <Fragment key={group.id}>
            <Typography variant="overline" component="h3" color="text.secondary">
              {translate(`app.keys.${group.id}`)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '7.5rem 1fr', columnGap: 2, rowGap: 1, mt: 0.5, mb: 2, alignItems: 'center' }}>
              {group.entries.map((entry) => (
                <Fragment key={entry.id}>
                  <Box component="dt" sx={{ display: 'flex', gap: 0.5 }}>
                    {entry.keys.map((key) => (
                      <Box key={key} component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'inherit', fontSize: '0.8rem', bgcolor: 'action.hover', minWidth: 24, textAlign: 'center' }}>
                        {keyLabel(key, mac, translate('app.keys.space'))}
                      </Box>
                    ))}
                  </Box>
                  <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
                    {translate(`app.keys.${entry.id}`)}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Fragment>
        ))}
      </DialogContent>
    </Dialog>
  );
}
