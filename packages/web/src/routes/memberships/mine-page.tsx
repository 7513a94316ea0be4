import {
  useCancelSubscription,
  useSelfSubscriptions,
  useSubscriptionPayments,
  useUpdateSubscriptionPaymentMethod,
} from '@convene/client';
import type { Subscription, SubscriptionStatus } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { formatMoney } from '../../components/payments/money';
import { TEST_CARDS, TestCardChoice } from '../../components/payments/card-payment';
import { ListSkeleton } from '../../components/skeleton';
import { showSuccessToast } from '../../components/toasts';
import { priceText } from './price-text';

const TONES: Record<SubscriptionStatus, string> = {
  active: 'bg-green-100 text-green-900 dark:bg-green-400/20 dark:text-green-100',
  trialing: 'bg-sky-100 text-sky-900 dark:bg-sky-400/20 dark:text-sky-100',
  past_due: 'bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-100',
  unpaid: 'bg-red-100 text-red-900 dark:bg-red-400/20 dark:text-red-100',
  paused: 'bg-gray-200 text-gray-800 dark:bg-white/10 dark:text-gray-200',
  canceled: 'bg-gray-200 text-gray-800 dark:bg-white/10 dark:text-gray-200',
  unknown: 'bg-gray-200 text-gray-800 dark:bg-white/10 dark:text-gray-200',
};

function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const intl = useIntl();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}
      data-testid="membership-status"
    >
      {intl.formatMessage({ id: `memberships.status.${status}` })}
    </span>
  );
}

function Payments({ subscriptionId }: { subscriptionId: string }) {
  const intl = useIntl();
  const payments = useSubscriptionPayments(subscriptionId);
  if (payments.isPending) return <ListSkeleton count={1} />;
  if (!payments.items.length)
    return <p>{intl.formatMessage({ id: 'memberships.payments.empty' })}</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {payments.items.map((payment) => (
        <li key={payment.id} className="flex justify-between gap-4 tabular-nums">
          <span>{intl.formatDate(payment.createdAt, { dateStyle: 'medium' })}</span>
          <span>
            {payment.type === 'refund' ? '−' : ''}
            {formatMoney(intl, payment.chargedAmt, payment.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Subscriptions waiting for money: never paid, a renewal declined, or unpaid. */
function awaitsPayment(status: SubscriptionStatus): boolean {
  return status === 'unknown' || status === 'past_due' || status === 'unpaid';
}

/**
 * The card form: saves the card renewals are charged to; for a subscription awaiting a
 * payment it pays now with it (the server charges a waiting subscription the card it is given).
 */
function CardForm({ subscription, pay }: { subscription: Subscription; pay: boolean }) {
  const intl = useIntl();
  const [nonce, setNonce] = useState(subscription.paymentMethodId ?? TEST_CARDS[0]!.nonce);
  const update = useUpdateSubscriptionPaymentMethod(subscription.id);
  return (
    <form
      className="flex flex-col items-start gap-3"
      data-testid={pay ? 'membership-pay' : 'membership-card'}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(nonce, {
          onSuccess: () =>
            showSuccessToast(
              intl.formatMessage({ id: pay ? 'memberships.paid' : 'memberships.cardSaved' }),
            ),
        });
      }}
    >
      <TestCardChoice name={`card-${subscription.id}`} value={nonce} onChange={setNonce} />
      <Button type="submit" variant={pay ? 'primary' : 'secondary'} loading={update.isPending}>
        {pay
          ? intl.formatMessage(
              { id: 'memberships.payNow' },
              { amount: formatMoney(intl, subscription.price.amount, subscription.price.currency) },
            )
          : intl.formatMessage({ id: 'memberships.saveCard' })}
      </Button>
    </form>
  );
}

function Membership({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const [changing, setChanging] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const cancel = useCancelSubscription(subscription.id);
  const date = intl.formatDate(subscription.expiresAt, { dateStyle: 'long' });
  const ended = subscription.status === 'canceled';
  const owed = awaitsPayment(subscription.status);
  const card = subscription.paymentMethod;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="membership">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{subscription.subscriptionProduct.name}</h2>
        <StatusBadge status={subscription.status} />
      </div>
      <p className="tabular-nums">{priceText(intl, subscription.price)}</p>
      {/* Never paid: nothing renews yet. */}
      {subscription.status === 'unknown' ? null : (
        <p>
          {ended
            ? intl.formatMessage({ id: 'memberships.ended' })
            : intl.formatMessage(
                { id: subscription.cancelAtEnd ? 'memberships.ends' : 'memberships.renews' },
                { date },
              )}
        </p>
      )}
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {card?.last4
          ? intl.formatMessage(
              { id: 'memberships.card' },
              { brand: card.brand ?? '', last4: card.last4 },
            )
          : intl.formatMessage({ id: 'memberships.noCard' })}
      </p>
      {owed ? <CardForm subscription={subscription} pay /> : null}
      <details>
        <summary className="cursor-pointer font-medium">
          {intl.formatMessage({ id: 'memberships.payments' })}
        </summary>
        <div className="mt-2">
          <Payments subscriptionId={subscription.id} />
        </div>
      </details>
      {!ended ? (
        <div className="flex flex-wrap gap-3">
          {owed ? null : (
            <Button variant="secondary" onClick={() => setChanging((open) => !open)}>
              {intl.formatMessage({ id: 'memberships.changeCard' })}
            </Button>
          )}
          {!subscription.cancelAtEnd ? (
            <Button variant="secondary" onClick={() => setCanceling(true)}>
              {intl.formatMessage({ id: 'memberships.cancel' })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {changing && !ended && !owed ? <CardForm subscription={subscription} pay={false} /> : null}
      <ConfirmDialog
        open={canceling}
        title={intl.formatMessage({ id: 'memberships.cancel.title' })}
        body={intl.formatMessage({ id: 'memberships.cancel.body' })}
        confirmLabel={intl.formatMessage({ id: 'memberships.cancel.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'memberships.cancel.keep' })}
        destructive
        loading={cancel.isPending}
        onCancel={() => setCanceling(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setCanceling(false);
              showSuccessToast(intl.formatMessage({ id: 'memberships.canceled' }, { date }));
            },
          })
        }
      />
    </Card>
  );
}

/** /memberships/mine — the member's subscriptions: status, payments, change card, cancel. */
export function MinePage() {
  const intl = useIntl();
  const subscriptions = useSelfSubscriptions();
  return (
    <Page title={intl.formatMessage({ id: 'memberships.mine.title' })}>
      {subscriptions.isPending ? (
        <ListSkeleton count={2} />
      ) : subscriptions.items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'memberships.mine.empty' })}
          action={
            <Link to="/memberships" className="font-semibold underline">
              {intl.formatMessage({ id: 'memberships.mine.browse' })}
            </Link>
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          {subscriptions.items.map((subscription) => (
            <Membership key={subscription.id} subscription={subscription} />
          ))}
        </div>
      )}
    </Page>
  );
}
