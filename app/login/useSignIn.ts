import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthProvider, useNotificationContext, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { TermsNotAcceptedError, type LoginParams, type Session } from '../../authProvider/session';

/**
 * Signs in and opens the page asked for before login, or '/' which lands by role. Holds a session
 * whose user has not accepted the terms of use yet: agreeing posts the agreement and completes the
 * login; disagreeing drops it.
 *
 * Like react-admin's useLogin, plus: the cached auth answers are refreshed before navigating, since
 * the update-password page lives inside the app whose "not signed in" answer would otherwise stick.
 */
export function useSignIn() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = useLocation() as { state?: { nextPathname?: string; nextSearch?: string } };
  const { resetNotifications } = useNotificationContext();
  const notify = useNotify();
  const [pending, setPending] = useState<Session | undefined>(undefined);

  const complete = async (params: LoginParams): Promise<void> => {
    await authProvider!.login(params);
    resetNotifications();
    await queryClient.resetQueries({ queryKey: ['auth'] });
    navigate(state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/', { replace: true });
  };

  const signIn = async (params: LoginParams): Promise<void> => {
    try {
      await complete(params);
    } catch (error) {
      if (!(error instanceof TermsNotAcceptedError)) throw error;
      setPending(error.session);
    }
  };

  const agree = async () => {
    if (!pending) return;
    setPending(undefined);
    await complete({ acceptTerms: pending }).catch((error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }));
  };

  return { signIn, termsOpen: pending !== undefined, agree, disagree: () => setPending(undefined) };
}
