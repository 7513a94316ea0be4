import { organizationEndpoints as endpoints } from '@convene/contract';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../context';
import { route } from '../../lib/endpoint-route';
import { publicConfiguration } from '../../tenancy/public-configuration';
import { findOrganizationPage } from './pages';

/** The configuration as seen from the request's origin and the API prefix it came through. */
const configurationFor = async (ctx: RequestContext, request: FastifyRequest) =>
  publicConfiguration(ctx.organization, request.origin, request.server.apiPrefix);

export const organizationRoutes = [
  // The public configuration is the same for everyone: a signed-in call (the web app's)
  // costs no token lookup, and the configuration, one object per organization row and
  // origin (tenancy/public-configuration.ts), is serialized and hashed once.
  route(endpoints.current, (ctx, { request }) => configurationFor(ctx, request), {
    signInUnused: true,
    answerShared: true,
  }),
  route(endpoints.config, (ctx, { request }) => configurationFor(ctx, request), {
    signInUnused: true,
    answerShared: true,
  }),
  route(endpoints.page, (ctx, { params }) => findOrganizationPage(ctx.db, ctx.scope, params.type)),
];
