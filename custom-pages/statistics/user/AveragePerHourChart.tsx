import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { CHART_COLOURS } from '../../charts/chartColours';
import { QueryPanel } from '../../charts/Panel';
import { useUserStatQuery, type StatPeriod } from './useUserStatQuery';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Visits per hour of the day, averaged over the days the user was active. */
export function AveragePerHourChart({ azureId, period }: { azureId: string; period: StatPeriod }) {
  const translate = useTranslate();
  const state = useUserStatQuery('GET monitor/GetUserVisitsAveragePerHour/{azureId}', azureId, period);
  return (
    <QueryPanel title={translate('statistics.profile.average_per_hour')} state={state} isEmpty={(rows) => rows.length === 0} height={240}>
      {(rows) => {
        const byHour = new Map(rows.map((row) => [row.hour, row.amountOfVisits]));
        const data = HOURS.filter((hour) => hour >= 6 && hour <= 20 || byHour.has(hour)).map((hour) => ({ hour: `${String(hour).padStart(2, '0')}:00`, visits: Math.round((byHour.get(hour) ?? 0) * 10) / 10 }));
        return (
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="hour" />
              <YAxis width={44} tickFormatter={(visits: number) => visits.toFixed(1)} />
              <Tooltip />
              <Bar isAnimationActive={false} dataKey="visits" name={translate('statistics.visits')} fill={CHART_COLOURS.secondary} />
            </BarChart>
          </ResponsiveContainer>
        );
      }}
    </QueryPanel>
  );
}
