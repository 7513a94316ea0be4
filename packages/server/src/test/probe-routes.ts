import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope';
import { apiContext } from '../plugins/api-context';

export const PROBE_PREFIX = '/api/probe';
/** What the failing probe route throws: it must never reach a response body. */
export const PROBE_SECRET = 'connection string postgres://admin:hunter2@db';

/**
 * Routes that exist only in the cross-cutting API tests: the request context as the
 * real API builds it, an unexpected failure, and a body echo.
 */
export function probeRoutes(): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    await app.register(
      async (scope) => {
        await scope.register(apiContext, {
          services: app.services,
          organizations: app.organizations,
          tierLocks: app.tierLocks,
        });
        scope.get('/whoami', async (request) =>
          ok({
            organizationId: request.ctx.organization.id,
            loginId: request.ctx.login?.id ?? null,
            accountId: request.ctx.account?.id ?? null,
            locale: request.ctx.locale,
          }),
        );
        scope.get('/boom', { config: { skipContext: true } }, async () => {
          throw new Error(PROBE_SECRET);
        });
        scope.post('/echo', { config: { skipContext: true } }, async (request) => ok(request.body));
      },
      { prefix: PROBE_PREFIX },
    );
  };
}
