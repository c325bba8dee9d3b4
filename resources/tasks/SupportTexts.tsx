import { Link } from '@mui/material';
import { TASK_MESSAGES } from '../../schemas/entities/task';
import { supportEmail, supportMailto } from '../../ui/support';

/**
 * A spec text whose 'notify us' is the mail link to support (spec part 2 §8); a text without it gets the
 * link after it, as the save error's "message with a 'notify us' mail link".
 */
export function NotifyUs({ text, subject }: { text: string; subject: string }) {
  const at = text.lastIndexOf(TASK_MESSAGES.notifyUs);
  const link = <Link href={supportMailto(subject)}>{TASK_MESSAGES.notifyUs}</Link>;
  if (at < 0) return <>{text} {link}</>;
  return <>{text.slice(0, at)}{link}{text.slice(at + TASK_MESSAGES.notifyUs.length)}</>;
}

/** 'Er is een fout opgetreden. Contacteer' and the contact the spec leaves out: the support mailbox. */
export function ContactSupport({ subject }: { subject: string }) {
  return <>{TASK_MESSAGES.contact} <Link href={supportMailto(subject)}>{supportEmail()}</Link></>;
}
