import { useApiQuery } from '../../dataProvider';
import { bothLoaded } from '../charts/Panel';
import { ANALYTICS_STALE_MS } from '../charts/staleTime';
import { TwoColumns } from '../charts/TwoColumns';
import { NewAndLostWidget } from './NewAndLostWidget';
import { OverviewWidget } from './OverviewWidget';
import { OVERVIEW_WIDGETS } from './widgets';

/** The overview widgets of every tenant but 4: new and lost customers, then this year against last year and the target. */
export function SalesOverview() {
  const thisYear = useApiQuery('GET overview/getoverview', { staleTime: ANALYTICS_STALE_MS });
  const lastYear = useApiQuery('GET overview/getpastyearoverview', { staleTime: ANALYTICS_STALE_MS });
  const years = bothLoaded(thisYear, lastYear);
  return (
    <TwoColumns>
      <NewAndLostWidget />
      {OVERVIEW_WIDGETS.map((widget) => (
        <OverviewWidget key={widget.id} widget={widget} years={years} />
      ))}
    </TwoColumns>
  );
}
