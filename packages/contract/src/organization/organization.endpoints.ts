import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { OrganizationPageSchema, PageTypeSchema, PublicOrganizationSchema } from './organization';

const tags = ['organization'];
const summary = 'The public configuration of the organization named by the header';

export const organizationEndpoints = {
  current: defineEndpoint({
    method: 'GET',
    path: '/organization',
    auth: 'public',
    tags,
    summary,
    data: PublicOrganizationSchema,
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/organization/config',
    auth: 'public',
    tags,
    summary,
    data: PublicOrganizationSchema,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/organization/pages/:type',
    auth: 'public',
    tags,
    summary: 'One of the organization’s pages (about, privacy, terms, team); null when it has none',
    params: z.object({ type: PageTypeSchema }),
    data: OrganizationPageSchema.nullable(),
  }),
};
