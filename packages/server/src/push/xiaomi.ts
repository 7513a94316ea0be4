import type { PushPayload } from '@convene/contract';
import {
  attempt,
  delivered,
  gone,
  retry,
  retryFrom,
  type PushOutcome,
  type PushProvider,
  REQUEST_TIMEOUT_MS,
} from './push-provider';

export interface XiaomiConfig {
  appSecret: string;
  /** The Android app's package name (restricted_package_name). */
  packageName: string;
  /** https://api.xmpush.xiaomi.com (mainland) or https://api.xmpush.global.xiaomi.com. */
  url: string;
}

/** MiPush's error code for a registration id it does not know. */
const INVALID_REGID = 20301;

interface MiPushAnswer {
  result?: string;
  code?: number;
  reason?: string;
  description?: string;
  data?: { bad_regids?: string };
}

/** Xiaomi MiPush: POST /v3/message/regid with `Authorization: key=<app secret>`, form encoded. */
export function xiaomiProvider(config: XiaomiConfig): PushProvider {
  return {
    service: 'xiaomi',
    send: (payload: PushPayload) =>
      attempt('xiaomi', async (): Promise<PushOutcome> => {
        const response = await fetch(`${config.url.replace(/\/$/, '')}/v3/message/regid`, {
          method: 'POST',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          headers: {
            authorization: `key=${config.appSecret}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            registration_id: payload.deviceToken,
            restricted_package_name: config.packageName,
            title: payload.title,
            description: payload.body,
            payload: JSON.stringify(payload.data),
            pass_through: '0',
            notify_type: '-1',
          }),
        });
        if (!response.ok) return retryFrom('xiaomi', response);
        const body = (await response.json().catch(() => ({}))) as MiPushAnswer;
        const bad = (body.data?.bad_regids ?? '').split(',').includes(payload.deviceToken);
        if (body.code === INVALID_REGID || bad) {
          return gone(`xiaomi: ${body.reason ?? body.description ?? 'invalid regid'}`);
        }
        if (body.result === 'ok' && body.code === 0) return delivered;
        return retry(`xiaomi: ${body.code ?? 'no code'} ${body.reason ?? body.description ?? ''}`);
      }),
  };
}
