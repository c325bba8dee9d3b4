import Send from '@mui/icons-material/Send';
import { useState } from 'react';
import { Title, useNotify, useTranslate, type HttpError } from 'react-admin';
import { call } from '../../dataProvider';
import { DEFAULT_STOCK_BRANCH, STOCK_BRANCHES, type StockExportRow } from '../../schemas/entities/exports';
import { BranchSelect } from './BranchSelect';
import { CountButton } from './CountButton';
import { ExportSection } from './ExportSection';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { useExportRows } from './useExportRows';

const COLUMNS: PreviewColumn<StockExportRow>[] = [
  { source: 'voortxt', label: 'exports.columns.voortxt', wrap: true },
  { source: 'total', label: 'exports.columns.total', format: 'money' },
];

/**
 * /api/dexxStockExport (DexxCnCExports; spec part 2 §2): a branch's stock per stock label, Lyon (8)
 * first; a branch change regenerates at once; the button mails the Excel to accounting.
 */
export function StockExportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [company, setCompany] = useState(DEFAULT_STOCK_BRANCH);
  const [sending, setSending] = useState(false);
  const rows = useExportRows('GET GenerateStockExport', { company }, { auto: true });
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
        inputs={<BranchSelect branches={STOCK_BRANCHES} value={company} onChange={setCompany} />}
        loading={rows.loading}
        error={rows.error}
        actions={<CountButton label="exports.stock.send" icon={<Send />} count={rows.data?.length ?? 0} busy={sending} onClick={() => void send()} />}
      >
        {rows.data && <PreviewTable rows={rows.data} columns={COLUMNS} label={translate('exports.stock.title')} />}
      </ExportSection>
    </>
  );
}
