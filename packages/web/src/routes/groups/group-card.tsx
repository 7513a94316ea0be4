import type { BaseGroup, Group, GroupRole } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { useViewerRole } from './viewer-role';

export function AccessBadge({ access }: { access: Group['access'] }) {
  const intl = useIntl();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-white/10 dark:text-gray-200">
      {access === 'private' ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3 w-3" fill="currentColor">
          <path d="M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z" />
        </svg>
      ) : null}
      {intl.formatMessage({ id: `groups.access.${access}` })}
    </span>
  );
}

export function RoleBadge({ role }: { role: GroupRole | null }) {
  const intl = useIntl();
  if (!role) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-gray-900 dark:text-white">
      {intl.formatMessage({ id: `groups.role.${role}` })}
    </span>
  );
}

/** A group in a list: image, name, access, member count and the viewer's role. */
export function GroupCard({ group }: { group: Group | BaseGroup }) {
  const intl = useIntl();
  const full = 'viewerRole' in group ? group : undefined;
  const role = useViewerRole(full ?? { id: group.id, viewerRole: null });
  return (
    <Link
      to={`/groups/${group.slug}`}
      className="block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      data-testid="group-card"
    >
      <Card className="flex h-full gap-4 p-3 transition hover:shadow-md sm:p-4">
        <Image
          src={group.image?.uri}
          alt=""
          className="h-20 w-20 shrink-0 rounded-xl object-cover sm:h-24 sm:w-24"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2 className="truncate text-base font-semibold sm:text-lg">{group.name}</h2>
          <div className="flex flex-wrap items-center gap-1.5">
            <AccessBadge access={group.access} />
            {full?.featured ? (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-on-secondary">
                {intl.formatMessage({ id: 'groups.featured' })}
              </span>
            ) : null}
            <RoleBadge role={role} />
          </div>
          {full ? (
            <>
              <p className="line-clamp-2 text-sm text-gray-600 dark:text-gray-300">
                {full.description}
              </p>
              <p className="text-xs text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: 'groups.members' }, { count: full._count.members })}
              </p>
            </>
          ) : null}
        </div>
      </Card>
    </Link>
  );
}
