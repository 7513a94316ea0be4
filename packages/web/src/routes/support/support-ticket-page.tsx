import { supportQueries, useApiClient, useTicketActions } from '@convene/client';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@convene/contract';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { SelectField } from '../../components/form-fields';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { RelativeTime } from '../../components/relative-time';
import { ListSkeleton } from '../../components/skeleton';
import { Conversation, TextForm } from './ticket-parts';

/**
 * /admin/support/:ticketId — a ticket for the desk: the request, its status, the
 * conversation with internal notes, a note to add and a reply mailed to the requester.
 */
export function SupportTicketPage() {
  const intl = useIntl();
  const { ticketId = '' } = useParams();
  const api = useApiClient();
  const ticket = useQuery(supportQueries.ticket(api, ticketId));
  const actions = useTicketActions(ticketId);
  if (ticket.error) return <ProblemPage error={ticket.error} />;
  const data = ticket.data;
  return (
    <Page title={intl.formatMessage({ id: 'support.ticket.title' })}>
      {!data ? (
        <ListSkeleton />
      ) : (
        <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
          <div className="flex flex-col gap-5">
            <Card className="flex flex-col gap-2 p-4">
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {intl.formatMessage({ id: `support.type.${data.type}` })} ·{' '}
                {intl.formatMessage({ id: 'support.admin.from' }, { email: data.email })} ·{' '}
                <RelativeTime date={data.createdAt} />
              </p>
              {data.event ? (
                <p className="text-sm">
                  <Link to={`/events/${data.event.slug}`} className="underline">
                    {intl.formatMessage({ id: 'support.admin.event' }, { name: data.event.name })}
                  </Link>
                </p>
              ) : null}
              <p className="whitespace-pre-wrap break-words">{data.request}</p>
            </Card>
            <section className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold">
                {intl.formatMessage({ id: 'support.ticket.conversation' })}
              </h2>
              <Conversation notes={data.notes} />
            </section>
            <TextForm
              label={intl.formatMessage({ id: 'support.admin.reply' })}
              action={intl.formatMessage({ id: 'support.admin.sendReply' })}
              onSend={(text) => actions.reply.mutateAsync(text)}
            />
          </div>
          <div className="flex flex-col gap-5">
            <SelectField
              label={intl.formatMessage({ id: 'support.admin.status' })}
              value={data.status}
              disabled={actions.setStatus.isPending}
              onChange={(change) =>
                actions.setStatus.mutate(change.target.value as SupportTicketStatus)
              }
            >
              {SUPPORT_TICKET_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage({ id: `support.status.${option}` })}
                </option>
              ))}
            </SelectField>
            <TextForm
              label={intl.formatMessage({ id: 'support.admin.note' })}
              action={intl.formatMessage({ id: 'support.admin.addNote' })}
              onSend={(text) => actions.addNote.mutateAsync(text)}
            />
          </div>
        </div>
      )}
    </Page>
  );
}
