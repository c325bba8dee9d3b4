import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTenant } from '../../ui/useTenant';
import { DECO_COMPANY } from '../../schemas/companies';
import { AnalyticsPage } from '../charts/AnalyticsPage';
import { DecoTurnover } from './deco/DecoTurnover';
import { WeeklyTurnover } from './WeeklyTurnover';

/** /icrm/turnover: customers by week (tenant 4: by month, invoiced and written), with Excel downloads. */
export function TurnoverPage() {
  const translate = useTranslate();
  const tenant = useTenant();
  if (tenant === undefined) {
    return (
      <AnalyticsPage title={translate('turnover.title')}>
        <Skeleton variant="rounded" height={480} />
      </AnalyticsPage>
    );
  }
  return tenant === DECO_COMPANY ? <DecoTurnover /> : <WeeklyTurnover />;
}
