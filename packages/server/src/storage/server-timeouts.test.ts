import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** Resolves with the time the server took to close the socket, and what it answered. */
function closed(socket: Socket, started: number): Promise<{ after: number; answer: string }> {
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  return new Promise((resolve) => {
    socket.on('close', () => resolve({ after: Date.now() - started, answer }));
    socket.on('error', () => undefined);
  });
}

describe('server timeouts: slow clients are cut off', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '800', CONNECTION_TIMEOUT_MS: '5000' },
    });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a connection that trickles its body past REQUEST_TIMEOUT_MS', async () => {
    const user = await t.createUser(await t.createOrganization());
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const result = closed(socket, started);
    socket.write(
      [
        'POST /api/storage/files HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 100000',
        `Organization: ${user.headers.organization}`,
        `Authorization: ${user.headers.authorization}`,
        '',
        '{"name":"a.txt","dataUri":"',
      ].join('\r\n'),
    );
    // 20 bytes every 100 ms: never idle, never done (a 2 KB/s attacker at 1/10th the pace).
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('QUFBQUFBQUFBQUFBQUFB');
    }, 100);
    const { after, answer } = await result;
    clearInterval(trickle);
    expect(after).toBeGreaterThanOrEqual(1400);
    expect(after).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that never finishes its headers past HEADERS_TIMEOUT_MS', async () => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const result = closed(socket, started);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('X-Slow: a\r\n');
    }, 100);
    const { after, answer } = await result;
    clearInterval(trickle);
    expect(after).toBeGreaterThanOrEqual(700);
    expect(after).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still serves a client that sends its request in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
