import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useClaims } from '../../app/session/useClaims';
import { DECO_COMPANY } from '../../schemas/companies';
import { DecoOverview } from './deco/DecoOverview';
import { SalesOverview } from './SalesOverview';

/** /icrm/overview: the year so far against last year and the target; tenant 4 has its own written/realised charts. */
export function OverviewPage() {
  const translate = useTranslate();
  const deco = useClaims()?.companyId === DECO_COMPANY;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('overview.title')} />
      <Typography variant="h5" component="h1">
        {translate('overview.title')}
      </Typography>
      {deco ? <DecoOverview /> : <SalesOverview />}
    </Stack>
  );
}
