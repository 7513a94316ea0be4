import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, loginAccounts } from '../../db/schema/index';
import {
  createTestApp,
  uniqueName,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';

describe('login routes', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    other = await t.createOrganization();
  });
  afterAll(() => t.close());

  async function createAccount(user: TestUser, username = uniqueName('alt')) {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login/account',
      headers: user.headers,
      payload: { account: { username, firstName: 'Second', bio: 'Team account' } },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; username: string; primary: boolean };
  }

  const share = (user: TestUser, email: string, executeAs?: string) =>
    t.inject({
      method: 'POST',
      url: `/api/login/account/${encodeURIComponent(email)}`,
      headers: { ...user.headers, ...(executeAs ? { executeAs } : {}) },
    });
  const unshare = (user: TestUser, email: string, executeAs?: string) =>
    t.inject({
      method: 'DELETE',
      url: `/api/login/account/${encodeURIComponent(email)}`,
      headers: { ...user.headers, ...(executeAs ? { executeAs } : {}) },
    });

  describe('GET /login', () => {
    it('returns the login with every account it holds, primary first, ignoring executeAs', async () => {
      const user = await t.createUser(org);
      const second = await createAccount(user);
      const response = await t.inject({
        method: 'GET',
        url: '/api/login',
        headers: { ...user.headers, executeAs: second.id },
      });
      expect(response.statusCode).toBe(200);
      const login = response.json().data;
      expect(login).toMatchObject({
        id: user.loginId,
        email: user.email,
        verified: true,
        admin: false,
      });
      expect(login.accounts).toHaveLength(2);
      expect(login.accounts[0]).toMatchObject({
        id: user.accountId,
        primary: true,
        email: user.email,
      });
      expect(login.accounts[1]).toMatchObject({
        id: second.id,
        primary: false,
        username: second.username,
      });
    });

    it('works for a login without accounts and answers 401 without a token', async () => {
      const user = await t.createUser(org);
      await t.runtime.services.db
        .delete(loginAccounts)
        .where(eq(loginAccounts.loginId, user.loginId));
      const response = await t.inject({ method: 'GET', url: '/api/login', headers: user.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.accounts).toEqual([]);
      const anonymous = await t.inject({ method: 'GET', url: '/api/login', headers: org.headers });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('POST /login/account', () => {
    it('creates another account held by the login, not primary', async () => {
      const user = await t.createUser(org);
      const username = uniqueName('team');
      const created = await createAccount(user, username);
      expect(created).toMatchObject({
        username,
        primary: false,
        firstName: 'Second',
        bio: 'Team account',
      });
      const [link] = await t.runtime.services.db
        .select()
        .from(loginAccounts)
        .where(eq(loginAccounts.accountId, created.id));
      expect(link).toMatchObject({ loginId: user.loginId, organizationId: org.id, primary: false });
    });

    it('makes the first account of a login without accounts its primary one', async () => {
      const user = await t.createUser(org);
      await t.runtime.services.db
        .delete(loginAccounts)
        .where(eq(loginAccounts.loginId, user.loginId));
      const created = await createAccount(user);
      expect(created.primary).toBe(true);
      const self = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(self.statusCode).toBe(200);
      expect(self.json().data.id).toBe(created.id);
    });

    it('answers 409 Username already taken, within the organization only', async () => {
      const user = await t.createUser(org);
      const taken = await t.createUser(org);
      const response = await t.inject({
        method: 'POST',
        url: '/api/login/account',
        headers: user.headers,
        payload: { account: { username: taken.username } },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'CONFLICT',
        message: 'Username already taken',
        field: 'account.username',
      });
      const elsewhere = await t.createUser(other);
      await createAccount(user, elsewhere.username);
    });

    it('validates the username with 400 naming the field', async () => {
      const user = await t.createUser(org);
      for (const username of ['abc', '-leading', 'trailing-', 'double--hyphen', 'Upper-Case']) {
        const response = await t.inject({
          method: 'POST',
          url: '/api/login/account',
          headers: user.headers,
          payload: { account: { username } },
        });
        expect(response.statusCode, username).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'account.username' });
      }
      const missing = await t.inject({
        method: 'POST',
        url: '/api/login/account',
        headers: user.headers,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field).toBe('account');
    });

    it('answers 401 without a token', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/login/account',
        headers: org.headers,
        payload: { account: { username: uniqueName('anon') } },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /login/account/verify', () => {
    it('tells whether a valid username is free without creating anything', async () => {
      const user = await t.createUser(org);
      const free = uniqueName('free');
      const available = await t.inject({
        method: 'POST',
        url: '/api/login/account/verify',
        headers: user.headers,
        payload: { account: { username: free } },
      });
      expect(available.statusCode).toBe(200);
      expect(available.json()).toEqual({
        status: 'ok',
        message: 'OK',
        data: { available: true },
      });
      const rows = await t.runtime.services.db
        .select()
        .from(accounts)
        .where(eq(accounts.username, free));
      expect(rows).toEqual([]);

      const taken = await t.inject({
        method: 'POST',
        url: '/api/login/account/verify',
        headers: user.headers,
        payload: { account: { username: user.username } },
      });
      expect(taken.json().data).toEqual({ available: false });

      const invalid = await t.inject({
        method: 'POST',
        url: '/api/login/account/verify',
        headers: user.headers,
        payload: { account: { username: 'no' } },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({
        field: 'account.username',
        message: 'Username must be at least 5 characters',
      });

      const anonymous = await t.inject({
        method: 'POST',
        url: '/api/login/account/verify',
        headers: org.headers,
        payload: { account: { username: free } },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('sharing an account', () => {
    it('shares the acting account with another login, which may then act as it', async () => {
      const owner = await t.createUser(org);
      const team = await createAccount(owner);
      const friend = await t.createUser(org);

      const response = await share(owner, friend.email, team.id);
      expect(response.statusCode).toBe(200);
      const shared = response.json().data as {
        id: string;
        email: string;
        primary: boolean;
        current: boolean;
      }[];
      expect(shared.map((login) => login.email).sort()).toEqual([owner.email, friend.email].sort());
      expect(shared.find((login) => login.id === owner.loginId)).toMatchObject({
        current: true,
        primary: false,
      });
      expect(shared.find((login) => login.id === friend.loginId)).toMatchObject({
        current: false,
        primary: false,
      });

      const friendLogin = await t.inject({
        method: 'GET',
        url: '/api/login',
        headers: friend.headers,
      });
      expect(friendLogin.json().data.accounts.map((a: { id: string }) => a.id)).toEqual([
        friend.accountId,
        team.id,
      ]);
      const actingAs = await t.inject({
        method: 'GET',
        url: '/api/self',
        headers: { ...friend.headers, executeAs: team.id },
      });
      expect(actingAs.json().data.id).toBe(team.id);

      const logins = await t.inject({
        method: 'GET',
        url: '/api/login/account/logins',
        headers: { ...friend.headers, executeAs: team.id },
      });
      expect(logins.statusCode).toBe(200);
      expect(logins.json().data.map((login: { id: string }) => login.id)).toEqual([
        owner.loginId,
        friend.loginId,
      ]);
      const again = await share(owner, friend.email, team.id);
      expect(again.statusCode).toBe(409);
    });

    it('matches the email case-insensitively and answers 404 for an unknown login', async () => {
      const owner = await t.createUser(org);
      const friend = await t.createUser(org);
      const response = await share(owner, friend.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      const unknown = await share(owner, 'nobody@example.test');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Login not found' });
    });

    it('never reaches a login of another organization (404)', async () => {
      const owner = await t.createUser(org);
      const outsider = await t.createUser(other);
      const response = await share(owner, outsider.email);
      expect(response.statusCode).toBe(404);
      const links = await t.runtime.services.db
        .select()
        .from(loginAccounts)
        .where(eq(loginAccounts.loginId, outsider.loginId));
      expect(links.map((link) => link.accountId)).toEqual([outsider.accountId]);
      const unshared = await unshare(owner, outsider.email);
      expect(unshared.statusCode).toBe(404);
    });

    it('answers 401 without a token and 463 without an account', async () => {
      const friend = await t.createUser(org);
      const anonymous = await t.inject({
        method: 'POST',
        url: `/api/login/account/${encodeURIComponent(friend.email)}`,
        headers: org.headers,
      });
      expect(anonymous.statusCode).toBe(401);
      const lonely = await t.createUser(org);
      await t.runtime.services.db
        .delete(loginAccounts)
        .where(eq(loginAccounts.loginId, lonely.loginId));
      expect((await share(lonely, friend.email)).statusCode).toBe(463);
      expect((await unshare(lonely, friend.email)).statusCode).toBe(463);
      const list = await t.inject({
        method: 'GET',
        url: '/api/login/account/logins',
        headers: lonely.headers,
      });
      expect(list.statusCode).toBe(463);
    });
  });

  describe('unsharing an account', () => {
    it('removes a shared login', async () => {
      const owner = await t.createUser(org);
      const friend = await t.createUser(org);
      expect((await share(owner, friend.email)).statusCode).toBe(200);
      const response = await unshare(owner, friend.email);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((login: { id: string }) => login.id)).toEqual([
        owner.loginId,
      ]);
      const friendSelf = await t.inject({
        method: 'GET',
        url: '/api/self',
        headers: { ...friend.headers, executeAs: owner.accountId },
      });
      expect(friendSelf.statusCode).toBe(403);
    });

    it('keeps the primary link (409) and the last login (409); a login not sharing is 404', async () => {
      const owner = await t.createUser(org);
      const friend = await t.createUser(org);
      const primary = await unshare(owner, owner.email);
      expect(primary.statusCode).toBe(409);
      expect(primary.json().message).toBe('The primary login of an account cannot be removed');

      const team = await createAccount(owner);
      const last = await unshare(owner, owner.email, team.id);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe('An account must keep at least one login');

      const notShared = await unshare(owner, friend.email);
      expect(notShared.statusCode).toBe(404);
      expect(notShared.json().message).toBe('The account is not shared with this login');

      // With a second login holding it, the owner may leave a non-primary account.
      expect((await share(owner, friend.email, team.id)).statusCode).toBe(200);
      const leave = await unshare(owner, owner.email, team.id);
      expect(leave.statusCode).toBe(200);
      expect(leave.json().data.map((login: { id: string }) => login.id)).toEqual([friend.loginId]);
    });
  });

  describe('GET /login/account/logins', () => {
    it('pages and searches the logins sharing the acting account', async () => {
      const owner = await t.createUser(org);
      const friends = [await t.createUser(org), await t.createUser(org)];
      for (const friend of friends) expect((await share(owner, friend.email)).statusCode).toBe(200);
      const firstPage = await t.inject({
        method: 'GET',
        url: '/api/login/account/logins?page=1&pageSize=2',
        headers: owner.headers,
      });
      expect(firstPage.json().data).toHaveLength(2);
      expect(firstPage.json().data[0]).toMatchObject({
        id: owner.loginId,
        primary: true,
        current: true,
      });
      const secondPage = await t.inject({
        method: 'GET',
        url: '/api/login/account/logins?page=2&pageSize=2',
        headers: owner.headers,
      });
      expect(secondPage.json().data.map((login: { id: string }) => login.id)).toEqual([
        friends[1]!.loginId,
      ]);
      const search = await t.inject({
        method: 'GET',
        url: `/api/login/account/logins?search=${encodeURIComponent(friends[0]!.email)}`,
        headers: owner.headers,
      });
      expect(search.json().data.map((login: { id: string }) => login.id)).toEqual([
        friends[0]!.loginId,
      ]);
      const anonymous = await t.inject({
        method: 'GET',
        url: '/api/login/account/logins',
        headers: org.headers,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('PUT /login/account/locale', () => {
    it('saves one of the organization locales on the acting account', async () => {
      const user = await t.createUser(org);
      const team = await createAccount(user);
      const response = await t.inject({
        method: 'PUT',
        url: '/api/login/account/locale',
        headers: { ...user.headers, executeAs: team.id },
        payload: { locale: 'ja' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: team.id, locale: 'ja' });
      const [row] = await t.runtime.services.db
        .select()
        .from(accounts)
        .where(eq(accounts.id, user.accountId));
      expect(row?.locale).toBe('en');
    });

    it('rejects a locale the organization does not offer with 400 on locale', async () => {
      const user = await t.createUser(org);
      const response = await t.inject({
        method: 'PUT',
        url: '/api/login/account/locale',
        headers: user.headers,
        payload: { locale: 'pt-BR' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'VALIDATION',
        message: 'Locale pt-BR not found',
        field: 'locale',
      });
      const missing = await t.inject({
        method: 'PUT',
        url: '/api/login/account/locale',
        headers: user.headers,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field).toBe('locale');
      const anonymous = await t.inject({
        method: 'PUT',
        url: '/api/login/account/locale',
        headers: org.headers,
        payload: { locale: 'fr' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
