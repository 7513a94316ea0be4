import { TOKEN_TTL } from '@convene/contract';
import { hkdfSync } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import {
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Database, Executor } from '../db/client';
import { signingKeys } from '../db/schema/index';
import {
  checkClaims,
  TokenRejected,
  type TokenAudience,
  type TokenUse,
  type VerifiedToken,
} from './token-claims';

export {
  TokenRejected,
  type TokenAudience,
  type TokenUse,
  type VerifiedToken,
} from './token-claims';

const ALG = 'RS256';
/** How long a node trusts what it read of a key before reading it again (a deleted key stops verifying). */
const KEY_CACHE_MS = 5 * 60 * 1000;

interface LoadedKey {
  kid: string;
  organizationId: string;
  publicJwk: JWK;
  publicKey: CryptoKey;
  privateKey: CryptoKey;
  loadedAt: number;
}

type KeyRow = typeof signingKeys.$inferSelect;

function publicJwkOf(row: Pick<KeyRow, 'kid' | 'publicJwk'>): JWK {
  return { ...(row.publicJwk as JWK), kid: row.kid, alg: ALG, use: 'sig' };
}

/**
 * The RS256 keys every node signs and verifies with. Each organization (user pool) has its
 * own keys, kept in the database so that all nodes share them: its newest key signs, all
 * of its keys verify, and a token only verifies with a key of the organization it claims
 * (docs/identity.md, "Keys and rotation"). An organization's first key is made on first use.
 */
export class KeyStore {
  private readonly cache = new Map<string, LoadedKey>();
  private readonly codeKeys = new Map<string, { keys: Buffer[]; loadedAt: number }>();

  private constructor(private readonly db: Database) {}

  static async load(db: Database): Promise<KeyStore> {
    return new KeyStore(db);
  }

  private async loaded(row: KeyRow): Promise<LoadedKey> {
    const cached = this.cache.get(row.kid);
    if (cached && Date.now() - cached.loadedAt < KEY_CACHE_MS) return cached;
    const publicJwk = publicJwkOf(row);
    const key: LoadedKey = {
      kid: row.kid,
      organizationId: row.organizationId,
      publicJwk,
      publicKey: (await importJWK(publicJwk, ALG)) as CryptoKey,
      privateKey: (await importJWK(row.privateJwk as JWK, ALG)) as CryptoKey,
      loadedAt: Date.now(),
    };
    this.cache.set(row.kid, key);
    return key;
  }

  /** The key a kid names, from the cache or the database; undefined when there is none. */
  private async byKid(kid: string): Promise<LoadedKey | undefined> {
    const cached = this.cache.get(kid);
    if (cached && Date.now() - cached.loadedAt < KEY_CACHE_MS) return cached;
    this.cache.delete(kid);
    const [row] = await this.db.select().from(signingKeys).where(eq(signingKeys.kid, kid));
    return row ? this.loaded(row) : undefined;
  }

  private async rowsOf(organizationId: string, db: Executor = this.db): Promise<KeyRow[]> {
    return db
      .select()
      .from(signingKeys)
      .where(eq(signingKeys.organizationId, organizationId))
      .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
  }

  /** Adds a new key for the organization; from now on it signs, the older ones still verify. */
  async rotate(organizationId: string, db: Executor = this.db): Promise<string> {
    const pair = await generateKeyPair(ALG, { extractable: true });
    const kid = crypto.randomUUID();
    await db.insert(signingKeys).values({
      kid,
      organizationId,
      privateJwk: { ...(await exportJWK(pair.privateKey)) },
      publicJwk: { ...(await exportJWK(pair.publicKey)) },
      // Later than any key the organization has, even when clocks of nodes disagree.
      createdAt: sql`greatest(now(), (select max(${signingKeys.createdAt}) + interval '1 millisecond' from ${signingKeys} where ${signingKeys.organizationId} = ${organizationId}))`,
    });
    return kid;
  }

  /** The organization's signing key: its newest (made on first use). */
  private async signingKey(organizationId: string, db: Executor): Promise<LoadedKey> {
    let [row] = await this.rowsOf(organizationId, db);
    if (!row) {
      await this.rotate(organizationId, db);
      [row] = await this.rowsOf(organizationId, db);
    }
    if (!row) throw new Error('Signing key could not be created');
    return this.loaded(row);
  }

  /**
   * The organization's keys for short signed codes (a pass's QR code), newest first: an HMAC
   * key derived from each signing key's private part, so every node shares them and they
   * rotate with the signing keys. `fresh` reads past the cache (a code signed on another node
   * right after a rotation).
   */
  async codeKeysOf(
    organizationId: string,
    options: { db?: Executor; fresh?: boolean } = {},
  ): Promise<Buffer[]> {
    const cached = this.codeKeys.get(organizationId);
    if (!options.fresh && cached && Date.now() - cached.loadedAt < KEY_CACHE_MS) return cached.keys;
    const db = options.db ?? this.db;
    await this.signingKey(organizationId, db);
    const keys = (await this.rowsOf(organizationId, db)).map((row) =>
      Buffer.from(
        hkdfSync(
          'sha256',
          Buffer.from(String((row.privateJwk as JWK).d), 'base64url'),
          row.kid,
          'convene signed code v1',
          32,
        ),
      ),
    );
    this.codeKeys.set(organizationId, { keys, loadedAt: Date.now() });
    return keys;
  }

  /** The organization's public keys (its pool's JWKS), newest first. */
  async jwks(organizationId: string): Promise<{ keys: JWK[] }> {
    let rows = await this.rowsOf(organizationId);
    if (rows.length === 0) {
      await this.signingKey(organizationId, this.db);
      rows = await this.rowsOf(organizationId);
    }
    return { keys: rows.map(publicJwkOf) };
  }

  /** Every organization's public keys: the root set, which says only that this server signed. */
  async allJwks(): Promise<{ keys: JWK[] }> {
    const rows = await this.db
      .select({ kid: signingKeys.kid, publicJwk: signingKeys.publicJwk })
      .from(signingKeys)
      .orderBy(desc(signingKeys.createdAt));
    return { keys: rows.map(publicJwkOf) };
  }

  async sign(
    organizationId: string,
    claims: JWTPayload & { token_use: TokenUse },
    options: {
      issuer: string;
      subject: string;
      ttlSeconds: number;
      now?: Date;
      /** The caller's transaction, when it signs inside one (PGlite runs one at a time). */
      db?: Executor;
    },
  ): Promise<string> {
    const key = await this.signingKey(organizationId, options.db ?? this.db);
    const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
    // A refresh token names its own jti: the origin_jti of the tokens minted from it.
    const jti = typeof claims.jti === 'string' ? claims.jti : crypto.randomUUID();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'JWT' })
      .setIssuer(options.issuer)
      .setSubject(options.subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + options.ttlSeconds)
      .setJti(jti)
      .sign(key.privateKey);
  }

  /**
   * Verifies a token of the organization: a `kid` naming one of the organization's keys,
   * the signature, `exp` (required, not passed), `iat` (required, not in the future beyond
   * the clock skew), the organization's issuer and client id. Throws TokenRejected.
   */
  async verify(token: string, audience: TokenAudience, now?: Date): Promise<VerifiedToken> {
    let kid: unknown;
    try {
      ({ kid } = decodeProtectedHeader(token));
    } catch {
      throw new TokenRejected('malformed token');
    }
    if (typeof kid !== 'string' || !kid) throw new TokenRejected('no kid');
    const key = await this.byKid(kid);
    if (!key) throw new TokenRejected('unknown kid');
    if (key.organizationId !== audience.organizationId)
      throw new TokenRejected("kid of another organization's key");
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key.publicKey, {
        algorithms: [ALG],
        issuer: audience.issuer,
        requiredClaims: ['exp', 'iat', 'sub'],
        ...(now ? { currentDate: now } : {}),
      }));
    } catch (error) {
      throw new TokenRejected(error instanceof Error ? error.message : 'invalid token');
    }
    return checkClaims(payload, audience, now ?? new Date(), { capLifetime: true });
  }
}

/**
 * Deletes keys that no live token can name: keys superseded by a newer key of their
 * organization longer ago than the longest token life (the refresh token's). Idempotent.
 */
export async function pruneRetiredKeys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TOKEN_TTL.refresh * 1000);
  // A key is retired once a newer key of its organization has signed for longer than that.
  const deleted = await db
    .delete(signingKeys)
    .where(
      sql`exists (select 1 from ${signingKeys} as newer where newer.organization_id = ${signingKeys.organizationId} and newer.created_at > ${signingKeys.createdAt} and newer.created_at < ${cutoff.toISOString()}::timestamptz)`,
    )
    .returning({ kid: signingKeys.kid });
  return deleted.length;
}
