import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestContext, Services } from '../context';
import { authenticate } from '../identity/authenticate';
import { requireStorableInput } from '../lib/input-boundary';
import { resolveOrganization, type OrganizationCache } from '../tenancy/organization-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Built for every /api request before its handler runs. */
    ctx: RequestContext;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads the four headers (`organization`, `locale`, `authorization`, `executeAs`;
 * names are case-insensitive) into the request context of every API route.
 */
export const apiContext = fp(
  async (
    app: FastifyInstance,
    options: { services: Services; organizations: OrganizationCache },
  ) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    // The input boundary (ARCHITECTURE §3): no string PostgreSQL cannot store gets past it.
    app.addHook('onRequest', async (request) => {
      requireStorableInput({
        params: request.params,
        query: request.query,
        headers: {
          locale: header(request, 'locale'),
          executeAs: header(request, 'executeas'),
          authorization: header(request, 'authorization'),
        },
      });
    });
    app.addHook('preValidation', async (request) => requireStorableInput({ body: request.body }));
    app.addHook('onRequest', async (request) => {
      // Routes may opt out (the socket authenticates from its query string).
      if (request.routeOptions.config?.skipContext) return;
      const organization = await resolveOrganization(
        options.organizations,
        request.headers.organization,
      );
      const { login, account } = await authenticate(
        options.services,
        organization,
        header(request, 'authorization'),
        header(request, 'executeas'),
      );
      const locale = header(request, 'locale') ?? organization.config.DEFAULT_LOCALE;
      request.ctx = {
        ...options.services,
        log: request.log,
        organization,
        login,
        account,
        locale,
        now: new Date(),
      };
    });
  },
  { name: 'api-context' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    skipContext?: boolean;
  }
}
