import {
  useGroups,
  useInvitedGroups,
  useRequestedGroups,
  useSelfGroupMemberships,
} from '@convene/client';
import { SEARCH_DEBOUNCE, type BaseGroup, type Group } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { GroupCard } from './group-card';
import { TabPanel, Tabs } from '../../components/tabs';

const TABS = ['all', 'mine', 'invitations', 'requests'] as const;
type Tab = (typeof TABS)[number];

interface Paged<T> {
  items: T[];
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

function GroupList({ list, empty }: { list: Paged<Group | BaseGroup>; empty: string }) {
  const intl = useIntl();
  return (
    <List
      items={list.items}
      keyOf={(group) => group.id}
      renderItem={(group) => <GroupCard group={group} />}
      loading={list.isPending}
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

function AllGroups({ search }: { search: string }) {
  const intl = useIntl();
  const query = useGroups(search ? { search } : {});
  return (
    <GroupList
      list={{ ...query, items: query.groups }}
      empty={intl.formatMessage({ id: 'groups.empty.all' })}
    />
  );
}

function MyGroups({ search }: { search: string }) {
  const intl = useIntl();
  const query = useSelfGroupMemberships(search ? { search } : {});
  return (
    <GroupList
      list={{ ...query, items: query.items.map((membership) => membership.group) }}
      empty={intl.formatMessage({ id: 'groups.empty.mine' })}
    />
  );
}

function InvitedGroups({ search }: { search: string }) {
  const intl = useIntl();
  const query = useInvitedGroups(search ? { search } : {});
  return (
    <GroupList
      list={{ ...query, items: query.groups }}
      empty={intl.formatMessage({ id: 'groups.empty.invitations' })}
    />
  );
}

function RequestedGroups({ search }: { search: string }) {
  const intl = useIntl();
  const query = useRequestedGroups(search ? { search } : {});
  return (
    <GroupList
      list={{ ...query, items: query.groups }}
      empty={intl.formatMessage({ id: 'groups.empty.requests' })}
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

  return (
    <Page
      title={intl.formatMessage({ id: 'groups.title' })}
      width="wide"
      actions={
        authenticated ? (
          <Link
            to="/groups/new"
            className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
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
        {tab === 'all' ? <AllGroups search={debounced} /> : null}
        {tab === 'mine' ? <MyGroups search={debounced} /> : null}
        {tab === 'invitations' ? <InvitedGroups search={debounced} /> : null}
        {tab === 'requests' ? <RequestedGroups search={debounced} /> : null}
      </TabPanel>
    </Page>
  );
}
