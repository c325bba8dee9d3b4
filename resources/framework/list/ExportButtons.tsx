import { memo, useState } from 'react';
import { useDataProvider, useEvent, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { exportRows, type ExportFormat } from '../../../ui/export/exportRows';
import type { ExportColumn } from '../../../ui/export/exportTable';
import { NamedButton } from '../../../ui/phone/NamedButton';

/**
 * CSV and XLSX downloads of every row matching the current filters and sort, across all pages
 * (the query engine answers one page as large as the filtered list).
 */
export function ExportButtons({ columns, baseName }: { columns: ExportColumn[]; baseName: string }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { resource, filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const run = useEvent(async (format: ExportFormat) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(resource, { filter: filterValues, sort, pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER } });
      await exportRows(format, data, columns, baseName);
    } catch {
      notify('framework.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  });

  return <Buttons run={run} disabled={busy || !total} />;
}

/**
 * The two buttons, drawn again only when they turn enabled or disabled: the list's context changes three times at
 * each keystroke of a search (the address, the stored parameters, the answer), and MUI's buttons are costly to draw.
 */
const Buttons = memo(function Buttons({ run, disabled }: { run: (format: ExportFormat) => void; disabled: boolean }) {
  return (
    <>
      <NamedButton label="framework.export.csv" onClick={() => run('csv')} disabled={disabled}>
        <DownloadIcon />
      </NamedButton>
      <NamedButton label="framework.export.xlsx" onClick={() => run('xlsx')} disabled={disabled}>
        <DownloadIcon />
      </NamedButton>
    </>
  );
});
