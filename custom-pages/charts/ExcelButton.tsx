import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { NamedButton } from '../../ui/phone/NamedButton';

/**
 * An Excel download of the rows a panel shows: disabled without rows (spec part 1 §5) and while it
 * runs; a failed download is only logged (spec part 1 §8).
 */
export function ExcelButton({ rowCount, download, label = 'charts.excel' }: { rowCount: number; download: () => Promise<void>; label?: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      console.error('Download failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <NamedButton label={label} onClick={run} disabled={busy || rowCount === 0}>
      <DownloadIcon />
    </NamedButton>
  );
}
