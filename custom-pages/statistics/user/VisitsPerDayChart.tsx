import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { CHART_COLOURS } from '../../charts/chartColours';
import { QueryPanel } from '../../charts/Panel';
import { useUserStatQuery, type StatPeriod } from './useUserStatQuery';

/** Visits per day over the period: one point per day, 0 on days without visits. */
export function VisitsPerDayChart({ azureId, period }: { azureId: string; period: StatPeriod }) {
  const translate = useTranslate();
  const state = useUserStatQuery('GET monitor/GetUserVisitsPerDay/{azureId}', azureId, period);
  return (
    <QueryPanel title={translate('statistics.profile.visits_per_day')} state={state} isEmpty={(days) => days.every((d) => d.visits === 0)} height={260}>
      {(days) => (
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={days} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="visitDate" tickFormatter={(day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`} minTickGap={24} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Line isAnimationActive={false} type="monotone" dataKey="visits" name={translate('statistics.visits')} stroke={CHART_COLOURS.thisYear} dot={false} strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      )}
    </QueryPanel>
  );
}
