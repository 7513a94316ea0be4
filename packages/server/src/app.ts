import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@convene/contract';
import type { Services } from './context';
import { serverModules } from './modules/index';
import { registerRoutes } from './lib/endpoint-route';
import { responseSerializerCompiler } from './lib/response-serializer';
import { OrganizationCache } from './tenancy/organization-cache';
import { apiContext } from './plugins/api-context';
import { registerBodyParsers, requestValidatorCompiler } from './plugins/body-parsers';
import { answerClientError, registerRefusedConnections } from './plugins/refused-connections';
import { registerConditionalGet } from './plugins/conditional-get';
import { registerDataVersionBumps } from './tenancy/data-versions';
import { registerErrorHandler } from './plugins/error-handler';
import { rateLimitKey, rateLimitStore } from './plugins/rate-limit-store';
import {
  lazyChildLogger,
  RequestLogController,
  requestLogSerializers,
} from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { PAYMENT_FORM_SOURCES } from './web/page-csp';
import { TierLockCache } from './tenancy/tier-lock-cache';
import { SharedViews } from './tenancy/shared-views';

export const API_PREFIX = '/api';
const DEFAULT_BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    apiPrefix: string;
    services: Services;
    organizations: OrganizationCache;
    /** Module-level tier locks by organization (decision 0041). */
    tierLocks: TierLockCache;
  }
  interface FastifyRequest {
    /** The origin the client used (scheme and host), for URLs in responses. */
    origin: string;
  }
}

export interface AppOptions {
  services: Services;
  /** The pino logger of the process; none in tests. */
  logger?: FastifyBaseLogger;
  /** Mounts the web app (server rendering and assets) on every path outside /api and /identity. */
  web?: (app: FastifyInstance) => Promise<void>;
  /** Further plugins (identity, realtime, storage files) registered by the caller. */
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
}

/**
 * Slow clients are cut off: a socket silent for CONNECTION_TIMEOUT_MS, headers not in after
 * HEADERS_TIMEOUT_MS, a request (body included) not in after REQUEST_TIMEOUT_MS, an idle
 * keep-alive connection after KEEP_ALIVE_TIMEOUT_MS. Node checks the header and request
 * deadlines every `connectionsCheckingInterval` (30 s by default), so that is shortened too.
 */
function serverTimeouts(config: Services['config']) {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  const headersTimeout =
    requestTimeout > 0
      ? Math.min(config.HEADERS_TIMEOUT_MS, requestTimeout)
      : config.HEADERS_TIMEOUT_MS;
  return {
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    requestTimeout,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(headersTimeout / 4))),
    },
  };
}

/** Builds the Fastify instance; `server.ts` listens (app builds, server listens: docs/architecture.md#conventions). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const app = Fastify({
    ...(options.logger
      ? {
          loggerInstance: options.logger.child({}, { serializers: requestLogSerializers }),
          childLoggerFactory: lazyChildLogger,
        }
      : { logger: false }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    logController: new RequestLogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...serverTimeouts(services.config),
    trustProxy: services.config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler: answerClientError,
    // Errors the router raises before any handler (a malformed URL, a bad content type)
    // answer with the same error body as everything else.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .code(error.statusCode ?? 400)
        .send({ status: 'error', code: 'VALIDATION', message: error.message } satisfies ErrorBody);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  // Response bodies by code compiled from the endpoint table's schemas; under test each is
  // checked to equal what JSON.stringify writes (lib/response-serializer.ts).
  app.setSerializerCompiler(
    responseSerializerCompiler({ verify: services.config.NODE_ENV === 'test' }),
  );
  app.decorate('apiPrefix', API_PREFIX);
  app.decorate('services', services);
  app.decorate('organizations', new OrganizationCache(services.db));
  app.decorate('tierLocks', new TierLockCache(services.db));
  app.decorateRequest('origin', '');
  // Hooks that do not wait are written with `done`: an async one costs a promise and a
  // microtask on every request (bench/README.md, "The request pipeline").
  app.addHook('onRequest', (request, reply, done) => {
    request.origin = `${request.protocol}://${request.host}`;
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandler(app);
  registerRefusedConnections(app);
  await registerBodyParsers(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Server-rendered pages get their own policy with a per-response nonce
        // (web/page-csp.ts); every other answer allows no inline script at all.
        scriptSrc: ["'self'", 'https://www.googletagmanager.com', ...PAYMENT_FORM_SOURCES.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...PAYMENT_FORM_SOURCES.style],
        frameSrc: ["'self'", ...PAYMENT_FORM_SOURCES.frame],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(rateLimit, {
    global: true,
    max: services.config.RATE_LIMIT_MAX,
    timeWindow: services.config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: rateLimitKey,
    ...rateLimitStore(app, services.config),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'error',
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Convene API',
        version: '0.1.0',
        description: 'Every call carries the organization header.',
      },
      components: {
        securitySchemes: {
          organization: { type: 'apiKey', in: 'header', name: 'organization' },
          authorization: { type: 'apiKey', in: 'header', name: 'authorization' },
        },
      },
      security: [{ organization: [], authorization: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  await app.register(
    async (api) => {
      api.get('/health', { config: { skipContext: true }, schema: { hide: true } }, async () => ({
        status: 'ok',
        data: { up: true },
      }));
      const shareForMs = services.config.ANSWER_CACHE_SECONDS * 1000;
      await api.register(apiContext, {
        services,
        organizations: app.organizations,
        tierLocks: app.tierLocks,
        ...(shareForMs > 0 ? { sharedViews: new SharedViews(shareForMs, services.db) } : {}),
      });
      registerConditionalGet(api, API_PREFIX);
      registerDataVersionBumps(api, API_PREFIX);
      const routeOptions = { anonymousAnswerMs: shareForMs };
      for (const module of serverModules) registerRoutes(api, module.routes, routeOptions);
      for (const module of serverModules) {
        module.plainRoutes?.(api, {
          services,
          organizations: app.organizations,
          tierLocks: app.tierLocks,
        });
      }
    },
    { prefix: API_PREFIX },
  );

  for (const plugin of options.plugins ?? []) await plugin(app);
  if (options.web) await options.web(app);
  return app;
}
