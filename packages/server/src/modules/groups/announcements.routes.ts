import { groupAnnouncementEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  createAnnouncement,
  getSelfAnnouncement,
  listGroupAnnouncements,
} from './announcements.service';

export const announcementRoutes = [
  route(endpoints.list, (ctx, { params, query }) =>
    listGroupAnnouncements(ctx, params.groupId, query),
  ),
  route(endpoints.create, (ctx, { params, body }) => createAnnouncement(ctx, params.groupId, body)),
  route(endpoints.selfDetail, (ctx, { params }) => getSelfAnnouncement(ctx, params.announcementId)),
];
