import { describe, expect, it } from 'vitest';
import { loginDate, loginHistoryRecords, mapLink, type LoginHistoryRow } from '../../custom-pages/profile/loginHistory';

const row = (extraInfo: LoginHistoryRow['extraInfo']): LoginHistoryRow => ({
  extraInfo,
  ip: '192.0.2.1',
  startDate: '2026-06-17T08:05:00',
  city: 'Aalsmeer',
  zipcode: '1431',
  region: 'Noord-Holland',
  country: 'Netherlands',
  gpsLoc: '52.26,4.76',
});

describe('login history', () => {
  it('numbers the rows and keeps only unsuccessful logins when asked', () => {
    const rows = [row('successful'), row('unsuccessful'), row('successful')];
    expect(loginHistoryRecords(rows, false).map((r) => r.id)).toEqual([0, 1, 2]);
    expect(loginHistoryRecords(rows, true).map((r) => [r.id, r.extraInfo])).toEqual([[1, 'unsuccessful']]);
  });

  it('shows dates as DD-MM-YYYY @ HH:mm', () => {
    expect(loginDate('2026-06-17T08:05:00')).toBe('17-06-2026 @ 08:05');
  });

  it('links a location to the map, and nothing without one', () => {
    expect(mapLink('52.26,4.76')).toBe('https://www.openstreetmap.org/?mlat=52.26&mlon=4.76#map=12/52.26/4.76');
    expect(mapLink('52.26; -4.5')).toContain('mlat=52.26&mlon=-4.5');
    expect(mapLink(null)).toBeUndefined();
    expect(mapLink('somewhere')).toBeUndefined();
    expect(mapLink('123,4')).toBeUndefined();
  });
});
