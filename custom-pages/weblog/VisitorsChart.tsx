import { useTranslate } from 'react-admin';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeblogVisit } from '../../schemas/entities/customerWeblog';
import { axisLabel, axisWidth } from '../charts/axisFormat';
import { axisScale } from '../charts/axisTicks';
import { CHART_COLOURS } from '../charts/chartColours';
import { EmptyText, Panel } from '../charts/Panel';
import { formatDate } from '../../ui/format/dates';
import { legendText } from '../charts/legendText';

/** Whole visits: the axis ticks on multiples of 1 (every 2nd, 5th, ... when there are many). */
const VISIT_STEP = 1;

/** Webshop visits of the group's customers per day, and how many of them bought (weblog/getweblogvisits). */
export function VisitorsChart({ days }: { days: readonly WeblogVisit[] }) {
  const translate = useTranslate();
  const scale = axisScale(days.map((d) => d.visits), VISIT_STEP);
  const empty = days.every((d) => d.visits === 0);
  return (
    <Panel title={translate('weblog.chart.title')}>
      {empty ? (
        <EmptyText height={300} />
      ) : (
        <ResponsiveContainer width="100%" height={300}>
          <LineChart data={days} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={(date: string) => formatDate(date, 'dayFirst').slice(0, 5)} tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis ticks={scale.ticks} domain={scale.domain} interval={0} allowDataOverflow tick={{ fontSize: 12 }} width={axisWidth(scale.ticks, 'count')} tickFormatter={(v: number) => axisLabel(v, 'count')} />
            <Tooltip labelFormatter={(date) => formatDate(String(date), 'dayFirst')} />
            <Legend itemSorter={null} formatter={legendText} />
            <Line type="linear" dataKey="visits" name={translate('weblog.chart.visits')} stroke={CHART_COLOURS.thisYear} strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="linear" dataKey="bought" name={translate('weblog.chart.bought')} stroke={CHART_COLOURS.secondary} strokeWidth={2} dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      )}
    </Panel>
  );
}
