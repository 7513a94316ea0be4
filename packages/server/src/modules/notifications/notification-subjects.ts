import type {
  BaseActivity,
  BaseContent,
  BaseEvent,
  BaseGroup,
  GroupAnnouncement,
  GroupInvitation,
  Notification,
} from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';

/**
 * Loads the objects of one kind that a page of notifications embeds, by id, in one batch
 * (`db`: the executor of the caller, a transaction inside `notify`). Unknown ids are left
 * out of the map.
 */
export type SubjectLoader<T> = (
  ctx: RequestContext,
  ids: string[],
  db: Executor,
) => Promise<Map<string, T>>;

/**
 * What notifications embed, each kind loaded by the module that owns it. The owners
 * declare them in their definitions (`notificationSubjects`) and the module list hands
 * them over with `provideNotificationSubjects`, so this module imports none of them
 * (they all notify through it).
 */
export interface NotificationSubjectLoaders {
  activities: SubjectLoader<BaseActivity>;
  groups: SubjectLoader<BaseGroup>;
  invitations: SubjectLoader<GroupInvitation>;
  announcements: SubjectLoader<GroupAnnouncement>;
  contents: SubjectLoader<BaseContent>;
  events: SubjectLoader<BaseEvent>;
}

let loaders: Partial<NotificationSubjectLoaders> = {};

/** Sets the loaders of the embedded objects (the module list does, once, at start). */
export function provideNotificationSubjects(provided: Partial<NotificationSubjectLoaders>): void {
  loaders = { ...provided };
}

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
  const [activities, groups, invitations, announcements, contents, events] = await Promise.all([
    load(ctx, db, loaders.activities, idsOf(items, 'activityId')),
    load(ctx, db, loaders.groups, idsOf(items, 'groupId')),
    load(ctx, db, loaders.invitations, idsOf(items, 'invitationId')),
    load(ctx, db, loaders.announcements, idsOf(items, 'announcementId')),
    load(ctx, db, loaders.contents, idsOf(items, 'contentId')),
    load(ctx, db, loaders.events, idsOf(items, 'eventId')),
  ]);
  return items.map((item) => {
    const activity = item.activityId ? (activities.get(item.activityId) ?? null) : null;
    return {
      ...item,
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
    };
  });
}
