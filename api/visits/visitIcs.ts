import dayjs from 'dayjs';
import { VISIT_STATUS, type ShowroomVisit } from '../../schemas/entities/visit';

/**
 * Text in an iCalendar value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line
 * break (CRLF, LF or a lone CR) written as `\n`, and the other control characters, which TEXT cannot
 * hold, dropped (a tab stays).
 */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '');

/** The most octets of a content line, its line break not counted (RFC 5545 §3.1). */
const LINE_OCTETS = 75;

/** A content line folded into lines of at most 75 octets (a continuation's leading space included), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line may hold 75 octets; each continuation starts with a space, leaving 74.
    if (octets + size > (parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  return [...parts, part].join('\r\n ');
}
const local = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** A visit as an iCalendar event in the showroom's local time: its arrival, its stay, who comes and what to arrange. */
export function visitIcs(visit: ShowroomVisit, now: Date): string {
  const start = dayjs(`${visit.visitDate}T${visit.timeOfArrival}`);
  const [hours, minutes] = visit.durationOfStay.split(':').map(Number);
  const end = start.add(hours ?? 0, 'hour').add(minutes ?? 0, 'minute');
  const description = [
    `${visit.amountOfPeople} personen`,
    `Lunch: ${visit.arrangeLunch ? 'ja' : 'nee'}`,
    `Overnachting: ${visit.arrangeStay ? 'ja' : 'nee'}`,
    visit.salesmanName ? `Verkoper: ${visit.salesmanName}` : '',
    visit.particularities,
  ].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Flora//iCRM//NL',
    'BEGIN:VEVENT',
    `UID:showroom-visit-${visit.visitId}@flora-crm`,
    `DTSTAMP:${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART:${local(visit.visitDate, visit.timeOfArrival)}`,
    `DTEND:${local(end.format('YYYY-MM-DD'), end.format('HH:mm'))}`,
    `SUMMARY:${text(`Showroombezoek ${visit.debtorName} (${visit.debtorNumber})`)}`,
    `DESCRIPTION:${text(description)}`,
    `STATUS:${visit.status === VISIT_STATUS.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
