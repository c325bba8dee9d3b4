import { Divider, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AuthFrame } from './AuthFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LanguageFlags } from './LanguageFlags';
import { LegalNotice } from './LegalNotice';
import { LoginForm } from './LoginForm';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';

/** /login: email and password, a forgot-password mode, language flags, terms and privacy (spec part 1 §2). */
export function LoginPage() {
  useRedirectIfSignedIn();
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [forgotten, setForgotten] = useState(false);
  return (
    <AuthFrame title={translate(forgotten ? 'app.login.forgot_title' : 'app.login.title')}>
      <Stack spacing={3}>
        {forgotten ? (
          <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => setForgotten(false)} />
        ) : (
          <LoginForm email={email} onEmailChange={setEmail} onForgotPassword={() => setForgotten(true)} />
        )}
        <Divider />
        <LanguageFlags />
        <LegalNotice />
      </Stack>
    </AuthFrame>
  );
}
