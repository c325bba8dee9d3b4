import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTenant } from '../../ui/useTenant';
import { DECO_COMPANY } from '../../schemas/companies';
import { AnalyticsPage } from '../charts/AnalyticsPage';
import { DecoOverview } from './deco/DecoOverview';
import { SalesOverview } from './SalesOverview';

/** /icrm/overview: the year so far against last year and the target; tenant 4 has its own written/realised charts. */
export function OverviewPage() {
  const translate = useTranslate();
  const tenant = useTenant();
  return (
    <AnalyticsPage title={translate('overview.title')}>
      {tenant === undefined ? <Skeleton variant="rounded" height={480} /> : tenant === DECO_COMPANY ? <DecoOverview /> : <SalesOverview />}
    </AnalyticsPage>
  );
}
