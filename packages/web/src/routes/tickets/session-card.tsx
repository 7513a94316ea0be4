import {
  ApiError,
  useSessionRegistrationIntent,
  useSetSessionRegistrationPasses,
} from '@convene/client';
import { SESSION_REGISTRATION_MESSAGES, type AttendeeSession } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { CalendarLinks } from '../../components/calendar-links';
import { Card } from '../../components/card';
import type { MessageId } from '../../i18n/catalogue';
import type { CalendarEvent } from '../../lib/calendar';
import { formatHours } from '../../lib/event-when';
import { formatMoney } from './money';
import { useBillingAddress } from '../../components/payments/billing-address';
import { PaymentStep } from '../../components/payments/payment-step';
import { SessionQuestions } from './session-questions';

/** The 455 answers of session registration, in the page's language. */
const REFUSALS: Record<string, MessageId> = {
  [SESSION_REGISTRATION_MESSAGES.closed]: 'tickets.sessions.closed',
  [SESSION_REGISTRATION_MESSAGES.notEnabled]: 'tickets.sessions.notEnabled',
  [SESSION_REGISTRATION_MESSAGES.full]: 'tickets.sessions.full',
};

/** Why registering did not happen, said beside the session (the toast is gone quickly). */
export function refusalOf(error: Error | null): MessageId | null {
  if (!(error instanceof ApiError)) return null;
  return REFUSALS[error.message] ?? null;
}

/**
 * A session of the agenda: when and where, seats left, its price, and register / unregister
 * for all my passes that open it. A paid session keeps the passes as drafts until paid
 * here; a registered session asks its questions, if any.
 */
export function SessionCard({
  eventId,
  session,
  timeZone,
  calendar,
}: {
  eventId: string;
  session: AttendeeSession;
  timeZone: string;
  /** The session as a calendar entry: "add to calendar" once registered. */
  calendar?: CalendarEvent | undefined;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const setPasses = useSetSessionRegistrationPasses(eventId, session.id);
  const [paying, setPaying] = useState(false);
  const billing = useBillingAddress();
  const intent = useSessionRegistrationIntent(eventId, session.id, paying ? billing.addressId : '');
  const registered = session.registeredPassIds.length > 0;
  const price = session.price ?? 0;
  const full = session.remaining !== null && session.remaining <= 0;
  const refusal = refusalOf(setPasses.error);
  const titleId = `session-${session.id}`;

  const register = () =>
    setPasses.mutate(
      session.passIds.map((passId) => ({ passId })),
      price > 0
        ? { onSuccess: () => setPaying(true) }
        : feedback({ success: 'tickets.sessions.registered', values: { name: session.name } }),
    );
  const unregister = () => {
    setPaying(false);
    setPasses.mutate(
      [],
      feedback({ success: 'tickets.sessions.unregistered', values: { name: session.name } }),
    );
  };

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold">
            {session.name}
          </h3>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {formatHours(intl.locale, session.startTime, session.endTime, timeZone)}
            {session.location ? ` · ${session.location.name}` : null}
          </p>
        </div>
        {registered ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-medium text-green-900 dark:bg-green-900/40 dark:text-green-100">
            {intl.formatMessage({ id: 'tickets.sessions.registeredBadge' })}
          </span>
        ) : null}
      </div>
      {session.description ? <p className="text-sm">{session.description}</p> : null}
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {[
          price > 0
            ? formatMoney(intl, price)
            : intl.formatMessage({ id: 'tickets.sessions.free' }),
          session.remaining === null
            ? null
            : full
              ? intl.formatMessage({ id: 'tickets.sessions.fullShort' })
              : intl.formatMessage(
                  { id: 'tickets.sessions.remaining' },
                  { count: session.remaining },
                ),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {refusal ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {intl.formatMessage({ id: refusal })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {registered ? (
          <Button
            variant="secondary"
            size="small"
            loading={setPasses.isPending}
            onClick={unregister}
            aria-describedby={titleId}
          >
            {intl.formatMessage({ id: 'tickets.sessions.unregister' })}
          </Button>
        ) : paying ? null : (
          <Button
            variant="primary"
            size="small"
            disabled={full}
            loading={setPasses.isPending}
            onClick={register}
            aria-describedby={titleId}
          >
            {intl.formatMessage({
              id: price > 0 ? 'tickets.sessions.registerPay' : 'tickets.sessions.register',
            })}
          </Button>
        )}
      </div>
      {paying && !registered ? (
        <PaymentStep
          billing={billing}
          intent={intent}
          onPaid={() => setPaying(false)}
          onCancel={() => setPaying(false)}
        />
      ) : null}
      {registered && calendar ? (
        <CalendarLinks event={calendar} fileName={`session-${session.slug}.ics`} />
      ) : null}
      {registered ? <SessionQuestions eventId={eventId} sessionId={session.id} /> : null}
    </Card>
  );
}
