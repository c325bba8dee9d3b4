import { useState } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
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

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(resource, { filter: filterValues, sort, pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER } });
      await exportRows(format, data, columns, baseName);
    } catch {
      notify('framework.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const disabled = busy || !total;
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
}
