import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_STEPS } from '../../schemas/constants';
import type { TurnoverOrdersWeek } from '../../schemas/entities/dashboard';
import { axisLabel, axisWidth, figureLabel } from '../charts/axisFormat';
import { axisScale } from '../charts/axisTicks';
import { CHART_COLOURS } from '../charts/chartColours';
import { QueryPanel } from '../charts/Panel';
import { formatDate } from '../../ui/format/dates';
import { useRangeQuery } from './useRangeQuery';
import { legendText } from '../charts/legendText';

/** Turnover (bars, left axis) and orders (line, right axis) per ISO week of the range (crm/dashboard/getturnoverorders). */
export function TurnoverOrdersChart() {
  const translate = useTranslate();
  const weeks = useRangeQuery('GET crm/dashboard/getturnoverorders');
  return (
    <QueryPanel title={translate('dashboard.turnover_orders.title')} state={weeks} isEmpty={(data) => data.every((w) => w.turnover === 0 && w.orders === 0)}>
      {(data) => {
        const money = axisScale(data.map((w) => w.turnover), AXIS_STEPS.turnover);
        const orders = axisScale(data.map((w) => w.orders), AXIS_STEPS.orders);
        return (
          <ResponsiveContainer width="100%" height={300}>
            <ComposedChart data={data} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey={(w: TurnoverOrdersWeek) => translate('charts.week_short', { week: w.weekNumber })} tick={{ fontSize: 12 }} minTickGap={12} />
              <YAxis yAxisId="turnover" ticks={money.ticks} domain={money.domain} interval={0} allowDataOverflow tick={{ fontSize: 12 }} width={axisWidth(money.ticks, 'money')} tickFormatter={(v: number) => axisLabel(v, 'money')} />
              <YAxis yAxisId="orders" orientation="right" ticks={orders.ticks} domain={orders.domain} interval={0} allowDataOverflow tick={{ fontSize: 12 }} width={axisWidth(orders.ticks, 'count')} tickFormatter={(v: number) => axisLabel(v, 'count')} />
              <Tooltip
                formatter={(value, name, item) => [figureLabel(Number(value), item.dataKey === 'turnover' ? 'money' : 'count'), name]}
                labelFormatter={(_, payload) => {
                  const week = payload?.[0]?.payload as TurnoverOrdersWeek | undefined;
                  return week ? translate('dashboard.week_of', { week: week.weekNumber, year: week.weekYear, date: formatDate(week.weekStart, 'dayFirst') }) : '';
                }}
              />
              <Legend itemSorter={null} formatter={legendText} />
              <Bar yAxisId="turnover" dataKey="turnover" name={translate('dashboard.turnover_orders.turnover')} fill={CHART_COLOURS.thisYear} isAnimationActive={false} />
              <Line yAxisId="orders" dataKey="orders" name={translate('dashboard.turnover_orders.orders')} stroke={CHART_COLOURS.secondary} strokeWidth={2} dot={false} isAnimationActive={false} />
            </ComposedChart>
          </ResponsiveContainer>
        );
      }}
    </QueryPanel>
  );
}
