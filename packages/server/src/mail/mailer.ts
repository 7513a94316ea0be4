import type { PushPayload } from '@convene/contract';
import type { Executor } from '../db/client';
import { outbox, type EmailPayload } from '../db/schema/index';

export type { EmailPayload };

/** Where drained mail goes: SMTP when SMTP_URL is set, else the log. */
export interface MailTransport {
  readonly name: 'smtp' | 'log';
  send(email: EmailPayload): Promise<void>;
  close(): Promise<void>;
}

/**
 * Queues an email in the outbox, inside the caller's transaction when it has one, so
 * that mail is sent if and only if the change that caused it is committed.
 */
export async function enqueueEmail(
  db: Executor,
  organizationId: string | null,
  email: EmailPayload,
): Promise<void> {
  await db.insert(outbox).values({ organizationId, kind: 'email', payload: email });
}

/**
 * Queues one push notification per payload in the outbox, inside the caller's transaction
 * as `enqueueEmail` does; the outbox worker hands them to the push service.
 */
export async function enqueuePushes(
  db: Executor,
  organizationId: string,
  payloads: readonly PushPayload[],
): Promise<void> {
  if (!payloads.length) return;
  await db.insert(outbox).values(
    payloads.map((payload) => ({
      organizationId,
      kind: 'push' as const,
      payload: { ...payload },
    })),
  );
}
