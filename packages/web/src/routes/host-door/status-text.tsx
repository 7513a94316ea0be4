import type { PassStatus, RegistrationStatus } from '@convene/contract';
import { useIntl } from 'react-intl';

/** A registration's status in words. */
export function RegistrationStatusText({ status }: { status: RegistrationStatus }) {
  const intl = useIntl();
  return (
    <span className={status === 'canceled' ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
      {intl.formatMessage({ id: `hostDoor.status.${status}` })}
    </span>
  );
}

/** A pass's status in words: checked in (with when) beats ready. */
export function PassStatusText({ status, usedAt }: { status: PassStatus; usedAt: string | null }) {
  const intl = useIntl();
  if (status !== 'canceled' && usedAt)
    return (
      <span className="font-semibold text-green-800 dark:text-green-300">
        {intl.formatMessage(
          { id: 'hostDoor.pass.checkedInAt' },
          { time: intl.formatDate(usedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
        )}
      </span>
    );
  return (
    <span className={status === 'canceled' ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
      {intl.formatMessage({ id: `hostDoor.passStatus.${status}` })}
    </span>
  );
}
