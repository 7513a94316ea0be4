import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index';
import { cognitoClient, STRONG_PASSWORD } from '../test/identity-support';
import { createTestApp, uniqueName, type TestApp } from '../test/harness';
import { logTransport } from './transports';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port, keeping what it receives. */
async function startSmtpServer(): Promise<{
  server: SMTPServer;
  port: number;
  received: ReceivedMail[];
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received };
}

describe('mail over SMTP when SMTP_URL is set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      listen: true,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Convene <no-reply@convene.test>',
        IDENTITY_RATE_LIMIT_MAX: '10000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers the sign-up confirmation code to the SMTP server', async () => {
    expect(t.runtime.mail.name).toBe('smtp');
    const org = await t.createOrganization();
    const client = cognitoClient(t);
    const username = uniqueName('smtp');
    const email = `${username}@example.test`;
    await client.send(
      new SignUpCommand({
        ClientId: org.clientId,
        Username: email,
        Password: STRONG_PASSWORD,
        UserAttributes: [{ Name: 'preferred_username', Value: username }],
      }),
    );
    client.destroy();
    const [queued] = await t.outboxMail(email);
    const code = queued!.meta!.code!;

    expect(await t.runtime.outbox.drainOnce()).toBeGreaterThanOrEqual(1);
    const message = smtp.received.find((mail) => mail.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@convene.test');
    expect(message!.raw).toContain(`Subject: Your ${queued!.subject.slice('Your '.length)}`);
    expect(message!.raw).toContain(`confirmation code is ${code}`);

    const rows = await t.runtime.services.db
      .select()
      .from(outbox)
      .where(eq(outbox.organizationId, org.id));
    expect(rows.map((row) => row.status)).toEqual(['sent']);
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
  });
});

describe('the log transport (no SMTP_URL)', () => {
  const mail = {
    to: 'ada@example.test',
    subject: 'Your Harbor Commons confirmation code',
    text: 'Your Harbor Commons confirmation code is 123456',
    meta: { code: '123456', purpose: 'confirm' },
  };
  const sink = (lines: string[]) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });

  it('writes a log line that shows the recipient, the subject and the code', async () => {
    const lines: string[] = [];
    const transport = logTransport(pino({ level: 'info' }, sink(lines)), () => {});
    await transport.send(mail);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 30,
      mailTo: 'ada@example.test',
      code: '123456',
      msg: 'mail to ada@example.test: Your Harbor Commons confirmation code (code 123456)',
    });
  });

  it('prints a code as a boxed banner that stands out from the log lines', async () => {
    const printed: string[] = [];
    const transport = logTransport(pino({ level: 'info' }, sink([])), (text) => printed.push(text));
    await transport.send(mail);
    expect(printed).toHaveLength(1);
    const banner = printed[0]!.split('\n').filter(Boolean);
    expect(banner).toEqual([
      `  ╔${'═'.repeat(41)}╗`,
      '  ║  CODE 123456                            ║',
      '  ║  mail to ada@example.test               ║',
      '  ║  Your Harbor Commons confirmation code  ║',
      `  ╚${'═'.repeat(41)}╝`,
    ]);
  });

  it('prints no banner for a mail without a code, nor when the level hides info lines', async () => {
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);
    await logTransport(pino({ level: 'info' }, sink([])), print).send({
      ...mail,
      meta: { purpose: 'notification' },
    });
    await logTransport(pino({ level: 'warn' }, sink([])), print).send(mail);
    expect(printed).toEqual([]);
  });
});
