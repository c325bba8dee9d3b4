import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { createI18nProvider } from '../../app/i18n/i18nProvider';
import { LoginPage } from '../../app/login/LoginPage';
import { appSettingsFromEnv } from '../../proxy/settings';
import { appSettings, provideAppSettings } from '../../ui/appSettings';

const demo = appSettings();
afterEach(() => {
  vi.unstubAllGlobals();
  provideAppSettings(demo);
});

describe('the support mailbox offered when a password reset fails', () => {
  it("is the deployment's SUPPORT_EMAIL", async () => {
    provideAppSettings(appSettingsFromEnv({ SUPPORT_EMAIL: 'helpdesk@example.org' }));
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"mail server down"}', { status: 500 })));
    localStorage.clear();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <AdminContext authProvider={createAuthProvider(() => ({}))} i18nProvider={await createI18nProvider()} store={memoryStore()}>
          <LoginPage />
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(screen.getByLabelText('Email', { selector: 'input' }), { target: { value: 'sales@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByText(/Something went wrong\. Please try again or contact us\./);
    expect(screen.getByRole('link', { name: 'helpdesk@example.org' }).getAttribute('href')).toBe('mailto:helpdesk@example.org');
  });
});
