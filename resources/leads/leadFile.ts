import Papa from 'papaparse';

/** A lead file's rows, each keyed by its column header (the spec's field names: email, debnaam, companY_ID, ...). */
export type FileRows = Record<string, string>[];

/**
 * What customer/importNewLeads is sent for a file: a CSV's rows, or an Excel workbook as it is (base64), which the
 * api reads itself with exceljs: formulas as their result, rich text and links as their text, dates as ISO dates.
 */
export type LeadFileBody = { rows: FileRows } | { xlsx: string };

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The bytes as base64, a slice at a time (String.fromCharCode takes only so many arguments). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The body for a CSV (any of , ; tab as separator, the header first) or an XLSX file. */
export async function leadFileBody(file: File): Promise<LeadFileBody> {
  if (/\.xlsx$/i.test(file.name)) return { xlsx: base64(new Uint8Array(await file.arrayBuffer())) };
  const parsed = Papa.parse<Record<string, string>>((await file.text()).replace(/^\ufeff/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (header) => header.trim() });
  return { rows: parsed.data.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, trimmed(value)]))) };
}
