import Download from '@mui/icons-material/Download';
import { Alert, Box, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { datedFileName, download } from '../../dataProvider';
import { EXPORT_PRESETS } from '../../schemas/datePresets';
import { ACCOUNTING_BRANCHES, BRANCHES, DEFAULT_ACCOUNTING_BRANCH, type AccountingFault, type AccountingRow } from '../../schemas/entities/exports';
import { BranchSelect } from './BranchSelect';
import { CountButton } from './CountButton';
import { ExportSection } from './ExportSection';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { exportRange, RangeBar } from './RangeBar';
import { useExportRows } from './useExportRows';

const ROWS: PreviewColumn<AccountingRow>[] = [
  { source: 'compte_comptable', label: 'exports.columns.account' },
  { source: 'debnr', label: 'exports.columns.debnr' },
  { source: 'afdeling', label: 'exports.columns.department' },
  { source: 'factnr', label: 'exports.columns.invoice' },
  { source: 'fctdat', label: 'exports.columns.date', format: 'date' },
  { source: 'letterDC', label: 'exports.columns.dc' },
  { source: 'total', label: 'exports.columns.total', format: 'money' },
];

const FAULTS: PreviewColumn<AccountingFault>[] = [
  { source: 'code', label: 'exports.columns.code' },
  { source: 'debnr', label: 'exports.columns.debnr' },
  { source: 'artnr', label: 'exports.columns.article' },
  { source: 'factnr', label: 'exports.columns.invoice' },
  { source: 'fctdat', label: 'exports.columns.date', format: 'date' },
  { source: 'total', label: 'exports.columns.total', format: 'money' },
];

/**
 * /api/quadra-export (iCRMFinancieel; spec part 2 §2): a branch's sales journal for the accounting
 * package, the entries it would refuse in red, and the PAIEMENTS and VENTES files. Branch 1 first; a
 * branch change waits for Preview, the quick dates regenerate.
 */
export function QuadraExportPage() {
  const translate = useTranslate();
  const today = dayjs().format('YYYY-MM-DD');
  const [range, setRange] = useState(exportRange('thisMonth', today));
  const [branch, setBranch] = useState(DEFAULT_ACCOUNTING_BRANCH);
  // What was last asked: the dates at once, the branch with Preview.
  const [asked, setAsked] = useState(branch);
  const query = { finadmin: asked, beginDatum: range.fromdate, eindDatum: range.todate };
  const rows = useExportRows('GET quadra/preview', query, { auto: true });
  const faults = useExportRows('GET quadra/faults', { finadmin: asked, fromdate: range.fromdate, enddate: range.todate }, { auto: true });
  const preview = () => {
    if (asked !== branch) setAsked(branch);
    else {
      rows.preview();
      faults.preview();
    }
  };
  // Named after the branch and today's date (spec part 2 §9: other downloads carry the current date).
  const file = (endpoint: 'GET quadra/download-sales' | 'GET quadra/download-payments', kind: string) => void download(endpoint, { query }, datedFileName(`${kind}-${BRANCHES[asked]}-`, 'ascii'));
  const count = rows.data?.length ?? 0;
  return (
    <>
      <Title title={translate('exports.quadra.title')} />
      <ExportSection
        title="exports.quadra.title"
        inputs={
          <RangeBar range={range} setRange={setRange} presets={EXPORT_PRESETS} today={today} onPreview={preview} loading={rows.loading}>
            <BranchSelect branches={ACCOUNTING_BRANCHES} value={branch} onChange={setBranch} />
          </RangeBar>
        }
        loading={rows.loading || faults.loading}
        error={rows.error ?? faults.error}
        actions={
          <>
            <CountButton label="exports.quadra.payments" icon={<Download />} count={count} onClick={() => file('GET quadra/download-payments', 'PAIEMENTS')} />
            <CountButton label="exports.quadra.sales" icon={<Download />} count={count} onClick={() => file('GET quadra/download-sales', 'VENTES')} />
          </>
        }
      >
        {faults.data && faults.data.length > 0 && (
          <Box sx={{ border: 1, borderColor: 'error.main', borderRadius: 1, p: 1, '& td': { color: 'error.main' } }}>
            <Alert severity="warning" sx={{ mb: 1 }}>
              {translate('exports.quadra.faults', { smart_count: faults.data.length })}
            </Alert>
            <Typography variant="subtitle2" color="error" component="h3">
              {translate('exports.quadra.faultsTitle')}
            </Typography>
            <PreviewTable rows={faults.data} columns={FAULTS} label={translate('exports.quadra.faultsTitle')} />
          </Box>
        )}
        {rows.data && <PreviewTable rows={rows.data} columns={ROWS} label={translate('exports.quadra.title')} />}
      </ExportSection>
    </>
  );
}
