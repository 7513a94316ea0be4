import {
  useAccounts,
  useAddListingCoHost,
  useListingCoHosts,
  useRemoveListingCoHost,
} from '@convene/client';
import { displayName, type BaseAccount, type EventListing } from '@convene/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Avatar } from '../../components/social/avatar';
import { TextField } from '../../components/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';

function AccountRow({ account, action }: { account: BaseAccount; action: ReactNode }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar account={account} size="small" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{displayName(account)}</span>
        <span className="block truncate text-sm text-gray-600 dark:text-gray-300">
          @{account.username}
        </span>
      </span>
      {action}
    </li>
  );
}

/** Finds accounts by name and adds one as a co-host. */
function AddCoHost({ listing, current }: { listing: EventListing; current: Set<string> }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 400);
  const accounts = useAccounts({ search: term, pageSize: 6 });
  const add = useAddListingCoHost(listing.id);
  const found = term
    ? (accounts.data?.pages.flatMap((page) => page.data) ?? []).filter(
        (account) => account.id !== listing.creatorId && !current.has(account.id),
      )
    : [];
  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'host.coHosts.search' })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {term && !accounts.isPending && found.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300" role="status">
          {intl.formatMessage({ id: 'host.coHosts.noMatch' }, { search: term })}
        </p>
      ) : null}
      {found.length ? (
        <ul
          aria-label={intl.formatMessage({ id: 'host.coHosts.results' })}
          className="divide-y divide-gray-200 dark:divide-white/10"
        >
          {found.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              action={
                <Button
                  size="small"
                  variant="secondary"
                  loading={add.isPending && add.variables === account.id}
                  aria-label={intl.formatMessage(
                    { id: 'host.coHosts.addNamed' },
                    { name: displayName(account) },
                  )}
                  onClick={() =>
                    add.mutate(
                      account.id,
                      feedback({
                        success: 'host.coHosts.added',
                        values: { name: displayName(account) },
                        onSuccess: () => setSearch(''),
                      }),
                    )
                  }
                >
                  {intl.formatMessage({ id: 'host.coHosts.add' })}
                </Button>
              }
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The listing's co-hosts: who they are, add one by searching, remove one. */
export function CoHostsPanel({ listing }: { listing: EventListing }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const coHosts = useListingCoHosts(listing.id);
  const remove = useRemoveListingCoHost(listing.id);
  const [leaving, setLeaving] = useState<BaseAccount | null>(null);
  const ids = new Set(coHosts.items.map((account) => account.id));
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{intl.formatMessage({ id: 'host.coHosts.title' })}</h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'host.coHosts.explain' })}
      </p>
      {coHosts.items.length ? (
        <ul className="divide-y divide-gray-200 dark:divide-white/10">
          {coHosts.items.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              action={
                <Button
                  size="small"
                  variant="white"
                  aria-label={intl.formatMessage(
                    { id: 'host.coHosts.removeNamed' },
                    { name: displayName(account) },
                  )}
                  onClick={() => setLeaving(account)}
                >
                  {intl.formatMessage({ id: 'host.coHosts.remove' })}
                </Button>
              }
            />
          ))}
        </ul>
      ) : coHosts.isPending ? null : (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage({ id: 'host.coHosts.none' })}
        </p>
      )}
      <AddCoHost listing={listing} current={ids} />
      <ConfirmDialog
        open={leaving !== null}
        destructive
        title={intl.formatMessage(
          { id: 'host.coHosts.removeTitle' },
          { name: leaving ? displayName(leaving) : '' },
        )}
        body={intl.formatMessage({ id: 'host.coHosts.removeBody' })}
        confirmLabel={intl.formatMessage({ id: 'host.coHosts.remove' })}
        loading={remove.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          if (leaving)
            remove.mutate(
              leaving.id,
              feedback({ success: 'host.coHosts.removed', onSettled: () => setLeaving(null) }),
            );
        }}
      />
    </Card>
  );
}
