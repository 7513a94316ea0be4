import type { PushPayload } from '@convene/contract';
import { importPKCS8, SignJWT } from 'jose';
import {
  attempt,
  delivered,
  gone,
  retryFrom,
  TokenCache,
  type PushOutcome,
  type PushProvider,
  REQUEST_TIMEOUT_MS,
} from './push-provider';

/** The fields of a Google service-account JSON key that FCM needs. */
export interface FirebaseConfig {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  /** The OAuth token endpoint (the key's token_uri). */
  tokenUrl: string;
  /** https://fcm.googleapis.com */
  url: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** FCM error codes meaning the registration token is not valid any more. */
const GONE_CODES = new Set(['UNREGISTERED', 'NOT_FOUND']);

interface FcmError {
  error?: {
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string }[];
  };
}

/**
 * Firebase Cloud Messaging HTTP v1: an OAuth token from the service account (a JWT grant),
 * then POST /v1/projects/{project}/messages:send.
 */
export function firebaseProvider(config: FirebaseConfig): PushProvider {
  const tokens = new TokenCache(async () => {
    const key = await importPKCS8(config.privateKey, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(config.clientEmail)
      .setAudience(config.tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
    });
    if (!response.ok) throw new Error(`firebase token endpoint answered ${response.status}`);
    const token = (await response.json()) as { access_token: string; expires_in?: number };
    return { value: token.access_token, expiresInS: token.expires_in ?? 3600 };
  });

  return {
    service: 'firebase',
    send: (payload: PushPayload) =>
      attempt('firebase', async (): Promise<PushOutcome> => {
        const response = await fetch(
          `${config.url.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`,
          {
            method: 'POST',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            headers: {
              authorization: `Bearer ${await tokens.get()}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              message: {
                token: payload.deviceToken,
                notification: { title: payload.title, body: payload.body },
                data: {
                  type: payload.data.type,
                  notificationId: payload.data.notificationId ?? '',
                  url: payload.data.url,
                },
              },
            }),
          },
        );
        if (response.ok) return delivered;
        if (response.status === 404 || response.status === 400) {
          const body = (await response
            .clone()
            .json()
            .catch(() => ({}))) as FcmError;
          const codes = [
            body.error?.status,
            ...(body.error?.details ?? []).map((detail) => detail.errorCode),
          ];
          if (response.status === 404 || codes.some((code) => code && GONE_CODES.has(code))) {
            return gone(`firebase: ${codes.filter(Boolean).join(' ') || response.status}`);
          }
          if (codes.includes('INVALID_ARGUMENT') && /token/i.test(body.error?.message ?? '')) {
            return gone(`firebase: ${body.error?.message ?? 'invalid token'}`);
          }
        }
        if (response.status === 401) tokens.clear();
        return retryFrom('firebase', response);
      }),
  };
}
