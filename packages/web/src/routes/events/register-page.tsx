import { useEvent, useRegistration } from '@convene/client';
import type { Event, Registration } from '@convene/contract';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { BannerPageSkeleton } from '../../components/skeleton';
import { useLocale } from '../../i18n/locale-context';
import { EventProblem } from './event-page';
import { RegisterExtras } from './register-extras';
import { RegisterPasses } from './register-passes';
import { RegisterQuestions } from './register-questions';
import { RegisterReview } from './register-review';
import { Stepper } from '../../components/stepper';

export type StepId = 'passes' | 'extras' | 'questions' | 'review';

/** What every step gets: the event, the cart, and the ways forward and back. */
export interface StepProps {
  event: Event;
  registration: Registration;
  onNext: () => void;
  onBack: () => void;
  /** Opens another step (the review's "edit" links). */
  goTo: (step: StepId) => void;
  /** Registered: on to the confirmation. */
  onDone: () => void;
}

/** The steps this cart goes through: extras and questions only when the event has them. */
export function stepsOf(registration: Registration): StepId[] {
  const counts = registration.event._count;
  return [
    'passes',
    ...(counts.addOns + counts.roomTypes > 0 ? (['extras'] as const) : []),
    ...(counts.sections > 0 ? (['questions'] as const) : []),
    'review',
  ];
}

function HoldNote({ registration }: { registration: Registration }) {
  const intl = useIntl();
  if (!registration.heldUntil || registration.passes.length === 0) return null;
  return (
    <p className="mb-4 rounded-lg bg-primary/10 px-3 py-2 text-sm text-gray-800 dark:text-gray-100">
      {intl.formatMessage(
        { id: 'events.steps.held' },
        { time: intl.formatTime(registration.heldUntil, { timeStyle: 'short' }) },
      )}
    </p>
  );
}

/** /events/:eventId/register — the registration, step by step; works the same on a phone. */
export function RegisterPage() {
  const intl = useIntl();
  const { localize } = useLocale();
  const navigate = useNavigate();
  const { eventId: key = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const eventQuery = useEvent(key);
  const event = eventQuery.data;
  const cart = useRegistration(event?.id ?? '');
  const registration = cart.data;

  const steps = registration ? stepsOf(registration) : (['passes'] as StepId[]);
  const requested = params.get('step') as StepId | null;
  const hasPasses = (registration?.passes.length ?? 0) > 0;
  const step: StepId =
    requested && steps.includes(requested) && (hasPasses || requested === 'passes')
      ? requested
      : 'passes';
  const goTo = (next: StepId) => {
    const copy = new URLSearchParams(params);
    if (next === 'passes') copy.delete('step');
    else copy.set('step', next);
    setParams(copy);
  };
  const index = steps.indexOf(step);

  useEffect(() => {
    document.getElementById('register-step')?.focus({ preventScroll: false });
  }, [step]);

  if (eventQuery.isPending || (event && cart.isPending))
    return <BannerPageSkeleton width="max-w-4xl" />;
  if (!event) return <EventProblem error={eventQuery.error} />;
  if (!registration) return <EventProblem error={cart.error} />;
  if (registration.status === 'registered')
    return <Navigate to={localize(`/events/${event.slug}/confirmation`)} replace />;

  const labels: Record<StepId, string> = {
    passes: intl.formatMessage({ id: 'events.steps.passes' }),
    extras: intl.formatMessage({ id: 'events.steps.extras' }),
    questions: intl.formatMessage({ id: 'events.steps.questions' }),
    review: intl.formatMessage({
      id: registration.totals.subTotal === 0 ? 'events.steps.confirm' : 'events.steps.review',
    }),
  };
  const props: StepProps = {
    event,
    registration,
    onNext: () => goTo(steps[index + 1] ?? 'review'),
    onBack: () => goTo(steps[index - 1] ?? 'passes'),
    goTo,
    onDone: () => navigate(localize(`/events/${event.slug}/confirmation`)),
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={`/events/${event.slug}`}
        className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
      >
        {intl.formatMessage({ id: 'events.page.backTo' }, { name: event.name })}
      </Link>
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {intl.formatMessage({ id: 'events.register.title' }, { name: event.name })}
      </h1>
      <Stepper
        label={intl.formatMessage({ id: 'events.steps.label' })}
        steps={steps.map((id) => ({ id, label: labels[id] }))}
        current={step}
      />
      <HoldNote registration={registration} />
      <section aria-labelledby="register-step" data-testid={`register-step-${step}`}>
        <h2 id="register-step" tabIndex={-1} className="mb-4 text-xl font-semibold outline-none">
          {labels[step]}
        </h2>
        {step === 'passes' ? <RegisterPasses {...props} oneStep={steps.length === 2} /> : null}
        {step === 'extras' ? <RegisterExtras {...props} /> : null}
        {step === 'questions' ? <RegisterQuestions {...props} /> : null}
        {step === 'review' ? <RegisterReview {...props} /> : null}
      </section>
    </div>
  );
}
