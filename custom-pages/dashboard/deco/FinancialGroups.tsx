import { useTranslate } from 'react-admin';
import { appSettings } from '../../../ui/appSettings';
import { useClaims } from '../../../ui/useClaims';
import type { FinancialGroupShare } from '../../../schemas/entities/dashboardDeco';
import { QueryPanel } from '../../charts/Panel';
import { DistributionPie } from '../DistributionPie';
import { useRangeQuery } from '../useRangeQuery';
import { financialGroupSlices } from './financialGroupSlices';
import { seesFinancialGroupsInPercent } from './percentIdentities';

const noTurnover = (groups: FinancialGroupShare[]) => groups.every((g) => g.verkoopbedrag === 0);

/**
 * Turnover of the range per financial group: the user's own customers, and all customers of the group
 * (in percent for the named identities, otherwise in euros).
 */
export function FinancialGroups() {
  const translate = useTranslate();
  const inPercent = seesFinancialGroupsInPercent(useClaims()?.preferred_username, appSettings().percentViewEmails);
  const own = useRangeQuery('GET hbxdeco/GetFinancialGroupDistribution');
  const all = useRangeQuery('GET hbxdeco/GetFinancialGroupDistributionAllCustomers');
  const customers = (count: number) => translate('dashboard.deco.financial_groups.customers', { smart_count: count });
  return (
    <>
      <QueryPanel title={translate('dashboard.deco.financial_groups.own')} state={own} isEmpty={noTurnover}>
        {(groups) => <DistributionPie slices={financialGroupSlices(groups, false, customers)} />}
      </QueryPanel>
      <QueryPanel
        title={translate('dashboard.deco.financial_groups.all')}
        subheader={translate(inPercent ? 'dashboard.deco.financial_groups.in_percent' : 'dashboard.deco.financial_groups.in_euros')}
        state={all}
        isEmpty={noTurnover}
      >
        {(groups) => <DistributionPie slices={financialGroupSlices(groups, inPercent, customers)} />}
      </QueryPanel>
    </>
  );
}
