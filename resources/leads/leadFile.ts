import Papa from 'papaparse';

/** A lead file's rows, each keyed by its column header (the spec's field names: email, debnaam, companY_ID, ...). */
export type FileRows = Record<string, string>[];

/** Every value as text, trimmed: the api's schema decides what it means (numbers of a sheet included). */
const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' && 'text' in value ? String((value as { text: unknown }).text) : String(value)).trim();

/** Rows of a CSV (any of , ; tab as separator, the header first) or of the first sheet of an XLSX file. */
export async function readLeadFile(file: File): Promise<FileRows> {
  if (/\.xlsx$/i.test(file.name)) {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    const header = (sheet.getRow(1).values as unknown[]).map(text);
    const rows: FileRows = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const values = row.values as unknown[];
      const entry = Object.fromEntries(header.flatMap((name, column) => (name ? [[name, text(values[column])]] : [])));
      if (Object.values(entry).some((value) => value !== '')) rows.push(entry);
    });
    return rows;
  }
  const parsed = Papa.parse<Record<string, string>>((await file.text()).replace(/^\ufeff/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (header) => header.trim() });
  return parsed.data.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, text(value)])));
}
