import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestContext, Services } from '../context';
import { authenticate } from '../identity/authenticate';
import type { OrganizationCache } from '../modules/organizations/organizations.service';
import { resolveOrganization } from '../modules/organizations/organizations.service';

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
