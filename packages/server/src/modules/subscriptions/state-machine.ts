import type { SubscriptionStatus } from '@convene/contract';

/**
 * The subscription state machine of decision 0035, in one table: what each event does to
 * each status. An event a status does not list leaves it as it is.
 *
 * - `paid`: a period's payment went through (the first one, a renewal, a retry).
 * - `trialStarted`: subscribed to a price with a trial.
 * - `renewalFailed`: a renewal (or the charge at a trial's end) was declined; a retry is due.
 * - `retriesExhausted`: the last retry failed: the product's `lapseTo` (unpaid or canceled).
 * - `periodEndedCanceling`: the period of one canceled at its end is over.
 * - `pause` / `resume`: the provider paused collection (Stripe) or resumed it.
 * - `canceledNow`: canceled before anything was paid, or by the provider.
 */
export type SubscriptionEvent =
  | 'paid'
  | 'trialStarted'
  | 'renewalFailed'
  | 'retriesExhausted'
  | 'periodEndedCanceling'
  | 'pause'
  | 'resume'
  | 'canceledNow';

type Table = Record<
  SubscriptionStatus,
  Partial<Record<SubscriptionEvent, SubscriptionStatus | 'lapse'>>
>;

const TRANSITIONS: Table = {
  unknown: { paid: 'active', trialStarted: 'trialing', canceledNow: 'canceled' },
  trialing: {
    paid: 'active',
    renewalFailed: 'past_due',
    periodEndedCanceling: 'canceled',
    pause: 'paused',
    canceledNow: 'canceled',
  },
  active: {
    paid: 'active',
    renewalFailed: 'past_due',
    periodEndedCanceling: 'canceled',
    pause: 'paused',
    canceledNow: 'canceled',
  },
  past_due: {
    paid: 'active',
    renewalFailed: 'past_due',
    retriesExhausted: 'lapse',
    periodEndedCanceling: 'canceled',
    pause: 'paused',
    canceledNow: 'canceled',
  },
  unpaid: { paid: 'active', canceledNow: 'canceled' },
  paused: { resume: 'active', canceledNow: 'canceled' },
  canceled: {},
};

/** The status after `event`, `lapseTo` standing for the product's choice after retries. */
export function nextStatus(
  status: SubscriptionStatus,
  event: SubscriptionEvent,
  lapseTo: 'unpaid' | 'canceled' = 'unpaid',
): SubscriptionStatus {
  const next = TRANSITIONS[status][event];
  if (!next) return status;
  return next === 'lapse' ? lapseTo : next;
}

/** Whether the member may still cancel it (at its period's end, or at once when unpaid). */
export function isRunning(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}
