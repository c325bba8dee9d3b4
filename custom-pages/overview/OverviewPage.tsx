import { useTranslate } from 'react-admin';
import { useClaims } from '../../ui/useClaims';
import { DECO_COMPANY } from '../../schemas/companies';
import { AnalyticsPage } from '../charts/AnalyticsPage';
import { DecoOverview } from './deco/DecoOverview';
import { SalesOverview } from './SalesOverview';

/** /icrm/overview: the year so far against last year and the target; tenant 4 has its own written/realised charts. */
export function OverviewPage() {
  const translate = useTranslate();
  const deco = useClaims()?.companyId === DECO_COMPANY;
  return <AnalyticsPage title={translate('overview.title')}>{deco ? <DecoOverview /> : <SalesOverview />}</AnalyticsPage>;
}
