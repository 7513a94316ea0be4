import type { BaseContent } from '@convene/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { List } from '../../components/list';
import { ContentCard } from './content-card';

/** A paged list of contents (any content list hook's result). */
export interface PagedContents {
  items: BaseContent[];
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function ContentList({
  list,
  empty,
  showChannel = true,
}: {
  list: PagedContents;
  empty: ReactNode;
  showChannel?: boolean;
}) {
  const intl = useIntl();
  return (
    <List
      items={list.items}
      keyOf={(content) => content.id}
      renderItem={(content) => <ContentCard content={content} showChannel={showChannel} />}
      loading={list.isPending}
      skeleton="cards"
      hasMore={list.hasNextPage}
      onEndReached={() => {
        if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
      }}
      empty={empty}
      label={intl.formatMessage({ id: 'channels.contents.label' })}
      className="grid grid-cols-1 gap-3 lg:grid-cols-2"
    />
  );
}
