import { displayName } from '@convene/contract';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { organizationContext, type Services } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { conversationNotifications, type ConversationKind } from '../../db/schema/index';
import { findOrganizationById } from '../../tenancy/organizations.repository';
import { accountsAs, accountSummaryColumns, type BaseAccountRow } from '../accounts/sql';
import { notify } from '../notifications/index';

/*
 * Offline members of a conversation (chat channel, thread) hear of its new messages once
 * (decision 0031): each message queues one pending row per (member, conversation), a no-op
 * when one is already waiting, so a burst of 50 messages is one row. When the row falls
 * due, the job delivers it only if the member is still offline (no live socket on any
 * node) and the conversation still holds messages they have not read: an in-app
 * notification, plus email and push as their preferences allow (chatUnreadEmail,
 * chatUnreadPush), through the notifications module and its outbox.
 */

/** How long a message waits before its offline members are told. */
export const OFFLINE_NOTIFY_DELAY_MS = 30_000;
/** Pending rows delivered per job run (the rest wait for the next). */
const BATCH = 100;

export interface OfflineNotifyInput {
  organizationId: string;
  kind: ConversationKind;
  conversationId: string;
  /** What the recipients read as the conversation's name (a channel's name, the sender's). */
  title: string | ((recipientId: string) => string);
  senderId: string | null;
  recipientIds: readonly string[];
  now: Date;
  delayMs?: number;
}

/**
 * Queues the recipients' pending notification, in the transaction that stores the message:
 * one per (member, conversation), kept as it is when one is already waiting.
 */
export async function queueOfflineNotifications(
  tx: Executor,
  input: OfflineNotifyInput,
): Promise<void> {
  const recipients = [...new Set(input.recipientIds)].filter((id) => id !== input.senderId);
  if (recipients.length === 0) return;
  const dueAt = new Date(input.now.getTime() + (input.delayMs ?? OFFLINE_NOTIFY_DELAY_MS));
  await tx
    .insert(conversationNotifications)
    .values(
      recipients.map((accountId) => ({
        organizationId: input.organizationId,
        kind: input.kind,
        conversationId: input.conversationId,
        accountId,
        senderId: input.senderId,
        title: typeof input.title === 'function' ? input.title(accountId) : input.title,
        dueAt,
        createdAt: input.now,
      })),
    )
    .onConflictDoNothing();
}

/** Drops what is waiting for these members of a conversation (they read it, or left). */
export async function clearOfflineNotifications(
  db: Executor,
  kind: ConversationKind,
  conversationId: string,
  accountIds?: readonly string[],
): Promise<void> {
  await db
    .delete(conversationNotifications)
    .where(
      and(
        eq(conversationNotifications.kind, kind),
        eq(conversationNotifications.conversationId, conversationId),
        accountIds ? inArray(conversationNotifications.accountId, [...accountIds]) : undefined,
      ),
    );
}

type PendingRow = typeof conversationNotifications.$inferSelect;

const senderAccount = accountsAs('conversation_sender');

/** Claims due rows (deleted in the caller's transaction; SKIP LOCKED lets nodes share the work). */
async function claimDue(tx: Executor, now: Date): Promise<PendingRow[]> {
  const due = tx
    .select({
      kind: conversationNotifications.kind,
      conversationId: conversationNotifications.conversationId,
      accountId: conversationNotifications.accountId,
    })
    .from(conversationNotifications)
    .where(lte(conversationNotifications.dueAt, now))
    .orderBy(conversationNotifications.dueAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return tx
    .delete(conversationNotifications)
    .where(
      sql`(${conversationNotifications.kind}, ${conversationNotifications.conversationId}, ${conversationNotifications.accountId}) in (${due})`,
    )
    .returning();
}

async function deliverOrganization(
  services: Services,
  tx: Executor,
  organizationId: string,
  rows: PendingRow[],
  now: Date,
): Promise<number> {
  const organization = await findOrganizationById(tx, organizationId);
  if (!organization) return 0;
  // The job acts for nobody: each notification comes from the message's sender.
  const ctx = organizationContext(services, organization, now);
  const online = await services.presence.onlineAmong(
    organizationId,
    rows.map((row) => row.accountId),
  );
  const senderIds = [...new Set(rows.flatMap((row) => (row.senderId ? [row.senderId] : [])))];
  const senderRows: BaseAccountRow[] =
    senderIds.length === 0
      ? []
      : await tx
          .select(accountSummaryColumns(senderAccount))
          .from(senderAccount)
          .where(
            and(
              eq(senderAccount.organizationId, organizationId),
              inArray(senderAccount.id, senderIds),
            ),
          );
  const senders = new Map(senderRows.map((row) => [row.id, row] as const));
  let delivered = 0;
  for (const row of rows) {
    const handler = services.seams.conversationKinds[row.kind];
    if (!handler || online.has(row.accountId)) continue;
    if (!(await handler.shouldNotify(tx, { organizationId }, row.conversationId, row.accountId)))
      continue;
    const sender = row.senderId ? senders.get(row.senderId) : undefined;
    const name = sender ? displayName(sender) : row.title;
    const values = { title: row.title, name };
    await notify(tx, ctx, {
      type: handler.type,
      recipientId: row.accountId,
      senderId: row.senderId,
      conversationId: row.conversationId,
      email: {
        subject: { id: 'conversations.unread.subject', values },
        text: { id: 'conversations.unread.text', values },
      },
    });
    delivered += 1;
  }
  return delivered;
}

/**
 * The job: delivers every pending notification that has fallen due (those of members
 * who came back online, or read meanwhile, are dropped). Returns how many were sent.
 */
export async function deliverOfflineNotifications(services: Services, now: Date): Promise<number> {
  return transaction(services, async (tx) => {
    const rows = await claimDue(tx, now);
    const byOrganization = new Map<string, PendingRow[]>();
    for (const row of rows) {
      const list = byOrganization.get(row.organizationId) ?? [];
      list.push(row);
      byOrganization.set(row.organizationId, list);
    }
    let delivered = 0;
    for (const [organizationId, list] of byOrganization) {
      delivered += await deliverOrganization(services, tx, organizationId, list, now);
    }
    return delivered;
  });
}
