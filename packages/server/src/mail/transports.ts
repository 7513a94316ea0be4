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
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        attachments: email.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
          encoding: 'base64',
          ...(file.cid ? { cid: file.cid } : {}),
        })),
      });
    },
    async close() {
      transporter.close();
    },
  };
}

/** Levels at which `info` lines are written: the code banner follows the same rule. */
const INFO_ENABLED = new Set(['trace', 'debug', 'info']);

/** A box around the lines, so a mailed code stands out among the log lines. */
export function codeBanner(email: EmailPayload, code: string): string {
  const lines = [`CODE ${code}`, `mail to ${email.to}`, email.subject];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 4);
  return [
    '',
    `  ╔${rule}╗`,
    ...lines.map((line) => `  ║  ${line.padEnd(width)}  ║`),
    `  ╚${rule}╝`,
    '',
    '',
  ].join('\n');
}

/**
 * The embedded default: the mail stays in the outbox table and a log line shows it. A mail
 * carrying a code (sign-up confirmation, password reset) is also printed as a boxed banner,
 * unless the log level hides `info` lines.
 */
export function logTransport(
  log: FastifyBaseLogger,
  print: (text: string) => void = (text) => void process.stdout.write(text),
): MailTransport {
  return {
    name: 'log',
    async send(email: EmailPayload) {
      const code = email.meta?.code;
      log.info(
        { mailTo: email.to, subject: email.subject, ...email.meta },
        `mail to ${email.to}: ${email.subject}${code ? ` (code ${code})` : ''}`,
      );
      if (code && INFO_ENABLED.has(log.level)) print(codeBanner(email, code));
    },
    async close() {},
  };
}
