import { useTranslate } from 'react-admin';
import { QueryPanel } from '../charts/Panel';
import { formatMoney } from '../../ui/format/money';
import { DistributionPie } from './DistributionPie';
import { useRangeQuery } from './useRangeQuery';

/** Credited amounts of the range per credit reason (crm/dashboard/GetCreditRedenVerdeling). */
export function CreditReasons() {
  const translate = useTranslate();
  const rows = useRangeQuery('GET crm/dashboard/GetCreditRedenVerdeling');
  return (
    <QueryPanel title={translate('dashboard.credit_reasons.title')} state={rows} isEmpty={(data) => data.length === 0}>
      {(data) => <DistributionPie slices={data.map((r) => ({ name: r.reden, value: Math.max(r.creditBedrag, 0), label: formatMoney(r.creditBedrag) }))} />}
    </QueryPanel>
  );
}
