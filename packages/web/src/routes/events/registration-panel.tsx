import type { Event } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/session';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import type { MessageId } from '../../i18n/catalogue';
import { EmailRegistration } from './email-registration';
import { eventPriceText } from './event-card';

export type RegistrationState =
  'registered' | 'past' | 'notOffered' | 'notOpen' | 'closed' | 'full' | 'open';

/** Where registration stands for the viewer, in the order that decides it. */
export function registrationState(
  event: Pick<
    Event,
    | 'past'
    | 'registration'
    | 'registrationStart'
    | 'registrationEnd'
    | 'registrationLimit'
    | 'registrationCount'
  >,
  registered: boolean,
  now = Date.now(),
): RegistrationState {
  if (registered) return 'registered';
  if (event.past) return 'past';
  if (!event.registration) return 'notOffered';
  if (event.registrationStart && Date.parse(event.registrationStart) > now) return 'notOpen';
  if (event.registrationEnd && Date.parse(event.registrationEnd) < now) return 'closed';
  if (event.registrationLimit !== null && event.registrationCount >= event.registrationLimit)
    return 'full';
  return 'open';
}

export const CTA_CLASS =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-primary px-4 font-semibold text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

const NOTES: Record<Exclude<RegistrationState, 'registered' | 'open'>, MessageId> = {
  past: 'events.register.past',
  notOffered: 'events.register.notOffered',
  notOpen: 'events.register.notOpen',
  closed: 'events.register.closed',
  full: 'events.register.full',
};

/** The registration box of the event page: register, or why not, or the passes once registered. */
export function RegistrationPanel({ event, registered }: { event: Event; registered: boolean }) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const state = registrationState(event, registered);
  const left =
    event.registrationLimit === null
      ? null
      : Math.max(0, event.registrationLimit - event.registrationCount);
  const price = state === 'registered' ? null : eventPriceText(intl, event.prices);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="registration-panel">
      {price ? (
        <p className="text-lg font-semibold" data-testid="event-price">
          {price}
        </p>
      ) : null}
      {state === 'registered' ? (
        <>
          <p className="font-semibold" role="status">
            {intl.formatMessage({ id: 'events.register.registered' })}
          </p>
          <Link to={`/events/${event.slug}/confirmation`} className={CTA_CLASS}>
            {intl.formatMessage({ id: 'events.register.passes' })}
          </Link>
        </>
      ) : event.managed ? (
        // Its hosts run the event rather than register for it.
        <Link to={`/host/events/${event.id}`} className={CTA_CLASS} data-testid="manage-event">
          {intl.formatMessage({ id: 'events.register.manage' })}
        </Link>
      ) : state === 'open' ? (
        <>
          <Link to={`/events/${event.slug}/register`} className={CTA_CLASS}>
            {intl.formatMessage({ id: 'events.register' })}
          </Link>
          {left !== null ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {intl.formatMessage({ id: 'events.register.left' }, { count: left })}
            </p>
          ) : null}
          {/* Signed out: register with an email and a code, without an account first (0069). */}
          {authenticated ? null : <EmailRegistration eventId={event.id} slug={event.slug} />}
        </>
      ) : (
        <p className="text-gray-700 dark:text-gray-300">
          {intl.formatMessage(
            { id: NOTES[state] },
            {
              date: event.registrationStart
                ? intl.formatDate(event.registrationStart, { dateStyle: 'long' })
                : '',
            },
          )}
        </p>
      )}
      {event.registrationCount > 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {intl.formatMessage({ id: 'events.register.count' }, { count: event.registrationCount })}
        </p>
      ) : null}
    </Card>
  );
}
