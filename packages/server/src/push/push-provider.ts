import type { PushPayload, PushService } from '@convene/contract';

/**
 * What a push service made of one message (decision 0040): delivered; `gone` when the
 * device token is no longer valid (the device is removed); `retry` for a passing failure
 * (5xx, 429, a network error), sent again after a backoff as mail is.
 */
export type PushOutcome =
  | { result: 'delivered' }
  | { result: 'gone'; reason: string }
  | { result: 'retry'; reason: string };

/** One push service (Web Push, APNs, FCM, Huawei Push Kit, Xiaomi MiPush). */
export interface PushProvider {
  readonly service: PushService;
  send(payload: PushPayload): Promise<PushOutcome>;
}

/** The configured providers by service; a service without one is skipped, never faked. */
export type PushProviders = Partial<Record<PushService, PushProvider>>;

/** How long one request to a push service may take (the outbox row stays locked meanwhile). */
export const REQUEST_TIMEOUT_MS = 15_000;

export const delivered: PushOutcome = { result: 'delivered' };
export const gone = (reason: string): PushOutcome => ({ result: 'gone', reason });
export const retry = (reason: string): PushOutcome => ({ result: 'retry', reason });

/** A response that is neither success nor a named invalid token: 5xx and 429 and the rest, retried. */
export async function retryFrom(service: string, response: Response): Promise<PushOutcome> {
  const text = await response.text().catch(() => '');
  return retry(`${service} answered ${response.status}${text ? `: ${text.slice(0, 300)}` : ''}`);
}

/** Sends with fetch; a network failure is a retry. */
export async function attempt(
  service: string,
  run: () => Promise<PushOutcome>,
): Promise<PushOutcome> {
  try {
    return await run();
  } catch (error) {
    return retry(`${service}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** An OAuth access token reused until a minute before it expires. */
export class TokenCache {
  private token: { value: string; expiresAt: number } | undefined;
  constructor(private readonly fetchToken: () => Promise<{ value: string; expiresInS: number }>) {}

  async get(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const fresh = await this.fetchToken();
    this.token = { value: fresh.value, expiresAt: Date.now() + fresh.expiresInS * 1000 };
    return fresh.value;
  }

  /** Forgets the token (the service refused it). */
  clear(): void {
    this.token = undefined;
  }
}
