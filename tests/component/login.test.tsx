import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type I18nProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { createI18nProvider } from '../../app/i18n/i18nProvider';
import { LoginFeedback } from '../../app/login/LoginFeedback';
import { LoginPage } from '../../app/login/LoginPage';
import { UpdatePasswordPage } from '../../app/password/UpdatePasswordPage';

const authProvider = createAuthProvider(() => ({}));

function renderAt(path: string, element: React.ReactNode, routePath = path) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path={routePath} element={element} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

// A fresh provider per test, in the stored language (English after the clear), as at a page load.
let i18nProvider: I18nProvider;
beforeEach(async () => {
  localStorage.clear();
  i18nProvider = await createI18nProvider();
});

describe('login form', () => {
  it('enables Login only for a valid email and a password of at least 8 characters', async () => {
    renderAt('/login', <LoginPage />);
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(login).toHaveProperty('disabled', true);
    expect(screen.getByText('Min charachter length is 8')).toBeTruthy();

    type('Email', 'sales@demo');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    type('Password', 'demo1234');
    expect(login).toHaveProperty('disabled', true);

    type('Email', 'sales@demo.test');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(login).toHaveProperty('disabled', false);

    type('Password', 'demo123');
    expect(login).toHaveProperty('disabled', true);
  });

  it('switches to forgot-password mode, whose button needs a valid email, and back', async () => {
    renderAt('/login', <LoginPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const reset = screen.getByRole('button', { name: 'Reset password' });
    expect(reset).toHaveProperty('disabled', true);
    type('Email', 'sales@demo.test');
    expect(reset).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveProperty('value', 'sales@demo.test');
  });

  it('switches the language with the flags and keeps the choice', async () => {
    renderAt('/login', <LoginPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'French' }));
    expect(await screen.findByText('Connexion à votre compte')).toBeTruthy();
    expect(localStorage.getItem('i18n')).toBe('fr');
  });
});

describe('login feedback', () => {
  it('shows the wrong credentials and the attempts so far', () => {
    renderAt('/', <LoginFeedback refusal={{ attempts: 2, maxAttempts: 3 }} locked={false} />);
    expect(screen.getByText('Wrong credentials. Please try again or reset your password.')).toBeTruthy();
    expect(screen.getByText('login attempts 2/3')).toBeTruthy();
    expect(screen.queryByText('Too many wrong password, account is locked for 5 minutes')).toBeNull();
  });

  it('shows no count before a first attempt, and the lock at the maximum', () => {
    const { unmount } = renderAt('/', <LoginFeedback refusal={{ attempts: 0, maxAttempts: 3 }} locked={false} />);
    expect(screen.queryByText(/login attempts/)).toBeNull();
    unmount();
    renderAt('/', <LoginFeedback refusal={{ attempts: 3, maxAttempts: 3, lockedUntil: Date.now() + 300_000 }} locked />);
    expect(screen.getByText('login attempts 3/3')).toBeTruthy();
    expect(screen.getByText('Too many wrong password, account is locked for 5 minutes')).toBeTruthy();
  });
});

describe('update password', () => {
  it('needs 8 characters and an equal confirmation', async () => {
    renderAt('/update-password/abc', <UpdatePasswordPage />, '/update-password/:token');
    const save = await screen.findByRole('button', { name: 'Save password' });
    type('New password', 'short');
    type('Confirm new password', 'short');
    expect(save).toHaveProperty('disabled', true);
    type('New password', 'long enough');
    type('Confirm new password', 'long enougH');
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    type('Confirm new password', 'long enough');
    expect(screen.queryByText('Passwords must match')).toBeNull();
    expect(save).toHaveProperty('disabled', false);
  });
});
