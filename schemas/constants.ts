/** Business constants and limits (spec part 1 §9, part 2 §9). */
export const LOGIN_MAX_ATTEMPTS = 3;
export const LOGIN_LOCK_MINUTES = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const INPUT_MAX_LENGTH = 50;
export const DEBNR_MAX_LENGTH = 6;
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const SUCCESS_TICK_MS = 3000;
export const SEARCH_SUGGESTIONS_MAX = 10;
export const CC_SEARCH_SUGGESTIONS_MAX = 8;
export const CALL_LIST_ROWS = 5;
export const INBOX_MAX_NOTES = 76;
export const SATISFACTION_THRESHOLD_PERCENT = 5;
export const PAGE_SIZES = [5, 10, 20, 50, 100, 500] as const;
/** The statistics tables' default page size (spec part 2 §9), offered beside PAGE_SIZES. */
export const STATISTICS_PAGE_SIZE = 15;
export const STATISTICS_PAGE_SIZES = [5, 10, STATISTICS_PAGE_SIZE, 20, 50, 100, 500] as const;
export const AUTOCOMPLETE_LIMIT = 200;
export const ROUTE_OPEN_MAX_DAYS_AHEAD = 5;
export const CLOSED_CUSTOMERS_DEFAULT_DAYS = 60;
export const LANGUAGES = ['en', 'fr', 'nl', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage keys (spec part 1 §7). */
export const STORAGE_KEYS = { accessToken: 'access_token', refreshToken: 'refresh_token', language: 'i18n' } as const;
/** Axis steps of the overview charts. */
export const AXIS_STEPS = { turnover: 50000, items: 10000, orders: 50, customers: 50, percentage: 1 } as const;
/** Dashboard tiers: weekly turnover (euro) upper bounds of A..D; E is above 2500. */
export const TURNOVER_TIERS = [
  { tier: 'A', max: 250 },
  { tier: 'B', max: 750 },
  { tier: 'C', max: 1250 },
  { tier: 'D', max: 2500 },
  { tier: 'E', max: Infinity },
] as const;
/** Customer days are counted since this date. */
export const CUSTOMER_DAYS_EPOCH = '2017-01-01';
