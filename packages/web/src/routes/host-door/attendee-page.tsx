import {
  useCheckinListingAttendeePass,
  useListingAttendee,
  useUndoCheckinListingAttendeePass,
} from '@convene/client';
import { displayName, type ListingAttendeePass } from '@convene/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { ListSkeleton } from '../../components/skeleton';
import { PassAnswers } from './pass-answers';
import { HostDoorFrame, useEventId } from './host-frame';
import { PassStatusText, RegistrationStatusText } from './status-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function PassCard({
  eventId,
  accountId,
  pass,
}: {
  eventId: string;
  accountId: string;
  pass: ListingAttendeePass;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const checkIn = useCheckinListingAttendeePass(eventId);
  const undo = useUndoCheckinListingAttendeePass(eventId);
  const ref = { accountId, passId: pass.id };
  const live = pass.status !== 'canceled';
  const title = intl.formatMessage(
    { id: 'hostDoor.attendee.pass' },
    { type: pass.ticket.name, number: pass.alternateId },
  );
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" data-testid="attendee-pass">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{title}</h2>
        {live && !pass.usedAt ? (
          <Button
            loading={checkIn.isPending}
            onClick={() => checkIn.mutate(ref, feedback({ success: 'hostDoor.pass.checkedIn' }))}
          >
            {intl.formatMessage({ id: 'hostDoor.pass.checkIn' })}
          </Button>
        ) : null}
        {live && pass.usedAt ? (
          <Button
            variant="secondary"
            loading={undo.isPending}
            onClick={() => undo.mutate(ref, feedback({ success: 'hostDoor.result.undone' }))}
          >
            {intl.formatMessage({ id: 'hostDoor.pass.undo' })}
          </Button>
        ) : null}
      </div>
      <p>
        <PassStatusText status={pass.status} usedAt={pass.usedAt} />
      </p>
      <PassAnswers eventId={eventId} accountId={accountId} passId={pass.id} />
    </Card>
  );
}

/**
 * /host/events/:eventId/attendees/:accountId — one attendee: contact, registration, and
 * each pass with check-in / undo and the answers (editable by the hosts).
 */
export function AttendeePage() {
  const intl = useIntl();
  const eventId = useEventId();
  const { accountId = '' } = useParams();
  const attendee = useListingAttendee(eventId, accountId);
  const title = attendee.data
    ? displayName(attendee.data.account)
    : intl.formatMessage({ id: 'hostDoor.attendee.title' });
  const back = (
    <Link
      to={`/host/events/${eventId}/attendees`}
      className="text-sm font-semibold text-primary underline"
    >
      {intl.formatMessage({ id: 'hostDoor.attendee.back' })}
    </Link>
  );

  let body;
  if (attendee.isPending) body = <ListSkeleton shape="cards" count={2} />;
  else if (!attendee.data)
    body = (
      <EmptyState
        title={intl.formatMessage({ id: 'hostDoor.attendee.notFound' })}
        body={intl.formatMessage({ id: 'hostDoor.attendee.notFound.body' })}
      />
    );
  else {
    const { account, status, registeredAt, passes } = attendee.data;
    body = (
      <div className="flex flex-col gap-4">
        <Card className="p-4 sm:p-6">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Fact label={intl.formatMessage({ id: 'hostDoor.attendees.column.email' })}>
              {account.email ?? '—'}
            </Fact>
            <Fact label={intl.formatMessage({ id: 'hostDoor.attendee.phone' })}>
              {account.phone ?? '—'}
            </Fact>
            <Fact label={intl.formatMessage({ id: 'hostDoor.attendees.column.status' })}>
              <RegistrationStatusText status={status} />
            </Fact>
            <Fact label={intl.formatMessage({ id: 'hostDoor.attendees.column.registered' })}>
              {registeredAt
                ? intl.formatDate(registeredAt, { dateStyle: 'medium', timeStyle: 'short' })
                : '—'}
            </Fact>
          </dl>
        </Card>
        {passes.map((pass) => (
          <PassCard key={pass.id} eventId={eventId} accountId={accountId} pass={pass} />
        ))}
      </div>
    );
  }

  return (
    <HostDoorFrame section="attendees" title={title} actions={back}>
      {body}
    </HostDoorFrame>
  );
}
