import { describe, expect, it } from 'vitest';
import { loginLocation } from '../../api/auth/loginLocation';

const NOWHERE = { city: null, zipcode: null, region: null, country: null, gpsLoc: null };

describe('the place of a login (offline GeoIP)', () => {
  it('leaves private, loopback, documentation and malformed addresses empty', () => {
    for (const address of ['10.1.2.3', '172.20.0.5', '192.168.1.10', '127.0.0.1', '::1', '::ffff:192.168.0.4', 'fe80::1', '192.0.2.44', '', 'not-an-address']) {
      expect([address, loginLocation(address)]).toEqual([address, NOWHERE]);
    }
  });

  it('places public IPv4, IPv6 and IPv4-mapped addresses with country name and coordinates', () => {
    const dutch = loginLocation('2a02:a46f:1:2::1');
    expect(dutch).toMatchObject({ country: 'Netherlands', zipcode: null });
    expect(dutch.gpsLoc).toMatch(/^\d+(\.\d+)?,\d+(\.\d+)?$/);
    expect(loginLocation('::ffff:81.2.69.142')).toEqual(loginLocation('81.2.69.142'));
    expect(loginLocation('81.2.69.142').country).toBe('United Kingdom');
  });
});
