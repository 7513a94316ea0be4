import { eventQueries, useEvent, useEventPage } from '@convene/client';
import type { EventPage as EventPageContent } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { PageMeta, PrefetchContext } from '../../app/area';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { isTierLockError } from '../../components/tier-lock';
import { EventProblem } from './event-page';

/** The page is server-rendered: its event (for the way back) and its content. */
export async function eventContentPrefetch({ queryClient, api, params }: PrefetchContext) {
  await Promise.all([
    queryClient.prefetchQuery(eventQueries.detail(api, params.eventId ?? '')),
    queryClient.prefetchQuery(eventQueries.page(api, params.eventId ?? '', params.pageId ?? '')),
  ]);
}

export function eventContentMeta({
  queryClient,
  api,
  params,
}: PrefetchContext): PageMeta | undefined {
  const page = queryClient.getQueryData<EventPageContent>(
    eventQueries.page(api, params.eventId ?? '', params.pageId ?? '').queryKey,
  );
  return page
    ? { title: page.title, ...(page.subtitle ? { description: page.subtitle } : {}) }
    : undefined;
}

/** /events/:eventId/pages/:pageId — one of the event's pages (code of conduct, guides …). */
export function EventContentPage() {
  const intl = useIntl();
  const { eventId = '', pageId = '' } = useParams();
  const event = useEvent(eventId);
  const page = useEventPage(eventId, pageId);
  if (page.isPending) return <ListSkeleton count={1} className="mx-auto max-w-3xl px-4 py-10" />;
  // The pages of an event locked behind a tier say what unlocks the event, as its page.
  const locked = isTierLockError(event.error) ? event.error : null;
  if (locked || !page.data) return <EventProblem error={locked ?? page.error} />;
  return (
    <Page title={page.data.title}>
      {event.data ? (
        <Link
          to={`/events/${event.data.slug}`}
          className="mb-4 inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {intl.formatMessage({ id: 'events.page.backTo' }, { name: event.data.name })}
        </Link>
      ) : null}
      <Card className="p-4 sm:p-6">
        {page.data.subtitle ? (
          <p className="mb-3 text-lg text-gray-700 dark:text-gray-300">{page.data.subtitle}</p>
        ) : null}
        {/* The server keeps only a safe subset of html when a page is written. */}
        <div
          className="space-y-3 text-gray-900 dark:text-gray-100 [&_a]:text-primary [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: page.data.html }}
        />
      </Card>
    </Page>
  );
}
