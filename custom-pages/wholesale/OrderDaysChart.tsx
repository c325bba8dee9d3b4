import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { WholesaleCustomer } from '../../schemas/entities/wholesale';
import { ChartCard } from './ChartCard';

/** The order-day history: how often the customer had a departure on each weekday over the last 52 weeks. */
export function OrderDaysChart({ orderDays }: { orderDays: WholesaleCustomer['orderDays'] }) {
  const translate = useTranslate();
  const data = orderDays.chartLabel.map((day, i) => ({
    day: translate(`wholesale.weekdays_short.${day}`),
    name: translate(`wholesale.weekdays.${day}`),
    times: orderDays.timesOrdered[i] ?? 0,
  }));
  return (
    <ChartCard title={translate('wholesale.order_days.title')} subheader={translate('wholesale.order_days.period')}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip labelFormatter={(_, payload) => payload[0]?.payload.name} />
          <Bar dataKey="times" name={translate('wholesale.order_days.times')} fill="#5a9a68" />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
