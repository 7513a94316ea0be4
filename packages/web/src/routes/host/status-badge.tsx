import type { EventStatus } from '@convene/contract';
import { useIntl } from 'react-intl';

/** A listing's status in words, on a tinted pill (the colour only helps). */
const LISTING_TONES: Record<EventStatus, string> = {
  draft: 'bg-gray-100 text-gray-800 dark:bg-white/10 dark:text-gray-100',
  needsInfo: 'bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-100',
  ready: 'bg-green-100 text-green-900 dark:bg-green-400/20 dark:text-green-100',
  canceled: 'bg-red-100 text-red-900 dark:bg-red-400/20 dark:text-red-100',
};

export function ListingStatusBadge({ status }: { status: EventStatus }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `host.status.${status}` });
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${LISTING_TONES[status]}`}
    >
      {label}
    </span>
  );
}
