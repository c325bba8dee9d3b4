import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ChannelDonut } from './ChannelDonut';
import { ChannelTable } from './ChannelTable';

/** /CC/CCDashboard: click-and-collect counter versus webshop over the last 30 days. */
export function CCDashboardPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('cashCarry.dashboard.title')} />
      <Typography variant="h5" component="h1">
        {translate('cashCarry.dashboard.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <ChannelDonut />
        <ChannelTable />
      </Box>
    </Stack>
  );
}
