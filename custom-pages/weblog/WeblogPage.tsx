import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import type { WeblogVisit } from '../../schemas/entities/customerWeblog';
import type { WeblogRow } from '../../schemas/entities/weblog';
import { PageState } from '../charts/PageState';
import { ANALYTICS_STALE_MS } from '../charts/staleTime';
import { VisitorsChart } from './VisitorsChart';
import { WeblogTable } from './WeblogTable';

/** /icrm/weblog: webshop visitors of the last 30 days, per day and per customer; the generic error view when a call fails. */
export function WeblogPage() {
  const translate = useTranslate();
  const visits = useApiQuery<WeblogVisit[]>('GET weblog/getweblogvisits', { staleTime: ANALYTICS_STALE_MS });
  const visitors = useApiQuery<WeblogRow[]>('GET weblog/getweblog', { staleTime: ANALYTICS_STALE_MS });
  const page = { data: visits.data && visitors.data && ([visits.data, visitors.data] as const), error: visits.error ?? visitors.error };
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('weblog.title')} />
      <Typography variant="h5" component="h1">
        {translate('weblog.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('weblog.period')}
      </Typography>
      <PageState state={page}>
        {page.data && (
          <>
            <VisitorsChart days={page.data[0]} />
            <WeblogTable rows={page.data[1]} />
          </>
        )}
      </PageState>
    </Stack>
  );
}
