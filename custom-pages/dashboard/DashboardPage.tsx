import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTenant } from '../../ui/useTenant';
import { DECO_COMPANY } from '../../schemas/companies';
import { AnalyticsPage } from '../charts/AnalyticsPage';
import { TwoColumns } from '../charts/TwoColumns';
import { KpiBlocks } from './blocks/KpiBlocks';
import { CreditReasons } from './CreditReasons';
import { DecoDashboard } from './deco/DecoDashboard';
import { DashboardRangeProvider } from './range/DashboardRange';
import { DateRangeBar } from './range/DateRangeBar';
import { ORDER_FREQUENCY, WEEKLY_TURNOVER } from './tiers/tierKinds';
import { TierPanel } from './tiers/TierPanel';
import { TopTables } from './top/TopTables';
import { TurnoverDistribution } from './TurnoverDistribution';
import { TurnoverOrdersChart } from './TurnoverOrdersChart';

/** /icrm/dashboard: the current group's figures over a chosen date range; tenant 4 adds its own panels. */
export function DashboardPage() {
  const translate = useTranslate();
  const companyId = useTenant();
  // The default range is the tenant's (tenants 3 and 4 open on this year): wait for it.
  if (companyId === undefined) {
    return (
      <AnalyticsPage title={translate('dashboard.title')}>
        <Skeleton variant="rounded" height={480} />
      </AnalyticsPage>
    );
  }
  return (
    <DashboardRangeProvider companyId={companyId}>
      <AnalyticsPage title={translate('dashboard.title')}>
        <DateRangeBar />
        <KpiBlocks />
        <TurnoverOrdersChart />
        <TwoColumns>
          <TurnoverDistribution />
          <CreditReasons />
        </TwoColumns>
        <TierPanel kind={WEEKLY_TURNOVER} />
        <TierPanel kind={ORDER_FREQUENCY} />
        <TwoColumns>
          <TopTables />
        </TwoColumns>
        {companyId === DECO_COMPANY && <DecoDashboard />}
      </AnalyticsPage>
    </DashboardRangeProvider>
  );
}
