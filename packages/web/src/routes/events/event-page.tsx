import { ApiError, eventQueries, useEvent, useSeriesEvents } from '@convene/client';
import { PAGE_PATHS, type Event, type EventPassTypes } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { SERVER_ONLY_QUERY, type PageMeta, type PrefetchContext } from '../../app/area';
import { pageUrlIn } from '../../app/seo-head';
import { CalendarLinks } from '../../components/calendar-links';
import { Card } from '../../components/card';
import { LinkedText } from '../../components/conversation/message-content';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { BannerPageSkeleton } from '../../components/skeleton';
import { TierLockOr } from '../../components/tier-lock';
import { useLocale } from '../../i18n/locale-context';
import { calendarEntryOf } from '../../lib/event-calendar';
import { useHydrated } from '../../lib/use-hydrated';
import { Badge, EventTypeBadge, EventWhen } from './event-card';
import { Agenda, EventPages, Faqs, Location, Section, Speakers, Sponsors } from './event-sections';
import { shortPlace } from './format';
import { useIsRegistered } from './registered';
import { RegistrationPanel } from './registration-panel';
import { ShareButton } from './share-button';
import { eventStructuredData } from './structured-data';
import { Discussion } from '../../components/conversation/discussion';

/**
 * The server renders the event and its FAQs, so the page and its Open Graph tags need no
 * script; the passes on sale give its JSON-LD offers (for the head only: not sent on).
 */
export async function eventPrefetch({ queryClient, api, params }: PrefetchContext) {
  const key = params.eventId ?? '';
  await queryClient.prefetchQuery(eventQueries.detail(api, key));
  const event = queryClient.getQueryData<Event>(eventQueries.detail(api, key).queryKey);
  if (!event) return;
  await Promise.all([
    event.faqSections.length > 0
      ? queryClient.prefetchInfiniteQuery(eventQueries.faqSections(api, event.id, { pageSize: 50 }))
      : null,
    event.registration && !event.past
      ? queryClient.prefetchQuery({
          ...eventQueries.passTypes(api, event.id),
          meta: SERVER_ONLY_QUERY,
        })
      : null,
  ]);
}

export function eventMeta({
  queryClient,
  api,
  params,
  url,
  config,
  locale,
}: PrefetchContext): PageMeta | undefined {
  const event = queryClient.getQueryData<Event>(
    eventQueries.detail(api, params.eventId ?? '').queryKey,
  );
  if (!event) return undefined;
  const canonicalPath = PAGE_PATHS.event(event.slug);
  const passes = queryClient.getQueryData<EventPassTypes>(
    eventQueries.passTypes(api, event.id).queryKey,
  );
  return {
    title: event.name,
    description: event.shortDescription,
    ...(event.image ? { imageUri: event.image.uri } : {}),
    canonicalPath,
    // Built on the server only: the browser's copy of this module leaves it out.
    ...(import.meta.env.SSR
      ? {
          structuredData: eventStructuredData({
            event,
            passTypes: passes?.passTypes ?? [],
            pageUrl: pageUrlIn(url, config, locale, canonicalPath),
            origin: url.origin,
            organizationName: config.NAME,
          }),
        }
      : {}),
  };
}

/**
 * Why an event (or one of its pages, its registration) cannot be shown: not found, not
 * public, for its group's members only, or locked behind a membership tier (what unlocks it).
 */
export function EventProblem({ error }: { error: Error | null }) {
  const intl = useIntl();
  const { eventId = '' } = useParams();
  const notFound = error instanceof ApiError && error.isNotFound;
  return (
    <TierLockOr error={error} type="event" resourceId={eventId}>
      <Page title={intl.formatMessage({ id: 'events.title' })}>
        <Card className="flex flex-col items-start gap-3 p-6" data-testid="event-problem">
          <p role="alert" className="text-gray-800 dark:text-gray-200">
            {notFound
              ? intl.formatMessage({ id: 'events.page.notFound' })
              : (error?.message ?? intl.formatMessage({ id: 'events.page.notFound' }))}
          </p>
          <Link to="/events" className="font-semibold text-primary underline">
            {intl.formatMessage({ id: 'events.page.back' })}
          </Link>
        </Card>
      </Page>
    </TierLockOr>
  );
}

function Hero({ event }: { event: Event }) {
  const intl = useIntl();
  return (
    <Card className="mb-6 overflow-hidden">
      {/* The page's largest paint: fetched at once, first. */}
      <Image
        src={event.image?.uri}
        alt=""
        loading="eager"
        fetchPriority="high"
        className="h-40 w-full object-cover sm:h-64"
      />
      <div className="flex flex-col gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-1.5">
          <EventTypeBadge type={event.eventType} />
          {event.featured ? (
            <Badge tone="accent">{intl.formatMessage({ id: 'events.featured' })}</Badge>
          ) : null}
          {event.groupOnly ? <Badge>{intl.formatMessage({ id: 'events.groupOnly' })}</Badge> : null}
          {event.visibility === 'private' ? (
            <Badge>{intl.formatMessage({ id: 'events.private' })}</Badge>
          ) : null}
          {event.past ? <Badge>{intl.formatMessage({ id: 'events.ended' })}</Badge> : null}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{event.name}</h1>
        <EventWhen event={event} className="font-medium text-gray-800 dark:text-gray-200" />
        {shortPlace(event) && event.eventType !== 'virtual' ? (
          <p className="text-gray-700 dark:text-gray-300">{event.venue ?? shortPlace(event)}</p>
        ) : null}
        <p className="text-gray-700 dark:text-gray-300">{event.shortDescription}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {event.group ? (
            <Link to={`/groups/${event.group.slug}`} className="text-primary underline">
              {intl.formatMessage({ id: 'events.page.group' }, { name: event.group.name })}
            </Link>
          ) : null}
          {event.series ? (
            <span className="text-gray-600 dark:text-gray-400">
              {intl.formatMessage({ id: 'events.page.series' }, { name: event.series.name })}
            </span>
          ) : null}
        </p>
      </div>
    </Card>
  );
}

/**
 * "Add to calendar" for the event (Google, Outlook, a file), in the browser only: the
 * entry links to the event's page on this site, whose origin the server render does not know.
 */
function EventCalendarLinks({ event }: { event: Event }) {
  const intl = useIntl();
  const { localize } = useLocale();
  const hydrated = useHydrated();
  if (!hydrated || event.status !== 'ready') return null;
  return (
    <Card className="p-4">
      <CalendarLinks
        event={calendarEntryOf(event, {
          online: intl.formatMessage({ id: 'events.confirmation.online' }),
          stamp: event.updatedAt,
          pagePath: localize(`/events/${event.slug}`),
        })}
        fileName={`${event.slug}.ics`}
      />
    </Card>
  );
}

/** The series' other upcoming dates, each linking to its own page (nothing when it has none). */
function MoreDates({ event }: { event: Event }) {
  const intl = useIntl();
  const dates = useSeriesEvents(event.seriesId ?? '', { limit: 7 });
  const others = dates.items.filter((other) => other.id !== event.id).slice(0, 6);
  if (!event.seriesId || others.length === 0) return null;
  return (
    <Card className="p-4">
      <h2 id="event-more-dates" className="mb-2 text-base font-semibold">
        {intl.formatMessage({ id: 'events.page.moreDates' })}
      </h2>
      <ul aria-labelledby="event-more-dates" className="flex flex-col gap-1">
        {others.map((other) => (
          <li key={other.id}>
            <Link
              to={`/events/${other.slug}`}
              className="inline-flex min-h-11 items-center text-primary underline"
            >
              <EventWhen event={other} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /events/:eventId — an event by id or slug: what, when, where, agenda, people, FAQs; register. */
export function EventPage() {
  const intl = useIntl();
  const { eventId = '' } = useParams();
  const query = useEvent(eventId);
  const isRegistered = useIsRegistered();
  const event = query.data;
  if (query.isPending) return <BannerPageSkeleton width="max-w-5xl" />;
  if (!event) return <EventProblem error={query.error} />;
  const registered = isRegistered(event.id) || event.registrations.length > 0;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Hero event={event} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="flex flex-col gap-4 lg:order-2">
          <RegistrationPanel event={event} registered={registered} />
          <ShareButton title={event.name} text={event.shortDescription} />
          <EventCalendarLinks event={event} />
          <MoreDates event={event} />
          <Location event={event} />
        </aside>
        <div className="flex min-w-0 flex-col gap-8">
          {event.longDescription ? (
            <Section id="event-about" title={intl.formatMessage({ id: 'events.about' })}>
              <p className="whitespace-pre-wrap text-gray-800 dark:text-gray-200">
                <LinkedText text={event.longDescription} />
              </p>
            </Section>
          ) : null}
          <Agenda event={event} />
          <Speakers event={event} />
          <Sponsors event={event} />
          <Faqs event={event} />
          <EventPages event={event} />
          {/* Attendees, and whoever manages the event (its hosts moderate it). */}
          {registered || event.managed ? <Discussion eventId={event.id} /> : null}
        </div>
      </div>
    </div>
  );
}
