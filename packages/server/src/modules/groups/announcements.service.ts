import {
  GROUP_MESSAGES,
  type CreateGroupAnnouncementBody,
  type GroupAnnouncement,
  type ListQuery,
} from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  requireModule,
  type RequestContext,
} from '../../context';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { notify } from '../notifications/index';
import { sanitizeAnnouncementHtml } from './announcement-html';
import { insertAnnouncement, listAnnouncements } from './announcements.repository';
import { ONE, requireGroupViewer, slugify, withModeratedGroup } from './group-core';
import { htmlToText, toAnnouncement } from './group-view';
import { listMemberSettings } from './membership.repository';

function announcementSlug(title: string, id: string): string {
  return `${slugify(title).slice(0, 60)}-${id.slice(-8)}`;
}

/**
 * A moderator announces to the group: each member gets an ANNOUNCEMENT notification,
 * and an email through the outbox when `email` is set and the member keeps announcement
 * emails on.
 */
export async function createAnnouncement(
  ctx: RequestContext,
  groupIdOrSlug: string,
  body: CreateGroupAnnouncementBody,
): Promise<GroupAnnouncement> {
  const creator = requireActiveAccount(ctx);
  const html = sanitizeAnnouncementHtml(body.html);
  if (!htmlToText(html))
    throw new AppError('VALIDATION', GROUP_MESSAGES.messageRequired, { field: 'html' });
  const email = body.email ?? false;
  const push = body.push ?? false;
  return withModeratedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    const id = crypto.randomUUID();
    const announcement = await insertAnnouncement(tx, {
      id,
      organizationId: scope.organizationId,
      groupId: group.id,
      creatorId: creator.id,
      slug: announcementSlug(body.title, id),
      title: body.title,
      html,
      email,
      push,
    });
    const text = htmlToText(html);
    for (const member of await listMemberSettings(tx, scope, group.id)) {
      await notify(tx, ctx, {
        type: 'ANNOUNCEMENT',
        recipientId: member.accountId,
        senderId: creator.id,
        groupId: group.id,
        announcementId: announcement.id,
        push: push && member.announcementPushNotification,
        pushText: {
          id: 'push.ANNOUNCEMENT.group',
          values: { group: group.name, title: body.title },
        },
        email:
          email && member.announcementEmailNotification
            ? {
                subject: {
                  id: 'groups.announcement.subject' as const,
                  values: { group: group.name, title: body.title },
                },
                text,
                html,
              }
            : false,
      });
    }
    const [row] = await listAnnouncements(tx, scope, { announcementId: announcement.id }, ONE);
    if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notGroupAnnouncement);
    return toAnnouncement(row);
  });
}

export async function listGroupAnnouncements(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: ListQuery,
): Promise<GroupAnnouncement[]> {
  const group = await requireGroupViewer(ctx, groupIdOrSlug);
  const rows = await listAnnouncements(
    ctx.db,
    ctx.scope,
    { groupId: group.id, search: query.search },
    pageWindow(query),
  );
  return rows.map(toAnnouncement);
}

/** `GET /self/announcements/{id}`: an announcement of a group the account may view. */
export async function getSelfAnnouncement(
  ctx: RequestContext,
  announcementId: string,
): Promise<GroupAnnouncement> {
  requireModule(ctx, 'groups');
  requireAccount(ctx);
  const [row] = await listAnnouncements(ctx.db, ctx.scope, { announcementId }, ONE);
  if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notGroupAnnouncement);
  await requireGroupViewer(ctx, row.announcement.groupId);
  return toAnnouncement(row);
}
