import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { liveSocket } from '../realtime/live-socket';
import { connectSocket, socketUrl } from '../test/socket';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { tolerateDropOnClose } from '../test/redis';
import { lazyChildLogger, redactUrl } from './request-log';
import { PROBE_PREFIX, probeRoutes } from '../test/probe-routes';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  req?: { url?: string };
  err?: { message?: string };
}

/** A pino logger at `level` whose lines land in `raw`. */
function loggerInto(raw: string[], level: string) {
  return pino(
    { level },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    }),
  );
}

describe('request logs', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let org: TestOrganization;
  let user: TestUser;
  const raw: string[] = [];
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    t = tolerateDropOnClose(await createTestApp());
    org = await t.createOrganization();
    user = await t.createUser(org);
    // No redaction configured here: the app itself must keep credentials out of its logs.
    // Request lines are debug lines (the default `info` level hides them, see below).
    const logger = loggerInto(raw, 'debug');
    app = await buildApp({
      services: t.runtime.services,
      logger,
      plugins: [probeRoutes(), liveSocket()],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('label every line of a request with its request id', async () => {
    const requestId = 'trace-0123456789';
    const response = await app.inject({
      url: '/api/organization',
      headers: { ...org.headers, 'x-request-id': requestId },
    });
    expect(response.statusCode).toBe(200);
    const mine = lines().filter((line) => line.requestId === requestId);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('log an unexpected failure with its request id and details, which the client never sees', async () => {
    const response = await app.inject({ url: `${PROBE_PREFIX}/boom` });
    const requestId = response.headers['x-request-id'];
    const failure = lines().find((line) => line.msg === 'unhandled error');
    expect(failure?.requestId).toBe(requestId);
    expect(failure?.err?.message).toContain('hunter2');
    expect(response.body).not.toContain('hunter2');
  });

  it('never carry the authorization header or the socket token', async () => {
    await app.inject({ url: `${PROBE_PREFIX}/whoami`, headers: user.headers });
    await app.inject({
      url: `${PROBE_PREFIX}/whoami`,
      headers: { organization: org.id, authorization: `Bearer ${user.token}x` },
    });
    const socket = await connectSocket(
      socketUrl(app, { organization: org.id, authorization: user.token }),
    );
    await socket.close();

    const text = raw.join('\n');
    const tokenSignature = user.token.split('.')[2]!;
    expect(text).not.toContain(tokenSignature);
    expect(text.toLowerCase()).not.toContain('bearer');
    const upgrade = lines().find((line) => line.req?.url?.startsWith('/api/ws'));
    expect(upgrade?.req?.url).toBe(`/api/ws?organization=${org.id}&authorization=%5Bredacted%5D`);
  });
});

describe('request logs at the default level', () => {
  it('keep requests out of the log at info, and still log failures', async () => {
    const t = tolerateDropOnClose(await createTestApp());
    const org = await t.createOrganization();
    const raw: string[] = [];
    const logger = loggerInto(raw, loadConfig({}).LOG_LEVEL);
    const app = await buildApp({ services: t.runtime.services, logger, plugins: [probeRoutes()] });
    try {
      expect(logger.level).toBe('info');
      const ok = await app.inject({ url: '/api/organization', headers: org.headers });
      expect(ok.statusCode).toBe(200);
      await app.inject({ url: '/api/health' });
      await app.inject({ url: '/no-such-route' });
      expect(raw).toEqual([]);

      await app.inject({ url: `${PROBE_PREFIX}/boom` });
      const messages = raw.map((line) => (JSON.parse(line) as LogLine).msg);
      expect(messages).toContain('unhandled error');
      expect(messages).not.toContain('incoming request');
      expect(messages).not.toContain('request completed');
    } finally {
      await app.close();
      await t.close();
    }
  });
});

describe('redactUrl', () => {
  it('redacts credential query parameters, whatever their case, and keeps the rest', () => {
    expect(redactUrl('/api/ws?organization=o&Authorization=secret&executeas=a')).toBe(
      '/api/ws?organization=o&Authorization=%5Bredacted%5D&executeas=a',
    );
    expect(redactUrl('/x?token=1&access_token=2')).toBe(
      '/x?token=%5Bredacted%5D&access_token=%5Bredacted%5D',
    );
    expect(redactUrl('/api/organization?page=2')).toBe('/api/organization?page=2');
    expect(redactUrl('/api/organization')).toBe('/api/organization');
  });
});

describe('the request logger', () => {
  function parentLogger() {
    const raw: string[] = [];
    const logger = loggerInto(raw, 'info');
    const children: unknown[] = [];
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => {
      const made = child(...args);
      children.push(made);
      return made;
    }) as typeof logger.child;
    return { logger, children, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
  }

  it('makes its child only for a line at an enabled level, bound to the request id', () => {
    const { logger, children, lines } = parentLogger();
    const log = lazyChildLogger(logger, { requestId: 'req-1' }, {});
    log.debug('below the level');
    expect(log.level).toBe('info');
    expect(children).toHaveLength(0);
    log.error({ err: new Error('boom') }, 'request errored');
    log.warn('and again');
    expect(children).toHaveLength(1);
    expect(lines().map((line) => [line.msg, line.requestId, line.err?.message])).toEqual([
      ['request errored', 'req-1', 'boom'],
      ['and again', 'req-1', undefined],
    ]);
  });

  it("makes a route's own level at once", () => {
    const { logger, children } = parentLogger();
    const log = lazyChildLogger(logger, { requestId: 'req-2' }, { level: 'debug' });
    expect(children).toHaveLength(1);
    expect(log.level).toBe('debug');
  });
});
