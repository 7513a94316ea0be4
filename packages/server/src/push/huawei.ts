import type { PushPayload } from '@convene/contract';
import {
  attempt,
  delivered,
  gone,
  retry,
  retryFrom,
  TokenCache,
  type PushOutcome,
  type PushProvider,
  REQUEST_TIMEOUT_MS,
} from './push-provider';

export interface HuaweiConfig {
  appId: string;
  clientSecret: string;
  /** https://oauth-login.cloud.huawei.com/oauth2/v3/token */
  tokenUrl: string;
  /** https://push-api.cloud.huawei.com */
  url: string;
}

/** Push Kit result codes (its documentation's "Result codes"). */
const SUCCESS = '80000000';
const ALL_TOKENS_INVALID = '80300007';
const TOKEN_EXPIRED = '80200003';

/**
 * Huawei Push Kit: an OAuth client-credentials token, then POST /v1/{appId}/messages:send.
 * The service answers 200 with a result code in the body.
 */
export function huaweiProvider(config: HuaweiConfig): PushProvider {
  const tokens = new TokenCache(async () => {
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.appId,
        client_secret: config.clientSecret,
      }),
    });
    if (!response.ok) throw new Error(`huawei token endpoint answered ${response.status}`);
    const token = (await response.json()) as { access_token: string; expires_in?: number };
    return { value: token.access_token, expiresInS: token.expires_in ?? 3600 };
  });

  return {
    service: 'huawei',
    send: (payload: PushPayload) =>
      attempt('huawei', async (): Promise<PushOutcome> => {
        const response = await fetch(
          `${config.url.replace(/\/$/, '')}/v1/${encodeURIComponent(config.appId)}/messages:send`,
          {
            method: 'POST',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            headers: {
              authorization: `Bearer ${await tokens.get()}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              validate_only: false,
              message: {
                token: [payload.deviceToken],
                data: JSON.stringify(payload.data),
                android: {
                  notification: {
                    title: payload.title,
                    body: payload.body,
                    click_action: { type: 3 },
                  },
                },
              },
            }),
          },
        );
        if (!response.ok) {
          if (response.status === 401) tokens.clear();
          return retryFrom('huawei', response);
        }
        const body = (await response.json().catch(() => ({}))) as { code?: string; msg?: string };
        if (body.code === SUCCESS) return delivered;
        if (body.code === ALL_TOKENS_INVALID) return gone(`huawei: ${body.msg ?? body.code}`);
        if (body.code === TOKEN_EXPIRED) tokens.clear();
        return retry(`huawei: ${body.code ?? 'no code'} ${body.msg ?? ''}`.trim());
      }),
  };
}
