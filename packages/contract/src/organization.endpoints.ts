import { defineEndpoint } from './endpoint';
import { PublicOrganizationSchema } from './organization';

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
};
