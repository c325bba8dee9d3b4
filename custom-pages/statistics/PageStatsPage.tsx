import { Card, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { useApiQuery } from '../../dataProvider';
import { minutesSeconds } from '../../schemas/entities/pageStats';
import { ErrorView } from '../../ui/ErrorView';
import { NoData } from '../../ui/NoData';

/** Manager statistics are kept 5 minutes in the browser (spec part 2 §9); the api always answers current figures. */
const STATS_STALE_MS = 5 * 60_000;

/** /stats/pages (spec part 2 §2): page, visits and average time (mm:ss); a page opens its users at /stats/page. */
export function PageStatsPage() {
  const translate = useTranslate();
  const { data, error } = useApiQuery('GET monitor/getpagelogs', { staleTime: STATS_STALE_MS });
  if (error) return <ErrorView status={error.status} />;
  if (!data) return <Loading />;
  return (
    <Card sx={{ my: 2 }}>
      <Title title={translate('statistics.pages_title')} />
      <Typography variant="h5" component="h1" sx={{ p: 2 }}>
        {translate('statistics.pages_title')}
      </Typography>
      {data.length === 0 ? (
        <NoData />
      ) : (
        <Table size="small" aria-label={translate('statistics.pages_title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('statistics.page')}</TableCell>
              <TableCell align="right">{translate('statistics.visits')}</TableCell>
              <TableCell align="right">{translate('statistics.average_time')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.page} hover>
                <TableCell>
                  <Link component={RouterLink} to="/stats/page" state={{ page: row.page }}>
                    {row.page}
                  </Link>
                </TableCell>
                <TableCell align="right">{row.amountOfVisits}</TableCell>
                <TableCell align="right">{minutesSeconds(row.avgTimeOnPage)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

/** /stats/page: who visited the page given in the navigation state; without one, back to /stats/pages. */
export function PageUsersPage() {
  const translate = useTranslate();
  const page = (useLocation().state as { page?: string } | null)?.page;
  const { data, error } = useApiQuery('GET monitor/getuserlogsbypage', { query: { page }, enabled: Boolean(page), staleTime: STATS_STALE_MS });
  if (!page) return <Navigate to="/stats/pages" replace />;
  if (error) return <ErrorView status={error.status} />;
  if (!data) return <Loading />;
  return (
    <Card sx={{ my: 2 }}>
      <Title title={translate('statistics.page_title', { page })} />
      <Typography variant="h5" component="h1" sx={{ p: 2 }}>
        {translate('statistics.page_title', { page })}
      </Typography>
      <Table size="small" aria-label={translate('statistics.page_title', { page })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('statistics.user')}</TableCell>
            <TableCell align="right">{translate('statistics.visits')}</TableCell>
            <TableCell align="right">{translate('statistics.average_time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.azureId}>
              <TableCell>{row.userName}</TableCell>
              <TableCell align="right">{row.amountOfVisits}</TableCell>
              <TableCell align="right">{minutesSeconds(row.avgTimeOnPage)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
