import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { datedFileName, download, useApiQuery } from '../../dataProvider';
import { AXIS_STEPS } from '../../schemas/constants';
import type { NewAndLostWeek } from '../../schemas/entities/overview';
import { axisLabel, axisWidth } from '../charts/axisFormat';
import { axisScale } from '../charts/axisTicks';
import { CHART_COLOURS } from '../charts/chartColours';
import { ExcelButton } from '../charts/ExcelButton';
import { QueryPanel } from '../charts/Panel';
import { formatDate } from '../../ui/format/dates';
import { ANALYTICS_STALE_MS } from '../charts/staleTime';
import { legendText } from '../charts/legendText';

/** New and lost customers per week over the last 52 weeks, with the weeks as an Excel download. */
export function NewAndLostWidget() {
  const translate = useTranslate();
  const weeks = useApiQuery('GET overview/getnewnlostcustomers', { staleTime: ANALYTICS_STALE_MS });
  const rows = weeks.data ?? [];
  const totals = rows.reduce((sum, w) => ({ added: sum.added + w.newCustomers, lost: sum.lost + w.lostCustomers }), { added: 0, lost: 0 });
  const excel = (
    <ExcelButton
      rowCount={rows.length}
      // The spec's body: the list of lost-customer values (part 1 §7).
      download={() => download('POST overview/downloadnewnlostcustomers', { body: rows.map((w) => w.lostCustomers) }, datedFileName('NewAndLostCustomers', 'xlsx'))}
    />
  );
  return (
    <QueryPanel
      title={translate('overview.widgets.newAndLost')}
      subheader={weeks.data && translate('overview.new_and_lost_totals', { added: totals.added, lost: totals.lost })}
      action={excel}
      state={weeks}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => {
        const scale = axisScale(data.flatMap((w) => [w.newCustomers, w.lostCustomers]), AXIS_STEPS.customers);
        return (
          <ResponsiveContainer width="100%" height={300}>
            <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} barGap={0}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey={(w: NewAndLostWeek) => translate('charts.week_short', { week: w.weekNumber })} tick={{ fontSize: 12 }} minTickGap={12} />
              <YAxis ticks={scale.ticks} domain={scale.domain} interval={0} allowDataOverflow tick={{ fontSize: 12 }} width={axisWidth(scale.ticks, 'count')} tickFormatter={(v: number) => axisLabel(v, 'count')} />
              <Tooltip
                labelFormatter={(_, payload) => {
                  const week = payload?.[0]?.payload as NewAndLostWeek | undefined;
                  return week ? translate('overview.week_of', { week: week.weekNumber, date: formatDate(week.weekStart, 'dayFirst') }) : '';
                }}
              />
              <Legend itemSorter={null} formatter={legendText} />
              <Bar dataKey="newCustomers" name={translate('overview.new_customers')} fill={CHART_COLOURS.positive} isAnimationActive={false} />
              <Bar dataKey="lostCustomers" name={translate('overview.lost_customers')} fill={CHART_COLOURS.negative} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        );
      }}
    </QueryPanel>
  );
}
