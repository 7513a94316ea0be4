import { connect, type ClientHttp2Session } from 'node:http2';
import type { PushPayload } from '@convene/contract';
import { importPKCS8, SignJWT } from 'jose';
import {
  attempt,
  delivered,
  gone,
  REQUEST_TIMEOUT_MS,
  retry,
  TokenCache,
  type PushOutcome,
  type PushProvider,
} from './push-provider';

export interface ApnConfig {
  /** The .p8 key's PEM text. */
  key: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id (apns-topic). */
  topic: string;
  /** https://api.push.apple.com (production) or https://api.sandbox.push.apple.com. */
  url: string;
}

/** Reasons APNs gives for a token that will never work again. */
const GONE_REASONS = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic']);

/**
 * Apple Push Notification service over HTTP/2 with a provider token (an ES256 JWT from a
 * .p8 key, reused for 50 minutes as Apple asks): POST /3/device/{token}.
 */
export function apnProvider(config: ApnConfig): PushProvider {
  const tokens = new TokenCache(async () => {
    const key = await importPKCS8(config.key, 'ES256');
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
      .setIssuer(config.teamId)
      .setIssuedAt()
      .sign(key);
    return { value, expiresInS: 50 * 60 + 60 };
  });
  let session: ClientHttp2Session | undefined;
  const sessionOf = () => {
    if (!session || session.closed || session.destroyed) {
      session = connect(config.url);
      session.on('error', () => session?.destroy());
      session.unref();
    }
    return session;
  };

  function post(path: string, headers: Record<string, string>, body: string) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = sessionOf().request({ ':method': 'POST', ':path': path, ...headers });
      let status = 0;
      let text = '';
      request.setEncoding('utf8');
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.close());
      request.on('response', (head) => {
        status = Number(head[':status']);
      });
      request.on('data', (chunk: string) => {
        text += chunk;
      });
      request.on('end', () => resolve({ status, text }));
      request.on('error', reject);
      request.end(body);
    });
  }

  return {
    service: 'apn',
    send: (payload: PushPayload) =>
      attempt('apn', async (): Promise<PushOutcome> => {
        const body = JSON.stringify({
          aps: { alert: { title: payload.title, body: payload.body }, sound: 'default' },
          ...payload.data,
        });
        const response = await post(
          `/3/device/${encodeURIComponent(payload.deviceToken)}`,
          {
            authorization: `bearer ${await tokens.get()}`,
            'apns-topic': config.topic,
            'apns-push-type': 'alert',
            'content-type': 'application/json',
          },
          body,
        );
        if (response.status === 200) return delivered;
        let reason = '';
        try {
          reason = (JSON.parse(response.text) as { reason?: string }).reason ?? '';
        } catch {
          // Not JSON: the status says enough.
        }
        if (response.status === 410 || GONE_REASONS.has(reason)) {
          return gone(`apn: ${reason || response.status}`);
        }
        if (response.status === 403 && reason === 'ExpiredProviderToken') tokens.clear();
        return retry(`apn answered ${response.status}${reason ? ` ${reason}` : ''}`);
      }),
  };
}
