import type { Language } from '../../schemas/constants';
import type { Mail } from '../adapters/mailer';

const TEXTS: Record<Language, { subject: string; body: (name: string, link: string, minutes: number) => string }> = {
  en: {
    subject: 'Set up a new password',
    body: (name, link, minutes) =>
      `Hello ${name},\n\nOpen this link to set up a new password (valid for ${minutes} minutes, once):\n${link}\n\nDid you not ask for this? Then ignore this mail.`,
  },
  fr: {
    subject: 'Choisissez un nouveau mot de passe',
    body: (name, link, minutes) =>
      `Bonjour ${name},\n\nOuvrez ce lien pour choisir un nouveau mot de passe (valable ${minutes} minutes, une seule fois) :\n${link}\n\nVous n'avez rien demandé ? Ignorez ce message.`,
  },
  nl: {
    subject: 'Stel een nieuw wachtwoord in',
    body: (name, link, minutes) =>
      `Hallo ${name},\n\nOpen deze link om een nieuw wachtwoord in te stellen (${minutes} minuten en één keer geldig):\n${link}\n\nHeb je dit niet gevraagd? Negeer dan deze mail.`,
  },
  de: {
    subject: 'Neues Passwort festlegen',
    body: (name, link, minutes) =>
      `Hallo ${name},\n\nÖffnen Sie diesen Link, um ein neues Passwort festzulegen (${minutes} Minuten und einmal gültig):\n${link}\n\nSie haben das nicht angefordert? Dann ignorieren Sie diese Mail.`,
  },
};

/** The password-reset mail in the user's language, linking to the app's /update-password/{token} page. */
export function resetMail(user: { email: string; name: string; language: string }, publicUrl: string, token: string, ttlSeconds: number): Mail {
  const texts = TEXTS[user.language as Language] ?? TEXTS.en;
  const link = `${publicUrl.replace(/\/$/, '')}/update-password/${token}`;
  return { to: user.email, subject: texts.subject, body: texts.body(user.name, link, Math.round(ttlSeconds / 60)) };
}
