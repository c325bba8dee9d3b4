import { appSettings } from './appSettings';

/** The support mailbox offered when something fails that the user cannot fix (spec part 1 §8, part 2 §8): SUPPORT_EMAIL. */
export function supportEmail(): string {
  return appSettings().supportEmail;
}

/** A mail link to support, with an optional subject. */
export function supportMailto(subject?: string): string {
  return `mailto:${supportEmail()}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
