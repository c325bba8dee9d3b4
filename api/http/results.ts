import { attachmentDisposition } from '../files/downloadName';

/** What a route handler may return besides plain JSON. */
export class FileResult {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly body: Buffer | string,
  ) {}

  /** The Content-Disposition header that names the download (RFC 6266, encoded). */
  get disposition(): string {
    return attachmentDisposition(this.fileName);
  }
}

export class StatusResult {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
