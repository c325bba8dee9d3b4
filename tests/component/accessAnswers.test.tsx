import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useCanAccess } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { answerAccessQuestionsAtOnce } from '../../authProvider/accessAnswers';
import { tokenStore } from '../../dataProvider/tokenStore';
import { unsignedToken } from './unsignedToken';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const SALES = { azureId: '6f1c2b9e-0000-4000-8000-000000000001', roles: ['iCRMBasis'], groupCode: '101' };
const authProvider = createAuthProvider(() => ({ customers: { list: ['iCRMBasis'], delete: ['iCRMAdmin'] } }));

/** What a react-admin screen sees of its access question, render by render. */
function Question({ action, seen }: { action: string; seen: string[] }) {
  const { isPending, canAccess } = useCanAccess({ resource: 'customers', action });
  seen.push(isPending ? 'pending' : String(canAccess));
  return <p>{isPending ? 'asking' : canAccess ? 'allowed' : 'refused'}</p>;
}

function renderQuestion(action: string, queryClient: QueryClient) {
  const seen: string[] = [];
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
      <Question action={action} seen={seen} />
    </CoreAdminContext>,
  );
  return seen;
}

beforeEach(() => tokenStore.set({ accessToken: unsignedToken({ ...SALES, exp: inAnHour() }), refreshToken: 'refresh' }));
afterEach(() => localStorage.clear());

describe("react-admin's access questions", () => {
  it('are answered in the first render, allowed or refused, from the roles and the access table', async () => {
    const queryClient = new QueryClient();
    answerAccessQuestionsAtOnce(queryClient, authProvider.canAccessNow);
    const list = renderQuestion('list', queryClient);
    expect(list[0]).toBe('true');
    expect(await screen.findByText('allowed')).toBeTruthy();
    const remove = renderQuestion('delete', queryClient);
    expect(remove[0]).toBe('false');
    expect(list.concat(remove)).not.toContain('pending');
  });

  it('are left pending for react-query otherwise (what the answer at once spares a list: a render before its rows)', async () => {
    const seen = renderQuestion('list', new QueryClient());
    expect(seen[0]).toBe('pending');
    expect(await screen.findByText('allowed')).toBeTruthy();
  });
});
