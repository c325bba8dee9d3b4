import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type geoip from 'geoip-lite';

/** Where a login came from, as kept on its login-history row. */
export interface LoginLocation {
  city: string | null;
  zipcode: string | null;
  region: string | null;
  country: string | null;
  /** 'lat,lng', for the map link of the login-history screen */
  gpsLoc: string | null;
}

const NOWHERE: LoginLocation = { city: null, zipcode: null, region: null, country: null, gpsLoc: null };

/** Addresses that name no place: private networks, loopback, link-local, carrier NAT, documentation ranges. */
const UNPLACEABLE = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['192.0.2.0', 24], ['198.51.100.0', 24], ['203.0.113.0', 24]] as const) {
  UNPLACEABLE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['2001:db8::', 32]] as const) UNPLACEABLE.addSubnet(net, bits, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d), as Node reports clients of a dual-stack socket. */
const unmapped = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The offline GeoIP database (geoip-lite ships it in its package, no network at run time): ~190 MB in memory, so loaded on the first public address only. */
let database: typeof geoip | undefined;
function geoipDatabase(): typeof geoip {
  database ??= createRequire(import.meta.url)('geoip-lite') as typeof geoip;
  return database;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The place of a client address, from the offline GeoIP database; private and loopback addresses,
 * and addresses the database does not know, stay empty. The database has no postal codes, so the
 * zip code stays empty too unless a database that has them is put in its place.
 */
export function loginLocation(address: string): LoginLocation {
  const ip = unmapped(address.trim());
  const family = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : undefined;
  if (!family || UNPLACEABLE.check(ip, family)) return NOWHERE;
  const found = geoipDatabase().lookup(ip);
  if (!found) return NOWHERE;
  const [lat, lng] = found.ll ?? [];
  return {
    city: found.city || null,
    zipcode: null,
    region: found.region || null,
    country: found.country ? (countryNames.of(found.country) ?? found.country) : null,
    gpsLoc: lat != null && lng != null ? `${lat},${lng}` : null,
  };
}
