import {
  useAvailableSessions,
  useEvent,
  useSelfEventSessions,
  useSelfEventSessionsCalendar,
} from '@convene/client';
import type { AttendeeSession } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { TabPanel, Tabs } from '../../components/tabs';
import { useLocale } from '../../i18n/locale-context';
import { sessionCalendarEntryOf } from '../../lib/event-calendar';
import { useHydrated } from '../../lib/use-hydrated';
import { groupByDay } from './agenda';
import { EventLinks } from './event-links';
import { SessionCard } from './session-card';
import { useTabParam } from '../../components/use-tab-param';

const TABS = ['all', 'mine'] as const;

/** Sessions by day: a heading per day, its sessions under it. */
function Agenda({
  eventId,
  sessions,
  timeZone,
}: {
  eventId: string;
  sessions: AttendeeSession[];
  timeZone: string;
}) {
  const intl = useIntl();
  const { localize } = useLocale();
  const hydrated = useHydrated();
  const event = useEvent(eventId).data;
  const calendarOf = (session: AttendeeSession) =>
    event && hydrated
      ? sessionCalendarEntryOf(session, event, {
          online: intl.formatMessage({ id: 'tickets.pass.online' }),
          pagePath: localize(`/events/${event.slug}`),
        })
      : undefined;
  return (
    <div className="flex flex-col gap-6">
      {groupByDay(sessions, timeZone).map((day) => (
        <section key={day.key} aria-labelledby={`day-${day.key}`} className="flex flex-col gap-3">
          <h2 id={`day-${day.key}`} className="text-lg font-semibold">
            {intl.formatDate(day.date, {
              timeZone,
              weekday: 'long',
              month: 'long',
              day: 'numeric',
            })}
          </h2>
          <ul className="flex flex-col gap-3">
            {day.items.map((session) => (
              <li key={session.id}>
                <SessionCard
                  eventId={eventId}
                  session={session}
                  timeZone={timeZone}
                  calendar={calendarOf(session)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Downloads my agenda as the .ics file the server makes. */
function CalendarButton({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const calendar = useSelfEventSessionsCalendar(eventId);
  const download = () =>
    calendar.mutate(undefined, {
      onSuccess: (file) => {
        const link = document.createElement('a');
        link.href = file.dataUri;
        link.download = file.name;
        document.body.append(link);
        link.click();
        link.remove();
      },
    });
  return (
    <Button variant="secondary" loading={calendar.isPending} onClick={download}>
      {intl.formatMessage({ id: 'tickets.calendar.add' })}
    </Button>
  );
}

function MyAgenda({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const intl = useIntl();
  const agenda = useSelfEventSessions(eventId, { pageSize: 100 });
  if (agenda.isPending) return <ListSkeleton shape="cards" count={2} />;
  if (agenda.items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'tickets.sessions.mine.empty' })}
        body={intl.formatMessage({ id: 'tickets.sessions.mine.emptyBody' })}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <div>
        <CalendarButton eventId={eventId} />
      </div>
      <Agenda eventId={eventId} sessions={agenda.items} timeZone={timeZone} />
      {agenda.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-start"
          loading={agenda.isFetchingNextPage}
          onClick={() => void agenda.fetchNextPage()}
        >
          {intl.formatMessage({ id: 'tickets.sessions.more' })}
        </Button>
      ) : null}
    </div>
  );
}

function AllSessions({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const intl = useIntl();
  const sessions = useAvailableSessions(eventId);
  if (sessions.isPending) return <ListSkeleton shape="cards" count={3} />;
  const list = sessions.data ?? [];
  if (list.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'tickets.sessions.empty' })}
        body={intl.formatMessage({ id: 'tickets.sessions.emptyBody' })}
      />
    );
  return <Agenda eventId={eventId} sessions={list} timeZone={timeZone} />;
}

/**
 * /tickets/:eventId/sessions: the sessions my passes open that take registration, by day,
 * each registered or unregistered here (a paid one paid here), and my agenda with its
 * calendar file.
 */
export function SessionsPage() {
  const intl = useIntl();
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const [tab, selectTab] = useTabParam(TABS);
  const timeZone = event.data?.timezone ?? 'UTC';
  const title = intl.formatMessage({ id: 'tickets.sessions.title' });
  return (
    <Page
      title={event.data ? `${title} · ${event.data.name}` : title}
      actions={<EventLinks eventId={eventId} current="sessions" />}
    >
      <Tabs
        id="sessions"
        tabs={TABS}
        value={tab}
        onChange={selectTab}
        label={intl.formatMessage({ id: 'tickets.tabs.label' })}
        labelOf={(value) => intl.formatMessage({ id: `tickets.sessions.tabs.${value}` })}
      />
      <TabPanel id="sessions" tab={tab}>
        {tab === 'all' ? (
          <AllSessions eventId={eventId} timeZone={timeZone} />
        ) : (
          <MyAgenda eventId={eventId} timeZone={timeZone} />
        )}
      </TabPanel>
    </Page>
  );
}
