import type { WebhookEventType } from '@convene/contract';
import type { WebhookEndpointSource } from '../../context';
import type { Executor } from '../../db/client';
import type { Scope } from '../../tenancy/scope';
import { enabledEndpoints } from './webhooks.repository';

/** As the tier locks' cache: an endpoint written on another node applies within this time. */
const ENDPOINTS_TTL_MS = 5_000;

interface Entry {
  /** The enabled endpoints' ids, by the event type they take. */
  byType: ReadonlyMap<WebhookEventType, readonly string[]>;
  expires: number;
  revision: number;
}

const NONE: readonly string[] = [];

/**
 * The enabled webhook endpoints of each organization by event type (decision 0068), read
 * once per organization and few seconds instead of in every transaction that records a
 * fact: most organizations have none, and then queuing a fact costs no query. An endpoint
 * written on this node applies at once (the service calls `changed`), one written on
 * another node within ENDPOINTS_TTL_MS.
 */
export class WebhookEndpointCache implements WebhookEndpointSource {
  private readonly entries = new Map<string, Entry>();
  /** Moved on by every endpoint written on this node: what was read before is read again. */
  private revision = 0;

  constructor(private readonly ttlMs = ENDPOINTS_TTL_MS) {}

  /**
   * Read, when not cached, with the caller's `db` (its transaction): a connection of its
   * own, while the transaction holds one, could wait for a pool every transaction holds.
   */
  async subscribedTo(
    db: Executor,
    scope: Scope,
    type: WebhookEventType,
  ): Promise<readonly string[]> {
    // Taken before the read: a write during it leaves the entry stale, read again next time.
    const revision = this.revision;
    const hit = this.entries.get(scope.organizationId);
    if (hit && hit.expires > Date.now() && hit.revision === revision) {
      return hit.byType.get(type) ?? NONE;
    }
    const byType = new Map<WebhookEventType, string[]>();
    for (const endpoint of await enabledEndpoints(db, scope)) {
      for (const eventType of endpoint.eventTypes) {
        byType.set(eventType, [...(byType.get(eventType) ?? []), endpoint.id]);
      }
    }
    this.entries.set(scope.organizationId, { byType, expires: Date.now() + this.ttlMs, revision });
    return byType.get(type) ?? NONE;
  }

  changed(): void {
    this.revision += 1;
  }
}
