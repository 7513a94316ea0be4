import { useTierLock } from '@convene/client';
import type { TierResourceType } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Card } from './card';
import { Link } from './link';

/**
 * What unlocks a tier-locked page (a 457 'tier required' or 458 'subscription required'
 * answer): the tiers it needs, the plans granting them and a Subscribe link, instead of an
 * error.
 */
export function TierLockNotice({
  type,
  resourceId,
}: {
  type: TierResourceType;
  resourceId: string;
}) {
  const intl = useIntl();
  const lock = useTierLock(type, resourceId);
  const tiers = lock.data?.tiers.map((tier) => tier.name) ?? [];
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="tier-lock">
      <h2 className="text-lg font-semibold">
        {intl.formatMessage({ id: 'memberships.locked.title' })}
      </h2>
      <p>
        {tiers.length
          ? intl.formatMessage(
              { id: 'memberships.locked.tiers' },
              { tiers: intl.formatList(tiers, { type: 'conjunction' }) },
            )
          : intl.formatMessage({ id: 'memberships.locked.any' })}
      </p>
      {lock.data?.products.length ? (
        <div>
          <h3 className="font-semibold">
            {intl.formatMessage({ id: 'memberships.locked.plans' })}
          </h3>
          <ul className="list-inside list-disc">
            {lock.data.products.map((product) => (
              <li key={product.id}>{product.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link
        to="/memberships"
        className="self-start rounded-full bg-primary px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {intl.formatMessage({ id: 'memberships.subscribe' })}
      </Link>
    </Card>
  );
}

/** The statuses of a tier lock: 457 tier required, 458 subscription required. */
export const isTierLocked = (status: number | undefined) => status === 457 || status === 458;
