import {
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signingKeys } from '../db/schema/index';

const ALG = 'RS256';
const KID = 'convene-1';

/** `session` marks the short-lived token of a pending sign-in challenge. */
export type TokenUse = 'access' | 'id' | 'refresh' | 'session';

export interface VerifiedToken extends JWTPayload {
  sub: string;
  token_use: TokenUse;
  client_id?: string;
  'cognito:username'?: string;
  email?: string;
}

/**
 * The RS256 key every node signs and verifies with. It lives in the database so that
 * all nodes share it; the first node to start creates it.
 */
export class KeyStore {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    private readonly publicJwk: JWK,
  ) {}

  static async load(db: Database): Promise<KeyStore> {
    let [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, KID));
    if (!row) {
      const pair = await generateKeyPair(ALG, { extractable: true });
      const privateJwk = await exportJWK(pair.privateKey);
      const publicJwk = await exportJWK(pair.publicKey);
      await db
        .insert(signingKeys)
        .values({ kid: KID, privateJwk: { ...privateJwk }, publicJwk: { ...publicJwk } })
        .onConflictDoNothing();
      [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, KID));
    }
    if (!row) throw new Error('Signing key could not be created');
    const publicJwk = { ...(row.publicJwk as JWK), kid: KID, alg: ALG, use: 'sig' };
    const privateKey = (await importJWK(row.privateJwk as JWK, ALG)) as CryptoKey;
    const publicKey = (await importJWK(publicJwk, ALG)) as CryptoKey;
    return new KeyStore(privateKey, publicKey, publicJwk);
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  async sign(
    claims: JWTPayload & { token_use: TokenUse },
    options: { issuer: string; subject: string; ttlSeconds: number; now?: Date },
  ): Promise<string> {
    const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, kid: KID, typ: 'JWT' })
      .setIssuer(options.issuer)
      .setSubject(options.subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + options.ttlSeconds)
      .setJti(crypto.randomUUID())
      .sign(this.privateKey);
  }

  /** Verifies signature, expiry and issuer; the caller checks token_use and client. */
  async verify(token: string, issuer: string, now?: Date): Promise<VerifiedToken> {
    const { payload } = await jwtVerify(token, this.publicKey, {
      algorithms: [ALG],
      issuer,
      ...(now ? { currentDate: now } : {}),
    });
    return payload as VerifiedToken;
  }
}

/** Verifies tokens issued by AWS Cognito when COGNITO_* is configured (ARCHITECTURE §5). */
export function cognitoVerifier(region: string, userPoolId: string) {
  const issuer = `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (token: string): Promise<VerifiedToken> => {
    const { payload } = await jwtVerify(token, jwks, { issuer, algorithms: [ALG] });
    return payload as VerifiedToken;
  };
}
