import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { apiQuery, usePreparedApiQuery } from '../../dataProvider';
import { CUSTOMER_WEBLOG_DAYS } from '../../schemas/entities/customerWeblog';
import { TASK_MESSAGES } from '../../schemas/entities/task';
import { formatDate } from '../../ui/format/dates';

/** A customer outside the user's reach (404, 403) will not load by asking again; a server error may. */
const retry = (failures: number, error: { status?: number }) => (error.status ?? 500) >= 500 && failures < 3;

/**
 * The customer's webshop visits the task page loads with the task (spec part 2 §2): the last 30 days' totals and
 * the days with visits, newest first. A customer the user may not load says so in the spec's words.
 */
export function WebshopVisits({ debnr }: { debnr: string }) {
  const translate = useTranslate();
  const { data, error, isPending } = usePreparedApiQuery({ ...apiQuery('GET customer/GetWeblogVisits/{debnr}', { params: { debnr }, staleTime: 60_000 }), retry });
  if (error) {
    const unreachable = error.status === 404 || error.status === 403;
    return <Alert severity={unreachable ? 'warning' : 'error'}>{unreachable ? TASK_MESSAGES.customerNotLoaded : translate('ra.notification.http_error')}</Alert>;
  }
  if (isPending) return <Loading />;
  const days = data.filter((day) => day.visits > 0).reverse();
  const visits = days.reduce((sum, day) => sum + day.visits, 0);
  const bought = days.reduce((sum, day) => sum + day.bought, 0);
  return (
    <>
      <Typography variant="body2" sx={{ my: 1 }}>
        {translate('tasks.visits.summary', { days: CUSTOMER_WEBLOG_DAYS, visits, bought })}
      </Typography>
      {days.length > 0 && (
        <Table size="small" aria-label={translate('tasks.visits.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('tasks.visits.date')}</TableCell>
              <TableCell align="right">{translate('tasks.visits.visits')}</TableCell>
              <TableCell align="right">{translate('tasks.visits.bought')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{formatDate(day.date, 'dayFirst')}</TableCell>
                <TableCell align="right">{day.visits}</TableCell>
                <TableCell align="right">{day.bought}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
