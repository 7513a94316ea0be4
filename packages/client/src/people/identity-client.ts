import { PASSWORD_MIN, type PublicOrganization } from '@convene/contract';
import {
  AUTH_CODES,
  AUTH_MESSAGES,
  AuthError,
  IdentityProviderError,
  toAuthError,
  type AuthOperation,
} from './auth-error';
import { createIdentityRequest } from './identity-request';
import { decodeTokenPayload, isTokenValid } from './token';
import { createTokenStorage, type AuthTokens, type TokenStorage } from './token-storage';

export interface IdentityClientOptions {
  /** `{origin}/identity` for the embedded provider, or `https://cognito-idp.us-east-1.amazonaws.com/`. */
  endpoint: string;
  clientId: string;
  organizationId: string;
  storage?: TokenStorage;
  fetch?: typeof fetch;
  /** Clock in ms, for the token validity rule. */
  now?: () => number;
}

export interface AuthChallenge {
  challengeName: string;
  session: string;
  /** The sign-in email, sent back as USERNAME with the challenge response. */
  email: string;
  parameters: Record<string, string>;
}

export type SignInResult =
  | ({ signedIn: true; tokens: AuthTokens } & Partial<Record<keyof AuthChallenge, undefined>>)
  | ({ signedIn: false; tokens?: undefined } & AuthChallenge);

/** What a sign-out revokes on the server: this session, or every session of the user. */
export type SignOutScope = 'session' | 'everywhere';

export interface CodeDeliveryDetails {
  Destination?: string;
  DeliveryMedium?: string;
  AttributeName?: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  username: string;
  /** The language of the confirmation mail (the app's current locale). */
  locale?: string;
}

export interface IdentityClient {
  readonly storage: TokenStorage;
  /** Stores the tokens on success; a challenge comes back for a follow-up `respondToChallenge`. */
  signIn(email: string, password: string): Promise<SignInResult>;
  respondToChallenge(
    challenge: Pick<AuthChallenge, 'challengeName' | 'session'> & { email?: string },
    answer: string,
  ): Promise<SignInResult>;
  /** True when the user is already confirmed; false when a confirmation code was sent. */
  signUp(input: SignUpInput): Promise<boolean>;
  /** Confirms, then signs in with the password kept since sign-up, if any (null when not signed in). */
  confirmSignUp(email: string, code: string): Promise<SignInResult | null>;
  /** `locale`: the language of the mailed code (the app's current locale). */
  resendConfirmationCode(email: string, locale?: string): Promise<CodeDeliveryDetails | undefined>;
  forgotPassword(email: string, locale?: string): Promise<CodeDeliveryDetails | undefined>;
  confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** New tokens from the refresh token; null when there is none. */
  refresh(): Promise<AuthTokens | null>;
  /**
   * For ApiClient: the access token while valid, else a refreshed one, else null; while a
   * password change signs in again, the new session's. Never throws.
   */
  getToken(): Promise<string | null>;
  getExecuteAs(): string | null;
  isAuthenticated(): boolean;
  /**
   * Sign-out does nothing on the client unless the app asks. `revoke` signs out on
   * the server too: `'session'` revokes this session's refresh token (RevokeToken; the
   * access and id tokens minted from it stop working with it), `'everywhere'` every session
   * of the user (GlobalSignOut). `clearSession` removes the stored tokens — at once, before
   * the provider answers; a failed revocation is logged, never thrown.
   */
  signOut(options?: { clearSession?: boolean; revoke?: SignOutScope }): Promise<void>;
  /** Removes every stored auth value of the organization. */
  clearSession(): void;
  /**
   * Stores the tokens of a sign-in made outside this client (the REST API's email
   * registration answers them, decision 0069), as a sign-in would.
   */
  storeAuthenticationResult(result: AuthenticationResult & { AccessToken: string }): AuthTokens;
  /** Called after tokens are stored or removed by this client (`useSyncExternalStore`-ready). */
  subscribe(listener: () => void): () => void;
}

export interface AuthenticationResult {
  AccessToken?: string;
  IdToken?: string;
  RefreshToken?: string;
  ExpiresIn?: number;
}

interface AuthResponse {
  AuthenticationResult?: AuthenticationResult;
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
}

/** Cognito's `ClientMetadata` of the actions that mail a code: the mail's language, when known. */
function mailMetadata(locale: string | undefined): { ClientMetadata?: { locale: string } } {
  return locale ? { ClientMetadata: { locale } } : {};
}

const CHALLENGE_RESPONSE_KEY: Readonly<Record<string, string>> = {
  NEW_PASSWORD_REQUIRED: 'NEW_PASSWORD',
  SMS_MFA: 'SMS_MFA_CODE',
};

/** The identity options of an organization's public configuration. */
export function identityOptionsOf(
  organization: Pick<PublicOrganization, 'ORGANIZATION_ID' | 'IDENTITY'>,
) {
  const { URL, REGION, CLIENT_ID } = organization.IDENTITY;
  return {
    endpoint: URL || `https://cognito-idp.${REGION}.amazonaws.com/`,
    clientId: CLIENT_ID,
    organizationId: organization.ORGANIZATION_ID,
  };
}

export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  const { clientId } = options;
  const storage = options.storage ?? createTokenStorage(options.organizationId);
  const request = createIdentityRequest(options.endpoint, options.fetch);
  const now = options.now ?? Date.now;
  let refreshing: Promise<AuthTokens | null> | undefined;
  /**
   * A password change from the moment it is sent until its new session is stored. The change
   * revokes every token issued before it, so a token read meanwhile waits for the new one:
   * a request sent in that window (a poll, a refetch) would be refused and sign the person
   * out.
   */
  let renewing: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  async function run<T>(operation: AuthOperation, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      throw toAuthError(error, operation);
    }
  }

  function storeResult(result: AuthenticationResult & { AccessToken: string }): AuthTokens {
    const tokens: AuthTokens = { accessToken: result.AccessToken, idToken: result.IdToken ?? '' };
    if (result.RefreshToken) tokens.refreshToken = result.RefreshToken;
    storage.storeTokens(tokens);
    if (tokens.idToken) storage.setUserData(decodeTokenPayload(tokens.idToken));
    notify();
    return tokens;
  }

  function signInResult(response: AuthResponse, email: string): SignInResult {
    const result = response.AuthenticationResult;
    if (result?.AccessToken)
      return {
        signedIn: true,
        tokens: storeResult({ ...result, AccessToken: result.AccessToken }),
      };
    if (response.ChallengeName) {
      return {
        signedIn: false,
        challengeName: response.ChallengeName,
        session: response.Session ?? '',
        email,
        parameters: response.ChallengeParameters ?? {},
      };
    }
    throw new IdentityProviderError(undefined, '', 200);
  }

  function requirePassword(password: string, field: string) {
    if (typeof password !== 'string' || password.length < PASSWORD_MIN)
      throw new AuthError(
        AUTH_CODES.invalidPassword,
        AUTH_MESSAGES.passwordTooShort,
        undefined,
        field,
      );
  }

  async function refreshNow(): Promise<AuthTokens | null> {
    const refreshToken = storage.getRefreshToken();
    if (!refreshToken) return null;
    return run('refresh', async () => {
      try {
        const response = await request<AuthResponse>('InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        });
        const result = response.AuthenticationResult;
        if (!result?.AccessToken) throw new IdentityProviderError(undefined, '', 200);
        return { refreshToken, ...storeResult({ ...result, AccessToken: result.AccessToken }) };
      } catch (error) {
        // A revoked or expired refresh token will never work again: forget it rather than
        // ask the provider on every request (and run into its rate limit).
        if (error instanceof IdentityProviderError && error.type === 'NotAuthorizedException')
          storage.clearTokens();
        notify();
        throw error;
      }
    });
  }

  /** Revokes on the provider with the tokens stored now (read before the first await). */
  async function revokeOnProvider(scope: SignOutScope): Promise<void> {
    const accessToken = storage.getAccessToken();
    const refreshToken = storage.getRefreshToken();
    const attempt = async (action: 'GlobalSignOut' | 'RevokeToken', body: object) => {
      try {
        await request(action, body as Record<string, unknown>);
      } catch (error) {
        console.warn(`Sign-out: ${action} failed`, error);
      }
    };
    if (scope === 'everywhere' && accessToken)
      await attempt('GlobalSignOut', { AccessToken: accessToken });
    // Also after GlobalSignOut: should it have failed (an expired access token), this
    // session's refresh token is revoked at least.
    if (refreshToken) await attempt('RevokeToken', { Token: refreshToken, ClientId: clientId });
  }

  const client: IdentityClient = {
    storage,

    async signIn(email, password) {
      if (!email?.trim() || !password?.trim())
        throw new AuthError(AUTH_CODES.invalidInput, AUTH_MESSAGES.emailAndPasswordRequired);
      const username = email.trim();
      return run('signIn', async () =>
        signInResult(
          await request<AuthResponse>('InitiateAuth', {
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: clientId,
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
          username,
        ),
      );
    },

    async respondToChallenge(challenge, answer) {
      const responseKey = CHALLENGE_RESPONSE_KEY[challenge.challengeName] ?? 'ANSWER';
      const responses: Record<string, string> = { [responseKey]: answer };
      if (challenge.email) responses.USERNAME = challenge.email;
      return run('respondToChallenge', async () =>
        signInResult(
          await request<AuthResponse>('RespondToAuthChallenge', {
            ClientId: clientId,
            ChallengeName: challenge.challengeName,
            Session: challenge.session,
            ChallengeResponses: responses,
          }),
          challenge.email ?? '',
        ),
      );
    },

    async signUp({ email, password, username, locale }) {
      if (!email?.trim())
        throw new AuthError(
          AUTH_CODES.invalidInput,
          AUTH_MESSAGES.emailRequired,
          undefined,
          'email',
        );
      if (!password?.trim())
        throw new AuthError(
          AUTH_CODES.invalidInput,
          AUTH_MESSAGES.passwordRequired,
          undefined,
          'password',
        );
      const address = email.trim();
      const attributes = [{ Name: 'email', Value: address }];
      if (username?.trim()) attributes.push({ Name: 'preferred_username', Value: username.trim() });
      const response = await run('signUp', () =>
        request<{ UserConfirmed?: boolean }>('SignUp', {
          ClientId: clientId,
          Username: address,
          Password: password,
          UserAttributes: attributes,
          ...mailMetadata(locale),
        }),
      );
      if (response.UserConfirmed) {
        storage.clearTemporaryPassword();
        return true;
      }
      try {
        await storage.keepTemporaryPassword(address, password);
      } catch (error) {
        // Without Web Crypto (an insecure origin) the user simply signs in after confirming.
        console.warn('Could not keep the password until confirmation', error);
      }
      return false;
    },

    async confirmSignUp(email, code) {
      const address = (email ?? '').trim();
      await run('confirmSignUp', () =>
        request('ConfirmSignUp', {
          ClientId: clientId,
          Username: address,
          ConfirmationCode: (code ?? '').trim(),
        }),
      );
      const password = await storage.readTemporaryPassword(address);
      if (!password) return null;
      try {
        return await client.signIn(address, password);
      } catch (error) {
        console.warn('Confirmed, but signing in with the kept password failed', error);
        return null;
      } finally {
        storage.clearTemporaryPassword();
      }
    },

    async resendConfirmationCode(email, locale) {
      const response = await run('resendConfirmationCode', () =>
        request<{ CodeDeliveryDetails?: CodeDeliveryDetails }>('ResendConfirmationCode', {
          ClientId: clientId,
          Username: (email ?? '').trim(),
          ...mailMetadata(locale),
        }),
      );
      return response.CodeDeliveryDetails;
    },

    async forgotPassword(email, locale) {
      const response = await run('forgotPassword', () =>
        request<{ CodeDeliveryDetails?: CodeDeliveryDetails }>('ForgotPassword', {
          ClientId: clientId,
          Username: (email ?? '').trim(),
          ...mailMetadata(locale),
        }),
      );
      return response.CodeDeliveryDetails;
    },

    async confirmForgotPassword(email, code, newPassword) {
      requirePassword(newPassword, 'password');
      await run('confirmForgotPassword', () =>
        request('ConfirmForgotPassword', {
          ClientId: clientId,
          Username: (email ?? '').trim(),
          ConfirmationCode: (code ?? '').trim(),
          Password: newPassword,
        }),
      );
    },

    async changePassword(oldPassword, newPassword) {
      const accessToken = await client.getToken();
      if (!accessToken)
        throw new AuthError(AUTH_CODES.accessTokenNotFound, AUTH_MESSAGES.noAccessToken);
      requirePassword(oldPassword, 'oldPassword');
      requirePassword(newPassword, 'newPassword');
      let finished!: () => void;
      const settled = new Promise<void>((resolve) => (finished = resolve));
      renewing = settled;
      try {
        await run('changePassword', () =>
          request('ChangePassword', {
            AccessToken: accessToken,
            PreviousPassword: oldPassword,
            ProposedPassword: newPassword,
          }),
        );
        // The server revokes every token issued before the change: sign in again with the new
        // password so this session goes on (the email is the ID token's claim).
        const email = decodeTokenPayload(storage.getIdToken() ?? '')?.email;
        if (typeof email === 'string' && email) await client.signIn(email, newPassword);
      } finally {
        finished();
        if (renewing === settled) renewing = undefined;
      }
    },

    refresh() {
      refreshing ??= refreshNow().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },

    async getToken() {
      try {
        await renewing;
        const accessToken = storage.getAccessToken();
        if (isTokenValid(accessToken, now())) return accessToken;
        if (!storage.getRefreshToken()) return null;
        return (await client.refresh())?.accessToken ?? null;
      } catch (error) {
        console.error('Could not get an access token', error);
        return null;
      }
    },

    getExecuteAs: () => storage.getExecuteAs(),
    isAuthenticated: () => storage.isAuthenticated(now()),

    async signOut({ clearSession = false, revoke } = {}) {
      const revoking = revoke ? revokeOnProvider(revoke) : undefined;
      if (clearSession) client.clearSession();
      await revoking;
    },

    storeAuthenticationResult: storeResult,

    clearSession() {
      storage.clear();
      notify();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return client;
}
