import { organizationContext, type RequestContext, type Services } from '../../context';
import { AppError } from '../../lib/app-error';
import { findOrganizationById } from '../../tenancy/organizations.repository';
import { chargePeriod } from './charges';
import { DAY_MS } from './periods';
import { findProductsByIds } from './products.repository';
import { nextStatus } from './state-machine';
import {
  claimRenewal,
  listDueSubscriptions,
  updateSubscription,
  type SubscriptionRow,
} from './subscriptions.repository';

/** Days after a declined renewal each retry comes; after the last, the product's `lapseTo`. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
/** How long a node holds a renewal it started (another node skips it meanwhile). */
const RENEWAL_LEASE_MS = 10 * 60_000;
/** A provider that did not answer (not a decline) is tried again this much later. */
const PROVIDER_DOWN_RETRY_MS = 60 * 60_000;
const BATCH = 100;

/** The errors a renewal counts as declined: a card declined, no card, no address, no account. */
const DECLINES = new Set([
  'PAYMENT_FAILED',
  'ACCOUNT_DISABLED',
  'VALIDATION',
  'PAYMENT_INTEGRATION',
]);

/**
 * The job acts for the subscriber: a renewal is the subscriber's own (off-session) charge,
 * captured through the payments module like one from the web, under the clock's login.
 */
const CLOCK_LOGIN = { id: 'subscription-renewals', email: '', admin: false } as const;

async function renewalContext(
  services: Services,
  due: {
    subscription: SubscriptionRow;
    account: { id: string; username: string };
    disabled: boolean;
  },
  now: Date,
): Promise<RequestContext | undefined> {
  const organization = await findOrganizationById(services.db, due.subscription.organizationId);
  if (!organization) return undefined;
  return organizationContext(services, organization, now, {
    login: { ...CLOCK_LOGIN },
    account: { id: due.account.id, username: due.account.username, disabled: due.disabled },
  });
}

async function recordDecline(ctx: RequestContext, row: SubscriptionRow): Promise<void> {
  const failedAttempts = row.failedAttempts + 1;
  const delay = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  if (delay !== undefined) {
    await updateSubscription(ctx.db, ctx, row.id, {
      status: nextStatus(row.status, 'renewalFailed'),
      failedAttempts,
      nextAttemptAt: new Date(ctx.now.getTime() + delay * DAY_MS),
    });
    return;
  }
  const [product] = await findProductsByIds(ctx.db, { organizationId: row.organizationId }, [
    row.productId,
  ]);
  const status = nextStatus(row.status, 'retriesExhausted', product?.lapseTo);
  await updateSubscription(ctx.db, ctx, row.id, {
    status,
    failedAttempts,
    nextAttemptAt: null,
    ...(status === 'canceled' ? { canceledAt: ctx.now } : {}),
  });
}

/** One due subscription: ended when canceled at its end, else its next period charged. */
async function renew(ctx: RequestContext, row: SubscriptionRow): Promise<void> {
  if (row.cancelAtEnd) {
    await updateSubscription(ctx.db, ctx, row.id, {
      status: nextStatus(row.status, 'periodEndedCanceling'),
      canceledAt: ctx.now,
      nextAttemptAt: null,
    });
    return;
  }
  try {
    await chargePeriod(ctx, row, { capture: true, nonce: row.paymentMethodId ?? undefined });
  } catch (error) {
    if (error instanceof AppError && DECLINES.has(error.code)) {
      ctx.log.info({ subscriptionId: row.id, code: error.code }, 'subscription renewal declined');
      await recordDecline(ctx, row);
      return;
    }
    ctx.log.error({ err: error, subscriptionId: row.id }, 'subscription renewal failed');
    await updateSubscription(ctx.db, ctx, row.id, {
      nextAttemptAt: new Date(ctx.now.getTime() + PROVIDER_DOWN_RETRY_MS),
    });
  }
}

/**
 * The renewal clock (decision 0035): every subscription whose period ended at `now` (or
 * whose retry is due) is claimed by one node, then ended or charged. Tests call it with
 * the time they move; the server runs it every minute.
 */
export async function runRenewals(services: Services, now: Date): Promise<number> {
  let renewed = 0;
  for (const due of await listDueSubscriptions(services.db, now, BATCH)) {
    if (
      !(await claimRenewal(
        services.db,
        due.subscription,
        new Date(now.getTime() + RENEWAL_LEASE_MS),
      ))
    ) {
      continue;
    }
    const ctx = await renewalContext(services, due, now);
    if (!ctx) continue;
    await renew(ctx, due.subscription);
    renewed += 1;
  }
  return renewed;
}
