import { eventQueries, useEvents, useFeaturedEvents, useSelfEvents } from '@convene/client';
import { SEARCH_DEBOUNCE, type EventSummary } from '@convene/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { PageMeta, PrefetchContext } from '../../app/area';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { EmptyState, SearchEmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { pagedList } from '../../components/social/paged';
import { TabPanel, Tabs } from '../../components/tabs';
import { usePageExists } from '../../components/use-page-exists';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useHydrated } from '../../lib/use-hydrated';
import {
  apiFilters,
  hasFilters,
  readDiscovery,
  readMonth,
  VIEWS,
  writeDiscovery,
  type Discovery,
  type EventsView,
} from './discovery';
import { DiscoveryFilters } from './discovery-filters';
import { EventCard } from './event-card';
import { MonthView } from './month-view';
import { useIsRegistered } from './registered';

const TABS = ['upcoming', 'past', 'mine'] as const;
type Tab = (typeof TABS)[number];

const FEATURED = { pageSize: 4 };

/** The server renders the first page of upcoming events and the featured ones. */
export function eventsPrefetch({ queryClient, api }: PrefetchContext) {
  return Promise.all([
    queryClient.prefetchInfiniteQuery(eventQueries.list(api, { past: false })),
    queryClient.prefetchInfiniteQuery(eventQueries.featured(api, FEATURED)),
  ]);
}

export function eventsMeta({ intl }: PrefetchContext): PageMeta {
  return { title: intl.formatMessage({ id: 'events.title' }) };
}

const GRID = 'grid grid-cols-1 gap-3 md:grid-cols-2';

type Paged = Parameters<typeof pagedList<EventSummary>>[0];

function EventList({ query, empty, label }: { query: Paged; empty: ReactNode; label: string }) {
  const isRegistered = useIsRegistered();
  return (
    <List
      {...pagedList(query)}
      keyOf={(event) => event.id}
      renderItem={(event) => <EventCard event={event} registered={isRegistered(event.id)} />}
      skeleton="cards"
      empty={empty}
      label={label}
      className={GRID}
    />
  );
}

/** Featured upcoming events, above the upcoming list (hidden while searching or when none). */
function Featured() {
  const intl = useIntl();
  const query = useFeaturedEvents(FEATURED);
  const isRegistered = useIsRegistered();
  if (!query.isPending && query.items.length === 0) return null;
  return (
    <section aria-labelledby="events-featured" className="mb-6">
      <h2 id="events-featured" className="mb-3 text-lg font-semibold">
        {intl.formatMessage({ id: 'events.featured.title' })}
      </h2>
      <List
        items={query.items}
        keyOf={(event) => event.id}
        renderItem={(event) => <EventCard event={event} registered={isRegistered(event.id)} />}
        loading={query.isPending}
        skeleton="cards"
        label={intl.formatMessage({ id: 'events.featured.title' })}
        className={GRID}
      />
    </section>
  );
}

function Catalogue({
  past,
  search,
  onClearSearch,
  discovery,
  onClearFilters,
}: {
  past: boolean;
  search: string;
  onClearSearch: () => void;
  discovery: Discovery;
  onClearFilters: () => void;
}) {
  const intl = useIntl();
  const filtered = hasFilters(discovery);
  const query = useEvents({
    past,
    ...(search ? { search } : {}),
    ...apiFilters(discovery, new Date()),
  });
  const empty = filtered ? (
    <EmptyState
      title={intl.formatMessage({ id: 'events.discovery.empty' })}
      body={intl.formatMessage({ id: 'events.discovery.empty.body' })}
      action={
        <Button variant="primary" onClick={onClearFilters}>
          {intl.formatMessage({ id: 'events.discovery.clear' })}
        </Button>
      }
    />
  ) : search ? (
    <SearchEmptyState
      search={search}
      onClear={onClearSearch}
      title={intl.formatMessage({ id: 'events.empty.search' }, { search })}
    />
  ) : (
    <EmptyState
      title={intl.formatMessage({ id: past ? 'events.empty.past' : 'events.empty.upcoming' })}
      body={intl.formatMessage({
        id: past ? 'events.empty.past.body' : 'events.empty.upcoming.body',
      })}
    />
  );
  return (
    <>
      {!past && !search && !filtered ? <Featured /> : null}
      {!past && !search && !filtered ? (
        <h2 className="mb-3 text-lg font-semibold">
          {intl.formatMessage({ id: 'events.upcoming.title' })}
        </h2>
      ) : null}
      <EventList
        query={query}
        empty={empty}
        label={intl.formatMessage({ id: past ? 'events.tabs.past' : 'events.tabs.upcoming' })}
      />
    </>
  );
}

/** "My events": what the account is registered for, upcoming or past, and its invoices. */
function MyEvents({ onBrowse }: { onBrowse: () => void }) {
  const intl = useIntl();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const query = useSelfEvents({ past: when === 'past' });
  const invoices = usePageExists('/invoices');
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'events.tabs.mine' })}
          className="mb-4 flex gap-2"
        >
          {(['upcoming', 'past'] as const).map((option) => (
            <Button
              key={option}
              variant={when === option ? 'active' : 'inactive'}
              aria-pressed={when === option}
              onClick={() => setWhen(option)}
            >
              {intl.formatMessage({ id: `events.tabs.${option}` })}
            </Button>
          ))}
        </div>
        {invoices ? (
          <Link to="/invoices" className="mb-4 text-sm font-semibold text-primary underline">
            {intl.formatMessage({ id: 'events.mine.invoices' })}
          </Link>
        ) : null}
      </div>
      <EventList
        query={query}
        label={intl.formatMessage({ id: 'events.tabs.mine' })}
        empty={
          <EmptyState
            title={intl.formatMessage({
              id: when === 'past' ? 'events.empty.mine.past' : 'events.empty.mine',
            })}
            body={intl.formatMessage({ id: 'events.empty.mine.body' })}
            action={
              <Button variant="primary" onClick={onBrowse}>
                {intl.formatMessage({ id: 'events.empty.mine.action' })}
              </Button>
            }
          />
        }
      />
    </>
  );
}

/** /events: upcoming (featured first) and past events with search; "My events" when signed in. */
export function EventsPage() {
  const intl = useIntl();
  const { authenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const tabs = authenticated ? TABS : (['upcoming', 'past'] as const);
  const requested = params.get('tab') as Tab | null;
  const tab: Tab =
    requested && (tabs as readonly Tab[]).includes(requested) ? requested : 'upcoming';
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE);

  const selectTab = (next: Tab) => {
    const copy = new URLSearchParams(params);
    if (next === 'upcoming') copy.delete('tab');
    else copy.set('tab', next);
    setParams(copy, { replace: true });
  };
  const discovery = readDiscovery(params);
  const view: EventsView = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as EventsView)
    : 'list';
  const hydrated = useHydrated();
  // Each filter, view or month change is a new history entry: back undoes it. A filter
  // changes the URL as it is now, not as this render saw it: the router renders a navigation
  // later (in a transition), so a second filter changed before that would drop the first.
  const setDiscovery = (change: Partial<Discovery>) => {
    const current = new URLSearchParams(window.location.search);
    setParams(writeDiscovery(current, { ...readDiscovery(current), ...change }));
  };
  const selectView = (next: EventsView) => {
    const copy = new URLSearchParams(params);
    if (next === 'list') {
      copy.delete('view');
      copy.delete('month');
    } else copy.set('view', next);
    setParams(copy);
  };
  const selectMonth = (month: string) => {
    const copy = new URLSearchParams(params);
    copy.set('month', month);
    setParams(copy);
  };
  const clearSearch = () => {
    setSearch('');
    document.getElementById('events-search')?.focus();
  };

  return (
    <Page title={intl.formatMessage({ id: 'events.title' })} width="wide">
      {tab !== 'mine' || view === 'month' ? (
        <div className="mb-4">
          <label htmlFor="events-search" className="sr-only">
            {intl.formatMessage({ id: 'events.search.label' })}
          </label>
          <input
            id="events-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={intl.formatMessage({ id: 'events.search.placeholder' })}
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
          />
        </div>
      ) : null}
      {tab !== 'mine' || view === 'month' ? (
        <DiscoveryFilters value={discovery} onChange={setDiscovery} dates={view === 'list'} />
      ) : null}
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'events.discovery.view' })}
        className="mb-4 flex gap-2"
      >
        {VIEWS.map((option) => (
          <Button
            key={option}
            variant={view === option ? 'active' : 'inactive'}
            aria-pressed={view === option}
            onClick={() => selectView(option)}
          >
            {intl.formatMessage({ id: `events.discovery.view.${option}` })}
          </Button>
        ))}
      </div>
      {view === 'month' ? (
        hydrated ? (
          <MonthView
            month={readMonth(params, new Date())}
            onMonth={selectMonth}
            discovery={discovery}
            search={debounced}
          />
        ) : null
      ) : (
        <>
          <Tabs
            id="events"
            tabs={tabs}
            value={tab}
            onChange={selectTab}
            label={intl.formatMessage({ id: 'events.tabs.label' })}
            labelOf={(value) => intl.formatMessage({ id: `events.tabs.${value}` })}
          />
          <TabPanel id="events" tab={tab}>
            {tab === 'mine' ? (
              <MyEvents onBrowse={() => selectTab('upcoming')} />
            ) : (
              <Catalogue
                past={tab === 'past'}
                search={debounced}
                onClearSearch={clearSearch}
                discovery={discovery}
                onClearFilters={() => setParams(writeDiscovery(params, {}))}
              />
            )}
          </TabPanel>
        </>
      )}
    </Page>
  );
}
