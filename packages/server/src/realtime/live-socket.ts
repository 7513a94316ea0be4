import { SOCKET, UUID_PATTERN } from '@convene/contract';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { authenticate, bearer, type TokenStanding } from '../identity/authenticate';
import { isRevokedBy, REVOCATION_MESSAGE, type Revocation } from '../identity/revocation';
import { AppError } from '../lib/app-error';
import { resolveOrganization } from '../tenancy/organization-cache';
import { frameOf, isAddressedTo } from './addressed';
import { topics, type Bus, type LiveMessage } from './bus';
import { FrameBudget } from './frame-budget';
import type { Presence } from './presence';

export const LIVE_SOCKET_PATH = '/api/ws';

/** Sent when a client stays silent longer than the heartbeat timeout (4000–4999: the application's own codes). */
export const IDLE_CLOSE = { code: 4408, reason: 'heartbeat timeout' } as const;
/** Sent when the token the socket opened with expires: the client reconnects with its fresh one. */
export const EXPIRED_CLOSE = { code: 4401, reason: 'token expired' } as const;
/** Sent to every socket when the node shuts down, so clients reconnect (to another node). */
export const SHUTDOWN_CLOSE = { code: 1001, reason: 'server shutting down' } as const;
/**
 * Sent when the socket's token is revoked (sign-out, a new password; decision 0050). Like an
 * expiry, the token no longer authenticates: a client that reconnects needs a fresh one,
 * and after a sign-out it has none.
 */
export const REVOKED_CLOSE = { code: 4401, reason: 'token revoked' } as const;
/** Sent to a new socket of an account that already holds LIVE_SOCKETS_PER_ACCOUNT of them. */
export const TOO_MANY_CLOSE = {
  code: 4429,
  reason: 'too many live sockets for this account',
} as const;
/** Sent to a socket whose client sends frames faster than the frame budget allows (policy violation). */
export const FLOOD_CLOSE = { code: 1008, reason: 'too many frames' } as const;
/** How often an open socket checks again that its token still authenticates (the bus tells it at once). */
export const REVALIDATE_MS = 60_000;

/** Client frames are `ping` and heartbeats; anything bigger is a misbehaving client. */
const MAX_CLIENT_FRAME_BYTES = 4 * 1024;
/** A client this far behind is not reading: drop it rather than buffer without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const PULSE = JSON.stringify({ type: 'pulse' });

const LiveSocketQuerySchema = z.object({
  organization: z
    .string({ error: 'The organization query parameter is required' })
    .regex(UUID_PATTERN, 'The organization query parameter must be an organization id (uuid)'),
  authorization: z.string().optional(),
  executeas: z.string().optional(),
  executeAs: z.string().optional(),
});

interface LiveSession {
  organizationId: string;
  accountId: string;
  loginId: string;
  /** The token's version and origin, which a revocation names (identity/revocation.ts). */
  standing: TokenStanding;
  /** When the token expires (ms since the epoch), if it says. */
  expiresAt: number | undefined;
  /** Authenticates the socket's token again: throws once it no longer authenticates. */
  revalidate: () => Promise<unknown>;
}

/** setTimeout's ceiling (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The `exp` of a token authenticate() has already verified. */
function expiryOf(token: string): number | undefined {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : undefined;
}

export interface LiveSocketOptions {
  /** Silence after which a socket is closed: 60 s. */
  idleTimeoutMs?: number;
  /** How often an open socket checks its token again (REVALIDATE_MS). */
  revalidateMs?: number;
}

interface SocketLimits {
  idleTimeoutMs: number;
  revalidateMs: number;
  perAccount: number;
  framesPerSecond: number;
  frameBurst: number;
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function isHeartbeat(text: string): boolean {
  if (!text.startsWith('{')) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { type?: unknown }).type === 'heartbeat'
    );
  } catch {
    return false;
  }
}

function isRevocation(message: LiveMessage): message is LiveMessage & { body: Revocation } {
  return (
    message.type === REVOCATION_MESSAGE && typeof message.body === 'object' && message.body !== null
  );
}

/**
 * One authenticated socket: heartbeats in (within the frame budget), the account's and
 * organization's live messages out; closed when its token expires or is revoked, or when
 * the account already holds as many sockets as it may.
 */
function serve(
  socket: WebSocket,
  session: LiveSession,
  { bus, presence }: { bus: Bus; presence: Presence },
  limits: SocketLimits,
  log: FastifyBaseLogger,
): void {
  const closeWith = (close: { code: number; reason: string }) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(close.code, close.reason);
  };
  const forward = (message: LiveMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (!isAddressedTo(message, session.accountId)) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      log.warn({ accountId: session.accountId }, 'live socket not reading; terminated');
      socket.terminate();
      return;
    }
    socket.send(frameOf(message), { binary: false });
  };
  const onRevocation = (message: LiveMessage) => {
    if (isRevocation(message) && isRevokedBy(message.body, session.standing))
      closeWith(REVOKED_CLOSE);
  };
  const unsubscribes = [
    bus.subscribe(topics.login(session.organizationId, session.loginId), onRevocation),
    bus.subscribe(topics.organization(session.organizationId), forward),
    bus.subscribe(topics.account(session.organizationId, session.accountId), forward),
  ];
  // Present while open (offline notifications skip present accounts), refreshed on heartbeats;
  // the count it answers is the account's sockets, this one included: over the cap, it goes.
  const here = presence.join(session.organizationId, session.accountId);
  const reportPresence = (error: unknown) => log.warn({ err: error }, 'presence');
  here
    .then((handle) => {
      if (handle.count > limits.perAccount) {
        log.info(
          { accountId: session.accountId, sockets: handle.count },
          'live socket over the cap',
        );
        closeWith(TOO_MANY_CLOSE);
      }
    })
    .catch(reportPresence);
  const idle = setTimeout(() => closeWith(IDLE_CLOSE), limits.idleTimeoutMs);
  const expiry =
    session.expiresAt === undefined
      ? undefined
      : setTimeout(
          () => closeWith(EXPIRED_CLOSE),
          Math.min(Math.max(session.expiresAt - Date.now(), 0), MAX_TIMER_MS),
        );
  // The bus tells of a revocation at once; this catches one it lost (a Redis reconnect).
  const revalidation = setInterval(() => {
    session.revalidate().catch((error: unknown) => {
      if (
        error instanceof AppError &&
        (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN')
      )
        closeWith(REVOKED_CLOSE);
      else log.warn({ err: error }, 'live socket revalidation');
    });
  }, limits.revalidateMs);
  const budget = new FrameBudget(limits.framesPerSecond, limits.frameBurst);

  socket.on('message', (data, isBinary) => {
    if (!budget.take()) {
      log.info({ accountId: session.accountId }, 'live socket flooding; closed');
      closeWith(FLOOD_CLOSE);
      return;
    }
    idle.refresh();
    if (isBinary) return;
    const text = textOf(data).trim();
    if (text === 'ping') socket.send('pong');
    else if (isHeartbeat(text)) {
      socket.send(PULSE);
      here.then((handle) => handle.refresh()).catch(reportPresence);
    }
  });
  socket.on('close', () => {
    clearTimeout(idle);
    clearTimeout(expiry);
    clearInterval(revalidation);
    for (const unsubscribe of unsubscribes) unsubscribe();
    here.then((handle) => handle.leave()).catch(reportPresence);
  });
}

/**
 * `GET /api/ws?organization=…&authorization=…[&executeas=…]` (docs/architecture.md#the-live-bus).
 * Credentials come from the query string, so the API request context is skipped and the
 * upgrade is authenticated here, before it happens: a refused socket is answered with the
 * usual JSON error and HTTP status (400, 401, 404, 463) and never upgraded.
 */
export function liveSocket(
  options: LiveSocketOptions = {},
): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    const { config } = app.services;
    const limits: SocketLimits = {
      idleTimeoutMs: options.idleTimeoutMs ?? SOCKET.heartbeatTimeout,
      revalidateMs: options.revalidateMs ?? REVALIDATE_MS,
      perAccount: config.LIVE_SOCKETS_PER_ACCOUNT,
      framesPerSecond: config.LIVE_SOCKET_FRAMES_PER_SECOND,
      frameBurst: config.LIVE_SOCKET_FRAME_BURST,
    };
    await app.register(async (scope) => {
      // Added before the plugin's own preClose (which closes without a code), so it runs first.
      scope.addHook('preClose', async () => {
        for (const client of scope.websocketServer.clients)
          client.close(SHUTDOWN_CLOSE.code, SHUTDOWN_CLOSE.reason);
      });
      await scope.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
      const sessions = new WeakMap<FastifyRequest, LiveSession>();

      scope.withTypeProvider<ZodTypeProvider>().get(
        LIVE_SOCKET_PATH,
        {
          websocket: true,
          config: { skipContext: true },
          schema: { querystring: LiveSocketQuerySchema, hide: true },
          preHandler: async (request) => {
            const query = request.query;
            const organization = await resolveOrganization(app.organizations, query.organization);
            const token = bearer(query.authorization);
            if (!token) throw new AppError('UNAUTHORIZED');
            const executeAs = query.executeas ?? query.executeAs;
            const signIn = () =>
              authenticate(app.services, organization, query.authorization, executeAs);
            const { login, account, standing } = await signIn();
            if (!account || !login || !standing) throw new AppError('NO_ACCOUNT_SELECTED');
            sessions.set(request, {
              organizationId: organization.id,
              accountId: account.id,
              loginId: login.id,
              standing,
              expiresAt: expiryOf(token),
              revalidate: signIn,
            });
          },
        },
        (socket, request) => {
          const session = sessions.get(request);
          if (!session) {
            socket.close(1011, 'not authenticated');
            return;
          }
          serve(socket, session, app.services, limits, request.log);
        },
      );
    });
  };
}
