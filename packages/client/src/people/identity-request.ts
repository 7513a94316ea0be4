import { IdentityNetworkError, IdentityProviderError } from './auth-error';

/** The user-pool actions the identity client calls. */
export type IdentityAction =
  | 'InitiateAuth'
  | 'RespondToAuthChallenge'
  | 'SignUp'
  | 'ConfirmSignUp'
  | 'ResendConfirmationCode'
  | 'ForgotPassword'
  | 'ConfirmForgotPassword'
  | 'ChangePassword'
  | 'GlobalSignOut'
  | 'RevokeToken';

export type IdentityRequest = <T>(
  action: IdentityAction,
  body: Record<string, unknown>,
) => Promise<T>;

/**
 * One call of the Cognito user-pool JSON 1.1 protocol. Works against the embedded provider
 * (`{origin}/identity`) and AWS Cognito (`https://cognito-idp.us-east-1.amazonaws.com/`) alike.
 */
export function createIdentityRequest(endpoint: string, fetchImpl?: typeof fetch): IdentityRequest {
  return async <T>(action: IdentityAction, body: Record<string, unknown>): Promise<T> => {
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}`,
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new IdentityNetworkError(error);
    }
    const text = await response.text().catch(() => '');
    const parsed = parseJson(text);
    if (!response.ok) throw providerError(response, parsed);
    return (parsed ?? {}) as T;
  };
}

function providerError(
  response: Response,
  body: Record<string, unknown> | undefined,
): IdentityProviderError {
  // AWS may qualify the type ("com.amazonaws…#NotAuthorizedException") or put it only in a header.
  const rawType = stringOf(body?.__type) ?? response.headers.get('x-amzn-errortype')?.split(':')[0];
  const type = rawType ? rawType.slice(rawType.lastIndexOf('#') + 1) || undefined : undefined;
  const message = stringOf(body?.message) ?? stringOf(body?.Message) ?? '';
  return new IdentityProviderError(type, message, response.status);
}

function parseJson(text: string): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}
