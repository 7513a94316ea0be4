import { WebPushSubscriptionSchema, type PushPayload } from '@convene/contract';
// web-push is CommonJS: Node's ESM loader sees only its default export.
import webPush from 'web-push';
import {
  attempt,
  delivered,
  gone,
  retryFrom,
  type PushOutcome,
  type PushProvider,
  REQUEST_TIMEOUT_MS,
} from './push-provider';
import type { VapidKeys } from './vapid';

/** How long a push service keeps a message for an offline browser. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * The browser's Web Push (RFC 8030/8291/8292): the payload is encrypted (aes128gcm) for the
 * subscription's keys and signed with the server's VAPID key by the `web-push` library;
 * the request is sent with fetch, so an http endpoint (a test's) works as an https one.
 */
export function webPushProvider(vapid: () => Promise<VapidKeys>): PushProvider {
  return {
    service: 'webpush',
    send: (payload: PushPayload) =>
      attempt('webpush', async (): Promise<PushOutcome> => {
        let subscription;
        try {
          subscription = WebPushSubscriptionSchema.parse(JSON.parse(payload.deviceToken));
        } catch {
          return gone('webpush: the device token is not a push subscription');
        }
        const keys = await vapid();
        const request = webPush.generateRequestDetails(
          subscription,
          JSON.stringify({ title: payload.title, body: payload.body, data: payload.data }),
          {
            vapidDetails: keys,
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
          },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
        });
        if (response.ok) return delivered;
        if (response.status === 404 || response.status === 410) {
          return gone(`webpush: the subscription expired (${response.status})`);
        }
        return retryFrom('webpush', response);
      }),
  };
}
