import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { usePageSettled } from '../routes/usePageSettled';
import { ThemedPart } from './settings/ThemedPart';

/**
 * The footer under every signed-in screen, in the footer's own colour scheme. It joins once the first page
 * has settled: shown under a page still waiting for its access check or its data, it sat in view at the
 * bottom of the empty screen and jumped away when the page came (a layout shift on every cold load).
 */
export const AppFooter = memo(function AppFooter() {
  const translate = useTranslate();
  const pageSettled = usePageSettled();
  if (!pageSettled) return null;
  return (
    <ThemedPart part="footer">
      <Box component="footer" sx={{ mt: 'auto', mx: -1, px: 3, py: 1, bgcolor: 'background.paper', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption">{translate('app.footer', { year: new Date().getFullYear() })}</Typography>
      </Box>
    </ThemedPart>
  );
});
