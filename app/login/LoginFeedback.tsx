import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LoginRefusal } from './loginRules';

/** Wrong credentials, the attempts so far (above 0) and the lock message once the account is locked. */
export function LoginFeedback({ refusal, locked }: { refusal: LoginRefusal; locked: boolean }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert">
      <div>{translate('app.login.wrong_credentials')}</div>
      {refusal.attempts > 0 && (
        <div>{translate('app.login.attempts', { attempts: Math.min(refusal.attempts, refusal.maxAttempts), max: refusal.maxAttempts })}</div>
      )}
      {locked && <div>{translate('app.login.locked')}</div>}
    </Alert>
  );
}
