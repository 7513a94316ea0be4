import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, type EmailPayload } from '../db/schema/index';
import { enqueueEmail, type MailTransport } from '../mail/mailer';
import { createTestApp, memoryTransport, type TestApp } from '../test/harness';
import { MAX_ATTEMPTS, OutboxWorker } from './outbox-worker';

/** A transport that fails while `failing` is set, and records what it delivered. */
function flakyTransport(): MailTransport & { failing: boolean; sent: EmailPayload[] } {
  const transport = {
    name: 'smtp' as const,
    failing: true,
    sent: [] as EmailPayload[],
    async send(email: EmailPayload) {
      if (transport.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      transport.sent.push(email);
    },
    async close() {},
  };
  return transport;
}

const silent = pino({ level: 'silent' });

describe('OutboxWorker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function queued(to: string) {
    const org = await t.createOrganization();
    await enqueueEmail(t.runtime.services.db, org.id, { to, subject: 'Hello', text: 'Hi' });
    const [row] = await t.runtime.services.db
      .select()
      .from(outbox)
      .where(eq(outbox.organizationId, org.id));
    return row!;
  }

  async function reload(id: string) {
    const [row] = await t.runtime.services.db.select().from(outbox).where(eq(outbox.id, id));
    return row!;
  }

  async function makeDue(id: string) {
    await t.runtime.services.db
      .update(outbox)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id));
  }

  it('keeps a mail whose delivery failed and retries it after a backoff', async () => {
    const transport = flakyTransport();
    const worker = new OutboxWorker(t.runtime.services.db, transport, silent);
    const row = await queued('retry@example.test');

    const before = Date.now();
    expect(await worker.drainOnce()).toBeGreaterThanOrEqual(1);
    const failed = await reload(row.id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      sentAt: null,
    });
    expect(failed.availableAt.getTime()).toBeGreaterThanOrEqual(before + 2000);

    // Not due yet: the next drain leaves it alone.
    transport.failing = false;
    await worker.drainOnce();
    expect(transport.sent).toHaveLength(0);

    await makeDue(row.id);
    await worker.drainOnce();
    expect(transport.sent.map((mail) => mail.to)).toEqual(['retry@example.test']);
    expect(await reload(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts`, async () => {
    const transport = flakyTransport();
    const worker = new OutboxWorker(t.runtime.services.db, transport, silent);
    const row = await queued('never@example.test');
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await makeDue(row.id);
      await worker.drainOnce();
      expect((await reload(row.id)).attempts).toBe(attempt);
    }
    expect((await reload(row.id)).status).toBe('failed');
    transport.failing = false;
    await makeDue(row.id);
    await worker.drainOnce();
    expect(transport.sent).toHaveLength(0);
  });

  it('sends each mail once when several workers drain together', async () => {
    const first = memoryTransport();
    const second = memoryTransport();
    const rows = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => queued(`${name}-together@example.test`)),
    );
    await Promise.all([
      new OutboxWorker(t.runtime.services.db, first, silent).drainOnce(),
      new OutboxWorker(t.runtime.services.db, second, silent).drainOnce(),
    ]);
    const delivered = [...first.sent, ...second.sent]
      .map((mail) => mail.to)
      .filter((to) => to.endsWith('-together@example.test'))
      .sort();
    expect(delivered).toEqual(rows.map((row) => (row.payload as EmailPayload).to).sort());
    for (const row of rows) expect((await reload(row.id)).status).toBe('sent');
  });

  it('drains in the background once started, until stopped', async () => {
    const transport = memoryTransport();
    const worker = new OutboxWorker(t.runtime.services.db, transport, silent, 20);
    await queued('loop@example.test');
    worker.start();
    await expect
      .poll(() => transport.sent.some((mail) => mail.to === 'loop@example.test'), { timeout: 5000 })
      .toBe(true);
    await worker.stop();
    const after = transport.sent.length;
    await queued('after-stop@example.test');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(transport.sent).toHaveLength(after);
  });
});
