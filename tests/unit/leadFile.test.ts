import { describe, expect, it } from 'vitest';
import { leadFileBody } from '../../resources/leads/leadFile';

describe('what the lead import sends for a file', () => {
  it('sends an Excel workbook as it is, in base64, for the api to read its cells as the user sees them', async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    const body = await leadFileBody(new File([bytes], 'Leads.XLSX'));
    expect(body).toEqual({ xlsx: Buffer.from(bytes).toString('base64') });
  });

  it("sends a CSV's rows by their headers, trimmed, whatever the separator", async () => {
    const csv = '\ufeffemail ; debnaam\n a@b.test ; Bloem BV \n\n';
    expect(await leadFileBody(new File([csv], 'leads.csv'))).toEqual({ rows: [{ email: 'a@b.test', debnaam: 'Bloem BV' }] });
  });
});
