import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../ui/format/money';
import { useCustomer } from '../customerRecord';
import { turnoverChartRows } from '../rules/turnoverChart';
import { QuerySection } from '../Section';
import { turnoverEndpoint, useCustomerQuery } from '../useCustomerQuery';

const SERIES = [
  { key: 'currentYear', colour: '#2e6b3f' },
  { key: 'lastYear', colour: '#9e9e9e' },
  { key: 'reservations', colour: '#c2416b' },
] as const;

const compact = new Intl.NumberFormat('nl-NL', { notation: 'compact', maximumFractionDigits: 1 });

/** Turnover per month of the turnover year (May to April): this year, last year and reservations. Tenant 4 reads its own source. */
export function TurnoverChart() {
  const translate = useTranslate();
  const turnover = useCustomerQuery(turnoverEndpoint(useCustomer().companyId));
  return (
    <QuerySection title={translate('customer.turnover.title')} query={turnover} height={300}>
      {(data) => (
        <ResponsiveContainer width="100%" height={300}>
          <BarChart data={turnoverChartRows(data)} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" />
            <YAxis tickFormatter={(value: number) => compact.format(value)} width={56} />
            <Tooltip formatter={(value) => formatMoney(Number(value))} labelFormatter={(month) => translate('customer.turnover.month', { month })} />
            <Legend itemSorter={null} />
            {SERIES.map(({ key, colour }) => (
              <Bar key={key} isAnimationActive={false} dataKey={key} name={translate(`customer.turnover.${key}`)} fill={colour} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
    </QuerySection>
  );
}
