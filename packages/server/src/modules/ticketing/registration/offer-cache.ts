import type { Database, Transaction } from '../../../db/client';
import type { Scope } from '../../../tenancy/scope';
import { eventRowById } from '../events/sql';
import { loadOffer, type Offer } from './offer.repository';

/*
 * What an event offers changes rarely (its hosts edit it) and is read by every change of
 * every cart: in a rush, reading it each time would be most of the work. Changes of a cart
 * and captures use it for a short while (`REGISTRATION_OFFER_CACHE_MS`, per node); nothing
 * they decide depends on its counters (capacity is taken with the conditional updates),
 * only what a price or a rule was a moment ago. Reads of the cart load it fresh.
 */

const MAX_EVENTS = 500;

interface Entry {
  /** The read under way (on the pool), shared by the requests that want it meanwhile. */
  loading: Promise<Offer | undefined>;
  /** What it read, once it has. */
  offer?: Offer | undefined;
  until: number;
}

const cache = new Map<string, Entry>();

function load(db: Database | Transaction, scope: Scope, eventId: string, now: Date) {
  return eventRowById(db, scope, eventId).then((event) =>
    event ? loadOffer(db, scope, event, now) : undefined,
  );
}

const keyOf = (scope: Scope, eventId: string) => `${scope.organizationId}:${eventId}`;

function fresh(key: string): Entry | undefined {
  const entry = cache.get(key);
  return entry && entry.until > Date.now() ? entry : undefined;
}

function keep(key: string, entry: Entry): void {
  if (cache.size >= MAX_EVENTS) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
  entry.loading.then(
    (offer) => (entry.offer = offer),
    () => cache.delete(key),
  );
}

/** The event's offer (undefined when the event is gone), at most `maxAgeMs` old; read on the pool. */
export function recentOffer(
  db: Database,
  scope: Scope,
  eventId: string,
  now: Date,
  maxAgeMs: number,
): Promise<Offer | undefined> {
  const key = keyOf(scope, eventId);
  const cached = fresh(key);
  if (cached) return cached.loading;
  const loading = load(db, scope, eventId, now);
  if (maxAgeMs > 0) keep(key, { loading, until: Date.now() + maxAgeMs });
  return loading;
}

/**
 * As `recentOffer`, inside a transaction: a read another request has under way is never
 * waited for (it needs a connection of the pool, and a pool whose connections all wait so
 * would never free one), only one already made; otherwise it is read in the transaction.
 */
export async function recentOfferIn(
  tx: Transaction,
  scope: Scope,
  eventId: string,
  now: Date,
  maxAgeMs: number,
): Promise<Offer | undefined> {
  const key = keyOf(scope, eventId);
  const cached = fresh(key);
  if (cached?.offer) return cached.offer;
  const offer = await load(tx, scope, eventId, now);
  if (maxAgeMs > 0)
    keep(key, { loading: Promise.resolve(offer), offer, until: Date.now() + maxAgeMs });
  return offer;
}
