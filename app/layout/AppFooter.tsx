import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { ThemedPart } from './settings/ThemedPart';

/** The footer under every signed-in screen, in the footer's own colour scheme. */
export const AppFooter = memo(function AppFooter() {
  const translate = useTranslate();
  return (
    <ThemedPart part="footer">
      <Box component="footer" sx={{ mt: 'auto', mx: -1, px: 3, py: 1, bgcolor: 'background.paper', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption">{translate('app.footer', { year: new Date().getFullYear() })}</Typography>
      </Box>
    </ThemedPart>
  );
});
