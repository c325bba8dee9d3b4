import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SETTINGS_PATH } from '../../schemas/appSettings';
import { appSettings, loadAppSettings } from '../../ui/appSettings';
import { supportEmail, supportMailto } from '../../ui/support';

const SERVED = {
  pilotShopUrl: 'https://market.example.org/pilot/',
  webshopUkUrl: 'https://uk.example.org/login',
  webshopFrUrl: 'https://fr.example.org/login',
  identitiesUrl: 'https://ids.example.org/portal',
  supportEmail: 'helpdesk@example.org',
  jdfInvoiceEmail: 'invoices@example.org',
  cncWebshopUrl: 'https://drive.example.org/connexion',
  percentViewEmails: ['directie@example.org'],
};

afterEach(() => vi.unstubAllGlobals());

describe("the app's outside addresses", () => {
  it('are none before the start-up load, and none when the server cannot be asked', async () => {
    expect(supportEmail()).toBe('');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadAppSettings();
    expect(appSettings().pilotShopUrl).toBe('');
    expect(appSettings().percentViewEmails).toEqual([]);
  });

  it('are what the server answers on /config/settings, read through one function', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(SERVED), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await loadAppSettings();
    expect(fetch).toHaveBeenCalledWith(APP_SETTINGS_PATH, expect.anything());
    expect(appSettings()).toEqual(SERVED);
    expect(supportMailto('Task 5')).toBe('mailto:helpdesk@example.org?subject=Task%205');
  });
});
