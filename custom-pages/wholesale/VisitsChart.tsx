import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { WeblogVisit } from '../../schemas/entities/customerWeblog';
import { formatDate } from '../../ui/format/dates';
import { ChartCard } from './ChartCard';

/** Website visits per day over the last 30 days, and how many ended with a purchase. */
export function VisitsChart({ visits }: { visits: WeblogVisit[] }) {
  const translate = useTranslate();
  return (
    <ChartCard title={translate('wholesale.visits.title')} subheader={translate('wholesale.visits.period')}>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={visits} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(date: string) => formatDate(date, 'dayFirst').slice(0, 5)} minTickGap={16} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip labelFormatter={(date) => formatDate(String(date), 'dayFirst')} />
          <Legend itemSorter={null} />
          <Line type="monotone" dataKey="visits" name={translate('wholesale.visits.visits')} stroke="#2e6b3f" dot={false} strokeWidth={2} />
          <Line type="monotone" dataKey="bought" name={translate('wholesale.visits.bought')} stroke="#c2416b" dot={false} strokeWidth={2} />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
