import type { PushPayload } from '@convene/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { outbox, pushDevices, type EmailPayload } from '../db/schema/index';
import type { MailTransport } from '../mail/mailer';
import type { PushOutcome, PushProviders } from '../push/index';

type OutboxRow = typeof outbox.$inferSelect;

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
    /** Where `push` rows go (decision 0040); a service without a provider is skipped. */
    private readonly push: PushProviders = {},
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
        if (row.kind === 'push') {
          await this.deliverPush(tx, row, row.payload as unknown as PushPayload);
          continue;
        }
        try {
          await this.transport.send(row.payload as EmailPayload);
          await tx
            .update(outbox)
            .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
            .where(eq(outbox.id, row.id));
        } catch (error) {
          await this.failed(tx, row.id, row.attempts, errorText(error));
          this.log.warn({ outboxId: row.id, attempts: row.attempts + 1 }, 'mail delivery failed');
        }
      }
      return due.length;
    });
  }

  /** A failed attempt: tried again after 2^attempts seconds, given up after MAX_ATTEMPTS. */
  private async failed(tx: Executor, id: string, previous: number, reason: string) {
    const attempts = previous + 1;
    const backoffMs = 2 ** attempts * 1000;
    await tx
      .update(outbox)
      .set({
        attempts,
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        availableAt: new Date(Date.now() + backoffMs),
        lastError: reason,
      })
      .where(eq(outbox.id, id));
  }

  /**
   * Hands a push to its service's provider: sent; the device removed when the service
   * says its token is gone; retried with backoff; `skipped` (with the reason) when this
   * server has no provider for the service.
   */
  private async deliverPush(tx: Executor, row: OutboxRow, payload: PushPayload) {
    const { id, attempts: previous } = row;
    const provider = this.push[payload.pushService];
    if (!provider) {
      await tx
        .update(outbox)
        .set({ status: 'skipped', lastError: `no ${payload.pushService} push provider configured` })
        .where(eq(outbox.id, id));
      return;
    }
    let outcome: PushOutcome;
    try {
      outcome = await provider.send(payload);
    } catch (error) {
      outcome = { result: 'retry', reason: errorText(error) };
    }
    if (outcome.result === 'delivered') {
      await tx
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: previous + 1 })
        .where(eq(outbox.id, id));
    } else if (outcome.result === 'gone') {
      // The device as it was pushed to: not one that registered a fresh token since.
      await tx
        .delete(pushDevices)
        .where(
          and(
            eq(pushDevices.id, payload.deviceId),
            eq(pushDevices.deviceToken, payload.deviceToken),
            row.organizationId ? eq(pushDevices.organizationId, row.organizationId) : undefined,
          ),
        );
      await tx
        .update(outbox)
        .set({ status: 'failed', attempts: previous + 1, lastError: outcome.reason })
        .where(eq(outbox.id, id));
      this.log.info({ outboxId: id, deviceId: payload.deviceId }, 'push device gone: removed');
    } else {
      await this.failed(tx, id, previous, outcome.reason);
      this.log.warn({ outboxId: id, attempts: previous + 1 }, 'push delivery failed');
    }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
