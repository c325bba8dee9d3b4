import { MenuItem, Skeleton, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { datedFileName, download, useApiQuery } from '../../../dataProvider';
import type { ExportColumn } from '../../../schemas/entities/turnover';
import { ALL_FINANCIAL_GROUPS, monthAccessor, type DecoTurnoverRow } from '../../../schemas/entities/turnoverDeco';
import { monthLabels } from '../../charts/comparisonRows';
import { AnalyticsPage } from '../../charts/AnalyticsPage';
import { ANALYTICS_STALE_MS } from '../../charts/staleTime';
import { decoDownloadRow, decoRecord, inFinancialGroup, withWrittenOrders, type DecoTable } from '../turnoverRecords';
import { TurnoverTable, type TurnoverColumn } from '../TurnoverTable';

/** The dropdown's value for 'Alle groepen': no financial group of the api has it as its code. */
const ALL = ALL_FINANCIAL_GROUPS;

/**
 * Tenant 4's turnover: customers by month of this year, invoiced and written ('Geschreven orders'),
 * for one financial group or all of them ('Alle groepen', the default).
 */
export function DecoTurnover() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const turnover = useApiQuery('GET hbxdeco/GetAllTurnover', { staleTime: ANALYTICS_STALE_MS });
  const groups = useApiQuery('GET hbxdeco/GetFinancieleGroepen', { staleTime: ANALYTICS_STALE_MS });
  const [group, setGroup] = useState<string>(ALL);
  const invoiced = useMemo(() => inFinancialGroup(turnover.data ?? [], group === ALL ? null : group), [turnover.data, group]);
  const written = useMemo(() => withWrittenOrders(invoiced), [invoiced]);
  const invoicedRecords = useMemo(() => invoiced.map((row) => decoRecord(row, 'invoiced')), [invoiced]);
  const writtenRecords = useMemo(() => written.map((row) => decoRecord(row, 'written')), [written]);

  const columns = useMemo(() => {
    const months = monthLabels(locale);
    const t = (key: string) => translate(`turnover.columns.${key}`);
    const customer: TurnoverColumn[] = [
      { source: 'debnr', header: t('debnr'), kind: 'debnr' },
      { source: 'debnaam', header: t('debnaam'), kind: 'text' },
      { source: 'finGroepText', header: t('finGroepText'), kind: 'text' },
    ];
    // Each table's own months (invoiced, or written) under the same month accessors.
    const monthly = months.map((header, i): TurnoverColumn => ({ source: monthAccessor(i + 1), header, kind: 'money' }));
    // The totals before the months: they stay in view when the months scroll sideways.
    return {
      invoiced: [...customer, { source: 'totalInvoiced', header: t('totalInvoiced'), kind: 'money' }, { source: 'totalInvoicedLastYear', header: t('totalInvoicedLastYear'), kind: 'money' }, ...monthly] as TurnoverColumn[],
      written: [...customer, { source: 'totalReserved', header: t('totalReserved'), kind: 'money' }, ...monthly] as TurnoverColumn[],
    };
  }, [locale, translate]);

  const save = (rows: DecoTurnoverRow[], table: DecoTable) => (accessors: ExportColumn[]) =>
    download('POST hbxdeco/DownloadTurnover', { body: { accessors, turnovers: rows.map((row) => decoDownloadRow(row, table)) } }, datedFileName('Turnover', 'xlsx'));

  return (
    <AnalyticsPage title={translate('turnover.title')} error={turnover.error}>
      <TextField select size="small" label={translate('turnover.deco.financial_group')} value={group} onChange={(e) => setGroup(e.target.value)} sx={{ maxWidth: 320 }}>
        <MenuItem value={ALL}>{ALL_FINANCIAL_GROUPS}</MenuItem>
        {(groups.data ?? []).map((g) => (
          <MenuItem key={g.code} value={g.code}>
            {g.text}
          </MenuItem>
        ))}
      </TextField>
      {turnover.data === undefined ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <>
          <TurnoverTable title={translate('turnover.deco.invoiced')} records={invoicedRecords} columns={columns.invoiced} sortField="totalInvoiced" download={save(invoiced, 'invoiced')} />
          <TurnoverTable title={translate('turnover.deco.written')} records={writtenRecords} columns={columns.written} sortField="totalReserved" download={save(written, 'written')} />
        </>
      )}
    </AnalyticsPage>
  );
}
