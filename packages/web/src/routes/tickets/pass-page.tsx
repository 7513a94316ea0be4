import { useAttendee, useAttendeePass, useEvent, useSetAttendeePassAnswers } from '@convene/client';
import type { AttendeePass, Payment } from '@convene/contract';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router';
import { useActionFeedback } from '../../components/action-feedback';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/skeleton';
import { Page } from '../../components/page';
import { CalendarLinks } from '../../components/calendar-links';
import { PassQr } from '../../components/pass-qr';
import { calendarEntryOf, placeOf } from '../../lib/event-calendar';
import { formatEventWhen } from '../../lib/event-when';
import { useLocale } from '../../i18n/locale-context';
import { Answers } from './answers';
import { CancelButton } from './cancel-dialog';
import { EventLinks } from './event-links';
import { formatMoney } from './money';
import { PassAddOns, PassFollowups, Section } from './pass-extras';
import { PassStatusBadge } from './pass-status';
import { TransferButton } from './transfer-dialog';

/** How much of the pass was refunded, and to which card (the registration's latest refund). */
function refundText(intl: IntlShape, amount: number, payments: readonly Payment[]): string {
  const refund = payments.filter((payment) => payment.type === 'refund').at(-1);
  const money = formatMoney(intl, amount);
  return refund?.last4
    ? intl.formatMessage({ id: 'tickets.pass.refundedTo' }, { amount: money, last4: refund.last4 })
    : intl.formatMessage({ id: 'tickets.pass.refundedBack' }, { amount: money });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The pass's answers; a canceled or used pass shows them without "Edit". */
function PassAnswers({
  eventId,
  pass,
  editable,
}: {
  eventId: string;
  pass: AttendeePass;
  editable: boolean;
}) {
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
          readOnly={!editable}
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
  const { localize } = useLocale();
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
              {pass.amtRefunded > 0 ? (
                <Fact label={intl.formatMessage({ id: 'tickets.pass.refunded' })}>
                  <span data-testid="pass-refund">
                    {refundText(intl, pass.amtRefunded, registration.data?.payments ?? [])}
                  </span>
                </Fact>
              ) : null}
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              {active && pass.ticket.transferable ? (
                <TransferButton eventId={eventId} passId={pass.id} />
              ) : null}
              {active && pass.ticket.cancelable ? (
                <CancelButton eventId={eventId} passId={pass.id} refund={pass.refund} />
              ) : null}
            </div>
            {event && active ? (
              <div className="mt-4">
                <CalendarLinks
                  event={calendarEntryOf(event, {
                    online: intl.formatMessage({ id: 'tickets.pass.online' }),
                    stamp: pass.updatedAt,
                    pagePath: localize(`/events/${event.slug}`),
                  })}
                  fileName={`${event.slug}.ics`}
                />
              </div>
            ) : null}
          </Card>
          <PassAnswers eventId={eventId} pass={pass} editable={active} />
          {active ? <PassFollowups eventId={eventId} passId={pass.id} /> : null}
          {active ? <PassAddOns eventId={eventId} passId={pass.id} /> : null}
        </div>
      </div>
    </Page>
  );
}
