import type { Notification } from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import type { SubjectLoader } from '../seams';

/*
 * What notifications embed (activities, groups, events …), each kind loaded by the module
 * that owns it: they declare their loaders (`ServerModule.notificationSubjects`), composed
 * into `Services.seams`, so this module imports none of them (they all notify through it).
 */

/** A notification row as the view reads it, before its objects are embedded. */
export type NotificationCore = Omit<
  Notification,
  'like' | 'activity' | 'event' | 'announcement' | 'group' | 'invitation' | 'content'
>;

const idsOf = (items: NotificationCore[], key: keyof NotificationCore) => [
  ...new Set(items.flatMap((item) => (typeof item[key] === 'string' ? [item[key]] : []))),
];

async function load<T>(
  ctx: RequestContext,
  db: Executor,
  loader: SubjectLoader<T> | undefined,
  ids: string[],
): Promise<Map<string, T>> {
  return loader && ids.length > 0 ? loader(ctx, ids, db) : new Map();
}

/** Embeds the activity, event, group, invitation, announcement and content of each notification (batched). */
export async function withSubjects(
  ctx: RequestContext,
  db: Executor,
  items: NotificationCore[],
): Promise<Notification[]> {
  if (items.length === 0) return [];
  // One after another: `notify` passes its transaction, whose one connection runs one
  // statement at a time (most notifications have one kind of subject anyway).
  const loaders = ctx.seams.notificationSubjects;
  const activities = await load(ctx, db, loaders.activities, idsOf(items, 'activityId'));
  const groups = await load(ctx, db, loaders.groups, idsOf(items, 'groupId'));
  const invitations = await load(ctx, db, loaders.invitations, idsOf(items, 'invitationId'));
  const announcements = await load(ctx, db, loaders.announcements, idsOf(items, 'announcementId'));
  const contents = await load(ctx, db, loaders.contents, idsOf(items, 'contentId'));
  const events = await load(ctx, db, loaders.events, idsOf(items, 'eventId'));
  return items.map((item) => {
    const activity = item.activityId ? (activities.get(item.activityId) ?? null) : null;
    // Assigned, not spread into a larger literal (V8's slow path; docs/performance.md).
    return Object.assign(item, {
      like:
        item.type === 'LIKE' && activity && item.sender
          ? { account: item.sender, activity, createdAt: item.createdAt }
          : null,
      activity,
      event: item.eventId ? (events.get(item.eventId) ?? null) : null,
      announcement: item.announcementId ? (announcements.get(item.announcementId) ?? null) : null,
      group: item.groupId ? (groups.get(item.groupId) ?? null) : null,
      invitation: item.invitationId ? (invitations.get(item.invitationId) ?? null) : null,
      content: item.contentId ? (contents.get(item.contentId) ?? null) : null,
    });
  });
}
