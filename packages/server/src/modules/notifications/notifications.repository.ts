import {
  displayName,
  type NotificationType,
  type StoredNotificationPreferences,
} from '@convene/contract';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/index';
import { bound, preparedStatement } from '../../lib/prepared';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../accounts/sql';
import { primaryLoginEmailOf } from '../logins/sql';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** One account's notifications and preferences, within the organization. */
export interface AccountScope extends Scope {
  accountId: string;
}

const sender = accountsAs('sender');
const senderColumns = accountSummaryColumns(sender);
const recipient = accountsAs('recipient');

export async function insertNotification(
  db: Executor,
  values: NewNotification,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

export interface NotificationFilter extends AccountScope {
  read: boolean | null;
  types: NotificationType[];
}

function whereOf(filter: NotificationFilter): SQL | undefined {
  return and(
    inOrganization(notifications, filter),
    eq(notifications.accountId, filter.accountId),
    filter.read === null ? undefined : eq(notifications.read, filter.read),
    filter.types.length ? inArray(notifications.type, filter.types) : undefined,
  );
}

/**
 * A page of the account's notifications, filtered by read and types. The notifications page
 * as it opens (no filter, newest first) is a prepared statement (lib/prepared.ts).
 */
export async function listNotifications(
  db: Executor,
  filter: NotificationFilter,
  page: Page,
  direction: 'asc' | 'desc',
) {
  const order =
    direction === 'desc'
      ? [desc(notifications.createdAt), desc(notifications.id)]
      : [notifications.createdAt, notifications.id];
  const query = (where: SQL | undefined) =>
    db
      .select({ notification: notifications, sender: senderColumns })
      .from(notifications)
      .leftJoin(sender, eq(sender.id, notifications.senderId))
      .where(where)
      .orderBy(...order);
  if (filter.read !== null || filter.types.length || direction !== 'desc') {
    return query(whereOf(filter)).limit(page.limit).offset(page.offset);
  }
  const statement = preparedStatement(db, 'notifications_page', () =>
    query(
      whereOf({
        organizationId: bound('organizationId'),
        accountId: bound('accountId'),
        read: null,
        types: [],
      }),
    )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('notifications_page'),
  );
  return statement.execute({
    organizationId: filter.organizationId,
    accountId: filter.accountId,
    limit: page.limit,
    offset: page.offset,
  });
}

export async function findNotification(db: Executor, scope: AccountScope, id: string) {
  const [row] = await db
    .select({ notification: notifications, sender: senderColumns })
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(
      and(
        inOrganization(notifications, scope),
        eq(notifications.accountId, scope.accountId),
        eq(notifications.id, id),
      ),
    );
  return row;
}

export async function countUnread(db: Executor, scope: AccountScope): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(whereOf({ ...scope, read: false, types: [] }));
  return row?.value ?? 0;
}

/** Marks the account's notifications read: the given ids, or all of them. Returns the ids changed. */
export async function markRead(
  db: Executor,
  scope: AccountScope,
  ids: string[] | undefined,
): Promise<string[]> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        inOrganization(notifications, scope),
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
  scope: AccountScope,
): Promise<StoredNotificationPreferences | undefined> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        inOrganization(notificationPreferences, scope),
        eq(notificationPreferences.accountId, scope.accountId),
      ),
    );
  if (!row) return undefined;
  const {
    accountId: _accountId,
    organizationId: _organizationId,
    updatedAt: _updatedAt,
    digestSentAt: _digestSentAt,
    ...preferences
  } = row;
  return preferences;
}

export async function upsertPreferences(
  db: Executor,
  scope: AccountScope,
  changes: Partial<StoredNotificationPreferences> & { digestSentAt?: Date },
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ ...changes, organizationId: scope.organizationId, accountId: scope.accountId })
    .onConflictDoUpdate({ target: notificationPreferences.accountId, set: changes });
}

/** The recipient's address (the account's email, else its primary login's) and saved locale. */
export async function findRecipient(
  db: Executor,
  scope: AccountScope,
): Promise<{ email: string | null; username: string; locale: string } | undefined> {
  const [row] = await db
    .select({
      email: recipient.email,
      username: recipient.username,
      locale: recipient.locale,
      loginEmail: primaryLoginEmailOf(recipient.id),
    })
    .from(recipient)
    .where(and(inOrganization(recipient, scope), eq(recipient.id, scope.accountId)))
    .limit(1);
  if (!row) return undefined;
  return { email: row.email ?? row.loginEmail, username: row.username, locale: row.locale };
}

/** An account of the organization as a notification's sender, or undefined. */
export async function findSender(db: Executor, scope: AccountScope) {
  const [row] = await db
    .select(senderColumns)
    .from(sender)
    .where(and(inOrganization(sender, scope), eq(sender.id, scope.accountId)));
  return row;
}

export async function findSenderName(
  db: Executor,
  scope: AccountScope,
): Promise<string | undefined> {
  const row = await findSender(db, scope);
  return row ? displayName(row) : undefined;
}
