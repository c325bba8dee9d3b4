import Download from '@mui/icons-material/Download';
import { Link } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { datedFileName, download } from '../../dataProvider';
import { EXPORT_PRESETS } from '../../schemas/datePresets';
import type { CncExportRow } from '../../schemas/entities/exports';
import { formatMoney } from '../../ui/format/money';
import { CountButton } from './CountButton';
import { ExportSection } from './ExportSection';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { exportRange, RangeBar } from './RangeBar';
import { useExportRows } from './useExportRows';

/** An amount that copies itself (Dutch format, 2 decimals) on a click. */
function CopyAmount({ value }: { value: number }) {
  const notify = useNotify();
  const text = formatMoney(value);
  return (
    <Link component="button" underline="hover" onClick={() => void navigator.clipboard.writeText(text).then(() => notify('exports.copied', { messageArgs: { value: text } }))}>
      {text}
    </Link>
  );
}

const money = (source: 'flowers' | 'plants' | 'deco' | 'divers' | 'handling', label: string): PreviewColumn<CncExportRow> => ({
  source,
  label,
  format: 'money',
  render: (row) => <CopyAmount value={row[source]} />,
});

const COLUMNS: PreviewColumn<CncExportRow>[] = [
  { source: 'fctdat', label: 'exports.columns.date', format: 'date' },
  { source: 'dayname', label: 'exports.columns.weekday' },
  money('flowers', 'exports.columns.flowers'),
  money('plants', 'exports.columns.plants'),
  money('deco', 'exports.columns.deco'),
  money('divers', 'exports.columns.divers'),
  money('handling', 'exports.columns.handling'),
];

/** /api/dexxC&Cexport (DexxCnCExports; spec part 2 §2): Dexx's click-and-collect sales per day, this week first; dates regenerate. */
export function CncExportPage() {
  const translate = useTranslate();
  const today = dayjs().format('YYYY-MM-DD');
  const [range, setRange] = useState(exportRange('thisWeek', today));
  const rows = useExportRows('GET GenerateDexxCnCExport', range, { auto: true });
  // The spec's body is the list of generated rows; their range goes along as query parameters. The file carries today's date (spec part 2 §9).
  const downloadFile = () => void download('POST DownloadExcelDexxCnCExport', { body: rows.data, query: rows.askedQuery }, datedFileName('DEXX-CnC-Export-', 'xlsx'));
  return (
    <>
      <Title title={translate('exports.cnc.title')} />
      <ExportSection
        title="exports.cnc.title"
        inputs={<RangeBar range={range} setRange={setRange} presets={EXPORT_PRESETS} today={today} onPreview={rows.preview} loading={rows.loading} />}
        loading={rows.loading}
        error={rows.error}
        actions={<CountButton label="exports.download" icon={<Download />} count={rows.data?.length ?? 0} onClick={downloadFile} />}
      >
        {rows.data && <PreviewTable rows={rows.data} columns={COLUMNS} label={translate('exports.cnc.title')} />}
      </ExportSection>
    </>
  );
}
