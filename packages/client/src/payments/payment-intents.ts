import { STALE_TIME } from '@convene/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * Cache rules shared by everything that pays (registration, invoices): a payment intent's
 * key holds the segment 'intent', so a capture clears every intent at once; intents
 * and registration reads never go stale.
 */

/** The key segment every payment intent query carries. */
export const INTENT_SEGMENT = 'intent';

export function isIntentKey(queryKey: QueryKey): boolean {
  return queryKey.includes(INTENT_SEGMENT);
}

/** A read that is fresh until a mutation says otherwise: no refetch on mount, focus or reconnect. */
export const NEVER_STALE = {
  staleTime: STALE_TIME.never,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/**
 * An intent: never stale, and asked once (a refused intent — an invalid cart, a missing
 * address — will not change by asking again), as the SDK's intent queries are.
 */
export const INTENT_OPTIONS = { ...NEVER_STALE, retry: false, retryOnMount: false } as const;

/**
 * Clears the intents under `queryKey` (all when omitted): active ones are fetched again
 * (a changed cart gets a new intent), inactive ones dropped.
 */
export function resetIntents(queryClient: QueryClient, queryKey: QueryKey = []): Promise<void> {
  return queryClient.resetQueries({
    queryKey,
    predicate: (query) => isIntentKey(query.queryKey),
  });
}

/**
 * The billing address an intent query is made for: a saved address's id; `null` to pay
 * without one (the organization taxes by none: its configuration's
 * `BILLING_ADDRESS_REQUIRED` is false); '' while none is chosen, which keeps the query idle.
 */
export type BillingAddressChoice = string | null;

/** The `addressId` query part of a choice: none for `null`. */
export const addressQuery = (addressId: BillingAddressChoice): { addressId?: string } =>
  addressId ? { addressId } : {};

/** Has a choice been made (an address, or none needed)? */
export const addressChosen = (addressId: BillingAddressChoice): boolean => addressId !== '';
