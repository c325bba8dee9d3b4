import { APP_SETTINGS_PATH, AppSettings } from '../schemas/appSettings';

/**
 * Until loaded, or when the server could not be asked: no outside address at all. The screens then
 * leave out what would need one (a shop button, a mail link), rather than point anywhere made up.
 */
const NONE: AppSettings = {
  pilotShopUrl: '',
  webshopUkUrl: '',
  webshopFrUrl: '',
  identitiesUrl: '',
  supportEmail: '',
  jdfInvoiceEmail: '',
  cncWebshopUrl: '',
  percentViewEmails: [],
};

let current: AppSettings = NONE;

/** The deployment's outside addresses (README, environment variables), as loaded at start. */
export function appSettings(): AppSettings {
  return current;
}

/** Sets them: the start-up load, and tests. */
export function provideAppSettings(settings: AppSettings): void {
  current = settings;
}

/**
 * Loads them once, before the app's first render (app/main.tsx); they do not change while the page
 * lives. Never throws: a failed load leaves none set and says so in the console.
 */
export async function loadAppSettings(): Promise<void> {
  try {
    const response = await fetch(APP_SETTINGS_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    provideAppSettings(AppSettings.parse(await response.json()));
  } catch (error) {
    console.error(`${APP_SETTINGS_PATH} could not be loaded`, error);
  }
}
