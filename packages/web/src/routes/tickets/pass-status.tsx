import type { PassStatus } from '@convene/contract';
import { useIntl } from 'react-intl';

const TONE: Record<PassStatus, string> = {
  ready: 'bg-green-100 text-green-900 dark:bg-green-400/20 dark:text-green-100',
  needsInfo: 'bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-100',
  draft: 'bg-gray-100 text-gray-800 dark:bg-white/10 dark:text-gray-100',
  canceled: 'bg-red-100 text-red-900 dark:bg-red-400/20 dark:text-red-100',
};

/** A pass's status as a small badge; the words carry it, the colour only helps. */
export function PassStatusBadge({ status }: { status: PassStatus }) {
  const intl = useIntl();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ${TONE[status]}`}
    >
      {intl.formatMessage({ id: `tickets.status.${status}` })}
    </span>
  );
}
