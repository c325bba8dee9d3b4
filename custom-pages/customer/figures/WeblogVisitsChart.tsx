import { useTranslate } from 'react-admin';
import type { WeblogVisit } from '../../../schemas/entities/customerWeblog';
import { formatDate } from '../../../ui/format/dates';
import { axisLabel, figureLabel } from '../../charts/axisFormat';
import { BandChart } from '../../charts/bands/BandChart';
import { QuerySection } from '../Section';
import { useCustomerQuery } from '../useCustomerQuery';

/** Webshop visits per day over the last 30 days, and how many ended with a purchase. */
export function WeblogVisitsChart() {
  const translate = useTranslate();
  const visits = useCustomerQuery('GET customer/GetWeblogVisits/{debnr}');
  const title = translate('customer.weblog.title');
  return (
    <QuerySection title={title} subheader={translate('customer.weblog.period')} query={visits} height={300}>
      {(days) => (
        <BandChart<WeblogVisit>
          label={title}
          kind="lines"
          rows={days}
          category={(day) => formatDate(day.date, 'dayFirst').slice(0, 5)}
          heading={(day) => formatDate(day.date, 'dayFirst')}
          series={[
            { label: translate('customer.weblog.visits'), colour: '#2e6b3f', value: (day) => day.visits },
            { label: translate('customer.weblog.bought'), colour: '#c2416b', value: (day) => day.bought },
          ]}
          height={300}
          axisLabel={(value) => axisLabel(value, 'count')}
          axisWidth={40}
          valueLabel={(value) => figureLabel(value, 'count')}
          legend
          labelEvery={5}
        />
      )}
    </QuerySection>
  );
}
