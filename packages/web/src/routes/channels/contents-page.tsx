import { useContents, useSubscribedContents } from '@convene/client';
import { CONTENT_TYPES, SEARCH_DEBOUNCE, type ContentType } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { EmptyState, SearchEmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form-fields';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { TabPanel, Tabs } from '../../components/tabs';
import { useTabParam } from '../../components/use-tab-param';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ContentList } from './content-list';
import { SearchBox } from './search-box';

const TABS = ['all', 'subscribed', 'featured'] as const;
type Tab = (typeof TABS)[number];

const isContentType = (value: string | null): value is ContentType =>
  CONTENT_TYPES.includes(value as ContentType);

type Filters = { type?: ContentType; search?: string };

/** Why the list is empty: the search found nothing (clear it), or nothing there yet. */
function Empty({
  tab,
  search,
  onClear,
  onBrowse,
}: {
  tab: Tab;
  search: string;
  onClear: () => void;
  onBrowse: () => void;
}) {
  const intl = useIntl();
  if (search) return <SearchEmptyState search={search} onClear={onClear} />;
  if (tab === 'subscribed')
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'channels.empty.subscribedContents' })}
        body={intl.formatMessage({ id: 'channels.empty.subscribed.body' })}
        action={
          <Button variant="white" onClick={onBrowse}>
            {intl.formatMessage({ id: 'channels.browse' })}
          </Button>
        }
      />
    );
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'channels.empty.contents' })}
      body={intl.formatMessage({ id: 'channels.empty.contents.body' })}
    />
  );
}

/** The list of the selected tab; the other lists stay off. */
function useTabContents(tab: Tab, filters: Filters, authenticated: boolean) {
  const all = useContents(
    { ...filters, ...(tab === 'featured' ? { featured: true } : {}) },
    { enabled: tab !== 'subscribed' },
  );
  const subscribed = useSubscribedContents(filters, {
    enabled: authenticated && tab === 'subscribed',
  });
  return tab === 'subscribed' ? subscribed : all;
}

/**
 * /contents — the Channels tab: every published content, the contents of my channels
 * (signed in) and the featured ones; a type filter and search; the channel directory a
 * link away.
 */
export function ContentsPage() {
  const intl = useIntl();
  const { authenticated } = useSession();
  const [requested, selectTab] = useTabParam(TABS);
  const tabs = authenticated ? TABS : (['all', 'featured'] as const);
  const tab: Tab = tabs.includes(requested as never) ? requested : 'all';
  const [params, setParams] = useSearchParams();
  const askedType = params.get('type');
  const type = isContentType(askedType) ? askedType : undefined;
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE);
  const filters: Filters = {
    ...(type ? { type } : {}),
    ...(debounced ? { search: debounced } : {}),
  };
  const list = useTabContents(tab, filters, authenticated);

  const selectType = (next: string) => {
    const copy = new URLSearchParams(params);
    if (isContentType(next)) copy.set('type', next);
    else copy.delete('type');
    setParams(copy, { replace: true });
  };

  return (
    <Page
      title={intl.formatMessage({ id: 'channels.contents.title' })}
      width="wide"
      actions={
        <Link
          to="/channels"
          className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20 dark:bg-night-raised dark:text-gray-100 dark:hover:bg-white/10"
        >
          {intl.formatMessage({ id: 'channels.browse' })}
        </Link>
      }
    >
      <div className="flex flex-col gap-x-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchBox
            id="contents-search"
            value={search}
            onChange={setSearch}
            label={intl.formatMessage({ id: 'channels.contents.search.label' })}
            placeholder={intl.formatMessage({ id: 'channels.contents.search.placeholder' })}
          />
        </div>
        <SelectField
          label={intl.formatMessage({ id: 'channels.types.label' })}
          value={type ?? 'all'}
          onChange={(event) => selectType(event.target.value)}
          className="mb-4 sm:w-48"
        >
          {(['all', ...CONTENT_TYPES] as const).map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `channels.types.${value}` })}
            </option>
          ))}
        </SelectField>
      </div>
      <Tabs
        id="contents"
        tabs={tabs}
        value={tab}
        onChange={selectTab}
        label={intl.formatMessage({ id: 'channels.contents.tabs.label' })}
        labelOf={(value) => intl.formatMessage({ id: `channels.tabs.${value}` })}
      />
      <TabPanel id="contents" tab={tab}>
        <ContentList
          list={list}
          empty={
            <Empty
              tab={tab}
              search={debounced}
              onClear={() => {
                setSearch('');
                document.getElementById('contents-search')?.focus();
              }}
              onBrowse={() => selectTab('all')}
            />
          }
        />
      </TabPanel>
    </Page>
  );
}
