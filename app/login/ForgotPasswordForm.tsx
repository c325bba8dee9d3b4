import { Alert, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { requestPasswordReset } from '../../authProvider/passwordReset';
import { supportEmail, supportMailto } from '../../ui/support';
import { EmailField } from './EmailField';
import { isValidEmail } from './loginRules';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

type ResetOutcome = 'sent' | 'failed';

/** Forgot-password mode: asks the api to mail a reset link (spec part 1 §2, §8). */
export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ResetOutcome | undefined>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email) || busy) return;
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <EmailField value={email} onChange={onEmailChange} />
      {outcome === 'sent' && <Alert severity="success">{translate('app.login.reset_sent')}</Alert>}
      {outcome === 'failed' && (
        <Alert severity="error">
          {translate('app.login.reset_failed')} <Link href={supportMailto()}>{supportEmail()}</Link>
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={!isValidEmail(email) || busy}>
        {busy ? <CircularProgress size={24} color="inherit" /> : translate('app.login.reset_submit')}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onBack} sx={{ alignSelf: 'center' }}>
        {translate('app.login.back_to_login')}
      </Link>
    </Stack>
  );
}
