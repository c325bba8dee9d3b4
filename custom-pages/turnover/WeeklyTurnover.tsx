import { Skeleton } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { datedFileName, download, useApiQuery } from '../../dataProvider';
import { weekAccessor } from '../../schemas/entities/turnover';
import { AnalyticsPage } from '../charts/AnalyticsPage';
import { ANALYTICS_STALE_MS } from '../charts/staleTime';
import { weeklyDownloadRow, weeklyRecord, weeksOf } from './turnoverRecords';
import { TurnoverTable, type TurnoverColumn } from './TurnoverTable';

/** Customers by week: turnover of each of the last 10 complete weeks, total, average and orders (turnover/getallturnover). */
export function WeeklyTurnover() {
  const translate = useTranslate();
  const turnover = useApiQuery('GET turnover/getallturnover', { staleTime: ANALYTICS_STALE_MS });
  const rows = turnover.data;
  const records = useMemo(() => (rows ?? []).map(weeklyRecord), [rows]);
  const columns = useMemo<TurnoverColumn[]>(
    () => [
      { source: 'debnr', header: translate('turnover.columns.debnr'), kind: 'debnr' },
      { source: 'debnaam', header: translate('turnover.columns.debnaam'), kind: 'text' },
      ...weeksOf(rows ?? []).map((w): TurnoverColumn => ({ source: weekAccessor(w.weekYear, w.weekNumber), header: translate('turnover.columns.week', { week: w.weekNumber }), kind: 'money' })),
      { source: 'total', header: translate('turnover.columns.total'), kind: 'money' },
      { source: 'average', header: translate('turnover.columns.average'), kind: 'money' },
      { source: 'orders', header: translate('turnover.columns.orders'), kind: 'count' },
    ],
    [rows, translate],
  );
  return (
    <AnalyticsPage title={translate('turnover.title')} error={turnover.error}>
      {rows === undefined ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <TurnoverTable
          title={translate('turnover.weekly')}
          records={records}
          columns={columns}
          download={(accessors) => download('POST turnover/DownloadTurnover', { body: { accessors, turnovers: rows.map(weeklyDownloadRow) } }, datedFileName('Turnover', 'xlsx'))}
        />
      )}
    </AnalyticsPage>
  );
}
