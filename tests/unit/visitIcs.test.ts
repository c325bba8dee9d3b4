import { describe, expect, it } from 'vitest';
import type { ShowroomVisit } from '../../schemas/entities/visit';
import { visitIcs } from '../../api/visits/visitIcs';

const visit: ShowroomVisit = {
  visitId: 7,
  debtorNumber: '100200',
  debtorName: 'Bloemenhuis Ærø, Ünïcødé; en 💐 kwekerij met een heel lange naam die zeker gevouwen wordt',
  debtorEmailAddress: '',
  debtorEmail: 'info@test.nl',
  debtorPhone: '',
  visitDate: '2026-07-01',
  timeOfArrival: '10:30',
  durationOfStay: '02:00',
  amountOfPeople: 3,
  arrangeLunch: true,
  arrangeStay: false,
  particularities: 'Bring\rthe van;\nand, a \\ backslash\r\nX-INJECTED:yes\u0007',
  salesmanAzureId: null,
  salesmanName: null,
  userAzureId: null,
  status: 0,
  version: 1,
};
const ics = visitIcs(visit, new Date('2026-06-17T08:00:00Z'));
/** The content lines as a calendar reads them: folds (CRLF and a space) undone. */
const contentLines = ics.replace(/\r\n /g, '').split('\r\n');

describe('the visit calendar file (RFC 5545)', () => {
  it('ends every line with CRLF: no lone CR or LF from a text value gets through', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(contentLines.some((line) => line.startsWith('X-INJECTED'))).toBe(false);
  });

  it('escapes backslash, semicolon, comma and every kind of line break in text values, and drops other control characters', () => {
    const description = contentLines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe('DESCRIPTION:3 personen\\nLunch: ja\\nOvernachting: nee\\nBring\\nthe van\\;\\nand\\, a \\\\ backslash\\nX-INJECTED:yes');
    expect(contentLines).toContain(`SUMMARY:Showroombezoek Bloemenhuis Ærø\\, Ünïcødé\\; en 💐 kwekerij met een heel lange naam die zeker gevouwen wordt (100200)`);
  });

  it('folds lines at 75 octets, never inside a UTF-8 character', () => {
    const physical = ics.split('\r\n').slice(0, -1);
    expect(physical.length).toBeGreaterThan(contentLines.length - 1);
    for (const line of physical) {
      const bytes = Buffer.from(line);
      expect(bytes.length).toBeLessThanOrEqual(75);
      expect(bytes.toString('utf8')).toBe(line);
      expect(line).not.toMatch(/[\ud800-\udfff]/u);
    }
    // A long ASCII start fills the first line to the full 75 octets.
    expect(Buffer.byteLength(physical.find((line) => line.startsWith('DESCRIPTION:'))!)).toBe(75);
  });
});
