import { API_KEY_MESSAGES as M, type ApiKeyScope } from '@convene/contract';
import { createHash } from 'node:crypto';
import type { ActingAccount, AuthLogin } from '../../context';
import { actingAdministrator } from '../../identity/acting-administrator';
import { AppError } from '../../lib/app-error';
import type { ApiKeyAuthenticator } from '../seams';
import { findApiKeyBySecretHash, touchApiKey } from './api-keys.repository';

/**
 * How long a node trusts what it read of a key: a key revoked on another node, or whose
 * creator stopped being an administrator, is refused there within this time (at once on the
 * node that revoked it). Expiry is checked on every request.
 */
export const API_KEY_CACHE_TTL_MS = 30_000;
/** A key's last use is written at most this often. */
export const API_KEY_TOUCH_INTERVAL_MS = 60_000;
const API_KEY_CACHE_MAX = 10_000;

export const secretHashOf = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/** What a node knows of a key, by the hash of its secret. */
interface KnownKey {
  id: string;
  organizationId: string;
  scopes: readonly ApiKeyScope[];
  expiresAt: Date | null;
  revoked: boolean;
  /** Whom it acts for; undefined when its creator is no longer an administrator. */
  acting: { login: AuthLogin; account: ActingAccount | null } | undefined;
  /** The last use this node wrote or read, in ms. */
  lastUsedAt: number;
  until: number;
}

/** The keys a node has read (by secret hash), time-boxed and bounded (oldest first out). */
class KnownKeys {
  private readonly byHash = new Map<string, KnownKey>();

  get(hash: string, now: number): KnownKey | undefined {
    const known = this.byHash.get(hash);
    if (known && known.until > now) return known;
    this.byHash.delete(hash);
    return undefined;
  }

  keep(hash: string, known: KnownKey): void {
    this.byHash.set(hash, known);
    if (this.byHash.size > API_KEY_CACHE_MAX) {
      const first = this.byHash.keys().next();
      if (!first.done) this.byHash.delete(first.value);
    }
  }

  forget(keyId: string): void {
    for (const [hash, known] of this.byHash) if (known.id === keyId) this.byHash.delete(hash);
  }
}

/** The request pipeline's side of API keys (modules/seams.ts), with a cache per runtime. */
export function createApiKeyAuthenticator(): ApiKeyAuthenticator {
  const cache = new KnownKeys();
  return {
    forget: (keyId) => cache.forget(keyId),
    async authenticate(services, organization, request) {
      const { db } = services;
      const scope = { organizationId: organization.id };
      const now = request.now.getTime();
      const hash = secretHashOf(request.secret);
      let known = cache.get(hash, now);
      // A key is bound to its organization: another one's header finds no key (401).
      if (!known || known.organizationId !== organization.id) {
        const row = await findApiKeyBySecretHash(db, scope, hash);
        if (!row) throw new AppError('UNAUTHORIZED', M.invalidKey);
        known = {
          id: row.id,
          organizationId: row.organizationId,
          scopes: row.scopes,
          expiresAt: row.expiresAt,
          revoked: row.revokedAt !== null,
          acting: await actingAdministrator(db, scope, row.loginId, row.accountId),
          lastUsedAt: row.lastUsedAt?.getTime() ?? 0,
          until: now + API_KEY_CACHE_TTL_MS,
        };
        cache.keep(hash, known);
      }
      const expired = known.expiresAt !== null && known.expiresAt.getTime() <= now;
      if (known.revoked || expired || !known.acting)
        throw new AppError('UNAUTHORIZED', M.invalidKey);
      if (request.executeAs?.trim())
        throw new AppError('FORBIDDEN', M.executeAsWithKey, { field: 'executeAs' });
      if (!request.scope) throw new AppError('FORBIDDEN', M.notForKeys);
      if (!known.scopes.includes(request.scope))
        throw new AppError('FORBIDDEN', M.missingScope(request.scope));
      if (now - known.lastUsedAt >= API_KEY_TOUCH_INTERVAL_MS) {
        known.lastUsedAt = now;
        const since = new Date(now - API_KEY_TOUCH_INTERVAL_MS);
        await touchApiKey(db, scope, known.id, request.now, since);
      }
      return known.acting;
    },
  };
}
