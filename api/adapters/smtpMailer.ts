import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { Mail, Mailer } from './mailer';
import { logFault } from '../http/faultLog';

/**
 * Sends through SMTP when smtpUrl is set. Without SMTP, or when the server refuses the mail,
 * the mail is kept in outbox_mails so nothing is lost (a later sender can flush it).
 */
export function createMailer(db: Queryable, clock: Clock, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  async function store(mail: Mail, sent: boolean) {
    await db.query(
      `INSERT INTO outbox_mails (recipient, subject, body, attachments, created_at, sent_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [mail.to, mail.subject, mail.body, JSON.stringify(mail.attachments ?? []), clock.now(), sent ? clock.now() : null],
    );
  }

  return {
    async send(mail) {
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.body,
            attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, encoding: 'base64' })),
          });
          await store(mail, true);
          return { delivered: 'smtp' };
        } catch (error) {
          logFault('smtp send failed, kept in outbox', error);
        }
      }
      await store(mail, false);
      return { delivered: 'outbox' };
    },
  };
}
