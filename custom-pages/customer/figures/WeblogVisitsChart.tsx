import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../ui/format/dates';
import { QuerySection } from '../Section';
import { useCustomerQuery } from '../useCustomerQuery';

/** Webshop visits per day over the last 30 days, and how many ended with a purchase. */
export function WeblogVisitsChart() {
  const translate = useTranslate();
  const visits = useCustomerQuery('GET customer/GetWeblogVisits/{debnr}');
  return (
    <QuerySection title={translate('customer.weblog.title')} subheader={translate('customer.weblog.period')} query={visits} height={300}>
      {(days) => (
        <ResponsiveContainer width="100%" height={300}>
          <LineChart data={days} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={(date: string) => formatDate(date, 'dayFirst').slice(0, 5)} minTickGap={16} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip labelFormatter={(date) => formatDate(String(date), 'dayFirst')} />
            <Legend itemSorter={null} />
            <Line isAnimationActive={false} type="linear" dataKey="visits" name={translate('customer.weblog.visits')} stroke="#2e6b3f" dot={false} strokeWidth={2} />
            <Line isAnimationActive={false} type="linear" dataKey="bought" name={translate('customer.weblog.bought')} stroke="#c2416b" dot={false} strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      )}
    </QuerySection>
  );
}
