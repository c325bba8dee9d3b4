import { useState } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { TermsNotAcceptedError, type LoginParams, type Session } from '../../authProvider/session';

/**
 * Signs in through react-admin's login flow and holds a session whose user has not accepted the
 * terms of use yet: agreeing posts the agreement and completes the login; disagreeing drops it.
 */
export function useSignIn() {
  const login = useLogin();
  const notify = useNotify();
  const [pending, setPending] = useState<Session | undefined>(undefined);

  const signIn = async (params: LoginParams): Promise<void> => {
    try {
      await login(params);
    } catch (error) {
      if (!(error instanceof TermsNotAcceptedError)) throw error;
      setPending(error.session);
    }
  };

  const agree = async () => {
    if (!pending) return;
    setPending(undefined);
    await login({ acceptTerms: pending }).catch((error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }));
  };

  return { signIn, termsOpen: pending !== undefined, agree, disagree: () => setPending(undefined) };
}
