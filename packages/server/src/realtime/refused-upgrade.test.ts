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

/** How a raw connection ended: the status line it got, and FIN, a reset, or still open. */
interface RawOutcome {
  status: string;
  ending: string;
}

/**
 * An upgrade written on a bare TCP socket, optionally padded with one huge header and
 * followed (1 ms later, once the server has parsed the request) by bytes the server never
 * asked for. The server must answer and then close with FIN: a socket destroyed with input
 * unread is reset, and the reset discards the answer on its way (EPIPE with nothing read).
 */
function rawUpgrade(
  port: number,
  path: string,
  options: { headerBytes?: number; trailingBytes?: number },
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let ending = 'still open';
    const finish = () => {
      clearTimeout(stillOpen);
      const text = Buffer.concat(received).toString('latin1');
      resolve({ status: text.split('\r\n', 1)[0] ?? '', ending });
    };
    // The server lingers at most LINGER_MS (5 s) reading what the client still sends.
    const stillOpen = setTimeout(() => {
      socket.destroy();
      finish();
    }, 8_000);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', () => (ending = 'closed (FIN)'));
    socket.on('error', (error: NodeJS.ErrnoException) => (ending = `error ${error.code}`));
    socket.on('close', finish);
    const pad = options.headerBytes ? `X-Pad: ${'p'.repeat(options.headerBytes)}\r\n` : '';
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${pad}\r\n`,
    );
    const trailing = options.trailingBytes;
    if (trailing) setTimeout(() => socket.write(Buffer.alloc(trailing, 0x81)), 1);
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

  it('closes with FIN after the answer while the client is still sending', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const forged = `/api/ws?organization=${org.id}&authorization=forged.token.value`;
    const cases = [
      { path: forged, options: { trailingBytes: 1_000_000 }, status: 401 },
      { path: forged, options: { trailingBytes: 4_000_000 }, status: 401 },
      { path: forged, options: { headerBytes: 4_000_000 }, status: 431 },
      { path: forged, options: { headerBytes: 300_000 }, status: 431 },
      // Not the socket path: answered by the router, and closed all the same.
      { path: '/api/nowhere', options: {}, status: 404 },
    ];
    const outcomes: { expected: RawOutcome; outcome: RawOutcome }[] = [];
    for (let round = 0; round < 3; round += 1)
      for (const { path, options, status } of cases)
        outcomes.push({
          expected: {
            status: expect.stringMatching(`^HTTP/1.1 ${status} `),
            ending: 'closed (FIN)',
          },
          outcome: await rawUpgrade(port, path, options),
        });
    for (const { expected, outcome } of outcomes) expect(outcome).toEqual(expected);
  }, 60_000);
});
