import { useEvent, useGroupTicketPasses, useGroupTickets } from '@convene/client';
import { displayName, type ManagedCoupon } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { RelativeTime } from '../../components/relative-time';
import { ListSkeleton, Skeleton } from '../../components/skeleton';
import { showErrorToast, showSuccessToast } from '../../components/toasts';
import { useLocale } from '../../i18n/locale-context';
import { EventLinks } from './event-links';
import { PassStatusBadge } from './pass-status';

/** The passes colleagues redeemed with the code, and who holds each. */
function RedeemedPasses({ eventId, couponId }: { eventId: string; couponId: string }) {
  const intl = useIntl();
  const passes = useGroupTicketPasses(eventId, couponId);
  if (passes.isPending) return <Skeleton className="h-10 w-full" />;
  const list = passes.data ?? [];
  if (list.length === 0)
    return (
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {intl.formatMessage({ id: 'tickets.group.none' })}
      </p>
    );
  return (
    <ul className="flex flex-col divide-y divide-gray-200 dark:divide-white/10">
      {list.map((pass) => {
        const account = pass.registration.account;
        return (
          <li key={pass.id} className="flex min-h-11 flex-wrap items-center gap-3 py-1">
            <span className="min-w-0 flex-1 truncate font-medium">{displayName(account)}</span>
            <span className="text-sm text-gray-600 dark:text-gray-300">
              <RelativeTime date={pass.createdAt} />
            </span>
            <PassStatusBadge status={pass.status} />
          </li>
        );
      })}
    </ul>
  );
}

/** A group ticket: its code, how many of its uses are taken, an invitation to share. */
function GroupTicketCard({
  eventId,
  coupon,
  eventLink,
}: {
  eventId: string;
  coupon: ManagedCoupon;
  eventLink: string;
}) {
  const intl = useIntl();
  const used = coupon._count.purchases;
  const invitation = intl.formatMessage(
    { id: 'tickets.group.invitation' },
    { code: coupon.code, url: eventLink },
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation);
      showSuccessToast(intl.formatMessage({ id: 'tickets.group.copied' }));
    } catch {
      showErrorToast(intl.formatMessage({ id: 'tickets.group.copyFailed' }));
    }
  };
  const titleId = `group-${coupon.id}`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-mono text-xl font-bold tracking-wider break-all">
            {coupon.code}
          </h2>
          {coupon.ticket ? (
            <p className="text-sm text-gray-600 dark:text-gray-300">{coupon.ticket.name}</p>
          ) : null}
        </div>
        <p className="font-semibold" data-testid="group-uses">
          {coupon.useLimit === null
            ? intl.formatMessage({ id: 'tickets.group.used' }, { used })
            : intl.formatMessage({ id: 'tickets.group.usedOf' }, { used, limit: coupon.useLimit })}
        </p>
      </div>
      <p className="rounded-lg bg-gray-100 p-3 text-sm break-words dark:bg-white/10">
        {invitation}
      </p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => void copy()}
        aria-describedby={titleId}
      >
        {intl.formatMessage({ id: 'tickets.group.copy' })}
      </Button>
      <h3 className="font-semibold">{intl.formatMessage({ id: 'tickets.group.passes' })}</h3>
      <RedeemedPasses eventId={eventId} couponId={coupon.id} />
    </Card>
  );
}

/**
 * /tickets/:eventId/group-tickets: the group tickets (pre-paid codes) I bought for the
 * event, each with its uses out of its limit, an invitation to share and the passes
 * colleagues redeemed with it.
 */
export function GroupTicketsPage() {
  const intl = useIntl();
  const { localize } = useLocale();
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const coupons = useGroupTickets(eventId);
  const title = intl.formatMessage({ id: 'tickets.group.title' });
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const eventLink = `${origin}${localize(`/events/${event.data?.slug ?? eventId}`)}`;
  const list = coupons.data ?? [];
  return (
    <Page
      title={event.data ? `${title} · ${event.data.name}` : title}
      actions={<EventLinks eventId={eventId} current="group-tickets" />}
    >
      {coupons.isPending ? (
        <ListSkeleton shape="cards" count={2} />
      ) : list.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'tickets.group.empty' })}
          body={intl.formatMessage({ id: 'tickets.group.emptyBody' })}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {list.map((coupon) => (
            <li key={coupon.id}>
              <GroupTicketCard eventId={eventId} coupon={coupon} eventLink={eventLink} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
