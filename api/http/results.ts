/** What a route handler may return besides plain JSON. */
export class FileResult {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly body: Buffer | string,
  ) {}
}

export class StatusResult {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
