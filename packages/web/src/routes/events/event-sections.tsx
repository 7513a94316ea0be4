import { useEventFaqSections } from '@convene/client';
import { displayName, fullName, type BaseSession, type Event } from '@convene/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { ListSkeleton } from '../../components/skeleton';
import { Avatar } from '../../components/social/avatar';
import { addressLines, dayKey, formatDay, formatHours, mapUrl, zoneOf } from './format';

/** A titled part of the event page. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function byDay(sessions: readonly BaseSession[], timeZone: string) {
  const days = new Map<string, BaseSession[]>();
  for (const session of [...sessions].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const key = dayKey(session.startTime, timeZone);
    days.set(key, [...(days.get(key) ?? []), session]);
  }
  return [...days.values()];
}

/** The agenda, day by day, in the event's time zone. */
export function Agenda({ event }: { event: Event }) {
  const intl = useIntl();
  if (event.sessions.length === 0) return null;
  const timeZone = zoneOf(event);
  return (
    <Section id="event-agenda" title={intl.formatMessage({ id: 'events.agenda' })}>
      {byDay(event.sessions, timeZone).map((sessions) => (
        <div key={sessions[0]!.id} className="flex flex-col gap-2">
          <h3 className="font-semibold text-gray-800 dark:text-gray-200" suppressHydrationWarning>
            {formatDay(intl.locale, sessions[0]!.startTime, timeZone)}
          </h3>
          <ol className="flex flex-col gap-2">
            {sessions.map((session) => (
              <li key={session.id}>
                <Card
                  className={`flex flex-col gap-1 p-3 sm:flex-row sm:gap-4 ${session.nonSession ? 'bg-gray-50 dark:bg-white/5' : ''}`}
                >
                  <time
                    dateTime={session.startTime}
                    className="shrink-0 text-sm font-semibold text-gray-700 tabular-nums sm:w-32 dark:text-gray-300"
                    suppressHydrationWarning
                  >
                    {formatHours(intl.locale, session.startTime, session.endTime, timeZone)}
                  </time>
                  <div className="min-w-0">
                    <p className="font-medium">{session.name}</p>
                    {session.location ? (
                      <p className="text-sm text-gray-600 dark:text-gray-400">
                        {session.location.name}
                      </p>
                    ) : null}
                    {session.description ? (
                      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                        {session.description}
                      </p>
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </Section>
  );
}

export function Speakers({ event }: { event: Event }) {
  const intl = useIntl();
  if (event.speakers.length === 0) return null;
  return (
    <Section id="event-speakers" title={intl.formatMessage({ id: 'events.speakers' })}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {event.speakers.map((speaker) => {
          const name = fullName(speaker);
          const role = [speaker.title, speaker.company].filter(Boolean).join(', ');
          return (
            <li key={speaker.id}>
              <Card className="flex h-full gap-3 p-3">
                <Image
                  src={speaker.image?.uri}
                  alt=""
                  className="h-14 w-14 shrink-0 rounded-full object-cover"
                />
                <div className="min-w-0">
                  <p className="font-medium">
                    {name}
                    {speaker.isHost ? (
                      <span className="ml-2 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold">
                        {intl.formatMessage({ id: 'events.speakers.host' })}
                      </span>
                    ) : null}
                  </p>
                  {role ? <p className="text-sm text-gray-600 dark:text-gray-400">{role}</p> : null}
                  {speaker.bio ? (
                    <p className="mt-1 line-clamp-3 text-sm text-gray-700 dark:text-gray-300">
                      {speaker.bio}
                    </p>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function Sponsors({ event }: { event: Event }) {
  const intl = useIntl();
  if (event.sponsors.length === 0) return null;
  return (
    <Section id="event-sponsors" title={intl.formatMessage({ id: 'events.sponsors' })}>
      <ul className="flex flex-wrap gap-2">
        {event.sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            <Link
              to={`/accounts/${sponsor.username}`}
              className="flex min-h-11 items-center gap-2 rounded-full border border-gray-200 py-1 pr-4 pl-1 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary dark:border-white/15 dark:hover:bg-white/10"
            >
              <Avatar account={sponsor} size="small" />
              <span className="text-sm font-medium">{displayName(sponsor)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Faqs({ event }: { event: Event }) {
  const intl = useIntl();
  const query = useEventFaqSections(event.id, { pageSize: 50 });
  if (event.faqSections.length === 0) return null;
  return (
    <Section id="event-faqs" title={intl.formatMessage({ id: 'events.faqs' })}>
      {query.isPending ? <ListSkeleton count={2} /> : null}
      {query.items.map((section) => (
        <div key={section.id} className="flex flex-col gap-2">
          <h3 className="font-semibold text-gray-800 dark:text-gray-200">{section.name}</h3>
          {section.faqs.map((faq) => (
            <details
              key={faq.id}
              className="group rounded-xl border border-gray-200 bg-white px-4 py-3 dark:border-white/10 dark:bg-night-raised"
            >
              <summary className="cursor-pointer font-medium marker:text-primary focus-visible:outline-2 focus-visible:outline-primary">
                {faq.question}
              </summary>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{faq.answer}</p>
            </details>
          ))}
        </div>
      ))}
    </Section>
  );
}

export function EventPages({ event }: { event: Event }) {
  const intl = useIntl();
  if (event.pages.length === 0) return null;
  return (
    <Section id="event-pages" title={intl.formatMessage({ id: 'events.pages' })}>
      <ul className="flex flex-col gap-1">
        {event.pages.map((page) => (
          <li key={page.id}>
            <Link
              to={`/events/${event.slug}/pages/${page.slug}`}
              className="inline-flex min-h-11 items-center font-medium text-primary underline"
            >
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Where: the address with a map link, and the meeting link (shown to registered attendees). */
export function Location({ event }: { event: Event }) {
  const intl = useIntl();
  const lines = event.eventType === 'virtual' ? [] : addressLines(event);
  const map = event.eventType === 'virtual' ? null : mapUrl(event);
  const online = event.eventType !== 'physical';
  return (
    <Section id="event-location" title={intl.formatMessage({ id: 'events.location' })}>
      <Card className="flex flex-col gap-3 p-4">
        {lines.length > 0 ? (
          <address className="text-gray-800 not-italic dark:text-gray-200">
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : null}
        {map ? (
          <Link to={map} className="font-semibold text-primary underline" data-testid="event-map">
            {intl.formatMessage({ id: 'events.location.map' })}
          </Link>
        ) : null}
        {online ? (
          event.meetingUrl ? (
            <Link to={event.meetingUrl} className="font-semibold text-primary underline">
              {intl.formatMessage({ id: 'events.location.join' })}
            </Link>
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {intl.formatMessage({ id: 'events.location.online' })}
            </p>
          )
        ) : null}
      </Card>
    </Section>
  );
}
