import { useTranslate } from 'react-admin';
import { BandChart } from '../../charts/bands/BandChart';
import { dutchNumber } from '../../../ui/format/dutchNumber';
import { formatMoney } from '../../../ui/format/money';
import { useTenant } from '../../../ui/useTenant';
import { turnoverChartRows, type TurnoverChartRow } from '../rules/turnoverChart';
import { QuerySection } from '../Section';
import { turnoverEndpoint, useCustomerQuery } from '../useCustomerQuery';

const SERIES = [
  { key: 'currentYear', colour: '#2e6b3f' },
  { key: 'lastYear', colour: '#9e9e9e' },
  { key: 'reservations', colour: '#c2416b' },
] as const;

const compact = dutchNumber({ notation: 'compact', maximumFractionDigits: 1 });

/** Turnover per month of the turnover year (May to April): this year, last year and reservations. Tenant 4 reads its own source. */
export function TurnoverChart() {
  const translate = useTranslate();
  const tenant = useTenant();
  const turnover = useCustomerQuery(turnoverEndpoint(tenant ?? 0), { enabled: tenant !== undefined });
  const title = translate('customer.turnover.title');
  return (
    <QuerySection title={title} query={turnover} height={300}>
      {(data) => (
        <BandChart<TurnoverChartRow>
          label={title}
          kind="bars"
          rows={turnoverChartRows(data)}
          category={(row) => String(row.month)}
          heading={(row) => translate('customer.turnover.month', { month: row.month })}
          series={SERIES.map(({ key, colour }) => ({ label: translate(`customer.turnover.${key}`), colour, value: (row) => row[key] }))}
          height={300}
          axisLabel={compact}
          axisWidth={56}
          valueLabel={formatMoney}
          legend
        />
      )}
    </QuerySection>
  );
}
