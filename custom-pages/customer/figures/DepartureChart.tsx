import { useTranslate } from 'react-admin';
import { axisLabel, figureLabel } from '../../charts/axisFormat';
import { BandChart } from '../../charts/bands/BandChart';
import { QuerySection } from '../Section';
import { useCustomerQuery } from '../useCustomerQuery';

interface WeekdayRow {
  day: string;
  times: number;
}

/** How often the customer had a departure on each weekday over the last 52 weeks. */
export function DepartureChart() {
  const translate = useTranslate();
  const departures = useCustomerQuery('GET customer/getdeparturehistory/{debnr}');
  const title = translate('customer.departures.title');
  return (
    <QuerySection title={title} subheader={translate('customer.departures.period')} query={departures} height={300}>
      {({ history }) => (
        <BandChart<WeekdayRow>
          label={title}
          kind="bars"
          rows={history.chartLabel.map((day, i) => ({ day, times: history.timesOrdered[i] ?? 0 }))}
          category={(row) => translate(`customer.weekdays_short.${row.day}`)}
          heading={(row) => translate(`customer.weekdays.${row.day}`)}
          series={[{ label: translate('customer.departures.times'), colour: '#5a9a68', value: (row) => row.times }]}
          height={300}
          axisLabel={(value) => axisLabel(value, 'count')}
          axisWidth={40}
          valueLabel={(value) => figureLabel(value, 'count')}
        />
      )}
    </QuerySection>
  );
}
