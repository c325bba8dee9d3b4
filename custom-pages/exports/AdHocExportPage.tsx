import Download from '@mui/icons-material/Download';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { datedFileName, download } from '../../dataProvider';
import { EXPORT_PRESETS } from '../../schemas/datePresets';
import type { AdHocRow } from '../../schemas/entities/exports';
import { CountButton } from './CountButton';
import { ExportSection } from './ExportSection';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { exportRange, RangeBar } from './RangeBar';
import { useExportRows } from './useExportRows';

/** The ad-hoc export's page size (spec part 2 §9). */
const AD_HOC_PAGE_SIZE = 100;

const COLUMNS: PreviewColumn<AdHocRow>[] = [
  { source: 'mvcodcli', label: 'exports.columns.mvcodcli' },
  { source: 'mvdatdoc', label: 'exports.columns.mvdatdoc', format: 'date' },
  { source: 'mvnumdoc', label: 'exports.columns.mvnumdoc' },
  { source: 'mvcodart', label: 'exports.columns.mvcodart' },
  { source: 'mvaspest', label: 'exports.columns.mvaspest' },
  { source: 'mvdesart', label: 'exports.columns.mvdesart', wrap: true },
  { source: 'mvcodiva', label: 'exports.columns.mvcodiva' },
  { source: 'mvvalrig', label: 'exports.columns.mvvalrig', format: 'money' },
];

/**
 * /api/adhoc (MFJDFexport; spec part 2 §2): the invoice lines of the user's company; yesterday first,
 * the quick dates only set the range, Preview loads; the table shows once there are rows.
 */
export function AdHocExportPage() {
  const translate = useTranslate();
  const today = dayjs().format('YYYY-MM-DD');
  const [range, setRange] = useState(exportRange('yesterday', today));
  const rows = useExportRows('GET GenerateAdHocExport', range, { auto: false });
  // The spec's body is the rows shown; their range goes along as query parameters (a server may recompute from it).
  // The file carries today's date (spec part 2 §9).
  const downloadFile = () => void download('POST DownloadExcelAdHoc', { body: rows.data, query: rows.askedQuery }, datedFileName('AdHoc-Export-', 'xls'));
  return (
    <>
      <Title title={translate('exports.adhoc.title')} />
      <ExportSection
        title="exports.adhoc.title"
        inputs={<RangeBar range={range} setRange={setRange} presets={EXPORT_PRESETS} today={today} onPreview={rows.preview} loading={rows.loading} />}
        loading={rows.loading}
        error={rows.error}
        actions={<CountButton label="exports.download" icon={<Download />} count={rows.data?.length ?? 0} onClick={downloadFile} />}
      >
        {rows.data && rows.data.length > 0 && <PreviewTable rows={rows.data} columns={COLUMNS} label={translate('exports.adhoc.title')} perPage={AD_HOC_PAGE_SIZE} />}
      </ExportSection>
    </>
  );
}
