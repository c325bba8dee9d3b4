import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import { Button, Grid } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { datedFileName, download } from '../../dataProvider';
import { EXPORT_PRESETS } from '../../schemas/datePresets';
import { JDF_TYPES, type JdfType } from '../../schemas/entities/exports';
import { appSettings } from '../../ui/appSettings';
import { CountButton } from './CountButton';
import { ExportSection } from './ExportSection';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { exportRange, RangeBar } from './RangeBar';
import { useExportRows } from './useExportRows';

/** The side table's page size, and the debnr it lists: longer than 3 characters (spec part 2 §5, §9). */
const SIDE_PAGE_SIZE = 20;
const SIDE_DEBNR_MIN = 4;

type DebnrCount = { debnr: string; count: number };
const SIDE_COLUMNS: PreviewColumn<DebnrCount>[] = [
  { source: 'debnr', label: 'exports.columns.debnr' },
  { source: 'count', label: 'exports.columns.count' },
];

/**
 * /api/JDFexport (MFJDFexport; spec part 2 §2): today first; a button per JDF type with its count
 * that downloads that type's file, the mailto to the invoicing mailbox, and the documents per debnr.
 */
export function JdfExportPage() {
  const translate = useTranslate();
  const today = dayjs().format('YYYY-MM-DD');
  const [range, setRange] = useState(exportRange('today', today));
  const rows = useExportRows('GET ExportJDF', range, { auto: true });
  const counts = (type: JdfType) => rows.data?.filter((r) => r.category === type).length ?? 0;
  const perDebnr = useMemo(() => {
    const byDebnr = new Map<string, number>();
    for (const row of rows.data ?? []) if (row.debnr.length >= SIDE_DEBNR_MIN) byDebnr.set(row.debnr, (byDebnr.get(row.debnr) ?? 0) + 1);
    return [...byDebnr].map(([debnr, count]) => ({ debnr, count }));
  }, [rows.data]);
  const subject = encodeURIComponent(`JDF ${range.fromdate} – ${range.todate}`);
  return (
    <>
      <Title title={translate('exports.jdf.title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ExportSection
            title="exports.jdf.title"
            inputs={<RangeBar range={range} setRange={setRange} presets={EXPORT_PRESETS} today={today} onPreview={rows.preview} loading={rows.loading} />}
            loading={rows.loading}
            error={rows.error}
            actions={
              <>
                {JDF_TYPES.map((type) => (
                  <CountButton
                    key={type}
                    label={`exports.jdf.types.${type}`}
                    icon={<Download />}
                    count={counts(type)}
                    onClick={() => void download('GET ExportJDF/download', { query: { ...range, type } }, datedFileName(`JDF-${type}-`, 'txt'))}
                  />
                ))}
                <Button startIcon={<Email />} href={`mailto:${appSettings().jdfInvoiceEmail}?subject=${subject}`}>
                  {translate('exports.jdf.mail')}
                </Button>
              </>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ExportSection title="exports.jdf.perDebnr" inputs={null} loading={false}>
            <PreviewTable rows={perDebnr} columns={SIDE_COLUMNS} label={translate('exports.jdf.perDebnr')} perPage={SIDE_PAGE_SIZE} />
          </ExportSection>
        </Grid>
      </Grid>
    </>
  );
}
