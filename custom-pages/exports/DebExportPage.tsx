import Download from '@mui/icons-material/Download';
import { MenuItem, Stack, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { download, isNotOffered } from '../../dataProvider';
import { DEBNR_MAX_LENGTH } from '../../schemas/constants';
import { DATE_PRESETS } from '../../schemas/datePresets';
import { DEB_COMPANIES, DEFAULT_DEB_COMPANY, type DeclarationRow } from '../../schemas/entities/exports';
import { NotOffered } from '../../ui/extensions/NotOffered';
import { CountButton } from './CountButton';
import { ExportSection } from './ExportSection';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { exportRange, RangeBar } from './RangeBar';
import { useExportRows } from './useExportRows';

const COLUMNS: PreviewColumn<DeclarationRow>[] = [
  { source: 'debnr', label: 'exports.columns.debnr' },
  { source: 'datum', label: 'exports.columns.date', format: 'date' },
  { source: 'factnr', label: 'exports.columns.invoice' },
  { source: 'statnr', label: 'exports.columns.statnr' },
  { source: 'payS_ORIGINE', label: 'exports.columns.origin' },
  { source: 'payS_PROVENANCE', label: 'exports.columns.provenance' },
  { source: 'totstuks', label: 'exports.columns.pieces' },
  { source: 'departement', label: 'exports.columns.department' },
  { source: 'waarde', label: 'exports.columns.value', format: 'money' },
];

/** Importation DEB: a DEXX company (570 Lyon first), its declaration rows and their Excel file. */
function Importation({ today }: { today: string }) {
  const translate = useTranslate();
  const [range, setRange] = useState(exportRange('yesterday', today));
  const [company, setCompany] = useState(DEFAULT_DEB_COMPANY);
  const query = { ...range, company };
  const rows = useExportRows('GET GenerateDexxCBSExport', query, { auto: true });
  return (
    <ExportSection
      title="exports.deb.importation"
      inputs={
        <RangeBar range={range} setRange={setRange} presets={DATE_PRESETS} today={today} onPreview={rows.preview} loading={rows.loading}>
          <TextField select size="small" fullWidth={false} label={translate('exports.company')} value={company} onChange={(e) => setCompany(e.target.value)} sx={{ minWidth: 180 }}>
            {DEB_COMPANIES.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.code}: DEXX {c.name}
              </MenuItem>
            ))}
          </TextField>
        </RangeBar>
      }
      loading={rows.loading}
      error={rows.error}
      actions={<CountButton label="exports.download" icon={<Download />} count={rows.data?.length ?? 0} onClick={() => void download('GET DownloadExcelDexxCBSExport', { query }, `DEXX-CBS-Export-${company}-${today}.xlsx`)} />}
    >
      {rows.data && rows.data.length > 0 && <PreviewTable rows={rows.data} columns={COLUMNS} label={translate('exports.deb.importation')} />}
    </ExportSection>
  );
}

/**
 * Expedition DEB: one customer's declaration rows (debnr required, at most 6 characters). The preview is an
 * extension: without it a quiet line stands in its place and the download (a spec call) stays available.
 */
function Expedition({ today }: { today: string }) {
  const translate = useTranslate();
  const [range, setRange] = useState(exportRange('yesterday', today));
  const [debnr, setDebnr] = useState('');
  const query = { ...range, debnr: debnr.trim() };
  const rows = useExportRows('GET GenerateDexxCBSExportExpedition', query, { auto: true, enabled: query.debnr !== '' });
  const missing = query.debnr === '';
  const noPreview = isNotOffered(rows.error);
  const downloadFile = () => void download('GET DownloadExcelDexxCBSExportExpedition', { query }, `DEXX-CBS-Export-Expedition-${query.debnr}-${today}.xlsx`);
  return (
    <ExportSection
      title="exports.deb.expedition"
      inputs={
        <RangeBar range={range} setRange={setRange} presets={DATE_PRESETS} today={today} onPreview={missing ? undefined : rows.preview} loading={rows.loading}>
          <TextField
            size="small"
            fullWidth={false}
            required
            label={translate('exports.columns.debnr')}
            value={debnr}
            onChange={(e) => setDebnr(e.target.value)}
            error={missing}
            helperText={missing ? translate('exports.deb.enterDebnr') : undefined}
            slotProps={{ htmlInput: { maxLength: DEBNR_MAX_LENGTH } }}
          />
        </RangeBar>
      }
      loading={rows.loading}
      error={noPreview ? null : rows.error}
      // The download is the spec's call and needs only the debnr; the preview's rows, when offered and loaded,
      // only add the count (and no rows disable it, spec part 2 §5). Unknown rows leave it enabled.
      actions={<CountButton label="exports.download" icon={<Download />} count={missing ? 0 : rows.data?.length} onClick={downloadFile} />}
    >
      {!missing && noPreview && <NotOffered />}
      {!missing && rows.data && rows.data.length > 0 && <PreviewTable rows={rows.data} columns={COLUMNS} label={translate('exports.deb.expedition')} />}
    </ExportSection>
  );
}

/** /api/dexxexportCBS (DexxFRAccountantExports; spec part 2 §2): the two DEB cards, yesterday first, with the DEB's own quick dates. */
export function DebExportPage() {
  const translate = useTranslate();
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Stack spacing={2}>
      <Title title={translate('exports.deb.title')} />
      <Importation today={today} />
      <Expedition today={today} />
    </Stack>
  );
}

