import type {
  NotificationPreferences,
  NotificationType,
  UpdateNotificationPreferencesBody,
} from '@convene/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  accounts,
  loginAccounts,
  logins,
  notificationPreferences,
  notifications,
} from '../../db/schema/index';
import type { baseAccountColumns } from '../accounts/account-view';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

const sender = alias(accounts, 'sender');

const senderColumns = {
  id: sender.id,
  username: sender.username,
  accountType: sender.accountType,
  firstName: sender.firstName,
  lastName: sender.lastName,
  title: sender.title,
  company: sender.company,
  image: sender.image,
} satisfies Record<keyof typeof baseAccountColumns, unknown>;

export async function insertNotification(
  db: Executor,
  values: NewNotification,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

export interface NotificationFilter {
  organizationId: string;
  accountId: string;
  read: boolean | null;
  types: NotificationType[];
}

function whereOf(filter: NotificationFilter): SQL | undefined {
  return and(
    eq(notifications.organizationId, filter.organizationId),
    eq(notifications.accountId, filter.accountId),
    filter.read === null ? undefined : eq(notifications.read, filter.read),
    filter.types.length ? inArray(notifications.type, filter.types) : undefined,
  );
}

export async function listNotifications(
  db: Executor,
  filter: NotificationFilter,
  window: { limit: number; offset: number },
  direction: 'asc' | 'desc',
) {
  const order =
    direction === 'desc'
      ? [desc(notifications.createdAt), desc(notifications.id)]
      : [notifications.createdAt, notifications.id];
  return db
    .select({ notification: notifications, sender: senderColumns })
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

export async function findNotification(
  db: Executor,
  scope: { organizationId: string; accountId: string },
  id: string,
) {
  const [row] = await db
    .select({ notification: notifications, sender: senderColumns })
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(
      and(
        eq(notifications.organizationId, scope.organizationId),
        eq(notifications.accountId, scope.accountId),
        eq(notifications.id, id),
      ),
    );
  return row;
}

export async function countUnread(
  db: Executor,
  scope: { organizationId: string; accountId: string },
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(whereOf({ ...scope, read: false, types: [] }));
  return row?.value ?? 0;
}

/** Marks the account's notifications read: the given ids, or all of them. Returns the ids changed. */
export async function markRead(
  db: Executor,
  scope: { organizationId: string; accountId: string },
  ids: string[] | undefined,
): Promise<string[]> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.organizationId, scope.organizationId),
        eq(notifications.accountId, scope.accountId),
        eq(notifications.read, false),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

export async function findPreferences(
  db: Executor,
  scope: { organizationId: string; accountId: string },
): Promise<NotificationPreferences | undefined> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.organizationId, scope.organizationId),
        eq(notificationPreferences.accountId, scope.accountId),
      ),
    );
  if (!row) return undefined;
  const {
    accountId: _accountId,
    organizationId: _organizationId,
    updatedAt: _updatedAt,
    ...preferences
  } = row;
  return preferences;
}

export async function upsertPreferences(
  db: Executor,
  scope: { organizationId: string; accountId: string },
  changes: UpdateNotificationPreferencesBody,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ ...changes, organizationId: scope.organizationId, accountId: scope.accountId })
    .onConflictDoUpdate({ target: notificationPreferences.accountId, set: changes });
}

/** The recipient's address: the account's email, else its primary login's. */
export async function findRecipient(
  db: Executor,
  scope: { organizationId: string; accountId: string },
): Promise<{ email: string | null; username: string } | undefined> {
  const [row] = await db
    .select({ email: accounts.email, username: accounts.username, loginEmail: logins.email })
    .from(accounts)
    .leftJoin(
      loginAccounts,
      and(eq(loginAccounts.accountId, accounts.id), eq(loginAccounts.primary, true)),
    )
    .leftJoin(logins, eq(logins.id, loginAccounts.loginId))
    .where(and(eq(accounts.organizationId, scope.organizationId), eq(accounts.id, scope.accountId)))
    .limit(1);
  if (!row) return undefined;
  return { email: row.email ?? row.loginEmail, username: row.username };
}

export async function findSenderName(
  db: Executor,
  scope: { organizationId: string; accountId: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accounts)
    .where(
      and(eq(accounts.organizationId, scope.organizationId), eq(accounts.id, scope.accountId)),
    );
  if (!row) return undefined;
  const full = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return full || row.username;
}
