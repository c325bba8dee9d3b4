import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../../dataProvider';
import type { Mover } from '../../../schemas/entities/dashboardDeco';
import { ANALYTICS_STALE_MS } from '../../charts/staleTime';
import { TopList, type TopColumn } from '../top/TopList';

const COLUMNS: readonly TopColumn<Mover>[] = [
  { field: 'debnr', label: 'dashboard.columns.debnr', kind: 'debnr' },
  { field: 'debnaam', label: 'dashboard.columns.name', kind: 'text' },
  { field: 'previousTurnover', label: 'dashboard.columns.previousTurnover', kind: 'money' },
  { field: 'currentTurnover', label: 'dashboard.columns.currentTurnover', kind: 'money' },
  { field: 'difference', label: 'dashboard.columns.difference', kind: 'money' },
  { field: 'changePercentage', label: 'dashboard.columns.changePercentage', kind: 'percent' },
];

/**
 * Tenant 4's risers and fallers: the last 10 complete weeks in two halves of 5, the 10 customers whose
 * turnover rose or fell most (hbxdeco/GetDashboardStijgersAndDalers; not tied to the chosen range).
 */
export function Movers() {
  const translate = useTranslate();
  const movers = useApiQuery('GET hbxdeco/GetDashboardStijgersAndDalers', { staleTime: ANALYTICS_STALE_MS });
  const subheader = translate('dashboard.deco.movers.period');
  return (
    <>
      <TopList<Mover> title={translate('dashboard.deco.movers.risers')} state={{ data: movers.data?.stijgers, error: movers.error }} fileName="Risers" columns={COLUMNS} subheader={subheader} />
      <TopList<Mover> title={translate('dashboard.deco.movers.fallers')} state={{ data: movers.data?.dalers, error: movers.error }} fileName="Fallers" columns={COLUMNS} subheader={subheader} />
    </>
  );
}
