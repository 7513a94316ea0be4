import { useChannels, useManagedChannels, useSubscribedChannels } from '@convene/client';
import { SEARCH_DEBOUNCE, type Channel } from '@convene/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { EmptyState, SearchEmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { TabPanel, Tabs } from '../../components/tabs';
import { useTabParam } from '../../components/use-tab-param';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ChannelCard } from './channel-card';
import { SearchBox } from './search-box';

const TABS = ['all', 'subscribed', 'featured'] as const;

interface Paged {
  items: Channel[];
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

function ChannelList({ list, empty }: { list: Paged; empty: ReactNode }) {
  const intl = useIntl();
  return (
    <List
      items={list.items}
      keyOf={(channel) => channel.id}
      renderItem={(channel) => <ChannelCard channel={channel} />}
      loading={list.isPending}
      skeleton="cards"
      hasMore={list.hasNextPage}
      onEndReached={() => {
        if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
      }}
      empty={empty}
      label={intl.formatMessage({ id: 'channels.list.label' })}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
    />
  );
}

function Empty({ search, onClear }: { search: string; onClear: () => void }) {
  const intl = useIntl();
  if (search) return <SearchEmptyState search={search} onClear={onClear} />;
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'channels.empty.all' })}
      body={intl.formatMessage({ id: 'channels.empty.all.body' })}
    />
  );
}

function AllChannels({ search, onClear }: { search: string; onClear: () => void }) {
  const query = useChannels(search ? { search } : {});
  return <ChannelList list={query} empty={<Empty search={search} onClear={onClear} />} />;
}

function FeaturedChannels({ search, onClear }: { search: string; onClear: () => void }) {
  const query = useChannels({ featured: true, ...(search ? { search } : {}) });
  return <ChannelList list={query} empty={<Empty search={search} onClear={onClear} />} />;
}

function SubscribedChannels({ onBrowse }: { onBrowse: () => void }) {
  const intl = useIntl();
  const query = useSubscribedChannels();
  return (
    <ChannelList
      list={query}
      empty={
        <EmptyState
          title={intl.formatMessage({ id: 'channels.empty.subscribed' })}
          body={intl.formatMessage({ id: 'channels.empty.subscribed.body' })}
          action={
            <Button variant="white" onClick={onBrowse}>
              {intl.formatMessage({ id: 'channels.empty.subscribed.action' })}
            </Button>
          }
        />
      }
    />
  );
}

const ACTION_LINK =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20 dark:bg-night-raised dark:text-gray-100 dark:hover:bg-white/10';

/** The creator studio, for those who manage a channel (`GET /channels/managed`). */
function StudioLink() {
  const intl = useIntl();
  const managed = useManagedChannels({ pageSize: 1 });
  if (managed.items.length === 0) return null;
  return (
    <Link to="/studio/channels" className={ACTION_LINK}>
      {intl.formatMessage({ id: 'channels.studio' })}
    </Link>
  );
}

/** /channels: every channel, the ones I subscribe to (signed in) and the featured ones. */
export function ChannelsPage() {
  const intl = useIntl();
  const { authenticated } = useSession();
  const [requested, selectTab] = useTabParam(TABS);
  const tabs = authenticated ? TABS : (['all', 'featured'] as const);
  const tab = tabs.includes(requested as never) ? requested : 'all';
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE);
  const onClear = () => {
    setSearch('');
    document.getElementById('channels-search')?.focus();
  };

  return (
    <Page
      title={intl.formatMessage({ id: 'channels.title' })}
      width="wide"
      actions={
        <div className="flex flex-wrap gap-2">
          {authenticated ? <StudioLink /> : null}
          <Link to="/contents" className={ACTION_LINK}>
            {intl.formatMessage({ id: 'channels.allContents' })}
          </Link>
        </div>
      }
    >
      {tab === 'subscribed' ? null : (
        <SearchBox
          id="channels-search"
          value={search}
          onChange={setSearch}
          label={intl.formatMessage({ id: 'channels.search.label' })}
          placeholder={intl.formatMessage({ id: 'channels.search.placeholder' })}
        />
      )}
      <Tabs
        id="channels"
        tabs={tabs}
        value={tab}
        onChange={selectTab}
        label={intl.formatMessage({ id: 'channels.tabs.label' })}
        labelOf={(value) => intl.formatMessage({ id: `channels.tabs.${value}` })}
      />
      <TabPanel id="channels" tab={tab}>
        {tab === 'all' ? <AllChannels search={debounced} onClear={onClear} /> : null}
        {tab === 'featured' ? <FeaturedChannels search={debounced} onClear={onClear} /> : null}
        {tab === 'subscribed' ? <SubscribedChannels onBrowse={() => selectTab('all')} /> : null}
      </TabPanel>
    </Page>
  );
}
