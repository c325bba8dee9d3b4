import { Alert, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useApiQuery } from '../../../dataProvider';
import { CASH_CARRY_STALE_MS } from '../staleTime';
import { donutSlices, wholeEuros } from './donut';

const COLOURS = ['#2e6b3f', '#c2416b'];

/** Turnover of the last 30 days per channel (C&C counter versus webshop), in whole euros. */
export function ChannelDonut() {
  const translate = useTranslate();
  const { data, error } = useApiQuery('GET cashCarry/GetCCwInternetChart', { staleTime: CASH_CARRY_STALE_MS });
  const title = translate('cashCarry.dashboard.chart_title');
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader title={title} subheader={translate('cashCarry.dashboard.period')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>
        {error ? (
          <Alert severity="error">{translate('cashCarry.load_failed')}</Alert>
        ) : !data ? (
          <Skeleton variant="circular" width={240} height={240} sx={{ mx: 'auto' }} />
        ) : (
          <ResponsiveContainer width="100%" height={320}>
            <PieChart>
              <Pie data={donutSlices(data)} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="80%" label={({ value }) => wholeEuros(Number(value))} isAnimationActive={false}>
                {data.map((row, i) => (
                  <Cell key={row.type} fill={COLOURS[i % COLOURS.length]} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => wholeEuros(Number(value))} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        )}
      </CardContent>
    </Card>
  );
}
