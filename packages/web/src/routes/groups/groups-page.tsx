import {
  useGroups,
  useInvitedGroups,
  useRequestedGroups,
  useSelfGroupMemberships,
} from '@convene/client';
import { SEARCH_DEBOUNCE, type BaseGroup, type Group } from '@convene/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { EmptyState, SearchEmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { GroupCard } from './group-card';
import { TabPanel, Tabs } from '../../components/tabs';
import type { MessageId } from '../../i18n/catalogue';

const TABS = ['all', 'mine', 'invitations', 'requests'] as const;
type Tab = (typeof TABS)[number];

interface Paged<T> {
  items: T[];
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** What a tab's list needs: the search, a way to clear it, and a way to another tab. */
interface TabProps {
  search: string;
  onClearSearch: () => void;
  onBrowse: () => void;
}

function GroupList({ list, empty }: { list: Paged<Group | BaseGroup>; empty: ReactNode }) {
  const intl = useIntl();
  return (
    <List
      items={list.items}
      keyOf={(group) => group.id}
      renderItem={(group) => <GroupCard group={group} />}
      loading={list.isPending}
      skeleton="cards"
      hasMore={list.hasNextPage}
      onEndReached={() => {
        if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
      }}
      empty={empty}
      label={intl.formatMessage({ id: 'groups.list.label' })}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
    />
  );
}

/**
 * Why a tab is empty: a search that found nothing ("No group matches “x”", clear it), or
 * nothing there yet with what to do about it.
 */
function Empty({
  search,
  onClearSearch,
  title,
  body,
  action,
}: Omit<TabProps, 'onBrowse'> & { title: MessageId; body: MessageId; action?: ReactNode }) {
  const intl = useIntl();
  if (search)
    return (
      <SearchEmptyState
        search={search}
        onClear={onClearSearch}
        title={intl.formatMessage({ id: 'groups.empty.search' }, { search })}
      />
    );
  return (
    <EmptyState
      title={intl.formatMessage({ id: title })}
      body={intl.formatMessage({ id: body })}
      action={action}
    />
  );
}

const ACTION_CLASS =
  'inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

function AllGroups({ search, onClearSearch }: TabProps) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const query = useGroups(search ? { search } : {});
  return (
    <GroupList
      list={{ ...query, items: query.groups }}
      empty={
        <Empty
          search={search}
          onClearSearch={onClearSearch}
          title="groups.empty.all"
          body="groups.empty.all.body"
          action={
            authenticated ? (
              <Link to="/groups/new" className={ACTION_CLASS}>
                {intl.formatMessage({ id: 'groups.create' })}
              </Link>
            ) : undefined
          }
        />
      }
    />
  );
}

function MyGroups({ search, onClearSearch, onBrowse }: TabProps) {
  const intl = useIntl();
  const query = useSelfGroupMemberships(search ? { search } : {});
  return (
    <GroupList
      list={{ ...query, items: query.items.map((membership) => membership.group) }}
      empty={
        <Empty
          search={search}
          onClearSearch={onClearSearch}
          title="groups.empty.mine"
          body="groups.empty.mine.body"
          action={
            <Button variant="white" onClick={onBrowse}>
              {intl.formatMessage({ id: 'groups.empty.mine.action' })}
            </Button>
          }
        />
      }
    />
  );
}

function InvitedGroups({ search, onClearSearch }: TabProps) {
  const query = useInvitedGroups(search ? { search } : {});
  return (
    <GroupList
      list={{ ...query, items: query.groups }}
      empty={
        <Empty
          search={search}
          onClearSearch={onClearSearch}
          title="groups.empty.invitations"
          body="groups.empty.invitations.body"
        />
      }
    />
  );
}

function RequestedGroups({ search, onClearSearch }: TabProps) {
  const query = useRequestedGroups(search ? { search } : {});
  return (
    <GroupList
      list={{ ...query, items: query.groups }}
      empty={
        <Empty
          search={search}
          onClearSearch={onClearSearch}
          title="groups.empty.requests"
          body="groups.empty.requests.body"
        />
      }
    />
  );
}

/** /groups: every group, the signed-in account's groups, its invitations and requests; search. */
export function GroupsPage() {
  const intl = useIntl();
  const { authenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = authenticated && requested && TABS.includes(requested) ? requested : 'all';
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE);
  const tabs = authenticated ? TABS : (['all'] as const);

  const selectTab = (next: Tab) => {
    const copy = new URLSearchParams(params);
    if (next === 'all') copy.delete('tab');
    else copy.set('tab', next);
    setParams(copy, { replace: true });
  };
  const tabProps: TabProps = {
    search: debounced,
    onClearSearch: () => {
      setSearch('');
      document.getElementById('groups-search')?.focus();
    },
    onBrowse: () => selectTab('all'),
  };

  return (
    <Page
      title={intl.formatMessage({ id: 'groups.title' })}
      width="wide"
      actions={
        authenticated ? (
          <Link to="/groups/new" className={ACTION_CLASS}>
            {intl.formatMessage({ id: 'groups.create' })}
          </Link>
        ) : null
      }
    >
      <div className="mb-4">
        <label htmlFor="groups-search" className="sr-only">
          {intl.formatMessage({ id: 'groups.search.label' })}
        </label>
        <input
          id="groups-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'groups.search.placeholder' })}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
        />
      </div>
      {tabs.length > 1 ? (
        <Tabs
          id="groups"
          tabs={tabs}
          value={tab}
          onChange={selectTab}
          label={intl.formatMessage({ id: 'groups.tabs.label' })}
          labelOf={(value) => intl.formatMessage({ id: `groups.tabs.${value}` })}
        />
      ) : null}
      <TabPanel id="groups" tab={tab}>
        {tab === 'all' ? <AllGroups {...tabProps} /> : null}
        {tab === 'mine' ? <MyGroups {...tabProps} /> : null}
        {tab === 'invitations' ? <InvitedGroups {...tabProps} /> : null}
        {tab === 'requests' ? <RequestedGroups {...tabProps} /> : null}
      </TabPanel>
    </Page>
  );
}
