import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  CreateGroupAnnouncementBodySchema,
  GroupAnnouncementParamSchema,
  GroupAnnouncementSchema,
  GroupIdOrSlugParamSchema,
} from './groups';
import { ListQuerySchema } from '../core/pagination';

const tags = ['groups'];

/** Moderators announce to the members (notification, optional email and push). */
export const groupAnnouncementEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/groups/:groupId/announcements',
    auth: 'public',
    module: 'groups',
    tags,
    summary: 'Announcements of a group, newest first',
    params: GroupIdOrSlugParamSchema,
    query: ListQuerySchema,
    data: z.array(GroupAnnouncementSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/groups/:groupId/announcements',
    auth: 'account',
    tags,
    summary: 'Announce to the members (moderators); html is sanitized',
    params: GroupIdOrSlugParamSchema,
    body: CreateGroupAnnouncementBodySchema,
    data: GroupAnnouncementSchema,
  }),
  selfDetail: defineEndpoint({
    method: 'GET',
    path: '/self/announcements/:announcementId',
    auth: 'account',
    module: 'groups',
    tags,
    summary: 'A group announcement the signed-in account may read',
    params: GroupAnnouncementParamSchema,
    data: GroupAnnouncementSchema,
  }),
};
