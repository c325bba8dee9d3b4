import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { AnalyticsPage } from '../charts/AnalyticsPage';
import { ANALYTICS_STALE_MS } from '../charts/staleTime';
import { VisitorsChart } from './VisitorsChart';
import { WeblogTable } from './WeblogTable';

/** /icrm/weblog: webshop visitors of the last 30 days, per day and per customer; the generic error view when a call fails. */
export function WeblogPage() {
  const translate = useTranslate();
  const visits = useApiQuery('GET weblog/getweblogvisits', { staleTime: ANALYTICS_STALE_MS });
  const visitors = useApiQuery('GET weblog/getweblog', { staleTime: ANALYTICS_STALE_MS });
  return (
    <AnalyticsPage title={translate('weblog.title')} subtitle={translate('weblog.period')} error={visits.error ?? visitors.error}>
      {visits.data ? <VisitorsChart days={visits.data} /> : <Skeleton variant="rounded" height={360} />}
      {visitors.data ? <WeblogTable rows={visitors.data} /> : <Skeleton variant="rounded" height={480} />}
    </AnalyticsPage>
  );
}
