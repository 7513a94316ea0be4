import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { socketUrl } from '../test/socket';

/** What a refused upgrade reached the client as: an HTTP answer, or a transport error. */
type Outcome = { status: number; body: string } | { error: string };

function attempt(url: string): Promise<Outcome> {
  const ws = new WebSocket(url);
  return new Promise((resolve) => {
    ws.once('open', () => {
      ws.terminate();
      resolve({ error: 'accepted' });
    });
    ws.once('unexpected-response', (request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      response.on('error', (error) => resolve({ error: `response: ${error.message}` }));
    });
    ws.once('error', (error) => {
      if (!error.message.startsWith('Unexpected server response'))
        resolve({ error: error.message });
    });
  });
}

describe('refused live-socket upgrades answer HTTP before closing (no connection reset)', () => {
  let t: TestApp;
  let org: TestOrganization;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    org = await t.createOrganization();
    user = await t.createUser(org);
  });
  afterAll(() => t.close());

  const cases = () =>
    [
      { query: { organization: crypto.randomUUID(), authorization: user.token }, status: 404 },
      { query: { organization: 'not-an-id', authorization: user.token }, status: 400 },
      { query: { organization: org.id }, status: 401 },
      { query: { organization: org.id, authorization: 'forged.token.value' }, status: 401 },
      { query: { organization: org.id, authorization: `${user.token}x` }, status: 401 },
      {
        query: { organization: org.id, authorization: user.token, executeas: crypto.randomUUID() },
        status: 403,
      },
      { query: { organization: org.id, authorization: 'x'.repeat(20_000) }, status: 431 },
      { query: { organization: org.id, authorization: 'x'.repeat(200_000) }, status: 431 },
    ] as const;

  it('every time, one after another', async () => {
    const outcomes: { expected: number; outcome: Outcome }[] = [];
    for (let round = 0; round < 12; round += 1)
      for (const { query, status } of cases())
        outcomes.push({ expected: status, outcome: await attempt(socketUrl(t.app, query)) });
    const wrong = outcomes.filter(
      ({ expected, outcome }) => !('status' in outcome) || outcome.status !== expected,
    );
    expect(wrong).toEqual([]);
    for (const { outcome } of outcomes)
      if ('status' in outcome && outcome.status !== 431)
        expect(JSON.parse(outcome.body)).toMatchObject({ status: 'error' });
  });

  it('every time, many at once', async () => {
    const all = Array.from({ length: 5 }, () => cases()).flat();
    const outcomes = await Promise.all(
      all.map(async ({ query, status }) => ({
        expected: status,
        outcome: await attempt(socketUrl(t.app, query)),
      })),
    );
    const wrong = outcomes.filter(
      ({ expected, outcome }) => !('status' in outcome) || outcome.status !== expected,
    );
    expect(wrong).toEqual([]);
  });
});

/**
 * A raw client that keeps sending after its upgrade request (frames it sent optimistically,
 * or the rest of an oversized request): closing with its bytes unread is a TCP reset,
 * which can destroy the answer before the client reads it.
 */
function rawAttempt(
  port: number,
  head: string,
  trailingBytes: number,
): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    let answer = '';
    let error: string | undefined;
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => {
      // Bytes the client had in flight when the answer came (a frame, the rest of the request).
      if (!answer && !socket.writableEnded) socket.write(Buffer.alloc(trailingBytes, 0x61));
      answer += chunk.toString('latin1');
    });
    socket.on(
      'error',
      (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message),
    );
    socket.on('close', () => resolve({ answer: answer.split('\r\n')[0] ?? '', error }));
    // The server closes its side after the answer; the client then closes too.
    socket.on('end', () => socket.end());
  });
}

describe('a refused upgrade is closed without a reset even when the client keeps sending', () => {
  let t: TestApp;
  let org: TestOrganization;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    org = await t.createOrganization();
  });
  afterAll(() => t.close());

  const upgrade = (query: string, extraHeaders = '') =>
    `GET /api/ws?${query} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
    `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extraHeaders}\r\n`;

  it('401 for a bad token, 404 for an unknown organization', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    for (let round = 0; round < 5; round += 1) {
      const bad = await rawAttempt(
        port,
        upgrade(`organization=${org.id}&authorization=forged`),
        256 * 1024,
      );
      expect(bad).toEqual({ answer: 'HTTP/1.1 401 Unauthorized', error: undefined });
      const unknown = await rawAttempt(
        port,
        upgrade(`organization=${crypto.randomUUID()}&authorization=forged`),
        256 * 1024,
      );
      expect(unknown).toEqual({ answer: 'HTTP/1.1 404 Not Found', error: undefined });
    }
  });

  it('431 for headers over the limit (an oversized token)', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    for (let round = 0; round < 5; round += 1) {
      const oversized = await rawAttempt(
        port,
        upgrade(`organization=${org.id}`, `Authorization: ${'x'.repeat(20 * 1024)}\r\n`).slice(
          0,
          -2,
        ),
        256 * 1024,
      );
      expect(oversized).toEqual({
        answer: 'HTTP/1.1 431 Request Header Fields Too Large',
        error: undefined,
      });
    }
  });
});
