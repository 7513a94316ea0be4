import { useAttendee, useAttendeePass, useEvent, useSetAttendeePassAnswers } from '@convene/client';
import type { AttendeePass, EventSummary } from '@convene/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useActionFeedback } from '../../components/action-feedback';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/skeleton';
import { Page } from '../../components/page';
import { formatEventWhen } from '../../lib/event-when';
import { Answers } from './answers';
import { icsHref } from './calendar';
import { CancelButton } from './cancel-dialog';
import { EventLinks } from './event-links';
import { PassAddOns, PassFollowups, Section } from './pass-extras';
import { PassQr } from './pass-qr';
import { PassStatusBadge } from './pass-status';
import { TransferButton } from './transfer-dialog';

type Place = Pick<
  EventSummary,
  'eventType' | 'venue' | 'location' | 'address1' | 'city' | 'state' | 'country'
>;

/** Where: online, or the venue and its address in one line. */
function placeOf(event: Place, online: string): string {
  if (event.eventType === 'virtual') return online;
  const parts = [event.venue, event.address1 ?? event.location, event.city, event.state];
  return [...parts, event.country].filter(Boolean).join(', ');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function PassAnswers({ eventId, pass }: { eventId: string; pass: AttendeePass }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const save = useSetAttendeePassAnswers(eventId, pass.id);
  return (
    <Section title={intl.formatMessage({ id: 'tickets.answers.title' })}>
      {pass.responses.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage({ id: 'tickets.answers.none' })}
        </p>
      ) : (
        <Answers
          answers={pass.responses}
          saving={save.isPending}
          onSave={(questions, done) =>
            save.mutate(
              { questions },
              feedback({ success: 'tickets.answers.saved', onSuccess: done }),
            )
          }
        />
      )}
    </Section>
  );
}

/**
 * /tickets/:eventId/passes/:passId: the pass to show at the door (its QR code, large enough
 * to scan from a phone), the event's when and where with an .ics download, the answers,
 * follow-ups and add-ons, and transfer / cancel where the pass type allows them.
 */
export function PassPage() {
  const intl = useIntl();
  const { eventId = '', passId = '' } = useParams();
  const passQuery = useAttendeePass(eventId, passId);
  const eventQuery = useEvent(eventId);
  const registration = useAttendee(eventId);
  const pass = passQuery.data;
  const event = eventQuery.data;
  const title = intl.formatMessage({ id: 'tickets.pass.title' });
  const back = (
    <EventLinks
      eventId={eventId}
      current="pass"
      groupTickets={(registration.data?.coupons.length ?? 0) > 0}
    />
  );

  if (passQuery.isPending)
    return (
      <Page title={title} actions={back}>
        <ListSkeleton shape="cards" count={2} />
      </Page>
    );
  if (!pass)
    return (
      <Page title={title} actions={back}>
        <EmptyState
          title={intl.formatMessage({ id: 'tickets.pass.notFound' })}
          body={intl.formatMessage({ id: 'tickets.pass.notFound.body' })}
        />
      </Page>
    );

  const active = pass.status !== 'canceled' && !pass.usedAt;
  const place = event ? placeOf(event, intl.formatMessage({ id: 'tickets.pass.online' })) : '';
  return (
    <Page title={event?.name ?? title} actions={back}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,20rem)_1fr]">
        <Card className="flex flex-col items-center gap-3 p-4 sm:p-6">
          {pass.qrToken ? (
            <>
              <PassQr
                token={pass.qrToken}
                label={intl.formatMessage({ id: 'tickets.qr.label' }, { number: pass.alternateId })}
              />
              <p className="text-center text-sm text-gray-600 dark:text-gray-300">
                {intl.formatMessage({ id: 'tickets.qr.hint' })}
              </p>
            </>
          ) : (
            <p className="text-center text-sm">
              {intl.formatMessage({ id: 'tickets.qr.canceled' })}
            </p>
          )}
          <p className="font-semibold">
            {intl.formatMessage({ id: 'tickets.pass.number' }, { number: pass.alternateId })}
          </p>
        </Card>
        <div className="flex flex-col gap-4">
          <Card className="p-4 sm:p-6">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {event ? (
                <Fact label={intl.formatMessage({ id: 'tickets.pass.when' })}>
                  {formatEventWhen(intl.locale, event)}
                </Fact>
              ) : null}
              {place ? (
                <Fact label={intl.formatMessage({ id: 'tickets.pass.where' })}>{place}</Fact>
              ) : null}
              <Fact label={intl.formatMessage({ id: 'tickets.pass.type' })}>
                {pass.ticket.name}
              </Fact>
              <Fact label={intl.formatMessage({ id: 'tickets.pass.status' })}>
                <PassStatusBadge status={pass.status} />
              </Fact>
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              {event ? (
                <a
                  href={icsHref({ ...event, place, stamp: pass.updatedAt })}
                  download={`${event.slug}.ics`}
                  className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:border-white/20 dark:hover:bg-white/10"
                >
                  {intl.formatMessage({ id: 'tickets.calendar.add' })}
                </a>
              ) : null}
              {active && pass.ticket.transferable ? (
                <TransferButton eventId={eventId} passId={pass.id} />
              ) : null}
              {active && pass.ticket.cancelable ? (
                <CancelButton eventId={eventId} passId={pass.id} refund={pass.refund} />
              ) : null}
            </div>
          </Card>
          <PassAnswers eventId={eventId} pass={pass} />
          {active ? <PassFollowups eventId={eventId} passId={pass.id} /> : null}
          {active ? <PassAddOns eventId={eventId} passId={pass.id} /> : null}
        </div>
      </div>
    </Page>
  );
}
