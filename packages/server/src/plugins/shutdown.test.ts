import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ok } from '../lib/envelope';
import { createTestApp, type TestApp } from '../test/harness';
import { tolerateDropOnClose } from '../test/redis';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = tolerateDropOnClose(await createTestApp());
  });
  afterAll(() => t.close());

  it('lets a request in flight when app.close() starts complete, and takes no new ones', async () => {
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));

    const app = await buildApp({
      services: t.runtime.services,
      plugins: [
        async (instance) => {
          instance.get('/api/probe/slow', { config: { skipContext: true } }, async () => {
            entered();
            await released;
            return ok({ finished: true });
          });
        },
      ],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const inFlight = get(port, '/api/probe/slow');
    await handlerEntered;
    const closing = app.close();
    await expect(get(port, '/api/health')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    release();

    expect(await inFlight).toEqual({
      status: 200,
      body: JSON.stringify({ status: 'ok', data: { finished: true } }),
    });
    await closing;
  });
});
