import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { TOKEN_TTL } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logins } from '../db/schema/index';
import { TEST_PASSWORD, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { latestCode, startIdentityApp, stopIdentityApp } from '../test/identity-support';
import { issueTokens } from './tokens';
import { VerifiedTokenCache, VERIFIED_TOKEN_TTL_MS } from './verified-token-cache';

const NEW_PASSWORD = 'Brand-new-pa55!';

let t: TestApp;
let client: CognitoIdentityProviderClient;
let org: TestOrganization;

beforeAll(async () => {
  ({ t, client, org } = await startIdentityApp());
});
afterAll(() => stopIdentityApp({ t, client }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const self = (token: string) =>
  t.inject({
    method: 'GET',
    url: '/api/self',
    headers: { organization: org.id, authorization: `Bearer ${token}` },
  });

/** Reads /api/self twice; the second time the token's verification comes from the cache. */
async function cachedToken(user: TestUser) {
  expect((await self(user.token)).statusCode).toBe(200);
  const verify = vi.spyOn(t.runtime.services.keys, 'verify');
  expect((await self(user.token)).statusCode).toBe(200);
  expect(verify).not.toHaveBeenCalled();
  return verify;
}

describe('verified access token cache', () => {
  it('verifies a token once, then refuses it as soon as the password changes', async () => {
    const user = await t.createUser(org);
    const verify = await cachedToken(user);
    await client.send(
      new ChangePasswordCommand({
        AccessToken: user.token,
        PreviousPassword: TEST_PASSWORD,
        ProposedPassword: NEW_PASSWORD,
      }),
    );
    verify.mockClear();
    const after = await self(user.token);
    expect(after.statusCode).toBe(401);
    // Refused by the version check, although the verification itself was still cached.
    expect(verify).not.toHaveBeenCalled();
    // ChangePassword itself no longer takes the revoked token either.
    await expect(
      client.send(
        new ChangePasswordCommand({
          AccessToken: user.token,
          PreviousPassword: NEW_PASSWORD,
          ProposedPassword: 'Third-pa55word!',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('refuses a cached token once a reset elsewhere raised the token version', async () => {
    const user = await t.createUser(org);
    await cachedToken(user);
    await client.send(new ForgotPasswordCommand({ ClientId: org.clientId, Username: user.email }));
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: org.clientId,
        Username: user.email,
        ConfirmationCode: await latestCode(t, user.email),
        Password: NEW_PASSWORD,
      }),
    );
    expect((await self(user.token)).statusCode).toBe(401);
  });

  it('refuses a cached token that has expired', async () => {
    const user = await t.createUser(org);
    const [login] = await t.runtime.services.db
      .select()
      .from(logins)
      .where(eq(logins.id, user.loginId));
    const record = (await t.app.organizations.byIdOrUndefined(org.id))!;
    // Issued so that it expires 5 seconds from now: the cache must not keep it for a minute.
    const issuedAt = new Date(Date.now() - (TOKEN_TTL.access - 5) * 1000);
    const tokens = await issueTokens(
      t.runtime.services.keys,
      t.config,
      record,
      { loginId: login!.id, sub: login!.sub, email: login!.email, tokenVersion: 0 },
      { now: issuedAt },
    );
    const shortLived = { ...user, token: tokens.AccessToken };
    await cachedToken(shortLived);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
    expect((await self(shortLived.token)).statusCode).toBe(401);
  });
});

describe('VerifiedTokenCache', () => {
  const payload = (exp: number) => ({ sub: 's', token_use: 'access' as const, exp });

  it('keeps an entry at most the TTL and never past exp', () => {
    const cache = new VerifiedTokenCache(10);
    const now = 1_000_000_000_000;
    const farExp = now / 1000 + 3600;
    cache.set('a', payload(farExp), now);
    expect(cache.get('a', now + VERIFIED_TOKEN_TTL_MS - 1)).toBeDefined();
    expect(cache.get('a', now + VERIFIED_TOKEN_TTL_MS)).toBeUndefined();
    cache.set('b', payload(now / 1000 + 2), now);
    expect(cache.get('b', now + 1_999)).toBeDefined();
    expect(cache.get('b', now + 2_000)).toBeUndefined();
    cache.set('c', payload(now / 1000 - 1), now);
    expect(cache.size).toBe(0);
  });

  it('trusts a token only for the scope it was verified for', () => {
    const cache = new VerifiedTokenCache(10);
    const now = Date.now();
    cache.setFor('org-a pool client', 'token', payload(now / 1000 + 3600), now);
    expect(cache.getFor('org-a pool client', 'token', now)).toBeDefined();
    expect(cache.getFor('org-b pool client', 'token', now)).toBeUndefined();
    expect(cache.getFor('org-a pool other-client', 'token', now)).toBeUndefined();
    expect(cache.get('token', now)).toBeUndefined();
    cache.setFor('org-b pool client', 'token', payload(now / 1000 + 3600), now);
    expect(cache.getFor('org-a pool client', 'token', now)).toBeUndefined();
    expect(cache.getFor('org-b pool client', 'token', now)).toBeDefined();
  });

  it('holds at most its bound, dropping the least recently used', () => {
    const cache = new VerifiedTokenCache(2);
    const now = Date.now();
    const exp = now / 1000 + 3600;
    cache.set('a', payload(exp), now);
    cache.set('b', payload(exp), now);
    expect(cache.get('a', now)).toBeDefined();
    cache.set('c', payload(exp), now);
    expect(cache.size).toBe(2);
    expect(cache.get('b', now)).toBeUndefined();
    expect(cache.get('a', now)).toBeDefined();
    expect(cache.get('c', now)).toBeDefined();
  });
});
