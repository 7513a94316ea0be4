import {
  HOST_ATTENDEE_MESSAGES as M,
  type AnnouncementTest,
  type BaseEvent,
  type CreateListingAnnouncementBody,
  type KeysetListQuery,
  type ListingAnnouncement,
} from '@convene/contract';
import { requireActiveAccount, type RequestContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { htmlToText } from '../../../lib/html-text';
import { enqueueEmail } from '../../../mail/mailer';
import { mailText } from '../../../mail/render-mail';
import { findAccountById } from '../../accounts/index';
import { baseEventsByIds } from '../events/sql';
import { listWindow, pageOf, type Paged } from '../../../lib/keyset';
import type { Scope } from '../../../tenancy/scope';
import { toOptionalBaseAccount } from '../../accounts/sql';
import { sanitizeAnnouncementHtml, slugify } from '../../groups/index';
import { requireEventHost } from '../listings/index';
import { notify } from '../../notifications/index';
import {
  ANNOUNCEMENT_ORDER,
  insertEventAnnouncement,
  listEventAnnouncements,
  setRecipients,
  type AnnouncementDetailRow,
} from './announcements.repository';
import { attendeeAccountIds } from './emails.repository';
import { findEventBasics } from './events.repository';

/*
 * Announcements to an event's attendees: the hosts write them; every
 * attendee gets an ANNOUNCEMENT notification, and email and push as the announcement asks
 * and the attendee's event-announcement preferences allow, through the outbox in the
 * same transaction (sent if and only if the announcement is saved).
 */

/** The listing's announcements, each with its event (`BaseEvent`, read once for them all). */
async function toListingAnnouncements(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<(row: AnnouncementDetailRow) => ListingAnnouncement> {
  const [event] = await baseEventsByIds(db, scope, [eventId]);
  if (!event) throw new AppError('NOT_FOUND');
  return (row) => toListingAnnouncement(row, event);
}

function toListingAnnouncement(row: AnnouncementDetailRow, event: BaseEvent): ListingAnnouncement {
  const { announcement } = row;
  return {
    id: announcement.id,
    slug: announcement.slug,
    title: announcement.title,
    message: htmlToText(announcement.html),
    html: announcement.html,
    email: announcement.email,
    push: announcement.push,
    eventId: announcement.eventId,
    event,
    group: null,
    creator: toOptionalBaseAccount(row.creator),
    recipients: announcement.recipients,
    createdAt: announcement.createdAt.toISOString(),
    updatedAt: announcement.updatedAt.toISOString(),
  };
}

const ONE = { limit: 1, offset: 0, after: null };

/** What a host's announcement says, checked: its sanitized html and text, and the event. */
async function announcementOf(
  ctx: RequestContext,
  eventId: string,
  body: CreateListingAnnouncementBody,
) {
  await requireEventHost(ctx.db, ctx, eventId);
  const creator = requireActiveAccount(ctx);
  const html = sanitizeAnnouncementHtml(body.html);
  const text = htmlToText(html);
  if (!text) throw new AppError('VALIDATION', M.messageRequired, { field: 'html' });
  const event = await findEventBasics(ctx.db, ctx.scope, eventId);
  if (!event) throw new AppError('NOT_FOUND');
  const subject = {
    id: 'events.announcement.subject' as const,
    values: { event: event.name, title: body.title },
  };
  return { creator, html, text, event, subject };
}

/**
 * `POST …/announcements/test`: the mail attendees would get, to the acting host's own
 * address only, its subject marked as a test; nothing is kept and nobody else is told.
 */
export async function sendTestAnnouncement(
  ctx: RequestContext,
  eventId: string,
  body: CreateListingAnnouncementBody,
): Promise<AnnouncementTest> {
  const { creator, html, text, subject } = await announcementOf(ctx, eventId, body);
  const scope = ctx.scope;
  const account = await findAccountById(ctx.db, scope, creator.id);
  if (!account?.email) throw new AppError('VALIDATION', M.noTestAddress);
  const locale = account.locale ?? ctx.locale;
  await enqueueEmail(ctx.db, scope.organizationId, {
    to: account.email,
    subject: mailText(locale, 'events.announcement.test', {
      subject: mailText(locale, subject.id, subject.values),
    }),
    text,
    html,
    meta: { kind: 'announcementTest', eventId },
  });
  return { to: account.email };
}

export async function announceToAttendees(
  ctx: RequestContext,
  eventId: string,
  body: CreateListingAnnouncementBody,
): Promise<ListingAnnouncement> {
  const { creator, html, text, event, subject } = await announcementOf(ctx, eventId, body);
  const email = body.email ?? false;
  const push = body.push ?? false;
  const scope = ctx.scope;
  return transaction(ctx, async (tx) => {
    const id = crypto.randomUUID();
    const announcement = await insertEventAnnouncement(tx, {
      id,
      organizationId: scope.organizationId,
      eventId,
      creatorId: creator.id,
      slug: `${slugify(body.title).slice(0, 60)}-${id.slice(-8)}`,
      title: body.title,
      html,
      email,
      push,
    });
    const recipients = await attendeeAccountIds(tx, scope, eventId);
    for (const recipientId of recipients) {
      await notify(tx, ctx, {
        type: 'ANNOUNCEMENT',
        recipientId,
        senderId: creator.id,
        eventId,
        announcementId: announcement.id,
        push,
        pushText: {
          id: 'push.ANNOUNCEMENT.event',
          values: { event: event.name, title: body.title },
        },
        email: email ? { subject, text, html } : false,
      });
    }
    await setRecipients(tx, scope, announcement.id, recipients.length);
    const [row] = await listEventAnnouncements(
      tx,
      scope,
      { eventId, announcementId: announcement.id },
      ONE,
    );
    return (await toListingAnnouncements(tx, scope, eventId))(row!);
  });
}

export async function listAnnouncements(
  ctx: RequestContext,
  eventId: string,
  query: KeysetListQuery,
): Promise<Paged<ListingAnnouncement>> {
  await requireEventHost(ctx.db, ctx, eventId);
  const window = listWindow(query, ANNOUNCEMENT_ORDER);
  const rows = await listEventAnnouncements(ctx.db, ctx.scope, { eventId }, window);
  return pageOf(rows, window, await toListingAnnouncements(ctx.db, ctx.scope, eventId));
}

export async function getAnnouncement(
  ctx: RequestContext,
  eventId: string,
  announcementId: string,
): Promise<ListingAnnouncement> {
  await requireEventHost(ctx.db, ctx, eventId);
  const [row] = await listEventAnnouncements(ctx.db, ctx.scope, { eventId, announcementId }, ONE);
  if (!row) throw new AppError('NOT_FOUND');
  return (await toListingAnnouncements(ctx.db, ctx.scope, eventId))(row);
}
