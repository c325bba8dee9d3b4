import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useTranslate } from 'react-admin';
import { PALETTE } from '../../charts/chartColours';
import { QueryPanel } from '../../charts/Panel';
import { useUserStatQuery, type StatPeriod } from './useUserStatQuery';

/** Which devices the visits came from (desktop, mobile, tablet). */
export function DeviceChart({ azureId, period }: { azureId: string; period: StatPeriod }) {
  const translate = useTranslate();
  const state = useUserStatQuery('GET monitor/GetUserDeviceDistribution/{azureId}', azureId, period);
  return (
    <QueryPanel title={translate('statistics.profile.devices')} state={state} isEmpty={(rows) => rows.length === 0} height={240}>
      {(rows) => (
        <ResponsiveContainer width="100%" height={240}>
          <PieChart>
            <Pie
              isAnimationActive={false}
              data={rows.map((row) => ({ name: translate(`statistics.profile.device.${row.device}`, { _: row.device }), value: row.amountOfVisits }))}
              dataKey="value"
              nameKey="name"
              innerRadius={50}
              outerRadius={85}
            >
              {rows.map((row, i) => (
                <Cell key={row.device} fill={PALETTE[i % PALETTE.length]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      )}
    </QueryPanel>
  );
}
