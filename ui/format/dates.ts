import dayjs from 'dayjs';

/** The spec's date formats (part 1 §9), as dayjs patterns. */
export const DATE_FORMATS = {
  iso: 'YYYY-MM-DD',
  isoWithTime: 'YYYY-MM-DD [at] HH:mm',
  dayFirst: 'DD-MM-YYYY',
  dayFirstWithTime: 'DD-MM-YYYY @ HH:mm',
  slashed: 'DD/MM/YYYY',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/** A date ('YYYY-MM-DD', ISO timestamp, Date or epoch milliseconds) in one of the spec's formats; '' when absent or invalid. */
export function formatDate(value: string | number | Date | null | undefined, format: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[format]) : '';
}

/** Unix seconds (e.g. a comment's regdat) in one of the spec's formats. */
export function formatUnixSeconds(seconds: number, format: DateFormat): string {
  return formatDate(seconds * 1000, format);
}
