import {
  channelAllowed,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DIGEST_TYPES,
  displayName,
  notificationPath,
  parseNotificationFilters,
  storedPreferenceChanges,
  withPreferenceAliases,
  type NotificationChannel,
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationCount,
  type NotificationPreferences,
  type NotificationsQuery,
  type NotificationType,
  type NotificationLiveEvent,
  type NotificationsUnreadMessage,
  type PushPayload,
  type UpdateNotificationPreferencesBody,
} from '@convene/contract';
import { publicUrl } from '../../config';
import { requireAccount, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow, parseOrderBy } from '../../lib/envelope';
import { enqueueEmail, enqueuePushes } from '../../mail/mailer';
import { mailText, type MailMessageId, type MailValues } from '../../mail/render-mail';
import { publishToAccount } from '../../realtime/publish';
import { pushTargetsOf } from '../push-devices/index';
import { withSubjects } from './notification-subjects';
import { toNotification } from './notification-view';
import {
  countUnread,
  findNotification,
  findPreferences,
  findRecipient,
  findSender,
  insertNotification,
  listNotifications,
  markRead,
  upsertPreferences,
  type AccountScope,
} from './notifications.repository';

export interface NotifyInput {
  type: NotificationType;
  recipientId: string;
  senderId?: string | null;
  activityId?: string | null;
  groupId?: string | null;
  announcementId?: string | null;
  invitationId?: string | null;
  eventId?: string | null;
  contentId?: string | null;
  /** CHAT / THREAD: the conversation with unread messages. */
  conversationId?: string | null;
  /**
   * The email, sent when the recipient's preferences allow email for this type (message ids
   * are rendered in the recipient's saved locale). Absent: the type's short mail (its push
   * text and a link to the notification's page). False when the cause asks for no email (an
   * announcement sent without email, a channel subscription without email).
   */
  email?: NotifyMail | false;
  /** False when the cause asks for no push (an announcement sent without push, a muted membership). */
  push?: boolean;
  /**
   * The push text when there is no email (whose subject it is otherwise), instead of the
   * type's `push.<TYPE>`; `{name}` is filled with the sender's display name.
   */
  pushText?: { id: MailMessageId; values?: MailValues };
}

/** A notification's mail; its texts are rendered in the recipient's locale. */
export interface NotifyMail {
  subject: MailTextInput;
  text: MailTextInput;
  html?: string;
}

/**
 * A mail text: literal (the author's own words) or a message of `mail-messages.ts` (its
 * `{name}`: the sender's display name, "Maya Lindqvist", unless given).
 */
export type MailTextInput = string | { id: MailMessageId; values?: MailValues };

/**
 * `text` in `locale`: a literal as it is, a message id rendered with its values, whose
 * `{name}` is the sender's display name unless the values say otherwise.
 */
function renderText(locale: string, text: MailTextInput, name?: string): string {
  if (typeof text === 'string') return text;
  return mailText(locale, text.id, { ...(name === undefined ? {} : { name }), ...text.values });
}

/** Short text per type (or `custom`) in `locale`; `who` is the sender's display name. */
function shortText(
  locale: string,
  type: NotificationType,
  who: string | undefined,
  custom?: NotifyInput['pushText'],
): string {
  const name = who ?? mailText(locale, 'push.someone');
  return custom
    ? mailText(locale, custom.id, { ...custom.values, name })
    : mailText(locale, `push.${type}`, { name });
}

/** The type's short mail: its text, a link to its page and one to the settings. */
function shortMail(locale: string, text: string, site: string, path: string): NotifyMail {
  return {
    subject: text,
    text: [
      text,
      '',
      mailText(locale, 'notification.open', { url: `${site}${path}` }),
      mailText(locale, 'notification.settings', { url: `${site}/settings/notifications` }),
    ].join('\n'),
  };
}

export async function preferencesOf(
  db: Executor,
  scope: AccountScope,
): Promise<NotificationPreferences> {
  const stored = await findPreferences(db, scope);
  return stored ? withPreferenceAliases(stored) : DEFAULT_NOTIFICATION_PREFERENCES;
}

/**
 * Notifies an account of something another account did, inside the caller's transaction,
 * through each channel its preferences allow for the type (decision 0046): an in-app row,
 * published on the recipient's live topic; an email (or, for the digest's types when the
 * recipient chose a digest, a line in the next one); one outbox push per registered device,
 * whose click opens the notification's page. An account is never notified of its own action.
 */
export async function notify(db: Executor, ctx: RequestContext, input: NotifyInput): Promise<void> {
  if (input.senderId && input.senderId === input.recipientId) return;
  const scope = { organizationId: ctx.organization.id, accountId: input.recipientId };
  const recipient = await findRecipient(db, scope);
  if (!recipient) return;
  const preferences = await preferencesOf(db, scope);
  const allowed = (channel: NotificationChannel) =>
    channelAllowed(preferences, channel, input.type, input);

  const inApp = allowed('inApp');
  // The digest lists unread in-app notifications: it can carry only what has one.
  const byDigest = inApp && preferences.emailDigest !== 'off' && DIGEST_TYPES.includes(input.type);
  const mail = input.email !== false && allowed('email') && !byDigest ? recipient.email : null;
  const devices = input.push !== false && allowed('push') ? await pushTargetsOf(db, scope) : [];
  if (!inApp && !mail && !devices.length) return;

  const values = {
    organizationId: ctx.organization.id,
    accountId: input.recipientId,
    type: input.type,
    senderId: input.senderId ?? null,
    activityId: input.activityId ?? null,
    groupId: input.groupId ?? null,
    announcementId: input.announcementId ?? null,
    invitationId: input.invitationId ?? null,
    eventId: input.eventId ?? null,
    contentId: input.contentId ?? null,
    conversationId: input.conversationId ?? null,
  };
  // Muted in-app, the notification is not kept, but its page is still where email and push lead.
  const row = inApp
    ? await insertNotification(db, values)
    : { ...values, id: crypto.randomUUID(), read: false, createdAt: ctx.now, updatedAt: ctx.now };
  const sender = input.senderId
    ? ((await findSender(db, { organizationId: ctx.organization.id, accountId: input.senderId })) ??
      null)
    : null;
  const [notification] = await withSubjects(ctx, db, [toNotification(row, sender)]);
  if (!notification) throw new Error('withSubjects answers one notification per row');
  const path = notificationPath(notification) ?? '/notifications';
  const who = sender ? displayName(sender) : undefined;
  const short = shortText(recipient.locale, input.type, who, input.pushText);

  if (mail) {
    const email = input.email || shortMail(recipient.locale, short, publicUrl(ctx.config), path);
    await enqueueEmail(db, ctx.organization.id, {
      to: mail,
      subject: renderText(recipient.locale, email.subject, who),
      text: renderText(recipient.locale, email.text, who),
      ...(email.html === undefined ? {} : { html: email.html }),
    });
  }

  if (devices.length) {
    const body = input.email ? renderText(recipient.locale, input.email.subject, who) : short;
    await enqueuePushes(
      db,
      ctx.organization.id,
      devices.map((device): PushPayload => ({
        deviceId: device.id,
        deviceToken: device.deviceToken,
        pushService: device.pushService,
        title: ctx.organization.config.NAME,
        body,
        data: { notificationId: inApp ? row.id : null, type: input.type, url: path },
      })),
    );
  }

  if (inApp) {
    const message: NotificationLiveEvent = { type: 'notification', body: { notification } };
    await publishToAccount(ctx, scope.organizationId, scope.accountId, message);
    await publishUnread(ctx, db, scope);
  }
}

/** Publishes the account's unread count on its live topic (`notifications.unread`). */
async function publishUnread(
  ctx: RequestContext,
  db: Executor,
  scope: AccountScope,
): Promise<number> {
  const count = await countUnread(db, scope);
  const message: NotificationsUnreadMessage = { type: 'notifications.unread', body: { count } };
  await publishToAccount(ctx, scope.organizationId, scope.accountId, message);
  return count;
}

function selfScope(ctx: RequestContext) {
  const account = requireAccount(ctx);
  return { organizationId: ctx.organization.id, accountId: account.id };
}

export async function listSelfNotifications(
  ctx: RequestContext,
  query: NotificationsQuery,
): Promise<Notification[]> {
  const scope = selfScope(ctx);
  let filters;
  try {
    filters = parseNotificationFilters(query.filters);
  } catch (error) {
    throw new AppError('VALIDATION', (error as Error).message, { field: 'filters' });
  }
  const order = parseOrderBy(query.orderBy, ['createdAt'], {
    field: 'createdAt',
    direction: 'desc',
  });
  const rows = await listNotifications(
    ctx.db,
    { ...scope, ...filters },
    pageWindow(query),
    order.direction,
  );
  return withSubjects(
    ctx,
    ctx.db,
    rows.map((row) => toNotification(row.notification, row.sender)),
  );
}

export async function getSelfNotification(ctx: RequestContext, id: string): Promise<Notification> {
  const row = await findNotification(ctx.db, selfScope(ctx), id);
  if (!row) throw new AppError('NOT_FOUND');
  const [notification] = await withSubjects(ctx, ctx.db, [
    toNotification(row.notification, row.sender),
  ]);
  return notification!;
}

export async function unreadCount(ctx: RequestContext): Promise<NotificationCount> {
  return { unread: await countUnread(ctx.db, selfScope(ctx)) };
}

/** Marks notifications read; answers the unread count left. Ids of others' notifications are ignored. */
export async function markSelfNotificationsRead(
  ctx: RequestContext,
  body: MarkNotificationsReadBody,
): Promise<NotificationCount> {
  const scope = selfScope(ctx);
  const changed = await markRead(ctx.db, scope, body.notificationIds);
  if (changed.length) return { unread: await publishUnread(ctx, ctx.db, scope) };
  return { unread: await countUnread(ctx.db, scope) };
}

export async function markSelfNotificationRead(
  ctx: RequestContext,
  id: string,
): Promise<Notification> {
  const scope = selfScope(ctx);
  if ((await markRead(ctx.db, scope, [id])).length) await publishUnread(ctx, ctx.db, scope);
  return getSelfNotification(ctx, id);
}

export async function getSelfPreferences(ctx: RequestContext): Promise<NotificationPreferences> {
  return preferencesOf(ctx.db, selfScope(ctx));
}

export async function updateSelfPreferences(
  ctx: RequestContext,
  changes: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const scope = selfScope(ctx);
  const stored = storedPreferenceChanges(changes);
  const normalized = stored.mutedTypes
    ? { ...stored, mutedTypes: [...new Set(stored.mutedTypes)] }
    : stored;
  if (Object.keys(normalized).length) {
    // Choosing a digest starts its clock: the first one covers what comes from now on.
    const before = changes.emailDigest ? (await preferencesOf(ctx.db, scope)).emailDigest : null;
    const restart = changes.emailDigest && changes.emailDigest !== before;
    await upsertPreferences(
      ctx.db,
      scope,
      restart ? { ...normalized, digestSentAt: ctx.now } : normalized,
    );
  }
  return preferencesOf(ctx.db, scope);
}
