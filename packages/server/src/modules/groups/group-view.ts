import type {
  BaseGroup,
  Group,
  GroupAnnouncement,
  GroupBlock,
  GroupInvitation,
  GroupMembership,
  GroupRequest,
  GroupRole,
} from '@convene/contract';
import { htmlToText } from '../../lib/html-text';
import { toBaseAccount, toOptionalBaseAccount } from '../accounts/sql';
import type { AnnouncementDetailRow } from './announcements.repository';
import type { GroupRow } from './groups.repository';
import type { InvitationDetailRow } from './invitations.repository';
import type { MembershipDetailRow, RequestDetailRow } from './membership.repository';
import type { listBlocks } from './moderation.repository';

type BaseGroupRow = Pick<GroupRow, 'id' | 'slug' | 'name' | 'image' | 'access'>;

export function toBaseGroup(row: BaseGroupRow): BaseGroup {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image ?? null,
    access: row.access,
  };
}

/** The card's fields assigned to, not spread into, the group's (bench/README.md, "Spreads"). */
export function toGroup(row: GroupRow, viewerRole: GroupRole | null): Group {
  return Object.assign(toBaseGroup(row), {
    description: row.description,
    externalUrl: row.externalUrl,
    active: row.active,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    _count: { members: row.membersCount },
    viewerRole,
  });
}

export function toMembership(row: MembershipDetailRow): GroupMembership {
  const { membership } = row;
  return {
    accountId: membership.accountId,
    group: toBaseGroup(row.group),
    role: membership.role,
    account: toBaseAccount(row.account),
    activityPushNotification: membership.activityPushNotification,
    announcementEmailNotification: membership.announcementEmailNotification,
    announcementPushNotification: membership.announcementPushNotification,
    createdAt: membership.createdAt.toISOString(),
    updatedAt: membership.updatedAt.toISOString(),
  };
}

export function toRequest(row: RequestDetailRow): GroupRequest {
  return {
    id: row.request.id,
    status: row.request.status,
    groupId: row.request.groupId,
    group: toBaseGroup(row.group),
    account: toBaseAccount(row.account),
    createdAt: row.request.createdAt.toISOString(),
    updatedAt: row.request.updatedAt.toISOString(),
  };
}

export function toInvitation(row: InvitationDetailRow): GroupInvitation {
  return {
    id: row.invitation.id,
    status: row.invitation.status,
    groupId: row.invitation.groupId,
    group: toBaseGroup(row.group),
    account: toBaseAccount(row.account),
    inviter: toOptionalBaseAccount(row.inviter),
    createdAt: row.invitation.createdAt.toISOString(),
    updatedAt: row.invitation.updatedAt.toISOString(),
  };
}

type BlockDetailRow = Awaited<ReturnType<typeof listBlocks>>[number];

export function toBlock(row: BlockDetailRow): GroupBlock {
  return {
    accountId: row.block.accountId,
    account: toBaseAccount(row.account),
    blocker: toOptionalBaseAccount(row.blocker),
    createdAt: row.block.createdAt.toISOString(),
  };
}

/** The plain text of an announcement's html (lib/html-text, shared with event announcements). */
export { htmlToText };

/** Texts of announcements kept, by id (the oldest dropped first). */
const ANNOUNCEMENT_TEXTS = 1_000;
const announcementTexts = new Map<string, string>();

/**
 * The announcement's plain text, made once per announcement (sanitize-html parses the HTML,
 * 50–120 µs, on every list and notification that embeds it otherwise): an announcement is
 * sent as written and never edited, so its id keys its text.
 */
function announcementText(id: string, html: string): string {
  let text = announcementTexts.get(id);
  if (text === undefined) {
    text = htmlToText(html);
    if (announcementTexts.size >= ANNOUNCEMENT_TEXTS)
      announcementTexts.delete(announcementTexts.keys().next().value as string);
    announcementTexts.set(id, text);
  }
  return text;
}

export function toAnnouncement(row: AnnouncementDetailRow): GroupAnnouncement {
  const { announcement } = row;
  return {
    id: announcement.id,
    slug: announcement.slug,
    title: announcement.title,
    message: announcementText(announcement.id, announcement.html),
    html: announcement.html,
    email: announcement.email,
    push: announcement.push,
    event: null,
    group: toBaseGroup(row.group),
    creator: toOptionalBaseAccount(row.creator),
    createdAt: announcement.createdAt.toISOString(),
    // An announcement is sent as written, never edited.
    updatedAt: announcement.createdAt.toISOString(),
  };
}
