import { isUuid, TOKEN_TTL } from '@convene/contract';
import { eq, lt, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Services } from '../context';
import type { Executor } from '../db/client';
import { logins, revokedTokenOrigins } from '../db/schema/index';
import { topics } from '../realtime/bus';

/*
 * Server-side sign-out (decision 0050). Two kinds of revocation, both kept in PostgreSQL
 * and read when a node has not already read the token's standing at the organization's
 * current data version, which every revocation moves on (decision 0076), so that they
 * hold on every node at once:
 * - everything of a login (GlobalSignOut, a password change or reset): the login's token
 *   version goes up, and every token carrying an older `ver` is refused;
 * - one refresh token and the tokens minted from it (RevokeToken): its `jti` is stored,
 *   and every token whose `origin_jti` (or, for the refresh token, `jti`) is stored is refused.
 * Live sockets hear of both on the bus (`topics.login`) and close.
 */

/** The login's token version a token was issued under (`ver`, 0 when absent). */
export function tokenVersionOf(payload: JWTPayload): number {
  return typeof payload.ver === 'number' ? payload.ver : 0;
}

/** The refresh token a token belongs to: its own `jti` for a refresh token, else `origin_jti`. */
export function originOf(payload: JWTPayload): string | undefined {
  const origin = payload.token_use === 'refresh' ? payload.jti : payload.origin_jti;
  return typeof origin === 'string' && isUuid(origin) ? origin : undefined;
}

export async function isOriginRevoked(db: Executor, originJti: string | undefined) {
  if (!originJti) return false;
  const [row] = await db
    .select({ originJti: revokedTokenOrigins.originJti })
    .from(revokedTokenOrigins)
    .where(eq(revokedTokenOrigins.originJti, originJti));
  return row !== undefined;
}

/**
 * Revokes one refresh token and the tokens minted from it. Idempotent. The row lasts until
 * the refresh token has expired and the last access token minted from it with it.
 */
export async function revokeOrigin(
  db: Executor,
  origin: { organizationId: string; loginId: string; originJti: string; refreshExpiresAt: Date },
): Promise<void> {
  await db
    .insert(revokedTokenOrigins)
    .values({
      originJti: origin.originJti,
      organizationId: origin.organizationId,
      loginId: origin.loginId,
      expiresAt: new Date(
        origin.refreshExpiresAt.getTime() + Math.max(TOKEN_TTL.access, TOKEN_TTL.id) * 1000,
      ),
    })
    .onConflictDoNothing();
}

/** Revokes every token of the login (its token version goes up); the new version. */
export async function revokeEveryToken(db: Executor, loginId: string): Promise<number> {
  const [row] = await db
    .update(logins)
    .set({ tokenVersion: sql`${logins.tokenVersion} + 1` })
    .where(eq(logins.id, loginId))
    .returning({ tokenVersion: logins.tokenVersion });
  if (!row) throw new Error(`No login ${loginId}`);
  return row.tokenVersion;
}

/** Deletes revocations no token can be checked against any more. */
export async function pruneRevokedOrigins(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(revokedTokenOrigins)
    .where(lt(revokedTokenOrigins.expiresAt, now))
    .returning({ originJti: revokedTokenOrigins.originJti });
  return rows.length;
}

/** What a login's live sockets hear when its tokens are revoked. */
export type Revocation =
  { kind: 'version'; tokenVersion: number } | { kind: 'origin'; originJti: string };

export const REVOCATION_MESSAGE = 'token-revoked';

/**
 * Tells every node: the organization's data version moves on, so no node answers a revoked
 * token from what it last found the token to speak for (identity/authenticate.ts), and the
 * login's live sockets holding a revoked token close.
 */
export async function announceRevocation(
  services: Pick<Services, 'bus' | 'log' | 'versions'>,
  organizationId: string,
  loginId: string,
  revocation: Revocation,
): Promise<void> {
  await services.versions.bump(organizationId);
  // The database already refuses the tokens; a bus failure only delays the sockets' close
  // until their next check (live-socket.ts), so it is logged, not thrown.
  await services.bus
    .publish(topics.login(organizationId, loginId), { type: REVOCATION_MESSAGE, body: revocation })
    .catch((error: unknown) => services.log.warn({ err: error }, 'revocation announcement'));
}

/** Whether a token issued under `token` claims is refused by `revocation`. */
export function isRevokedBy(
  revocation: Revocation,
  token: { tokenVersion: number; originJti: string | undefined },
): boolean {
  if (revocation.kind === 'version') return token.tokenVersion < revocation.tokenVersion;
  return token.originJti !== undefined && token.originJti === revocation.originJti;
}
