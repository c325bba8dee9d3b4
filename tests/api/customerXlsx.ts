import ExcelJS from 'exceljs';

/** The cell values of the first sheet of an xlsx file, row by row (for the download tests). */
export async function xlsxRows(body: ArrayBuffer | Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** POSTs or GETs a download straight to the api and returns status, headers and the file. */
export async function download(url: string, token: string, method: 'GET' | 'POST', body?: unknown): Promise<{ status: number; fileName: string | null; file: Buffer }> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  return { status: response.status, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null, file: Buffer.from(await response.arrayBuffer()) };
}
