import type { ServerModule } from '../server-module';
import { announcementRoutes } from './announcements.routes';
import { loadGroup } from './group-core';
import { groupRoutes } from './groups.routes';
import { groupRelationships } from './groups.service';
import { invitationRoutes } from './invitations.routes';
import { membershipRoutes } from './membership.routes';
import { moderationRoutes } from './moderation.routes';
import { announcementSubjects, groupSubjects, invitationSubjects } from './notification-subjects';
import { groupPublicPages } from './public-pages';
import { groupSearch } from './search';

/**
 * Groups: the groups themselves, membership (joining, requests, leaving), invitations,
 * moderation (roles, removal, blocks) and announcements; it owns the `groups` kind of
 * relationships. A group's posts and media are served by the activities module.
 */
export const groupsModule: ServerModule = {
  name: 'groups',
  routes: [
    ...groupRoutes,
    ...membershipRoutes,
    ...invitationRoutes,
    ...moderationRoutes,
    ...announcementRoutes,
  ],
  relationships: { groups: groupRelationships },
  publicPages: [groupPublicPages],
  notificationSubjects: {
    groups: groupSubjects,
    invitations: invitationSubjects,
    announcements: announcementSubjects,
  },
  // The web's group page asks what unlocks a tier-locked group by its slug.
  tierResources: { group: async (ctx, idOrSlug) => (await loadGroup(ctx, idOrSlug)).id },
  searchSources: { groups: groupSearch },
};

/** What activities use: the view and post guards, moderator test, member groups and cards. */
export { requireGroupViewer } from './group-core';
export {
  groupCards,
  groupRelationships,
  isGroupModerator,
  memberGroupIds,
  requireGroupPoster,
} from './groups.service';

/** The writers the demo seed lays groups out with (seed/groups.ts). */
export { sanitizeAnnouncementHtml } from './announcement-html';
export { insertAnnouncement } from './announcements.repository';
export { slugify } from './group-core';
export { insertGroup } from './groups.repository';
export { setInvitationStatus, upsertInvitation } from './invitations.repository';
export { insertMembership, insertRequest } from './membership.repository';
export { insertBlock } from './moderation.repository';
