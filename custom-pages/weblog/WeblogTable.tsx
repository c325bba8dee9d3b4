import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useTenant } from '../../ui/useTenant';
import { COMMERCIAL_TYPE_COMPANIES } from '../../schemas/companies';
import { PAGE_SIZES } from '../../schemas/constants';
import type { WeblogRow } from '../../schemas/entities/weblog';
import { ArrayTable } from '../charts/ArrayTable';
import { Column, WRAP } from '../charts/arrayColumns';
import { Panel } from '../charts/Panel';
import { CustomerLink } from '../../ui/cells/CustomerLink';
import { formatDate } from '../../ui/format/dates';
import { DifferenceCell } from './DifferenceCell';

type WeblogRecord = WeblogRow & { id: string };
const Col = Column<WeblogRecord>;
/** Spec part 1 §9: the weblog shows 100 rows by default. */
const PER_PAGE = 100;

/** The visitors of the last 30 days, latest visit first (weblog/getweblog); tenants 3 and 4 see the commercial type instead of pages visited. */
export function WeblogTable({ rows }: { rows: readonly WeblogRow[] }) {
  const translate = useTranslate();
  const companyId = useTenant() ?? 0;
  const commercialType = (COMMERCIAL_TYPE_COMPANIES as readonly number[]).includes(companyId);
  const records = useMemo(() => rows.map((row) => ({ ...row, id: row.debnr })), [rows]);
  const title = translate('weblog.table.title');
  const t = (key: string) => translate(`weblog.columns.${key}`);
  return (
    <Panel title={title}>
      <ArrayTable rows={records} label={title} perPage={PER_PAGE} perPageOptions={PAGE_SIZES}>
        <Col source="debnr" label={t('debnr')} render={(row) => <CustomerLink debnr={row.debnr} />} />
        <Col source="name" label={t('name')} cellClassName={WRAP} />
        <Col source="logtime" label={t('logtime')} render={(row) => formatDate(row.logtime, 'dayFirstWithTime')} />
        <Col source="lastOrderTime" label={t('lastOrderTime')} render={(row) => formatDate(row.lastOrderTime, 'dayFirst') || '–'} />
        <Col source="difference" label={t('difference')} align="right" render={(row) => <DifferenceCell difference={row.difference} />} />
        {commercialType ? (
          <Col source="commercialType" label={t('commercialType')} />
        ) : (
          <Col source="pagesVisited" label={t('pagesVisited')} align="right" />
        )}
        <Col source="daysCreated" label={t('daysCreated')} align="right" />
      </ArrayTable>
    </Panel>
  );
}
