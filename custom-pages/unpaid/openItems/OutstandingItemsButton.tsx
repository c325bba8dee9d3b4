import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { download } from '../../../dataProvider';
import { formatDate } from '../../../ui/format/dates';
import { NamedButton } from '../../../ui/phone/NamedButton';

/** Green & Bloom's outstanding items as Excel: '<date>-outstanding-items.xlsx'. A failed download is only logged (spec part 1 §8). */
export function OutstandingItemsButton({ disabled }: { disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download('GET GetGreenAndBloomSaldoOverzicht', {}, `${formatDate(new Date(), 'iso')}-outstanding-items.xlsx`);
    } catch (error) {
      console.error('Outstanding items download failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <NamedButton label="openItems.outstanding_download" onClick={run} disabled={busy || disabled}>
      <DownloadIcon />
    </NamedButton>
  );
}
