import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../lib/use-hydrated';
import { formatCountdown } from './format';

/**
 * The time left on a draft's 2-hour hold, ticking each second; `onEnd` runs once when it
 * reaches zero. A timer role: assistive technology reads it when asked, not every second.
 */
export function HoldCountdown({ until, onEnd }: { until: string; onEnd: () => void }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;
  useEffect(() => {
    if (left <= 0) {
      onEnd();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => window.clearTimeout(timer);
  }, [left, onEnd]);
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-400/10 dark:text-amber-50">
      {intl.formatMessage(
        { id: 'bookings.hold.timer' },
        {
          time: (
            <span
              key="time"
              role="timer"
              aria-label={intl.formatMessage({ id: 'bookings.hold.label' })}
              data-testid="hold-countdown"
              className="font-mono text-lg font-semibold tabular-nums"
            >
              {hydrated ? formatCountdown(left) : '2:00:00'}
            </span>
          ),
        },
      )}
    </p>
  );
}
