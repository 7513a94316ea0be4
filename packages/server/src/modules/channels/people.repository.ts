import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { channels, channelSubscriptions, contentGuests, contents } from '../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../lib/keyset';
import { bound, preparedStatement } from '../../lib/prepared';
import { inOrganization, type Scope } from '../../tenancy/scope';
import {
  accountsAs,
  accountSummaryColumns,
  type BaseAccountRow,
  type OptionalBaseAccountRow,
} from '../accounts/sql';

/*
 * The people of a channel: the guests of its contents and its subscribers.
 */

export type GuestRow = typeof contentGuests.$inferSelect;
export type GuestInsert = typeof contentGuests.$inferInsert;
export type SubscriptionRow = typeof channelSubscriptions.$inferSelect;

const guestAccounts = accountsAs('cga');
const subscriberAccounts = accountsAs('csa');

export const GUEST_ORDER: Ordering = [
  { column: contentGuests.createdAt, type: 'timestamptz', direction: 'asc' },
  { column: contentGuests.id, type: 'uuid', direction: 'asc' },
];

export interface GuestPageRow {
  guest: GuestRow;
  account: OptionalBaseAccountRow;
  position: string;
}

/**
 * Whose guests: one content's, or those of a channel's contents published by `now` and
 * visible.
 */
export type GuestsOf = string | { channelId: string; now: string };

function guestsOf(of: GuestsOf): SQL {
  if (typeof of === 'string') return eq(contentGuests.contentId, of);
  return sql`${contentGuests.contentId} in (select ${contents.id} from ${contents}
    where ${contents.channelId} = ${of.channelId}::uuid and ${contents.visible}
      and ${contents.published} <= ${of.now}::timestamptz)`;
}

/** A guest with its account (if it has one) and keyset position, before the filter. */
function guestRows(db: Executor) {
  return db
    .select({
      guest: contentGuests,
      account: accountSummaryColumns(guestAccounts),
      position: positionSql(GUEST_ORDER),
    })
    .from(contentGuests)
    .leftJoin(guestAccounts, eq(guestAccounts.id, contentGuests.accountId));
}

/** The guests in the window (or the one guest `guestId`) of a content or a channel. */
export async function selectGuests(
  db: Executor,
  scope: Scope,
  of: GuestsOf,
  window: ListWindow,
  guestId?: string,
): Promise<GuestPageRow[]> {
  return guestRows(db)
    .where(
      and(
        inOrganization(contentGuests, scope),
        guestsOf(of),
        guestId ? eq(contentGuests.id, guestId) : undefined,
        window.after ? afterPosition(GUEST_ORDER, window.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(GUEST_ORDER))
    .limit(window.limit)
    .offset(window.offset);
}

/** The guests of each of `contentIds` (a list of contents in full), in guest order. */
export async function selectGuestsOfContents(
  db: Executor,
  scope: Scope,
  contentIds: readonly string[],
): Promise<GuestPageRow[]> {
  if (contentIds.length === 0) return [];
  // Prepared (lib/prepared.ts), the ids as one array: every page of contents asks for it.
  const statement = preparedStatement(db, 'content_guests_of', () =>
    guestRows(db)
      .where(
        and(
          inOrganization(contentGuests, { organizationId: bound('organizationId') }),
          sql`${contentGuests.contentId} = any(${bound('contentIds')}::uuid[])`,
        ),
      )
      .orderBy(...orderBySql(GUEST_ORDER))
      .prepare('content_guests_of'),
  );
  return statement.execute({ organizationId: scope.organizationId, contentIds: [...contentIds] });
}

export async function guestSlugs(db: Executor, contentId: string): Promise<GuestRow[]> {
  return db.select().from(contentGuests).where(eq(contentGuests.contentId, contentId));
}

export async function insertGuest(db: Executor, values: GuestInsert): Promise<GuestRow> {
  const [row] = await db.insert(contentGuests).values(values).returning();
  return row!;
}

export const SUBSCRIBER_ORDER: Ordering = [
  { column: channelSubscriptions.createdAt, type: 'timestamptz', direction: 'desc' },
  { column: channelSubscriptions.accountId, type: 'uuid', direction: 'desc' },
];

export interface SubscriberPageRow {
  subscription: SubscriptionRow;
  account: BaseAccountRow;
  position: string;
}

/** A channel's subscribers (enabled accounts) in the window, or the one of `accountId`. */
export async function selectSubscribers(
  db: Executor,
  scope: Scope,
  channelId: string,
  window: ListWindow,
  accountId?: string,
): Promise<SubscriberPageRow[]> {
  return db
    .select({
      subscription: channelSubscriptions,
      account: accountSummaryColumns(subscriberAccounts),
      position: positionSql(SUBSCRIBER_ORDER),
    })
    .from(channelSubscriptions)
    .innerJoin(subscriberAccounts, eq(subscriberAccounts.id, channelSubscriptions.accountId))
    .where(
      and(
        inOrganization(channelSubscriptions, scope),
        eq(channelSubscriptions.channelId, channelId),
        accountId ? eq(channelSubscriptions.accountId, accountId) : undefined,
        accountId ? undefined : eq(subscriberAccounts.disabled, false),
        window.after ? afterPosition(SUBSCRIBER_ORDER, window.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(SUBSCRIBER_ORDER))
    .limit(window.limit)
    .offset(window.offset);
}

/** Subscribes (counted once) or, when subscribed, changes the settings sent. */
export async function upsertSubscription(
  db: Executor,
  scope: Scope,
  channelId: string,
  accountId: string,
  settings: { contentEmailNotification?: boolean; contentPushNotification?: boolean },
): Promise<void> {
  const inserted = await db
    .insert(channelSubscriptions)
    .values({ organizationId: scope.organizationId, channelId, accountId, ...settings })
    .onConflictDoNothing()
    .returning({ channelId: channelSubscriptions.channelId });
  if (inserted.length > 0) {
    await db
      .update(channels)
      .set({ subscriberCount: sql`${channels.subscriberCount} + 1` })
      .where(eq(channels.id, channelId));
  } else {
    await updateSubscription(db, scope, channelId, accountId, settings);
  }
}

/** Changes a subscription's settings; false when there is none. */
export async function updateSubscription(
  db: Executor,
  scope: Scope,
  channelId: string,
  accountId: string,
  settings: { contentEmailNotification?: boolean; contentPushNotification?: boolean },
): Promise<boolean> {
  const updated = await db
    .update(channelSubscriptions)
    .set({ ...settings, updatedAt: new Date() })
    .where(
      and(
        inOrganization(channelSubscriptions, scope),
        eq(channelSubscriptions.channelId, channelId),
        eq(channelSubscriptions.accountId, accountId),
      ),
    )
    .returning({ channelId: channelSubscriptions.channelId });
  return updated.length > 0;
}

export async function deleteSubscription(
  db: Executor,
  scope: Scope,
  channelId: string,
  accountId: string,
): Promise<void> {
  const deleted = await db
    .delete(channelSubscriptions)
    .where(
      and(
        inOrganization(channelSubscriptions, scope),
        eq(channelSubscriptions.channelId, channelId),
        eq(channelSubscriptions.accountId, accountId),
      ),
    )
    .returning({ channelId: channelSubscriptions.channelId });
  if (deleted.length === 0) return;
  await db
    .update(channels)
    .set({ subscriberCount: sql`greatest(${channels.subscriberCount} - 1, 0)` })
    .where(eq(channels.id, channelId));
}

/** Every subscription of a channel, for the notification of a new content. */
export async function subscriptionsOf(db: Executor, channelId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(channelSubscriptions)
    .where(eq(channelSubscriptions.channelId, channelId));
}

/** The channels the account subscribes to (relationships). */
export async function subscribedChannelIds(
  db: Executor,
  scope: Scope,
  accountId: string,
): Promise<string[]> {
  const rows = await db
    .select({ channelId: channelSubscriptions.channelId })
    .from(channelSubscriptions)
    .where(
      and(
        inOrganization(channelSubscriptions, scope),
        eq(channelSubscriptions.accountId, accountId),
      ),
    );
  return rows.map((row) => row.channelId);
}
