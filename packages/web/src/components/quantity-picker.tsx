import { useIntl } from 'react-intl';

const STEP =
  'flex h-11 w-11 items-center justify-center rounded-lg border border-gray-300 text-xl font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40 dark:border-white/20 dark:text-gray-100 dark:hover:bg-white/10';

/** A count with − and + (44 px targets), bounded by `min` and `max`; named after what it counts. */
export function QuantityPicker({
  value,
  onChange,
  name,
  min = 0,
  max,
  testId,
}: {
  value: number;
  onChange: (value: number) => void;
  /** What is counted ("General admission"), for the buttons' and the count's names. */
  name: string;
  min?: number;
  max?: number;
  testId?: string;
}) {
  const intl = useIntl();
  const atMax = max !== undefined && value >= max;
  return (
    <div className="flex items-center gap-2" data-testid={testId}>
      <button
        type="button"
        className={STEP}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label={intl.formatMessage({ id: 'events.quantity.less' }, { name })}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'events.quantity.count' }, { name })}
        className="w-8 text-center text-lg font-semibold tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        className={STEP}
        onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
        disabled={atMax}
        aria-label={intl.formatMessage({ id: 'events.quantity.more' }, { name })}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
