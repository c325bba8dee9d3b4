import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useClaims } from '../../app/session/useClaims';
import { DECO_COMPANY } from '../../schemas/companies';
import { DecoTurnover } from './deco/DecoTurnover';
import { WeeklyTurnover } from './WeeklyTurnover';

/** /icrm/turnover: customers by week (tenant 4: by month, invoiced and written), with Excel downloads. */
export function TurnoverPage() {
  const translate = useTranslate();
  const deco = useClaims()?.companyId === DECO_COMPANY;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('turnover.title')} />
      <Typography variant="h5" component="h1">
        {translate('turnover.title')}
      </Typography>
      {deco ? <DecoTurnover /> : <WeeklyTurnover />}
    </Stack>
  );
}
