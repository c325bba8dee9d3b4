import dayjs from 'dayjs';
import { VISIT_STATUS, type ShowroomVisit } from '../../schemas/entities/visit';

/** Text in an iCalendar value: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  for (const char of line) {
    // 74 octets leaves room for the space that starts each continuation line.
    if (Buffer.byteLength(part + char) > 74) {
      parts.push(part);
      part = '';
    }
    part += char;
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
