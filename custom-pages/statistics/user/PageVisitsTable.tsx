import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { minutesSeconds } from '../../../schemas/entities/pageStats';
import type { UserPageVisits } from '../../../schemas/entities/userStats';
import { STATISTICS_PAGE_SIZE, STATISTICS_PAGE_SIZES } from '../../../schemas/constants';
import { ArrayTable } from '../../charts/ArrayTable';
import { formatCount } from '../../../ui/format/count';
import { Column } from '../../charts/arrayColumns';
import { QueryPanel } from '../../charts/Panel';
import { useUserStatQuery, type StatPeriod } from './useUserStatQuery';

/** The user's visits per page with the average time on it; customer pages count as one page. */
export function PageVisitsTable({ azureId, period }: { azureId: string; period: StatPeriod }) {
  const translate = useTranslate();
  const state = useUserStatQuery('GET monitor/GetUserPageVisits/{azureId}', azureId, period);
  const rows = useMemo(() => state.data?.map((row: UserPageVisits) => ({ ...row, id: row.pageName })), [state.data]);
  const title = translate('statistics.profile.page_visits');
  return (
    <QueryPanel title={title} state={{ data: rows, error: state.error }} height={200}>
      {(pages) => (
        <ArrayTable rows={pages} label={title} perPage={STATISTICS_PAGE_SIZE} perPageOptions={STATISTICS_PAGE_SIZES}>
          <Column source="pageName" label={translate('statistics.page')} />
          <Column source="amountOfVisits" label={translate('statistics.visits')} align="right" render={(row) => formatCount(row.amountOfVisits)} />
          <Column source="avgTimeOnPage" label={translate('statistics.average_time')} align="right" render={(row) => minutesSeconds(row.avgTimeOnPage)} />
        </ArrayTable>
      )}
    </QueryPanel>
  );
}
