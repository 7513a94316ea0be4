import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

function withRoutes(app: FastifyInstance): FastifyInstance {
  app.get('/json', async () => ({ ok: true }));
  app.get('/file', async (_request, reply) => {
    reply.raw.setHeader('content-security-policy', "default-src 'none'; sandbox");
    return 'file';
  });
  return app;
}

/** Helmet's own middleware on every request: what the precomputed headers must equal. */
function helmetPerRequest(): FastifyInstance {
  const app = Fastify();
  const middleware = helmet(OPTIONS);
  app.addHook('onRequest', (request, reply, done) =>
    // helmet calls back with `unknown`; anything it passes is an Error.
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  return withRoutes(app);
}

function precomputed(): FastifyInstance {
  const app = Fastify();
  registerSecurityHeaders(app, OPTIONS);
  return withRoutes(app);
}

const securityHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('security headers', () => {
  const apps = [helmetPerRequest(), precomputed()];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('are what helmet writes, computed once', async () => {
    const [expected, actual] = await Promise.all(
      apps.map((app) => app.inject({ method: 'GET', url: '/json' })),
    );
    expect(expected!.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(securityHeaders(actual!.headers)).toEqual(securityHeaders(expected!.headers));
  });

  it('leave a route its own policy', async () => {
    const response = await apps[1]!.inject({ method: 'GET', url: '/file' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
