import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, HttpError, memoryStore, mergeTranslations, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as shell } from '../../app/i18n/shell/en';
import { createAuthProvider } from '../../authProvider';
import { messages as prelevement } from '../../custom-pages/prelevement/i18n/en';
import { RunHistory } from '../../custom-pages/prelevement/RunHistory';
import { call, dataProvider, isNotOffered } from '../../dataProvider';
import { forgetNotOffered } from '../../dataProvider/notOffered';
import { tokenStore } from '../../dataProvider/tokenStore';
import { messages as visits } from '../../resources/visits/i18n/en';
import { VisitCalendarButton } from '../../resources/visits/VisitCalendarButton';
import { HistoryPanel } from '../../ui/history/HistoryPanel';
import { json, stubFetch } from './customerRender';
import { unsignedToken } from './unsignedToken';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, shell, prelevement, visits), 'en', [{ locale: 'en', name: 'English' }]);
const QUIET = 'The back office does not offer this.';

/** The legacy back office: no route for the extensions, as the reference api's legacy profile answers. */
const unknownEndpoint = () => json({ message: 'Unknown endpoint' }, 404);

let stub: ReturnType<typeof stubFetch>;
function backOffice(answer: (method: string, path: string) => Response) {
  stub = stubFetch(answer);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
}

beforeEach(() => {
  forgetNotOffered();
  localStorage.clear();
  const claims = { azureId: '6f1c2b9e-0000-4000-8000-000000000001', groupCode: '101', roles: ['iCRMBasis'], exp: Math.floor(Date.now() / 1000) + 3600 };
  tokenStore.set({ accessToken: unsignedToken(claims), refreshToken: 'refresh' });
});
afterEach(() => vi.unstubAllGlobals());

/** Over the real data provider, with react-admin's notifications; react-admin's default client (3 retries) unless given. */
function renderWith(children: ReactNode, queryClient?: QueryClient) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
        {children}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const errorNotices = () => document.querySelectorAll('.RaNotification-error').length;

describe('an extension the back office lacks', () => {
  it('rejects a call answered 404, 405 or 501 as not offered and remembers it, without asking again', async () => {
    backOffice((_, path) => (path.startsWith('/api/history/') ? json(null, 405) : path.startsWith('/api/visits/ics/') ? new Response('', { status: 501 }) : unknownEndpoint()));
    const history = call('GET history/{entity}/{id}', { params: { entity: 'task', id: '1' } });
    await expect(history).rejects.toSatisfy(isNotOffered);
    await expect(call('GET visits/ics/{id}', { params: { id: 3 } })).rejects.toSatisfy(isNotOffered);
    await expect(call('GET prelevement/runs')).rejects.toSatisfy(isNotOffered);
    const asked = stub.calls.length;
    await expect(call('GET history/{entity}/{id}', { params: { entity: 'visit', id: '2' } })).rejects.toSatisfy(isNotOffered);
    expect(stub.calls.length).toBe(asked);
  });

  it('keeps ordinary errors: a spec call answering 404, and an extension saying what record is missing', async () => {
    backOffice((_, path) => json({ message: path.startsWith('/api/history/') ? 'Lead not found' : 'Unknown endpoint' }, 404));
    const spec = await call('GET customer/getcustomer/{debnr}', { params: { debnr: '104233' } }).catch((error: unknown) => error);
    expect(spec).toBeInstanceOf(HttpError);
    expect(isNotOffered(spec)).toBe(false);
    const record = await call('GET history/{entity}/{id}', { params: { entity: 'lead', id: '9' } }).catch((error: unknown) => error);
    expect(isNotOffered(record)).toBe(false);
    expect((record as HttpError).message).toBe('Lead not found');
  });

  it('shows a history panel as a quiet line at once (no retries), without an error alert or notice', async () => {
    backOffice(unknownEndpoint);
    renderWith(<HistoryPanel entity="task" id="12" />);
    expect(await screen.findByText(QUIET)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errorNotices()).toBe(0);
    expect(stub.calls.filter((c) => c.path.startsWith('/api/history/'))).toHaveLength(1);
  });

  it('still shows a history that failed for another reason as failed', async () => {
    backOffice(() => json({ message: 'Boom' }, 500));
    renderWith(<HistoryPanel entity="task" id="12" />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByText('The history could not be loaded.')).toBeTruthy();
    expect(screen.queryByText(QUIET)).toBeNull();
  });

  it('says so quietly in the opened run history of the prelevement page', async () => {
    backOffice(unknownEndpoint);
    renderWith(<RunHistory refresh={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Earlier runs' }));
    expect(await screen.findByText(QUIET)).toBeTruthy();
    expect(errorNotices()).toBe(0);
  });

  it('hides the calendar button after its first refusal, with an information instead of an error', async () => {
    backOffice(unknownEndpoint);
    renderWith(
      <>
        <VisitCalendarButton visitId={7} />
        <VisitCalendarButton visitId={8} />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Calendar (.ics)' })[0]!);
    expect(await screen.findByText(QUIET)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Calendar (.ics)' })).toBeNull());
    expect(errorNotices()).toBe(0);
  });

  it('signs out without a console error when the back office has no logout', async () => {
    backOffice(unknownEndpoint);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(createAuthProvider(() => ({})).logout({})).resolves.toBe('/login');
      expect(stub.calls.map((c) => c.path)).toEqual(['/api/auth/logout']);
      expect(errors).not.toHaveBeenCalled();
      expect(tokenStore.get()).toBeUndefined();
    } finally {
      errors.mockRestore();
    }
  });
});
