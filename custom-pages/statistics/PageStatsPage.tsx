import { Card, Link, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { TOUCH_TARGET } from '../../ui/cells/touchTarget';
import { useApiQuery } from '../../dataProvider';
import { STATISTICS_PAGE_SIZE, STATISTICS_PAGE_SIZES } from '../../schemas/constants';
import { minutesSeconds } from '../../schemas/entities/pageStats';
import { ErrorView } from '../../ui/ErrorView';
import { ArrayTable } from '../charts/ArrayTable';
import { formatCount } from '../../ui/format/count';
import { Column } from '../charts/arrayColumns';
import { MANAGER_STATS_STALE_MS, UserStatsLink } from './managerStats';

/** A statistics card: its heading, and the table (or what stands in for it). */
function StatsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ my: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ p: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** /stats/pages (spec part 2 §2): page, visits and average time (mm:ss); a page opens its users at /stats/page. */
export function PageStatsPage() {
  const translate = useTranslate();
  const { data, error } = useApiQuery('GET monitor/getpagelogs', { staleTime: MANAGER_STATS_STALE_MS });
  const rows = useMemo(() => data?.map((row) => ({ ...row, id: row.page })), [data]);
  if (error) return <ErrorView status={error.status} />;
  if (!rows) return <Loading />;
  const title = translate('statistics.pages_title');
  return (
    <StatsCard title={title}>
      <ArrayTable rows={rows} label={title} perPage={STATISTICS_PAGE_SIZE} perPageOptions={STATISTICS_PAGE_SIZES}>
        <Column
          source="page"
          label={translate('statistics.page')}
          render={(row) => (
            <Link component={RouterLink} to="/stats/page" state={{ page: row.page }} sx={TOUCH_TARGET}>
              {row.page}
            </Link>
          )}
        />
        <Column source="amountOfVisits" label={translate('statistics.visits')} align="right" render={(row) => formatCount(row.amountOfVisits)} />
        <Column source="avgTimeOnPage" label={translate('statistics.average_time')} align="right" render={(row) => minutesSeconds(row.avgTimeOnPage)} />
      </ArrayTable>
    </StatsCard>
  );
}

/** /stats/page: who visited the page given in the navigation state, each linking to their statistics; without a page, back to /stats/pages. */
export function PageUsersPage() {
  const translate = useTranslate();
  const page = (useLocation().state as { page?: string } | null)?.page;
  const { data, error } = useApiQuery('GET monitor/getuserlogsbypage', { query: { page }, enabled: Boolean(page), staleTime: MANAGER_STATS_STALE_MS });
  const rows = useMemo(() => data?.map((row) => ({ ...row, id: row.azureId })), [data]);
  if (!page) return <Navigate to="/stats/pages" replace />;
  if (error) return <ErrorView status={error.status} />;
  if (!rows) return <Loading />;
  const title = translate('statistics.page_title', { page });
  return (
    <StatsCard title={title}>
      <ArrayTable rows={rows} label={title} perPage={STATISTICS_PAGE_SIZE} perPageOptions={STATISTICS_PAGE_SIZES}>
        <Column source="userName" label={translate('statistics.user')} render={(row) => <UserStatsLink azureId={row.azureId} name={row.userName} />} />
        <Column source="amountOfVisits" label={translate('statistics.visits')} align="right" render={(row) => formatCount(row.amountOfVisits)} />
        <Column source="avgTimeOnPage" label={translate('statistics.average_time')} align="right" render={(row) => minutesSeconds(row.avgTimeOnPage)} />
      </ArrayTable>
    </StatsCard>
  );
}
