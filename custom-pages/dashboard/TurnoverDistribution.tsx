import { useTranslate } from 'react-admin';
import { QueryPanel } from '../charts/Panel';
import { formatMoney } from '../../ui/format/money';
import { formatPercent } from '../../ui/format/percent';
import { DistributionPie } from './DistributionPie';
import { useRangeQuery } from './useRangeQuery';

/** Line turnover of the range per article group, with its share (crm/dashboard/GetTurnoverDistribution). */
export function TurnoverDistribution() {
  const translate = useTranslate();
  // The spec's three query names (part 1 §7); the screen asks no forced refresh.
  const rows = useRangeQuery('GET crm/dashboard/GetTurnoverDistribution', { refresh: false });
  return (
    <QueryPanel title={translate('dashboard.distribution.title')} state={rows} isEmpty={(data) => data.every((r) => r.turnover === 0)}>
      {(data) => (
        <DistributionPie slices={data.map((r) => ({ name: r.artGroupTxt, value: r.turnover, label: `${formatMoney(r.turnover)} (${formatPercent(r.percentage)})` }))} />
      )}
    </QueryPanel>
  );
}
