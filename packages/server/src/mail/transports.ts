import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailPayload, MailTransport } from './mailer';

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(email: EmailPayload) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

/** The embedded default: the mail stays in the outbox table and a log line shows it (and its code). */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    name: 'log',
    async send(email: EmailPayload) {
      const code = email.meta?.code ? ` (code ${email.meta.code})` : '';
      log.info(
        { mailTo: email.to, subject: email.subject, ...email.meta },
        `mail to ${email.to}: ${email.subject}${code}`,
      );
    },
    async close() {},
  };
}
