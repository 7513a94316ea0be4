import { useAttendeePass, useEvent, useRegistration } from '@convene/client';
import type { Registration, RegistrationPass } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { CalendarLinks } from '../../components/calendar-links';
import { Card } from '../../components/card';
import { PassQr } from '../../components/pass-qr';
import { useLocale } from '../../i18n/locale-context';
import { calendarEntryOf } from '../../lib/event-calendar';
import { Link } from '../../components/link';
import { BannerPageSkeleton } from '../../components/skeleton';
import { BuyForOthers } from './buy-for-others';
import { passOrdinal } from './cart-body';
import { EventWhen } from './event-card';
import { EventProblem } from './event-page';
import { PassExtras, PaymentList } from './pass-details';
import { CTA_CLASS } from './registration-panel';

/** The pass's QR code (its signed token is the attendee pass's), to show at the door. */
function ConfirmationQr({ eventId, pass }: { eventId: string; pass: RegistrationPass }) {
  const intl = useIntl();
  const held = useAttendeePass(eventId, pass.id);
  if (!held.data?.qrToken) return <div className="aspect-square w-28 shrink-0" aria-hidden />;
  return (
    <div className="w-28 shrink-0">
      <PassQr
        token={held.data.qrToken}
        label={intl.formatMessage({ id: 'events.confirmation.qr' }, { number: pass.alternateId })}
      />
    </div>
  );
}

function PassCard({
  eventId,
  registration,
  pass,
}: {
  eventId: string;
  registration: Registration;
  pass: RegistrationPass;
}) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="pass">
      {pass.status === 'canceled' ? null : <ConfirmationQr eventId={eventId} pass={pass} />}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold">
            {intl.formatMessage(
              { id: 'events.pass.heading' },
              { number: String(passOrdinal(registration, pass)), name: pass.ticket.name },
            )}
          </h3>
          <span className="font-mono text-sm text-gray-700 dark:text-gray-300">
            {intl.formatMessage({ id: 'events.pass.number' }, { number: String(pass.alternateId) })}
          </span>
        </div>
        <PassExtras pass={pass} />
        <Link
          to={`/tickets/${eventId}/passes/${pass.id}`}
          className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline"
        >
          {intl.formatMessage({ id: 'events.confirmation.openPass' })}
        </Link>
      </div>
    </Card>
  );
}

/** /events/:eventId/confirmation — registered: the passes, what was paid, and where next. */
export function ConfirmationPage() {
  const intl = useIntl();
  const { localize } = useLocale();
  const { eventId: key = '' } = useParams();
  const eventQuery = useEvent(key);
  const event = eventQuery.data;
  const cart = useRegistration(event?.id ?? '');
  const registration = cart.data;
  if (eventQuery.isPending || (event && cart.isPending)) return <BannerPageSkeleton />;
  if (!event) return <EventProblem error={eventQuery.error} />;
  if (!registration) return <EventProblem error={cart.error} />;
  const registered = registration.status === 'registered';
  const charges = registration.payments.filter((payment) => payment.type === 'charge');

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Card className="mb-6 flex flex-col gap-2 p-5 sm:p-6" data-testid="confirmation">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {intl.formatMessage({
            id: registered ? 'events.confirmation.title' : 'events.confirmation.notYet',
          })}
        </h1>
        <p className="text-lg font-medium">{event.name}</p>
        <EventWhen event={event} className="text-gray-700 dark:text-gray-300" />
        {registered ? (
          <>
            <p className="text-gray-700 dark:text-gray-300">
              {intl.formatMessage({ id: 'events.confirmation.mail' })}
            </p>
            <CalendarLinks
              event={calendarEntryOf(event, {
                online: intl.formatMessage({ id: 'events.confirmation.online' }),
                stamp: registration.registeredAt ?? registration.createdAt,
                pagePath: localize(`/events/${event.slug}`),
              })}
              fileName={`${event.slug}.ics`}
            />
          </>
        ) : (
          <Link to={`/events/${event.slug}/register`} className={`${CTA_CLASS} mt-2 sm:w-auto`}>
            {intl.formatMessage({ id: 'events.register' })}
          </Link>
        )}
      </Card>
      {registered ? (
        <section aria-labelledby="confirmation-passes" className="mb-6 flex flex-col gap-3">
          <h2 id="confirmation-passes" className="text-xl font-semibold">
            {intl.formatMessage(
              { id: 'events.confirmation.passes' },
              { count: registration.passes.length },
            )}
          </h2>
          {registration.passes.map((pass) => (
            <PassCard key={pass.id} eventId={event.id} registration={registration} pass={pass} />
          ))}
        </section>
      ) : null}
      {registered ? <BuyForOthers eventId={event.id} /> : null}
      {charges.length > 0 ? (
        <section aria-labelledby="confirmation-payments" className="mb-6 flex flex-col gap-2">
          <h2 id="confirmation-payments" className="text-xl font-semibold">
            {intl.formatMessage({ id: 'events.confirmation.payments' })}
          </h2>
          <PaymentList payments={registration.payments} />
          <Link to="/invoices" className="font-semibold text-primary underline">
            {intl.formatMessage({ id: 'events.confirmation.receipts' })}
          </Link>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-4">
        <Link to={`/events/${event.slug}`} className="font-semibold text-primary underline">
          {intl.formatMessage({ id: 'events.page.backTo' }, { name: event.name })}
        </Link>
        <Link to="/events?tab=mine" className="font-semibold text-primary underline">
          {intl.formatMessage({ id: 'events.tabs.mine' })}
        </Link>
      </div>
    </div>
  );
}
