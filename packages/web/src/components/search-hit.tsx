import type { SearchHit, SearchType } from '@convene/contract';
import { useIntl } from 'react-intl';
import type { UiMessageId } from './messages';

/** The label of each kind of the platform's search (decision 0070). */
export const SEARCH_TYPE_LABELS: Record<SearchType, UiMessageId> = {
  events: 'ui.search.type.events',
  groups: 'ui.search.type.groups',
  accounts: 'ui.search.type.accounts',
  activities: 'ui.search.type.activities',
  channels: 'ui.search.type.channels',
  contents: 'ui.search.type.contents',
};

/** The app path of a hit's page, without the locale prefix. */
export function searchHitPath(hit: SearchHit): string {
  const key = encodeURIComponent(hit.key);
  switch (hit.type) {
    case 'contents':
      return `/channels/${encodeURIComponent(hit.parentKey ?? '')}/contents/${key}`;
    default:
      return `/${hit.type}/${key}`;
  }
}

/** A hit's kind, title and summary, as the header's suggestions and the results page show it. */
export function SearchHitText({ hit }: { hit: SearchHit }) {
  const intl = useIntl();
  return (
    <span className="flex min-w-0 flex-col">
      <span className="flex items-baseline gap-2">
        <span className="truncate font-semibold text-gray-900 dark:text-white">{hit.title}</span>
        <span className="shrink-0 text-xs font-medium text-gray-600 uppercase dark:text-gray-300">
          {intl.formatMessage({ id: SEARCH_TYPE_LABELS[hit.type] })}
        </span>
      </span>
      {hit.summary ? (
        <span className="line-clamp-2 text-sm text-gray-700 dark:text-gray-300">{hit.summary}</span>
      ) : null}
    </span>
  );
}
