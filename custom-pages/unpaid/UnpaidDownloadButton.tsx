import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { datedFileName, download } from '../../dataProvider';
import type { UnpaidRow } from '../../schemas/entities/unpaid';
import { NamedButton } from '../../ui/phone/NamedButton';

/** Excel of the rows the table shows (Unpaid_<date>.xlsx); disabled without data. A failed download is only logged (spec part 1 §8). */
export function UnpaidDownloadButton({ rows }: { rows: readonly UnpaidRow[] }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download('POST unpaid/downloadUnpaid', { body: rows }, datedFileName('Unpaid_', 'xlsx'));
    } catch (error) {
      console.error('Unpaid download failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <NamedButton label="unpaid.download" onClick={run} disabled={busy || rows.length === 0}>
      <DownloadIcon />
    </NamedButton>
  );
}
