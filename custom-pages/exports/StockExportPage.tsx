import Send from '@mui/icons-material/Send';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Title, useNotify, useTranslate, type HttpError } from 'react-admin';
import { call } from '../../dataProvider';
import { EXPORT_PRESETS } from '../../schemas/datePresets';
import { DEFAULT_STOCK_BRANCH, STOCK_BRANCHES, type StockExportRow } from '../../schemas/entities/exports';
import { BranchSelect } from './BranchSelect';
import { CountButton } from './CountButton';
import { ExportSection } from './ExportSection';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { exportRange, RangeBar } from './RangeBar';
import { useExportRows } from './useExportRows';

const COLUMNS: PreviewColumn<StockExportRow>[] = [
  { source: 'voortxt', label: 'exports.columns.voortxt', wrap: true },
  { source: 'total', label: 'exports.columns.total', format: 'money' },
];

/**
 * /api/dexxStockExport (DexxCnCExports; spec part 2 §2): a branch's stock per stock label, Lyon (8) and
 * this week first, on the export pages' date layout; a branch or date change regenerates at once; the
 * button mails the Excel to accounting. The spec's call names only `company`: the range goes along as
 * fromdate/todate, which a back office without them ignores (the reference api's stock has no history).
 */
export function StockExportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const today = dayjs().format('YYYY-MM-DD');
  const [range, setRange] = useState(exportRange('thisWeek', today));
  const [company, setCompany] = useState(DEFAULT_STOCK_BRANCH);
  const [sending, setSending] = useState(false);
  const rows = useExportRows('GET GenerateStockExport', { company, ...range }, { auto: true });
  const send = async () => {
    setSending(true);
    try {
      // The spec's body: the rows in `data` and the branch. Its answer is only logged (spec part 2 §7): the notice reads nothing of it.
      console.info('DownloadExcelStockExport', await call('POST DownloadExcelStockExport', { body: { data: rows.data, company: rows.askedQuery!.company } }));
      notify('exports.stock.sent', { type: 'success' });
    } catch (error) {
      notify((error as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Title title={translate('exports.stock.title')} />
      <ExportSection
        title="exports.stock.title"
        inputs={
          <RangeBar range={range} setRange={setRange} presets={EXPORT_PRESETS} today={today} onPreview={rows.preview} loading={rows.loading}>
            <BranchSelect branches={STOCK_BRANCHES} value={company} onChange={setCompany} />
          </RangeBar>
        }
        loading={rows.loading}
        error={rows.error}
        actions={<CountButton label="exports.stock.send" icon={<Send />} count={rows.data?.length ?? 0} busy={sending} onClick={() => void send()} />}
      >
        {rows.data && <PreviewTable rows={rows.data} columns={COLUMNS} label={translate('exports.stock.title')} />}
      </ExportSection>
    </>
  );
}
