import { Alert, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { PASSWORD_MIN_LENGTH } from '../../schemas/constants';
import { LegalDialog } from './LegalDialog';
import { EmailField } from './EmailField';
import { PasswordField } from '../password/PasswordField';
import { LoginFeedback } from './LoginFeedback';
import { canSubmitLogin, loginRefusal } from './loginRules';
import { useLoginLock } from './useLoginLock';
import { useSignIn } from './useSignIn';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
}

/** Email and password; Enter submits; the server's 401/423 answers drive the attempts and the lock. */
export function LoginForm({ email, onEmailChange, onForgotPassword }: LoginFormProps) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const { refusal, locked, refuse } = useLoginLock();
  const { signIn, termsOpen, agree, disagree } = useSignIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitLogin(email, password) || locked || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await signIn({ email: email.trim(), password });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : undefined;
      if (status === 401 || status === 423) refuse(loginRefusal(status, (error as HttpError).body, Date.now()));
      else setFailure(status === 429 ? 'app.login.too_many_failures' : 'ra.notification.http_error');
    } finally {
      setBusy(false);
    }
  };

  const passwordShort = password !== '' && password.length < PASSWORD_MIN_LENGTH;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <EmailField value={email} onChange={onEmailChange} />
      <PasswordField
        label={translate('ra.auth.password')}
        name="password"
        autoComplete="current-password"
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordShort}
        helperText={translate('app.login.password_helper')}
      />
      {refusal && <LoginFeedback refusal={refusal} locked={locked} />}
      {failure && <Alert severity="error">{translate(failure)}</Alert>}
      {/* Named also while it shows the spinner alone (axe: button-name). */}
      <Button type="submit" variant="contained" size="large" disabled={!canSubmitLogin(email, password) || locked || busy} aria-label={translate('app.login.submit')}>
        {busy ? <CircularProgress size={24} color="inherit" /> : translate('app.login.submit')}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onForgotPassword} sx={{ alignSelf: 'center' }}>
        {translate('app.login.forgot_password')}
      </Link>
      <LegalDialog document="terms" open={termsOpen} onClose={disagree} onAgree={agree} />
    </Stack>
  );
}
