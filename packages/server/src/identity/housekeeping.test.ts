import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCodes, rateLimitBuckets } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';
import { issueCode } from './codes';
import { pruneIdentityState } from './housekeeping';
import { hitRateLimit } from './rate-limit';
import { isOriginRevoked, revokeOrigin } from './revocation';

describe('identity housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes ended rate-limit windows and long-expired codes, and keeps the rest', async () => {
    const db = t.runtime.services.db;
    const org = await t.createOrganization();
    const user = await t.createUser(org);
    const now = new Date();
    const hourAgo = new Date(now.getTime() - 2 * 60 * 60 * 1000);

    await hitRateLimit(db, 'test:ended', { max: 5, windowMs: 1000, now: hourAgo });
    await hitRateLimit(db, 'test:open', { max: 5, windowMs: 60_000, now });
    // A reset code issued two hours ago has expired (1 h); a confirmation code from then has not (24 h).
    await issueCode(db, {
      organizationId: org.id,
      loginId: user.loginId,
      purpose: 'reset',
      now: hourAgo,
    });
    await issueCode(db, {
      organizationId: org.id,
      loginId: user.loginId,
      purpose: 'confirm',
      now: hourAgo,
    });

    expect(await pruneIdentityState(db, now)).toEqual({ buckets: 1, codes: 1, revocations: 0 });
    const keys = (await db.select().from(rateLimitBuckets)).map((row) => row.key);
    expect(keys).toContain('test:open');
    expect(keys).not.toContain('test:ended');
    const codes = await db
      .select()
      .from(identityCodes)
      .where(eq(identityCodes.loginId, user.loginId));
    expect(codes.map((code) => code.purpose)).toEqual(['confirm']);
  });

  it('deletes a refresh-token revocation once nothing minted from the token can be valid', async () => {
    const db = t.runtime.services.db;
    const org = await t.createOrganization();
    const user = await t.createUser(org);
    const now = new Date();
    const expired = crypto.randomUUID();
    const live = crypto.randomUUID();
    const base = { organizationId: org.id, loginId: user.loginId };
    // A refresh token that expired two hours ago: its last access token expired an hour ago.
    await revokeOrigin(db, {
      ...base,
      originJti: expired,
      refreshExpiresAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
    });
    // One that expired a minute ago: an access token refreshed just before may still be valid.
    await revokeOrigin(db, {
      ...base,
      originJti: live,
      refreshExpiresAt: new Date(now.getTime() - 60 * 1000),
    });
    expect((await pruneIdentityState(db, now)).revocations).toBe(1);
    expect(await isOriginRevoked(db, expired)).toBe(false);
    expect(await isOriginRevoked(db, live)).toBe(true);
  });

  it('restarts a rate-limit window once it has ended', async () => {
    const db = t.runtime.services.db;
    const start = new Date('2026-01-01T00:00:00Z');
    const options = { max: 2, windowMs: 60_000 };
    expect(await hitRateLimit(db, 'test:window', { ...options, now: start })).toBe(true);
    expect(await hitRateLimit(db, 'test:window', { ...options, now: start })).toBe(true);
    expect(await hitRateLimit(db, 'test:window', { ...options, now: start })).toBe(false);
    const later = new Date(start.getTime() + 61_000);
    expect(await hitRateLimit(db, 'test:window', { ...options, now: later })).toBe(true);
  });
});
