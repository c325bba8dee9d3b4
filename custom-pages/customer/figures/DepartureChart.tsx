import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { QuerySection } from '../Section';
import { useCustomerQuery } from '../useCustomerQuery';

/** How often the customer had a departure on each weekday over the last 52 weeks. */
export function DepartureChart() {
  const translate = useTranslate();
  const departures = useCustomerQuery('GET customer/getdeparturehistory/{debnr}');
  return (
    <QuerySection title={translate('customer.departures.title')} subheader={translate('customer.departures.period')} query={departures} height={300}>
      {({ history }) => (
        <ResponsiveContainer width="100%" height={300}>
          <BarChart
            data={history.chartLabel.map((day, i) => ({ day: translate(`customer.weekdays_short.${day}`), name: translate(`customer.weekdays.${day}`), times: history.timesOrdered[i] ?? 0 }))}
            margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip labelFormatter={(_, payload) => payload[0]?.payload.name} />
            <Bar isAnimationActive={false} dataKey="times" name={translate('customer.departures.times')} fill="#5a9a68" />
          </BarChart>
        </ResponsiveContainer>
      )}
    </QuerySection>
  );
}
