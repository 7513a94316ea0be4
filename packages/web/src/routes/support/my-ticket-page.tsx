import { supportQueries, useApiClient, useReplyToMyTicket } from '@convene/client';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { Conversation, StatusBadge, TextForm } from './ticket-parts';

/** /support/tickets/:ticketId — my request, the desk's replies, and my answer. */
export function MyTicketPage() {
  const intl = useIntl();
  const { ticketId = '' } = useParams();
  const api = useApiClient();
  const ticket = useQuery(supportQueries.myTicket(api, ticketId));
  const reply = useReplyToMyTicket(ticketId);
  if (ticket.error) return <ProblemPage error={ticket.error} />;
  const data = ticket.data;
  return (
    <Page title={intl.formatMessage({ id: 'support.ticket.title' })} width="narrow">
      {!data ? (
        <ListSkeleton />
      ) : (
        <div className="flex flex-col gap-5">
          <Card className="flex flex-col gap-2 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold">
                {intl.formatMessage({ id: 'support.ticket.request' })}
              </h2>
              <StatusBadge status={data.status} />
            </div>
            <p className="whitespace-pre-wrap break-words">{data.request}</p>
          </Card>
          <section className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">
              {intl.formatMessage({ id: 'support.ticket.conversation' })}
            </h2>
            <Conversation notes={data.notes} />
          </section>
          <TextForm
            label={intl.formatMessage({ id: 'support.ticket.reply' })}
            action={intl.formatMessage({ id: 'support.ticket.send' })}
            onSend={(text) => reply.mutateAsync(text)}
          />
        </div>
      )}
    </Page>
  );
}
