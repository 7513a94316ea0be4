import type { VerifiedToken } from './token-claims';

/** How long a node trusts a verification it made: never longer, and never past the token's `exp`. */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
/** At most this many verified tokens are held; the least recently used goes first. */
export const VERIFIED_TOKEN_MAX = 10_000;

interface Entry {
  /** What the token was verified for (`getFor`): never trusted for another. */
  scope: string;
  payload: VerifiedToken;
  until: number;
}

/**
 * Access and id tokens whose signature and claims a node has verified, so that the RS256
 * verification runs once per token and minute instead of once per request. Only the
 * verification is cached here, never the token's standing: whether the login still exists,
 * still holds the token's version and has not revoked its origin (sign-out, decision
 * 0050) is read in the same statement as the login, and kept only for the organization's
 * current data version, which every revocation moves on (identity/authenticate.ts,
 * decision 0076), so a revoked token is refused at once on every node.
 * Bounded (LRU) and time-boxed (at most VERIFIED_TOKEN_TTL_MS, never past `exp`).
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly max = VERIFIED_TOKEN_MAX,
    private readonly ttlMs = VERIFIED_TOKEN_TTL_MS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): VerifiedToken | undefined {
    return this.getFor('', key, now);
  }

  set(key: string, payload: VerifiedToken, now = Date.now()): void {
    this.setFor('', key, payload, now);
  }

  /**
   * The token's verification for `scope` (the organization, pool and client it was verified
   * for). Keyed by the token alone, its scope compared on a hit: no key is concatenated
   * and hashed on every request.
   */
  getFor(scope: string, key: string, now = Date.now()): VerifiedToken | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.scope !== scope) return undefined;
    this.entries.delete(key);
    if (entry.until <= now) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.set(key, entry);
    return entry.payload;
  }

  /** Keeps the token's verification for `scope`, replacing any it had for another. */
  setFor(scope: string, key: string, payload: VerifiedToken, now = Date.now()): void {
    const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : now;
    const until = Math.min(now + this.ttlMs, expiresAt);
    if (until <= now) return;
    this.entries.delete(key);
    this.entries.set(key, { scope, payload, until });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
