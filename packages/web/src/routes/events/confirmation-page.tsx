import { useEvent, useRegistration } from '@convene/client';
import type { Registration, RegistrationPass } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { BannerPageSkeleton } from '../../components/skeleton';
import { passOrdinal } from './cart-body';
import { EventWhen } from './event-card';
import { EventProblem } from './event-page';
import { PassExtras, PaymentList } from './pass-details';
import { CTA_CLASS } from './registration-panel';

function PassCard({ registration, pass }: { registration: Registration; pass: RegistrationPass }) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="pass">
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
    </Card>
  );
}

/** /events/:eventId/confirmation — registered: the passes, what was paid, and where next. */
export function ConfirmationPage() {
  const intl = useIntl();
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
          <p className="text-gray-700 dark:text-gray-300">
            {intl.formatMessage({ id: 'events.confirmation.mail' })}
          </p>
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
            <PassCard key={pass.id} registration={registration} pass={pass} />
          ))}
        </section>
      ) : null}
      {charges.length > 0 ? (
        <section aria-labelledby="confirmation-payments" className="mb-6 flex flex-col gap-2">
          <h2 id="confirmation-payments" className="text-xl font-semibold">
            {intl.formatMessage({ id: 'events.confirmation.payments' })}
          </h2>
          <PaymentList payments={registration.payments} />
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
