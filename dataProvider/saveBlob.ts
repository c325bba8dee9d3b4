import dayjs from 'dayjs';

/** Saves a blob as a file download in the browser. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloaded file names carry the current date: datedFileName('Unpaid_', 'xlsx') → Unpaid_2024-05-01.xlsx. */
export function datedFileName(prefix: string, extension: string, now: Date = new Date()): string {
  return `${prefix}${dayjs(now).format('YYYY-MM-DD')}.${extension}`;
}
