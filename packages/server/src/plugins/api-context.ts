import { API_KEY_PREFIX, MESSAGES, type ApiKeyScope } from '@convene/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OrganizationRecord, RequestContext, Services } from '../context';
import { authenticate, bearer, checkTokenOnly } from '../identity/authenticate';
import { AppError } from '../lib/app-error';
import { requireStorableInput } from '../lib/input-boundary';
import { siteOrigin } from '../lib/site-origin';
import { versionsReadOnce } from '../tenancy/data-versions';
import { resolveOrganization, type OrganizationCache } from '../tenancy/organization-cache';
import { moduleLocksFor, NO_MODULE_LOCKS } from '../tenancy/tier-gate';
import { type TierLockCache } from '../tenancy/tier-lock-cache';
import type { SharedViews } from '../tenancy/shared-views';

declare module 'fastify' {
  interface FastifyRequest {
    /** Built for every /api request before its handler runs. */
    ctx: RequestContext;
  }
}

/**
 * The sign-in of a route that does not use it (lib/endpoint-route.ts, `signInUnused`): an
 * invalid token is still refused (401), but its login and account are not read.
 */
async function tokenCheckedOnly(
  services: Services,
  organization: OrganizationRecord,
  authorization: string | undefined,
): Promise<{ login: null; account: null }> {
  await checkTokenOnly(services, organization, authorization);
  return { login: null, account: null };
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
    options: {
      services: Services;
      organizations: OrganizationCache;
      tierLocks: TierLockCache;
      /** None when ANSWER_CACHE_SECONDS is 0: every read builds its views. */
      sharedViews?: SharedViews;
    },
  ) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    // The input boundary (docs/architecture.md#the-request-pipeline): no string PostgreSQL cannot store gets past it.
    // Written with `done` (a refusal thrown): they never wait (bench/README.md, "The request pipeline").
    app.addHook('onRequest', (request, _reply, done) => {
      requireStorableInput({
        params: request.params,
        query: request.query,
        headers: {
          locale: header(request, 'locale'),
          executeAs: header(request, 'executeas'),
          authorization: header(request, 'authorization'),
        },
      });
      done();
    });
    app.addHook('preValidation', (request, _reply, done) => {
      // A webhook's raw body is bytes for its signature, not input to store.
      if (!Buffer.isBuffer(request.body)) requireStorableInput({ body: request.body });
      done();
    });
    app.addHook('onRequest', async (request) => {
      // Routes may opt out (the socket authenticates from its query string).
      if (request.routeOptions.config?.skipContext) return;
      if (request.routeOptions.config?.webhook) {
        request.ctx = await webhookContext(request, options);
        return;
      }
      const organization = await resolveOrganization(
        options.organizations,
        request.headers.organization,
      );
      const authorization = header(request, 'authorization');
      const secret = bearer(authorization);
      const versions = versionsReadOnce(options.services.versions);
      const config = request.routeOptions.config;
      // An API key (decision 0073) acts for its creator, on the routes of its scopes only.
      const { login, account } = secret?.startsWith(API_KEY_PREFIX)
        ? await options.services.seams.apiKeys.authenticate(options.services, organization, {
            secret,
            executeAs: header(request, 'executeas'),
            scope: config?.apiKeyScope,
            now: new Date(),
          })
        : config?.signInUnused
          ? await tokenCheckedOnly(options.services, organization, authorization)
          : await authenticate(
              options.services,
              organization,
              authorization,
              header(request, 'executeas'),
              versions,
            );
      const locale = header(request, 'locale') ?? organization.config.DEFAULT_LOCALE;
      const { services } = options;
      // The services named one by one: spread into this larger literal, they took V8's slow
      // path on every request (bench/README.md, "Spreads"); the type lists every one.
      const ctx: RequestContext = {
        config: services.config,
        db: services.db,
        bus: services.bus,
        presence: services.presence,
        storage: services.storage,
        uploads: services.uploads,
        versions,
        keys: services.keys,
        webhookEndpoints: services.webhookEndpoints,
        seams: services.seams,
        log: request.log,
        organization,
        scope: { organizationId: organization.id },
        login,
        account,
        locale,
        now: new Date(),
        origin: services.config.PUBLIC_URL
          ? await siteOrigin(
              services.config,
              options.organizations,
              organization.id,
              request.origin,
            )
          : request.origin,
        // Module-level tier locks, for the module gate (`requireModule`, decision 0041).
        tierLocks: options.tierLocks,
        moduleLocks: NO_MODULE_LOCKS,
        sharedViews: options.sharedViews,
      };
      ctx.moduleLocks = await moduleLocksFor(ctx, options.tierLocks);
      request.ctx = ctx;
    });
  },
  { name: 'api-context' },
);

/**
 * A provider's webhook: no one signs in (the handler verifies the body's signature), and
 * the organization is the `organization` header's when the webhook URL carries one, else
 * the one whose host the provider called, as for the web pages.
 */
async function webhookContext(
  request: FastifyRequest,
  options: { services: Services; organizations: OrganizationCache },
): Promise<RequestContext> {
  const organization = request.headers.organization
    ? await resolveOrganization(options.organizations, request.headers.organization)
    : await options.organizations.byHostName(request.hostname);
  if (!organization) throw new AppError('NOT_FOUND', MESSAGES.organizationUnknown);
  return signedOutContext(options, request, organization);
}

/** What a route that builds its own context needs (a feed, a page no one signs in to). */
export interface VisitorDeps {
  services: Services;
  organizations: OrganizationCache;
  tierLocks: TierLockCache;
}

/**
 * The context of a feed a reader app fetches (the podcast feed, the calendar feeds): such
 * apps send no header, so the organization is the `organization` header's, else the
 * `?organization=` query's, else the one whose host was called. The reader is a visitor:
 * a module locked behind tiers is closed to it (the module gate answers 401).
 */
export async function feedContext(
  request: FastifyRequest,
  deps: VisitorDeps,
  queryOrganization: string | undefined,
): Promise<RequestContext> {
  const named = request.headers.organization ?? queryOrganization;
  const organization = named
    ? await resolveOrganization(deps.organizations, named)
    : await deps.organizations.byHostName(request.hostname);
  if (!organization) throw new AppError('NOT_FOUND', MESSAGES.organizationUnknown);
  return visitorContext(deps, request, organization);
}

/** A signed-out visitor's context, with the tier locks that apply to one (decision 0041). */
export async function visitorContext(
  deps: VisitorDeps,
  request: FastifyRequest,
  organization: OrganizationRecord,
): Promise<RequestContext> {
  const ctx = await signedOutContext(deps, request, organization);
  ctx.tierLocks = deps.tierLocks;
  ctx.moduleLocks = await moduleLocksFor(ctx, deps.tierLocks);
  return ctx;
}

/**
 * The context of a request no one signs in to (a webhook, the sitemap): the organization's
 * default locale, its site's origin, and no tier lock (`visitorContext` adds them).
 */
export async function signedOutContext(
  deps: { services: Services; organizations: Pick<OrganizationCache, 'byHostName'> },
  request: FastifyRequest,
  organization: OrganizationRecord,
): Promise<RequestContext> {
  const { services } = deps;
  return {
    ...services,
    log: request.log,
    organization,
    scope: { organizationId: organization.id },
    login: null,
    account: null,
    locale: organization.config.DEFAULT_LOCALE,
    now: new Date(),
    origin: await siteOrigin(services.config, deps.organizations, organization.id, request.origin),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    skipContext?: boolean;
    /** A provider's webhook (`auth: 'webhook'`): no sign-in, organization by host. */
    webhook?: boolean;
    /** The same answer for everyone: the request's token is not looked up. */
    signInUnused?: boolean;
    /** The scope that lets an API key call the route (none: keys get 403). */
    apiKeyScope?: ApiKeyScope;
  }
}
