import { ApiError, useTierLock } from '@convene/client';
import { MODULES, type Module, type TierResourceType } from '@convene/contract';
import type { ReactNode } from 'react';
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

/** Whether a failed read is a tier lock's answer (457, 458). */
export const isTierLockError = (error: unknown): boolean =>
  error instanceof ApiError && isTierLocked(error.status);

/**
 * A page whose read failed: what unlocks it when the answer is a tier lock (the resource's
 * own, or its module's: the server answers the one in the way, decision 0041), else the
 * page's own problem (`children`). The resource is named by the id or slug of the page's URL.
 */
export function TierLockOr({
  error,
  type,
  resourceId,
  children,
}: {
  error: unknown;
  type: TierResourceType;
  resourceId: string;
  children: ReactNode;
}) {
  if (!isTierLockError(error)) return children;
  return <TierLockPage type={type} resourceId={resourceId} />;
}

/** A whole page that is tier-locked: the notice in the page's column. */
export function TierLockPage({ type, resourceId }: { type: TierResourceType; resourceId: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <TierLockNotice type={type} resourceId={resourceId} />
    </div>
  );
}

/** App paths whose first segment is not their module's name (as the areas declare them). */
const PATH_MODULES: Partial<Record<string, Module>> = {
  contents: 'channels',
  studio: 'channels',
  messages: 'chat',
  host: 'events',
  tickets: 'events',
};

/** The module an app path (without locale) belongs to: `/groups/sailors` → groups. */
export function moduleOfPath(path: string): Module | undefined {
  const segment = path.split('/')[1] ?? '';
  return (MODULES as readonly string[]).includes(segment)
    ? (segment as Module)
    : PATH_MODULES[segment];
}
