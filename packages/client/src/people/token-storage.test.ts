import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionCipher } from './session-cipher';
import { jwtExpiringIn } from '../test/jwt';
import { createTokenStorage, memoryStorage, storageKeys } from './token-storage';

const ORG = '3f6b2c1e-0a4d-4c7b-9e21-8d5f6a7b8c9d';
const ORG_KEY = '3f6b2c1e0a4d4c7b9e218d5f6a7b8c9d';
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('storage keys', () => {
  it('are built from the organization id with non-alphanumerics removed', () => {
    expect(storageKeys(ORG)).toEqual({
      accessToken: `${ORG_KEY}_accessToken`,
      idToken: `${ORG_KEY}_idToken`,
      refreshToken: `${ORG_KEY}_refreshToken`,
      temporaryPassword: `${ORG_KEY}_tempPassword`,
      userData: `${ORG_KEY}_userData`,
      executeAs: `${ORG_KEY}_executeAs`,
      accessShareToken: `${ORG_KEY}_accessShareToken`,
    });
    expect(storageKeys('a_b.c d-é1').accessToken).toBe('abcd1_accessToken');
  });
});

describe('token storage', () => {
  it('keeps tokens, execute-as value and user data in local storage', () => {
    const storage = createTokenStorage(ORG);
    storage.storeTokens({ accessToken: 'a1', idToken: 'i1', refreshToken: 'r1' });
    storage.setExecuteAs('acct-2');
    storage.setUserData({ email: 'a@b.c' });
    expect(localStorage.getItem(`${ORG_KEY}_accessToken`)).toBe('a1');
    expect(localStorage.getItem(`${ORG_KEY}_idToken`)).toBe('i1');
    expect(localStorage.getItem(`${ORG_KEY}_refreshToken`)).toBe('r1');
    expect(localStorage.getItem(`${ORG_KEY}_executeAs`)).toBe('acct-2');
    expect(storage.getUserData()).toEqual({ email: 'a@b.c' });
    expect([
      storage.getAccessToken(),
      storage.getIdToken(),
      storage.getRefreshToken(),
      storage.getExecuteAs(),
    ]).toEqual(['a1', 'i1', 'r1', 'acct-2']);
    expect(sessionStorage.length).toBe(0);
  });

  it('replaces the refresh token only when a new one is given', () => {
    const storage = createTokenStorage(ORG);
    storage.storeTokens({ accessToken: 'a1', idToken: 'i1', refreshToken: 'r1' });
    storage.storeTokens({ accessToken: 'a2', idToken: 'i2' });
    expect(storage.getRefreshToken()).toBe('r1');
    expect(storage.getAccessToken()).toBe('a2');
    storage.storeTokens({ accessToken: 'a3', idToken: 'i3', refreshToken: 'r3' });
    expect(storage.getRefreshToken()).toBe('r3');
  });

  it('clearTokens removes the three tokens only', () => {
    const storage = createTokenStorage(ORG);
    storage.storeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' });
    storage.setExecuteAs('acct');
    storage.clearTokens();
    expect([storage.getAccessToken(), storage.getIdToken(), storage.getRefreshToken()]).toEqual([
      null,
      null,
      null,
    ]);
    expect(storage.getExecuteAs()).toBe('acct');
  });

  it('keeps organizations apart', () => {
    createTokenStorage('org-a').storeTokens({ accessToken: 'a', idToken: 'i' });
    expect(createTokenStorage('org-b').getAccessToken()).toBeNull();
    expect(createTokenStorage('orga').getAccessToken()).toBe('a');
  });

  it('removes the execute-as value, access share token and user data when set to null', () => {
    const storage = createTokenStorage(ORG);
    storage.setExecuteAs('acct-2');
    storage.setAccessShareToken('share');
    storage.setUserData({ a: 1 });
    storage.setExecuteAs(null);
    storage.setAccessShareToken(null);
    storage.setUserData(null);
    expect(localStorage.length).toBe(0);
  });

  it('logs a storage read error and yields no token', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createTokenStorage(ORG, { local: broken });
    expect(storage.getAccessToken()).toBeNull();
    expect(storage.isAuthenticated(NOW)).toBe(false);
    expect(consoleError).toHaveBeenCalled();
  });

  it('clears every auth value of the organization and nothing else', () => {
    const storage = createTokenStorage(ORG);
    storage.storeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' });
    storage.setExecuteAs('acct');
    storage.setUserData({ a: 1 });
    storage.setAccessShareToken('s');
    sessionStorage.setItem(`${ORG_KEY}_tempPassword`, 'sealed');
    localStorage.setItem('AUTH_REDIRECT', '/groups');
    storage.clear();
    expect(Object.keys(localStorage)).toEqual(['AUTH_REDIRECT']);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('isAuthenticated', () => {
  it('is true with an access token valid beyond the 300 s margin', () => {
    const storage = createTokenStorage(ORG);
    storage.storeTokens({ accessToken: jwtExpiringIn(301, NOW), idToken: 'i' });
    expect(storage.isAuthenticated(NOW)).toBe(true);
  });

  it('is false with an access token expiring within 300 s, or none', () => {
    const storage = createTokenStorage(ORG);
    expect(storage.isAuthenticated(NOW)).toBe(false);
    storage.storeTokens({ accessToken: jwtExpiringIn(300, NOW), idToken: 'i', refreshToken: 'r' });
    expect(storage.isAuthenticated(NOW)).toBe(false);
  });

  it('is true with an execute-as value in local storage even without a token', () => {
    const storage = createTokenStorage(ORG);
    localStorage.setItem(`${ORG_KEY}_executeAs`, 'acct-7');
    expect(storage.isAuthenticated(NOW)).toBe(true);
  });
});

describe('temporary password', () => {
  it('is kept encrypted in session storage and read back for the same email', async () => {
    const storage = createTokenStorage(ORG, { cipher: createSessionCipher() });
    await storage.keepTemporaryPassword('Ann@Example.com', 'Passw0rd!');
    const sealed = sessionStorage.getItem(`${ORG_KEY}_tempPassword`);
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain('Passw0rd');
    expect(localStorage.length).toBe(0);
    expect(await storage.readTemporaryPassword(' ann@example.com ')).toBe('Passw0rd!');
    expect(await storage.readTemporaryPassword('other@example.com')).toBeNull();
  });

  it('cannot be read with another session key (after a reload)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await createTokenStorage(ORG, { cipher: createSessionCipher() }).keepTemporaryPassword(
      'a@b.c',
      'Passw0rd!',
    );
    expect(
      await createTokenStorage(ORG, { cipher: createSessionCipher() }).readTemporaryPassword(
        'a@b.c',
      ),
    ).toBeNull();
  });

  it('is removed by clearTemporaryPassword', async () => {
    const storage = createTokenStorage(ORG);
    await storage.keepTemporaryPassword('a@b.c', 'Passw0rd!');
    storage.clearTemporaryPassword();
    expect(sessionStorage.length).toBe(0);
    expect(await storage.readTemporaryPassword('a@b.c')).toBeNull();
  });
});
