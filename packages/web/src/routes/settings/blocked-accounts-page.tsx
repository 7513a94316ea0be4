import { flattenPages, useBlockedAccounts, useUnblockAccount } from '@convene/client';
import { displayName, type BlockedAccount } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { showSuccessToast } from '../../components/toasts';
import { SettingsNav } from './settings-nav';

function BlockedRow({ blocked }: { blocked: BlockedAccount }) {
  const intl = useIntl();
  const unblock = useUnblockAccount();
  const { account } = blocked;
  const name = displayName(account);
  return (
    <div className="flex flex-wrap items-center gap-3 py-2">
      <Image
        src={account.image?.uri}
        alt=""
        className="h-10 w-10 shrink-0 rounded-full object-cover"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <Link
          to={`/accounts/${account.username}`}
          className="truncate font-medium hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {name}
        </Link>
        <span className="truncate text-sm text-gray-600 dark:text-gray-300">
          @{account.username}
        </span>
      </span>
      <Button
        size="small"
        variant="white"
        loading={unblock.isPending}
        aria-label={intl.formatMessage({ id: 'settings.blocked.unblockLabel' }, { name })}
        onClick={() =>
          unblock.mutate(account.id, {
            onSuccess: () =>
              showSuccessToast(intl.formatMessage({ id: 'settings.blocked.unblocked' }, { name })),
          })
        }
      >
        {intl.formatMessage({ id: 'settings.blocked.unblock' })}
      </Button>
    </div>
  );
}

/** /settings/blocked: the accounts the acting account has blocked, with unblock. */
export function BlockedAccountsPage() {
  const intl = useIntl();
  const blocked = useBlockedAccounts();
  const items = flattenPages(blocked.data);
  return (
    <Page title={intl.formatMessage({ id: 'settings.blocked.title' })} width="narrow">
      <SettingsNav />
      <Card className="p-4 sm:p-6">
        <p className="mb-3 text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage({ id: 'settings.blocked.intro' })}
        </p>
        <List
          items={items}
          keyOf={(item) => item.id}
          renderItem={(item) => <BlockedRow blocked={item} />}
          loading={blocked.isPending}
          hasMore={blocked.hasNextPage}
          onEndReached={() => {
            if (blocked.hasNextPage && !blocked.isFetchingNextPage) void blocked.fetchNextPage();
          }}
          empty={intl.formatMessage({ id: 'settings.blocked.empty' })}
          label={intl.formatMessage({ id: 'settings.blocked.title' })}
          className="flex flex-col divide-y divide-gray-100 dark:divide-white/5"
        />
      </Card>
    </Page>
  );
}
