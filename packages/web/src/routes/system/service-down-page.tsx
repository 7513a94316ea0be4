import { SERVICE_DOWN_COUNTDOWN_SECONDS } from '@convene/contract';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { pushDataLayer } from '../../lib/analytics';
import { icons, SystemFrame } from './system-frame';

/**
 * The configuration could not be read: counts down from 40 s and reloads,
 * and reports 'ServiceDown' with the host name to the organization's tag manager.
 */
export function ServiceDownPage({
  host,
  googleTagManagerId,
}: {
  host: string;
  googleTagManagerId: string | null;
}) {
  const intl = useIntl();
  const [seconds, setSeconds] = useState(SERVICE_DOWN_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (googleTagManagerId) pushDataLayer({ event: 'ServiceDown', host });
  }, [googleTagManagerId, host]);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) window.location.reload();
  }, [seconds]);

  return (
    <SystemFrame icon={icons.cloud} title={intl.formatMessage({ id: 'system.serviceDown.title' })}>
      <p>{intl.formatMessage({ id: 'system.serviceDown.body' })}</p>
      <p className="font-medium">{intl.formatMessage({ id: 'system.serviceDown.alerted' })}</p>
      <p
        className="mt-2 rounded-full bg-gray-200 px-4 py-1.5 text-base font-semibold tabular-nums text-gray-900 dark:bg-white/10 dark:text-white"
        data-testid="countdown"
        data-seconds={seconds}
      >
        {intl.formatMessage({ id: 'system.serviceDown.countdown' }, { seconds })}
      </p>
      <p className="text-sm">{intl.formatMessage({ id: 'system.serviceDown.refresh' })}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-2 min-h-11 rounded-lg bg-primary px-5 font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {intl.formatMessage({ id: 'system.serviceDown.refreshNow' })}
      </button>
    </SystemFrame>
  );
}
