import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_STEPS } from '../../../schemas/constants';
import type { OrderSourceWeek } from '../../../schemas/entities/dashboardDeco';
import { axisLabel, axisWidth } from '../../charts/axisFormat';
import { axisScale } from '../../charts/axisTicks';
import { CHART_COLOURS } from '../../charts/chartColours';
import { QueryPanel } from '../../charts/Panel';
import { formatDate } from '../../../ui/format/dates';
import { useRangeQuery } from '../useRangeQuery';
import { legendText } from '../../charts/legendText';

/** Orders per week of the range, webshop (online) stacked on personal (phone, rep, counter) (hbxdeco/GetWeeklyOrderFrequency). */
export function OrderSources() {
  const translate = useTranslate();
  const weeks = useRangeQuery('GET hbxdeco/GetWeeklyOrderFrequency');
  return (
    <QueryPanel title={translate('dashboard.deco.order_sources.title')} state={weeks} isEmpty={(data) => data.every((w) => w.online + w.personal === 0)}>
      {(data) => {
        const scale = axisScale(data.map((w) => w.online + w.personal), AXIS_STEPS.orders);
        return (
          <ResponsiveContainer width="100%" height={300}>
            <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey={(w: OrderSourceWeek) => translate('charts.week_short', { week: w.weekNumber })} tick={{ fontSize: 12 }} minTickGap={12} />
              <YAxis ticks={scale.ticks} domain={scale.domain} interval={0} allowDataOverflow tick={{ fontSize: 12 }} width={axisWidth(scale.ticks, 'count')} tickFormatter={(v: number) => axisLabel(v, 'count')} />
              <Tooltip
                labelFormatter={(_, payload) => {
                  const week = payload?.[0]?.payload as OrderSourceWeek | undefined;
                  return week ? translate('dashboard.week_of', { week: week.weekNumber, year: week.weekYear, date: formatDate(week.weekStart, 'dayFirst') }) : '';
                }}
              />
              <Legend itemSorter={null} formatter={legendText} />
              <Bar dataKey="personal" stackId="orders" name={translate('dashboard.deco.order_sources.personal')} fill={CHART_COLOURS.thisYear} isAnimationActive={false} />
              <Bar dataKey="online" stackId="orders" name={translate('dashboard.deco.order_sources.online')} fill={CHART_COLOURS.secondary} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        );
      }}
    </QueryPanel>
  );
}
