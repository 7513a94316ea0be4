import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { Bus } from '../realtime/bus';
import { LIVE_SOCKET_PATH } from '../realtime/live-socket';
import { publishToAccount } from '../realtime/publish';

/** A safety net so a broken socket fails the test instead of hanging it; not a timing assertion. */
const WAIT_LIMIT_MS = 10_000;

export interface TestSocket {
  ws: WebSocket;
  /** The next text frame, in arrival order (subscription probes left out). */
  next(): Promise<string>;
  /** The next frame, parsed as a server message. */
  nextMessage(): Promise<{ type: string; body: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function socketUrl(app: FastifyInstance, query: Record<string, string>): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${LIVE_SOCKET_PATH}?${new URLSearchParams(query).toString()}`;
}

const PROBE = 'test-subscription-probe';

export function connectSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const frames: string[] = [];
  const waiters: ((frame: string) => void)[] = [];
  ws.on('message', (data) => {
    const frame = String(data);
    if (frame.includes(PROBE)) return;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const queued = frames.shift();
      if (queued !== undefined) return resolve(queued);
      const timer = setTimeout(
        () => reject(new Error('no frame arrived on the socket')),
        WAIT_LIMIT_MS,
      );
      waiters.push((frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
    });
  const socket: TestSocket = {
    ws,
    next,
    nextMessage: async () => JSON.parse(await next()) as { type: string; body: unknown },
    closed,
    async close() {
      if (ws.readyState !== ws.CLOSED) ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
    ws.once('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`socket refused with HTTP ${response.statusCode}`));
    });
  });
}

/** The HTTP answer to an upgrade the server refuses. */
export function refusedUpgrade(url: string): Promise<{ status: number; body: unknown }> {
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close();
      reject(new Error('the socket was accepted'));
    });
    ws.once('unexpected-response', (request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        });
      });
    });
    ws.once('error', (error) => {
      if (!error.message.startsWith('Unexpected server response')) reject(error);
    });
  });
}

/**
 * Redis subscriptions are confirmed asynchronously after the upgrade: publish probes on the
 * account's topic until one arrives, so later messages cannot be lost to that race.
 */
export async function untilSubscribed(
  bus: Bus,
  socket: TestSocket,
  organizationId: string,
  accountId: string,
): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let arrived = false;
  const onFrame = (data: unknown) => {
    if (String(data).includes(PROBE)) arrived = true;
  };
  socket.ws.on('message', onFrame);
  try {
    while (!arrived) {
      if (Date.now() > deadline)
        throw new Error('the socket never received its subscription probe');
      await publishToAccount({ bus }, organizationId, accountId, { type: PROBE, body: null });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    socket.ws.off('message', onFrame);
  }
}
