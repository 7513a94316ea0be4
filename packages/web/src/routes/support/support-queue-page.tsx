import { supportQueries, useApiClient } from '@convene/client';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@convene/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form-fields';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { RelativeTime } from '../../components/relative-time';
import { pagedList } from '../../components/social/paged';
import { StatusBadge } from './ticket-parts';

function statusOf(value: string | null): SupportTicketStatus | undefined {
  return SUPPORT_TICKET_STATUSES.find((status) => status === value);
}

/** /admin/support — the queue, open tickets first; a status filter kept in the address. */
export function SupportQueuePage() {
  const intl = useIntl();
  const api = useApiClient();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const query = useInfiniteQuery(
    supportQueries.queue(api, { pageSize: 20, ...(status ? { status } : {}) }),
  );
  if (query.error) return <ProblemPage error={query.error} />;
  return (
    <Page title={intl.formatMessage({ id: 'support.queue.title' })}>
      <SelectField
        className="mb-4 max-w-xs"
        label={intl.formatMessage({ id: 'support.queue.filter' })}
        value={status ?? ''}
        onChange={(change) => {
          const next = new URLSearchParams(search);
          if (change.target.value) next.set('status', change.target.value);
          else next.delete('status');
          setSearch(next, { replace: true });
        }}
      >
        <option value="">{intl.formatMessage({ id: 'support.queue.all' })}</option>
        {SUPPORT_TICKET_STATUSES.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `support.status.${option}` })}
          </option>
        ))}
      </SelectField>
      <List
        {...pagedList(query)}
        label={intl.formatMessage({ id: 'support.queue.title' })}
        keyOf={(ticket) => ticket.id}
        empty={<EmptyState title={intl.formatMessage({ id: 'support.queue.empty' })} />}
        renderItem={(ticket) => (
          <Card className="flex flex-col gap-1 p-4" data-testid="queue-ticket">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={`/admin/support/${ticket.id}`} className="font-semibold hover:underline">
                {intl.formatMessage(
                  { id: 'support.queue.item' },
                  {
                    type: intl.formatMessage({ id: `support.type.${ticket.type}` }),
                    email: ticket.email,
                  },
                )}
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
