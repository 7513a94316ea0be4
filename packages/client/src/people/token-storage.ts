import { sessionCipher, type SessionCipher } from './session-cipher';
import { isTokenValid } from './token';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthTokens {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
}

/** Storage key names of one organization's auth data. */
export function storageKeys(organizationId: string) {
  const orgKey = organizationId.replace(/[^a-zA-Z0-9]/g, '');
  return {
    accessToken: `${orgKey}_accessToken`,
    idToken: `${orgKey}_idToken`,
    refreshToken: `${orgKey}_refreshToken`,
    temporaryPassword: `${orgKey}_tempPassword`,
    userData: `${orgKey}_userData`,
    executeAs: `${orgKey}_executeAs`,
    accessShareToken: `${orgKey}_accessShareToken`,
  } as const;
}
export type StorageKeys = ReturnType<typeof storageKeys>;

export interface TokenStorageOptions {
  /** Tokens, user data and the execute-as value; defaults to `localStorage`. */
  local?: StorageLike;
  /** The encrypted temporary password; defaults to `sessionStorage`. */
  session?: StorageLike;
  cipher?: SessionCipher;
}

export interface TokenStorage {
  readonly keys: StorageKeys;
  getAccessToken(): string | null;
  getIdToken(): string | null;
  getRefreshToken(): string | null;
  /** Access and id tokens are replaced; the refresh token only when one is given. */
  storeTokens(tokens: AuthTokens): void;
  /** Removes the access, id and refresh tokens only. */
  clearTokens(): void;
  getExecuteAs(): string | null;
  /** The account to act as (account switching); null removes it. */
  setExecuteAs(accountId: string | null): void;
  getUserData(): unknown;
  setUserData(data: unknown): void;
  getAccessShareToken(): string | null;
  setAccessShareToken(token: string | null): void;
  /** Between sign-up and confirmation only, encrypted, in session storage. */
  keepTemporaryPassword(email: string, password: string): Promise<void>;
  /** The password kept for this email, or null (none, another email, or sealed in an earlier page session). */
  readTemporaryPassword(email: string): Promise<string | null>;
  clearTemporaryPassword(): void;
  /** A valid access token, or an execute-as value in local storage. */
  isAuthenticated(now?: number): boolean;
  /** Removes every auth value of this organization. */
  clear(): void;
}

export function createTokenStorage(
  organizationId: string,
  options: TokenStorageOptions = {},
): TokenStorage {
  const keys = storageKeys(organizationId);
  const local = options.local ?? browserStorage('localStorage');
  const session = options.session ?? browserStorage('sessionStorage');
  const cipher = () => options.cipher ?? sessionCipher();

  const read = (storage: StorageLike, key: string): string | null => {
    try {
      return storage.getItem(key) || null;
    } catch (error) {
      console.error(`Could not read ${key}`, error);
      return null;
    }
  };
  const write = (storage: StorageLike, key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  };

  return {
    keys,
    getAccessToken: () => read(local, keys.accessToken),
    getIdToken: () => read(local, keys.idToken),
    getRefreshToken: () => read(local, keys.refreshToken),
    storeTokens(tokens) {
      write(local, keys.accessToken, tokens.accessToken || null);
      write(local, keys.idToken, tokens.idToken || null);
      if (tokens.refreshToken) write(local, keys.refreshToken, tokens.refreshToken);
    },
    clearTokens() {
      for (const key of [keys.accessToken, keys.idToken, keys.refreshToken]) local.removeItem(key);
    },
    getExecuteAs: () => read(local, keys.executeAs),
    setExecuteAs: (accountId) => write(local, keys.executeAs, accountId || null),
    getUserData() {
      const text = read(local, keys.userData);
      if (!text) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },
    setUserData: (data) =>
      write(
        local,
        keys.userData,
        data === null || data === undefined ? null : JSON.stringify(data),
      ),
    getAccessShareToken: () => read(local, keys.accessShareToken),
    setAccessShareToken: (token) => write(local, keys.accessShareToken, token || null),
    async keepTemporaryPassword(email, password) {
      write(
        session,
        keys.temporaryPassword,
        await cipher().encrypt(JSON.stringify({ email: sameEmail(email), password })),
      );
    },
    async readTemporaryPassword(email) {
      const sealed = read(session, keys.temporaryPassword);
      if (!sealed) return null;
      try {
        const kept = JSON.parse(await cipher().decrypt(sealed)) as {
          email?: unknown;
          password?: unknown;
        };
        return kept.email === sameEmail(email) && typeof kept.password === 'string'
          ? kept.password
          : null;
      } catch (error) {
        console.warn('The kept temporary password cannot be read in this page session', error);
        return null;
      }
    },
    clearTemporaryPassword: () => session.removeItem(keys.temporaryPassword),
    isAuthenticated(now = Date.now()) {
      return (
        isTokenValid(read(local, keys.accessToken), now) || read(local, keys.executeAs) !== null
      );
    },
    clear() {
      for (const key of [
        keys.accessToken,
        keys.idToken,
        keys.refreshToken,
        keys.userData,
        keys.executeAs,
        keys.accessShareToken,
      ]) {
        local.removeItem(key);
      }
      session.removeItem(keys.temporaryPassword);
    },
  };
}

function sameEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The browser's storage; an in-memory one during server rendering or when storage is blocked. */
function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const storage = globalThis[name];
    if (storage) return storage;
  } catch {
    // Reading the property throws where storage is disabled (sandboxed frames, some private modes).
  }
  return memoryStorage();
}

export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}
