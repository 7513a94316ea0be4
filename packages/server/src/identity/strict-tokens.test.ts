import { MESSAGES, TOKEN_TTL } from '@convene/contract';
import { eq } from 'drizzle-orm';
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, signingKeys } from '../db/schema/index';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { cognitoIssuer, cognitoVerifier } from './cognito-verifier';
import { pruneRetiredKeys } from './keys';
import { issuerFor } from './tokens';

let t: TestApp;
let orgA: TestOrganization;
let orgB: TestOrganization;
let userA: TestUser;
let userB: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  orgA = await t.createOrganization();
  orgB = await t.createOrganization();
  userA = await t.createUser(orgA);
  userB = await t.createUser(orgB);
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

async function recordOf(organizationId: string) {
  const [row] = await t.runtime.services.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row!;
}

/** The organization's current private key and kid, as someone holding the database would. */
async function keyOf(organizationId: string): Promise<{ kid: string; key: CryptoKey }> {
  const [row] = await t.runtime.services.db
    .select()
    .from(signingKeys)
    .where(eq(signingKeys.organizationId, organizationId))
    .orderBy(signingKeys.createdAt);
  return { kid: row!.kid, key: (await importJWK(row!.privateJwk as JWK, 'RS256')) as CryptoKey };
}

async function subOf(user: TestUser): Promise<string> {
  const { decodeJwt } = await import('jose');
  return decodeJwt(user.token).sub!;
}

/** An access token with the claims our provider issues, minus or plus what a test says. */
async function forge(
  organization: TestOrganization,
  user: TestUser,
  options: {
    key?: { kid?: string; key: CryptoKey };
    claims?: JWTPayload;
    omit?: string[];
    header?: { kid?: string | undefined };
  } = {},
): Promise<string> {
  const record = await recordOf(organization.id);
  const signer = options.key ?? (await keyOf(organization.id));
  const issuedAt = now();
  const claims: JWTPayload = {
    sub: await subOf(user),
    token_use: 'access',
    client_id: record.identityClientId,
    username: await subOf(user),
    iss: issuerFor(t.config, record),
    iat: issuedAt,
    exp: issuedAt + TOKEN_TTL.access,
    ...options.claims,
  };
  for (const name of options.omit ?? []) delete claims[name];
  const header =
    options.header && 'kid' in options.header
      ? options.header.kid === undefined
        ? { alg: 'RS256' }
        : { alg: 'RS256', kid: options.header.kid }
      : { alg: 'RS256', kid: signer.kid };
  return new SignJWT(claims).setProtectedHeader(header).sign(signer.key);
}

const loginWith = (organization: TestOrganization, token: string) =>
  t.inject({
    method: 'GET',
    url: '/api/login',
    headers: { organization: organization.id, authorization: token },
  });

describe('the access token verifier', () => {
  it('accepts a token with every claim right (the forging helper is sound)', async () => {
    expect((await loginWith(orgA, await forge(orgA, userA))).statusCode).toBe(200);
    expect((await loginWith(orgA, userA.token)).statusCode).toBe(200);
  });

  it('refuses a token without kid', async () => {
    const token = await forge(orgA, userA, { header: { kid: undefined } });
    expect(decodeProtectedHeader(token).kid).toBeUndefined();
    expect((await loginWith(orgA, token)).statusCode).toBe(401);
  });

  it('refuses an unknown kid, signed with the right key or with another', async () => {
    expect(
      (await loginWith(orgA, await forge(orgA, userA, { header: { kid: 'no-such-key' } })))
        .statusCode,
    ).toBe(401);
    const stranger = await generateKeyPair('RS256');
    const forged = await forge(orgA, userA, {
      key: { kid: crypto.randomUUID(), key: stranger.privateKey },
    });
    expect((await loginWith(orgA, forged)).statusCode).toBe(401);
  });

  it('refuses a token without exp, or without iat', async () => {
    expect((await loginWith(orgA, await forge(orgA, userA, { omit: ['exp'] }))).statusCode).toBe(
      401,
    );
    expect((await loginWith(orgA, await forge(orgA, userA, { omit: ['iat'] }))).statusCode).toBe(
      401,
    );
  });

  it('refuses an iat in the future beyond the clock skew, and allows a small skew', async () => {
    const future = now() + 10 * 60;
    const ahead = await forge(orgA, userA, {
      claims: { iat: future, exp: future + TOKEN_TTL.access },
    });
    expect((await loginWith(orgA, ahead)).statusCode).toBe(401);
    const skewed = now() + 30;
    const slightly = await forge(orgA, userA, {
      claims: { iat: skewed, exp: skewed + TOKEN_TTL.access },
    });
    expect((await loginWith(orgA, slightly)).statusCode).toBe(200);
  });

  it('refuses a lifetime longer than the provider issues', async () => {
    const forever = await forge(orgA, userA, { claims: { exp: now() + 10 * 365 * 24 * 3600 } });
    expect((await loginWith(orgA, forever)).statusCode).toBe(401);
  });

  it("refuses another client's token and another issuer's", async () => {
    expect(
      (await loginWith(orgA, await forge(orgA, userA, { claims: { client_id: 'other-client' } })))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await loginWith(
          orgA,
          await forge(orgA, userA, { claims: { iss: 'https://elsewhere.test/identity/x' } }),
        )
      ).statusCode,
    ).toBe(401);
  });

  describe('either token of the pool (the ID token or the access token)', () => {
    const idClaims = async (organization: TestOrganization, claims: JWTPayload = {}) => ({
      token_use: 'id',
      aud: (await recordOf(organization.id)).identityClientId,
      client_id: undefined,
      username: undefined,
      'cognito:username': await subOf(userA),
      email: 'someone@example.test',
      ...claims,
    });
    const publicRoute = (token: string) =>
      t.inject({
        method: 'GET',
        url: '/api/organization',
        headers: { organization: orgA.id, authorization: token },
      });

    it('accepts an id token whose aud is the client, raw or with Bearer, on signed-in and public routes', async () => {
      const idToken = await forge(orgA, userA, { claims: await idClaims(orgA) });
      for (const authorization of [idToken, `Bearer ${idToken}`]) {
        const login = await loginWith(orgA, authorization);
        expect(login.statusCode).toBe(200);
        expect(login.json().data.email).toBe(userA.email);
        expect((await publicRoute(authorization)).statusCode).toBe(200);
      }
      for (const authorization of [userA.token, `Bearer ${userA.token}`])
        expect((await publicRoute(authorization)).statusCode).toBe(200);
    });

    it('checks the client of each kind: aud of an id token, client_id of an access token', async () => {
      const record = await recordOf(orgA.id);
      const refused = [
        // An id token for another client, or naming the client only where an access token does.
        await forge(orgA, userA, { claims: await idClaims(orgA, { aud: 'other-client' }) }),
        await forge(orgA, userA, {
          claims: await idClaims(orgA, { aud: undefined, client_id: record.identityClientId }),
        }),
        // An access token naming the client only where an id token does.
        await forge(orgA, userA, {
          claims: { client_id: undefined, aud: record.identityClientId },
        }),
        // An id token of organization A's pool on organization B.
        await forge(orgA, userA, { claims: await idClaims(orgA) }),
      ];
      for (const [index, token] of refused.entries()) {
        const organization = index === 3 ? orgB : orgA;
        expect((await loginWith(organization, token)).statusCode).toBe(401);
      }
    });

    it('refuses the other kinds of token, public routes included (401)', async () => {
      for (const use of ['refresh', 'session', 'something']) {
        const token = await forge(orgA, userA, { claims: { token_use: use } });
        for (const response of [await loginWith(orgA, token), await publicRoute(token)]) {
          expect(response.statusCode).toBe(401);
          // (A session token issued for an hour already fails its lifetime check.)
          if (use === 'refresh')
            expect(response.json().message).toBe('An access token or an ID token is required');
        }
      }
    });
  });

  it('refuses a token of organization A on organization B', async () => {
    expect((await loginWith(orgB, userA.token)).statusCode).toBe(401);
  });

  it("refuses a token claiming organization B signed with organization A's key", async () => {
    const keyA = await keyOf(orgA.id);
    const keyB = await keyOf(orgB.id);
    expect(keyA.kid).not.toBe(keyB.kid);
    const forged = await forge(orgB, userB, { key: keyA });
    expect((await loginWith(orgB, forged)).statusCode).toBe(401);
    // The same claims signed with B's own key pass: only the key differs.
    expect((await loginWith(orgB, await forge(orgB, userB, { key: keyB }))).statusCode).toBe(200);
  });

  it('signs each organization with its own key and serves it in its pool JWKS only', async () => {
    const kidA = decodeProtectedHeader(userA.token).kid;
    const kidB = decodeProtectedHeader(userB.token).kid;
    expect(kidA).not.toBe(kidB);
    const jwks = async (organization: TestOrganization) => {
      const { userPoolId } = await recordOf(organization.id);
      const response = await t.inject({
        method: 'GET',
        url: `/identity/${userPoolId}/.well-known/jwks.json`,
      });
      return (response.json() as { keys: JWK[] }).keys.map((key) => key.kid);
    };
    expect(await jwks(orgA)).toEqual([kidA]);
    expect(await jwks(orgB)).toEqual([kidB]);
  });
});

describe('key rotation', () => {
  it('signs new tokens with the new key; old tokens stay valid; the JWKS lists both', async () => {
    const org = await t.createOrganization();
    const before = await t.createUser(org);
    const oldKid = decodeProtectedHeader(before.token).kid;

    const newKid = await t.runtime.services.keys.rotate(org.id);
    const after = await t.createUser(org);
    expect(decodeProtectedHeader(after.token).kid).toBe(newKid);
    expect(newKid).not.toBe(oldKid);

    expect((await loginWith(org, before.token)).statusCode).toBe(200);
    expect((await loginWith(org, after.token)).statusCode).toBe(200);
    const { userPoolId } = await recordOf(org.id);
    const jwks = await t.inject({
      method: 'GET',
      url: `/identity/${userPoolId}/.well-known/jwks.json`,
    });
    expect((jwks.json() as { keys: JWK[] }).keys.map((key) => key.kid)).toEqual([newKid, oldKid]);

    // Housekeeping keeps the old key while a token it signed may live, then deletes it.
    const { db } = t.runtime.services;
    expect(await pruneRetiredKeys(db, new Date())).toBe(0);
    const later = new Date(Date.now() + (TOKEN_TTL.refresh + 60) * 1000);
    expect(await pruneRetiredKeys(db, later)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ kid: signingKeys.kid })
      .from(signingKeys)
      .where(eq(signingKeys.organizationId, org.id));
    expect(left).toEqual([{ kid: newKid }]);
  });
});

describe('executeAs', () => {
  it('403 with a clear message for an account the login does not hold', async () => {
    const other = await t.createUser(orgA);
    for (const executeAs of [other.accountId, crypto.randomUUID(), 'not-an-id']) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/login',
        headers: { ...userA.headers, executeas: executeAs },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        status: 'error',
        code: 'FORBIDDEN',
        message: MESSAGES.executeAsNotAllowed,
        field: 'executeAs',
      });
    }
  });

  it("acts as the login's own account, and an admin as any account of the organization only", async () => {
    const self = await t.inject({
      method: 'GET',
      url: '/api/self',
      headers: { ...userA.headers, executeas: userA.accountId },
    });
    expect(self.statusCode).toBe(200);
    const admin = await t.createUser(orgA, { admin: true });
    const asOther = await t.inject({
      method: 'GET',
      url: '/api/self',
      headers: { ...admin.headers, executeas: userA.accountId },
    });
    expect(asOther.statusCode).toBe(200);
    expect(asOther.json().data.id).toBe(userA.accountId);
    const otherOrganization = await t.inject({
      method: 'GET',
      url: '/api/self',
      headers: { ...admin.headers, executeas: userB.accountId },
    });
    expect(otherOrganization.statusCode).toBe(403);
  });

  it('still 401 for a bad token, whatever the executeAs', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/login',
      headers: { organization: orgA.id, authorization: 'forged', executeas: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the Cognito verifier (COGNITO_*)', () => {
  const region = 'eu-west-1';
  const userPoolId = 'eu-west-1_Test';
  const clientId = 'cognito-client';
  const issuer = cognitoIssuer(region, userPoolId);
  let key: CryptoKey;
  let verify: ReturnType<typeof cognitoVerifier>;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    key = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'cognito-1', alg: 'RS256' };
    // Cognito publishes two keys; a token without kid must not fall back to either.
    const spare = await exportJWK(
      (await generateKeyPair('RS256', { extractable: true })).publicKey,
    );
    verify = cognitoVerifier({
      region,
      userPoolId,
      clientId,
      keys: createLocalJWKSet({ keys: [jwk, { ...spare, kid: 'cognito-2', alg: 'RS256' }] }),
    });
  });

  const cognitoToken = (
    claims: JWTPayload = {},
    options: { kid?: string | null; omit?: string[] } = {},
  ) => {
    const issuedAt = now();
    const payload: JWTPayload = {
      sub: 'abc',
      token_use: 'access',
      client_id: clientId,
      iss: issuer,
      iat: issuedAt,
      exp: issuedAt + 3600,
      ...claims,
    };
    for (const name of options.omit ?? []) delete payload[name];
    const kid = options.kid === undefined ? 'cognito-1' : options.kid;
    return new SignJWT(payload)
      .setProtectedHeader(kid === null ? { alg: 'RS256' } : { alg: 'RS256', kid })
      .sign(key);
  };

  it("accepts the pool's access token and id token for the app client", async () => {
    await expect(verify(await cognitoToken())).resolves.toMatchObject({ sub: 'abc' });
    await expect(
      verify(await cognitoToken({ token_use: 'id', aud: clientId, client_id: undefined })),
    ).resolves.toMatchObject({ token_use: 'id' });
  });

  it('refuses a missing or unknown kid, no exp, a future iat, another client', async () => {
    const refused = [
      await cognitoToken({}, { kid: null }),
      await cognitoToken({}, { kid: 'unknown' }),
      await cognitoToken({}, { omit: ['exp'] }),
      await cognitoToken({ iat: now() + 600, exp: now() + 4200 }),
      await cognitoToken({ client_id: 'another-client' }),
      await cognitoToken({ token_use: 'id', aud: 'another-client' }),
      await cognitoToken({ iss: cognitoIssuer(region, 'eu-west-1_Other') }),
    ];
    for (const token of refused) await expect(verify(token)).rejects.toThrow();
  });
});
