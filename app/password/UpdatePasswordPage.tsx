import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AuthFrame } from '../login/AuthFrame';
import { LegalDialog } from '../login/LegalDialog';
import { useSignIn } from '../login/useSignIn';
import { PasswordField } from './PasswordField';
import { canSubmitNewPassword, confirmationError, newPasswordError } from './passwordRules';

/** /update-password/:token: a new password and its confirmation; success signs the user in (spec part 1 §2). */
export function UpdatePasswordPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const { signIn, termsOpen, agree, disagree } = useSignIn();
  const passwordError = newPasswordError(password);
  const mismatch = confirmationError(password, confirmation);
  const valid = canSubmitNewPassword(password, confirmation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await signIn({ resetPasswordToken: token, password });
    } catch (error) {
      setFailure(error instanceof HttpError && error.status === 400 ? 'app.password.wrong_credentials' : 'ra.notification.http_error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={translate('app.password.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <PasswordField
          label={translate('app.password.new')}
          name="password"
          autoComplete="new-password"
          autoFocus
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError !== undefined}
          helperText={translate(passwordError ?? 'app.password.too_short')}
        />
        <PasswordField
          label={translate('app.password.confirm')}
          name="confirmation"
          autoComplete="new-password"
          fullWidth
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={mismatch !== undefined}
          helperText={mismatch && translate(mismatch)}
        />
        {failure && <Alert severity="error">{translate(failure)}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={!valid || busy}>
          {busy ? <CircularProgress size={24} color="inherit" /> : translate('app.password.submit')}
        </Button>
      </Stack>
      <LegalDialog document="terms" open={termsOpen} onClose={disagree} onAgree={agree} />
    </AuthFrame>
  );
}
