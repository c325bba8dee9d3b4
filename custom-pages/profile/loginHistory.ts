import dayjs from 'dayjs';

/** A row of GET profile/GetLoginHistory (spec part 1 §3). */
export interface LoginHistoryRow {
  extraInfo: 'successful' | 'unsuccessful';
  ip: string;
  startDate: string;
  city: string | null;
  zipcode: string | null;
  region: string | null;
  country: string | null;
  gpsLoc: string | null;
}

export type LoginHistoryRecord = LoginHistoryRow & { id: number };

/** Numbered rows (the api sends no id), optionally only the unsuccessful logins. */
export function loginHistoryRecords(rows: readonly LoginHistoryRow[], unsuccessfulOnly: boolean): LoginHistoryRecord[] {
  return rows.map((row, id) => ({ ...row, id })).filter((row) => !unsuccessfulOnly || row.extraInfo === 'unsuccessful');
}

/** The spec's date format of this table: DD-MM-YYYY @ HH:mm. */
export function loginDate(startDate: string): string {
  return dayjs(startDate).format('DD-MM-YYYY @ HH:mm');
}

/** An OpenStreetMap link for a "latitude,longitude" location; undefined when there is none. */
export function mapLink(gpsLoc: string | null): string | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[,; ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(gpsLoc ?? '');
  if (!match) return undefined;
  const [lat, lon] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=12/${lat}/${lon}`;
}
