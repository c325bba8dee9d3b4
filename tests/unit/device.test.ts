import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent } from '../../schemas/device';

describe('device of a user log', () => {
  it("is mobile when the user agent says 'Mobi'", () => {
    expect(deviceFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1')).toBe('mobile');
    expect(deviceFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile Safari/537.36')).toBe('mobile');
  });

  it("is a tablet on Android without 'Mobi'", () => {
    expect(deviceFromUserAgent('Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe('tablet');
  });

  it('is a desktop otherwise', () => {
    expect(deviceFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36')).toBe('desktop');
    expect(deviceFromUserAgent('')).toBe('desktop');
  });
});
