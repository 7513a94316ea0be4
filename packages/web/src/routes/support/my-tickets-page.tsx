import { supportQueries, useApiClient } from '@convene/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { RelativeTime } from '../../components/relative-time';
import { pagedList } from '../../components/social/paged';
import { StatusBadge } from './ticket-parts';

/** /support/tickets — the member's tickets, newest first, each with its status. */
export function MyTicketsPage() {
  const intl = useIntl();
  const api = useApiClient();
  const query = useInfiniteQuery(supportQueries.mine(api, { pageSize: 20 }));
  if (query.error) return <ProblemPage error={query.error} />;
  return (
    <Page
      title={intl.formatMessage({ id: 'support.mine.title' })}
      actions={
        <Link to="/support" className="inline-flex min-h-11 items-center font-medium underline">
          {intl.formatMessage({ id: 'support.new' })}
        </Link>
      }
    >
      <List
        {...pagedList(query)}
        label={intl.formatMessage({ id: 'support.mine.title' })}
        keyOf={(ticket) => ticket.id}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'support.mine.empty' })}
            body={intl.formatMessage({ id: 'support.mine.emptyBody' })}
          />
        }
        renderItem={(ticket) => (
          <Card className="flex flex-col gap-1 p-4" data-testid="my-ticket">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={`/support/tickets/${ticket.id}`} className="font-semibold hover:underline">
                {intl.formatMessage({ id: `support.type.${ticket.type}` })}
              </Link>
              <StatusBadge status={ticket.status} />
            </div>
            <p className="line-clamp-2 break-words text-gray-800 dark:text-gray-200">
              {ticket.request}
            </p>
            <RelativeTime
              date={ticket.createdAt}
              className="text-xs text-gray-600 dark:text-gray-400"
            />
          </Card>
        )}
      />
    </Page>
  );
}
