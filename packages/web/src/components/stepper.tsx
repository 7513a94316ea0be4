import { useIntl } from 'react-intl';
import { Button } from './button';

/**
 * The steps of a wizard (registration, a new listing): on a phone "Step 2 of 4 · Extras" over
 * a progress bar, on wider screens every step in a row. The current step is marked for
 * assistive technology. `label` names the whole (the navigation's accessible name).
 * `<Stepper label={…} steps={[{ id, label }]} current="extras" />`, then `<StepActions />`.
 */
export function Stepper({
  label: name,
  steps,
  current,
}: {
  label: string;
  steps: { id: string; label: string }[];
  current: string;
}) {
  const intl = useIntl();
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  const label = steps[index]?.label ?? '';
  return (
    <nav aria-label={name} className="mb-6">
      <p className="mb-2 text-sm font-medium text-gray-700 sm:hidden dark:text-gray-300">
        {intl.formatMessage(
          { id: 'ui.steps.progress' },
          { step: String(index + 1), total: String(steps.length), label },
        )}
      </p>
      <div
        aria-hidden="true"
        className="h-1.5 overflow-hidden rounded-full bg-gray-200 sm:hidden dark:bg-white/10"
      >
        <div
          className="h-full rounded-full bg-primary transition-all"
          style={{ width: `${((index + 1) / steps.length) * 100}%` }}
        />
      </div>
      <ol className="hidden items-center gap-2 sm:flex">
        {steps.map((step, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'next';
          return (
            <li
              key={step.id}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-1 items-center gap-2"
            >
              <span
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  state === 'next'
                    ? 'border border-gray-300 text-gray-700 dark:border-white/20 dark:text-gray-300'
                    : 'bg-primary text-on-primary'
                }`}
              >
                {state === 'done' ? (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="h-4 w-4"
                    fill="currentColor"
                  >
                    <path d="M7.7 13.3 4.4 10l-1.2 1.2 4.5 4.5 9.1-9.1-1.2-1.2z" />
                  </svg>
                ) : (
                  position + 1
                )}
              </span>
              <span
                className={`text-sm ${state === 'current' ? 'font-semibold' : 'text-gray-700 dark:text-gray-300'}`}
              >
                {step.label}
                {state === 'done' ? (
                  <span className="sr-only"> {intl.formatMessage({ id: 'ui.steps.done' })}</span>
                ) : null}
              </span>
              {position < steps.length - 1 ? (
                <span aria-hidden="true" className="h-px flex-1 bg-gray-300 dark:bg-white/20" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * Back and continue under a step; on a phone the bar stays at the bottom of the screen, so
 * the way on is always in reach of the thumb.
 */
export function StepActions({
  onBack,
  onNext,
  nextLabel,
  loading = false,
  disabled = false,
}: {
  onBack?: () => void;
  /** Absent on a step that ends on its own (a card form pays, then moves on). */
  onNext?: () => void;
  nextLabel?: string;
  loading?: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 dark:border-white/10 dark:bg-night/95 sm:dark:bg-transparent">
      {onBack ? (
        <Button variant="white" onClick={onBack}>
          {intl.formatMessage({ id: 'ui.steps.back' })}
        </Button>
      ) : null}
      {onNext ? (
        <Button
          variant="primary"
          className="flex-1 sm:ml-auto sm:flex-none"
          onClick={onNext}
          loading={loading}
          disabled={disabled}
          data-testid="step-next"
        >
          {nextLabel ?? intl.formatMessage({ id: 'ui.steps.continue' })}
        </Button>
      ) : null}
    </div>
  );
}
