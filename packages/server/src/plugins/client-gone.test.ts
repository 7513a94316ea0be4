import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * A request whose client is already gone when the server reaches it (a visitor who closed
 * the tab, a load balancer giving up) is nobody's error: nothing at warn or above is logged,
 * and the rate limiter still has a key to count it under (its peer address cannot be read
 * any more, so `request.ip` is undefined).
 */
let t: TestApp;
let app: FastifyInstance;
let address: { port: number };
const lines: { level: number; msg?: string }[] = [];
let handled = 0;

beforeAll(async () => {
  t = await createTestApp();
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as { level: number; msg?: string });
        done();
      },
    }),
  );
  app = await buildApp({
    services: t.runtime.services,
    logger,
    plugins: [
      async (instance) => {
        instance.register(async (scope) => {
          // The client is gone before the rate limiter (a route-level hook) runs.
          scope.addHook('onRequest', async (request) => {
            request.raw.socket.destroy();
          });
          scope.get('/gone', async () => {
            handled += 1;
            return { ok: true };
          });
        });
      },
    ],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  address = app.server.address() as { port: number };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function requestAndLeave(path: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`);
    });
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
    setTimeout(() => reject(new Error('the server never closed the socket')), 5_000);
  });
}

describe('a client that went away', () => {
  it('is counted by the rate limiter and logs nothing', async () => {
    await requestAndLeave('/gone');
    await expect.poll(() => handled, { timeout: 2_000 }).toBe(1);
    // Give a late error (a failed reply to the closed socket) the time to be logged.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines).toEqual([]);
  });
});
