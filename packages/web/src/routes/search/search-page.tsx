import { useSearch } from '@convene/client';
import {
  SEARCH_DEBOUNCE,
  SEARCH_PAGE_MAX,
  SEARCH_TYPES,
  type SearchResults,
  type SearchType,
} from '@convene/contract';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SearchEmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { SEARCH_TYPE_LABELS, SearchHitText, searchHitPath } from '../../components/search-hit';
import { Spinner } from '../../components/spinner';
import { TabPanel, Tabs } from '../../components/tabs';
import { TextField } from '../../components/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const PAGE_SIZE = 20;
const TABS = ['all', ...SEARCH_TYPES] as const;
type Tab = (typeof TABS)[number];

/** The address of the results for `q` in `tab` at `page` (the first page and "all" left out). */
function resultsParams(q: string, tab: Tab, page = 1): URLSearchParams {
  const params = new URLSearchParams({ q });
  if (tab !== 'all') params.set('type', tab);
  if (page > 1) params.set('page', String(page));
  return params;
}

function Pager({ q, tab, page, more }: { q: string; tab: Tab; page: number; more: boolean }) {
  const intl = useIntl();
  const linkClass =
    'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-primary underline focus-visible:outline-2 focus-visible:outline-primary';
  if (page === 1 && !more) return null;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'search.pages.label' })}
      className="mt-4 flex justify-between"
    >
      {page > 1 ? (
        <Link to={`/search?${resultsParams(q, tab, page - 1)}`} className={linkClass}>
          {intl.formatMessage({ id: 'search.pages.previous' })}
        </Link>
      ) : (
        <span />
      )}
      {more ? (
        <Link to={`/search?${resultsParams(q, tab, page + 1)}`} className={linkClass}>
          {intl.formatMessage({ id: 'search.pages.next' })}
        </Link>
      ) : null}
    </nav>
  );
}

function Results({
  q,
  results,
  tab,
  page,
}: {
  q: string;
  results: SearchResults;
  tab: Tab;
  page: number;
}) {
  const intl = useIntl();
  if (!results.hits.length) return <SearchEmptyState search={q} />;
  return (
    <>
      <ul
        aria-label={intl.formatMessage({ id: 'search.results.label' })}
        className="flex flex-col gap-2"
      >
        {results.hits.map((hit) => (
          <li key={`${hit.type}-${hit.id}`}>
            <Link
              to={searchHitPath(hit)}
              className="flex rounded-lg border border-gray-200 bg-white px-4 py-3 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/10 dark:bg-white/5"
            >
              <SearchHitText hit={hit} />
            </Link>
          </li>
        ))}
      </ul>
      <Pager
        q={q}
        tab={tab}
        page={page}
        more={results.hits.length === PAGE_SIZE && page < SEARCH_PAGE_MAX}
      />
    </>
  );
}

/**
 * /search?q=&type=&page=: the platform's search (decision 0070), ranked, in tabs by kind
 * with their counts; typing edits the address at once and asks after 500 ms.
 */
export function SearchPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const tab: Tab = SEARCH_TYPES.find((type) => type === params.get('type')) ?? 'all';
  const page = Math.min(Math.max(Number(params.get('page')) || 1, 1), SEARCH_PAGE_MAX);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE);
  const type: SearchType | undefined = tab === 'all' ? undefined : tab;
  const search = useSearch({ q, type, page, pageSize: PAGE_SIZE });
  const counts = q ? search.data?.counts : undefined;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;
  const labelOf = (item: Tab) => {
    const label =
      item === 'all'
        ? intl.formatMessage({ id: 'search.tabs.all' })
        : intl.formatMessage({ id: SEARCH_TYPE_LABELS[item] });
    if (!counts) return label;
    const count = item === 'all' ? total : counts[item];
    return intl.formatMessage({ id: 'search.tabs.count' }, { label, count });
  };
  return (
    <Page title={intl.formatMessage({ id: 'search.title' })}>
      <div className="flex flex-col gap-4">
        <TextField
          id="search-text"
          type="search"
          label={intl.formatMessage({ id: 'search.field.label' })}
          placeholder={intl.formatMessage({ id: 'search.field.placeholder' })}
          value={text}
          autoFocus={!text}
          onChange={(event) =>
            setParams(event.target.value ? resultsParams(event.target.value, tab) : {}, {
              replace: true,
            })
          }
        />
        {q ? (
          <>
            <Tabs
              id="search"
              tabs={TABS}
              value={tab}
              onChange={(next) => setParams(resultsParams(text, next), { replace: true })}
              label={intl.formatMessage({ id: 'search.tabs.label' })}
              labelOf={labelOf}
            />
            <TabPanel id="search" tab={tab}>
              {search.data ? (
                <Results q={q} results={search.data} tab={tab} page={page} />
              ) : search.isError ? (
                <p role="alert">{intl.formatMessage({ id: 'search.error' })}</p>
              ) : (
                <Spinner />
              )}
            </TabPanel>
          </>
        ) : (
          <p className="text-gray-700 dark:text-gray-300">
            {intl.formatMessage({ id: 'search.start' })}
          </p>
        )}
      </div>
    </Page>
  );
}
