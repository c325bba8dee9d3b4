import { describe, expect, test } from 'vitest';
import { acceptableEncodings } from '../../api/http/encodings';

const OFFERED = ['br', 'gzip'] as const;

/** Which pre-compressed bytes a client gets: the api's ready-made lists and the proxy's static files. */
describe('acceptableEncodings', () => {
  test.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip;q=0', ['br']],
    ['identity', []],
    ['', []],
    [undefined, []],
    ['BR;Q=1', ['br']],
  ])('Accept-Encoding %j: %j', (header, expected) => {
    expect(acceptableEncodings(header, OFFERED)).toEqual(expected);
  });
});
