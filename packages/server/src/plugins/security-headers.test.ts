import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_ANSWER_HEADERS, registerSecurityHeaders } from './security-headers';

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
  app.get('/data', { config: { dataAnswer: true } }, async () => ({ ok: true }));
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

  it('on a data answer, only what keeps data from being framed, sniffed or read across sites', async () => {
    const response = await apps[1]!.inject({ method: 'GET', url: '/data' });
    const expected = Fastify();
    const middleware = helmet(DATA_ANSWER_HEADERS);
    expected.addHook('onRequest', (request, reply, done) =>
      middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
    expected.get('/data', async () => ({ ok: true }));
    try {
      const helmetWrites = await expected.inject({ method: 'GET', url: '/data' });
      expect(securityHeaders(response.headers)).toEqual(securityHeaders(helmetWrites.headers));
    } finally {
      await expected.close();
    }
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-site',
      'referrer-policy': 'no-referrer',
    });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'x-dns-prefetch-control',
      'x-xss-protection',
    ])
      expect(response.headers[documentOnly]).toBeUndefined();
  });

  it('leave a route its own policy', async () => {
    const response = await apps[1]!.inject({ method: 'GET', url: '/file' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
