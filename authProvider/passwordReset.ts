import { apiFetch } from '../dataProvider/http';

/** Asks the api to mail a reset link; public, so no (possibly stale) token goes along. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch({ method: 'POST', path: 'auth/resetPassword', body: { email }, anonymous: true });
}
