export type Device = 'mobile' | 'tablet' | 'desktop';

/** The device kind of a user log (spec part 1 §7): 'Mobi' means mobile; Android without 'Mobi' a tablet. */
export function deviceFromUserAgent(userAgent: string): Device {
  if (userAgent.includes('Mobi')) return 'mobile';
  if (userAgent.includes('Android')) return 'tablet';
  return 'desktop';
}
