import { useJoinWaitlist, useLeaveWaitlist, useWaitlist } from '@convene/client';
import type { WaitlistEntry } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';

const held = (entry: WaitlistEntry) => entry.status === 'waiting' || entry.status === 'offered';

/** "Jan 5, 2027, 6:00 PM": when an offered place stops being held. */
function until(intl: ReturnType<typeof useIntl>, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * On a sold-out pass type: join its waitlist, or my place in line and leave it. An offer
 * is said by the banner above the passes.
 */
export function WaitlistJoin({ eventId, passTypeId }: { eventId: string; passTypeId: string }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const entries = useWaitlist(eventId);
  const join = useJoinWaitlist(eventId);
  const leave = useLeaveWaitlist(eventId);
  const entry = entries.data?.find((item) => item.passTypeId === passTypeId && held(item));
  if (entries.isPending) return null;
  if (!entry)
    return (
      <Button
        variant="secondary"
        size="small"
        loading={join.isPending}
        onClick={() => join.mutate({ passTypeId }, feedback({ success: 'events.waitlist.joined' }))}
      >
        {intl.formatMessage({ id: 'events.waitlist.join' })}
      </Button>
    );
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      {entry.status === 'waiting' && entry.position !== null
        ? intl.formatMessage({ id: 'events.waitlist.position' }, { position: entry.position })
        : intl.formatMessage({ id: 'events.waitlist.offeredShort' })}
      <Button
        variant="white"
        size="small"
        loading={leave.isPending}
        onClick={() => leave.mutate(passTypeId, feedback({ success: 'events.waitlist.left' }))}
      >
        {intl.formatMessage({ id: 'events.waitlist.leave' })}
      </Button>
    </span>
  );
}

/** A place freed for me: held in my cart until the offer expires. */
export function WaitlistOfferBanner({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const entries = useWaitlist(eventId);
  const offers = (entries.data ?? []).filter(
    (entry) =>
      entry.status === 'offered' &&
      entry.offerExpiresAt !== null &&
      Date.parse(entry.offerExpiresAt) > Date.now(),
  );
  if (offers.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-2xl border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50"
      data-testid="waitlist-offer"
    >
      {offers.map((offer) => (
        <p key={offer.id}>
          {intl.formatMessage(
            { id: 'events.waitlist.offer' },
            { name: offer.passType.name, until: until(intl, offer.offerExpiresAt!) },
          )}
        </p>
      ))}
    </div>
  );
}
