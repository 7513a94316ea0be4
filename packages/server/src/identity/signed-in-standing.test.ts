import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAccounts } from '../db/schema/index';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { STANDING_TTL_MS } from './authenticate';

let t: TestApp;
let org: TestOrganization;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrganization();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const self = (user: TestUser) =>
  t.inject({ method: 'GET', url: '/api/self', headers: user.headers });

/** The login's accounts unlinked in the table, behind the API's back (no data version moves). */
const unlinkQuietly = (user: TestUser) =>
  t.runtime.services.db.delete(loginAccounts).where(eq(loginAccounts.loginId, user.loginId));

describe('what a signed-in token speaks for (decision 0076)', () => {
  it('is read once per data version: a quiet change shows after the next API write', async () => {
    const user = await t.createUser(org);
    const writer = await t.createUser(org);
    expect((await self(user)).json().data.id).toBe(user.accountId);

    await unlinkQuietly(user);
    // Read from what this node found at this data version: still the account.
    expect((await self(user)).json().data.id).toBe(user.accountId);

    // Someone else's write through the API moves the version on.
    const write = await t.inject({
      method: 'PUT',
      url: '/api/self',
      headers: writer.headers,
      payload: { bio: 'Sailing' },
    });
    expect(write.statusCode).toBe(200);
    const after = await self(user);
    expect(after.statusCode).toBe(463);
    expect(after.json()).toMatchObject({ code: 'NO_ACCOUNT_SELECTED' });
  });

  it(`is read again after ${STANDING_TTL_MS / 1000} s without any write`, async () => {
    const user = await t.createUser(org);
    expect((await self(user)).statusCode).toBe(200);
    await unlinkQuietly(user);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + STANDING_TTL_MS + 1 });
    expect((await self(user)).statusCode).toBe(463);
  });

  it('keeps each executeAs apart from the primary account', async () => {
    const user = await t.createUser(org);
    const stranger = await t.createUser(org);
    expect((await self(user)).json().data.id).toBe(user.accountId);
    const refused = await t.inject({
      method: 'GET',
      url: '/api/self',
      headers: { ...user.headers, executeAs: stranger.accountId },
    });
    expect(refused.statusCode).toBe(403);
    // The refusal was not kept in place of the primary account, nor the other way round.
    expect((await self(user)).json().data.id).toBe(user.accountId);
  });
});
