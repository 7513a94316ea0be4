import {
  useAttendee,
  useEvent,
  useEventActivations,
  useEventActivationSummary,
} from '@convene/client';
import { displayName, type ActivationSummary } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { ListSkeleton, Skeleton } from '../../components/skeleton';
import { ActivationCard } from './activation-card';
import { EventLinks } from './event-links';

/** My points and progress, and the leaderboard's top (ties share a rank). */
function Progress({ summary }: { summary: ActivationSummary }) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap gap-6">
        <p>
          <span className="block text-sm text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'tickets.activations.myPoints' })}
          </span>
          <span className="text-2xl font-bold" data-testid="my-points">
            {intl.formatMessage(
              { id: 'tickets.activations.pointsOf' },
              { points: summary.points, max: summary.maxPoints },
            )}
          </span>
        </p>
        <p>
          <span className="block text-sm text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'tickets.activations.progress' })}
          </span>
          <span className="text-2xl font-bold">
            {intl.formatMessage(
              { id: 'tickets.activations.completedOf' },
              { completed: summary.completed, total: summary.total },
            )}
          </span>
        </p>
      </div>
      <section aria-labelledby="leaderboard">
        <h2 id="leaderboard" className="mb-2 text-lg font-semibold">
          {intl.formatMessage({ id: 'tickets.activations.leaderboard' })}
        </h2>
        {summary.leaderboard.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'tickets.activations.leaderboard.empty' })}
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-gray-200 dark:divide-white/10">
            {summary.leaderboard.map((entry) => (
              <li key={entry.account.id} className="flex min-h-11 items-center gap-3 py-1">
                <span className="w-8 text-right font-semibold tabular-nums">{entry.rank}</span>
                <span className="min-w-0 flex-1 truncate">{displayName(entry.account)}</span>
                <span className="tabular-nums">
                  {intl.formatMessage(
                    { id: 'tickets.activations.points' },
                    { points: entry.points },
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}

/** Which of my passes completes activations, when I hold more than one. */
function PassChoice({
  passes,
  value,
  onChange,
}: {
  passes: { id: string; alternateId: number; ticket: { name: string } }[];
  value: string;
  onChange: (passId: string) => void;
}) {
  const intl = useIntl();
  if (passes.length < 2) return null;
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {intl.formatMessage({ id: 'tickets.activations.pass' })}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 dark:border-white/20 dark:bg-night dark:text-gray-100"
      >
        {passes.map((pass) => (
          <option key={pass.id} value={pass.id}>
            {`${pass.ticket.name} · ${intl.formatMessage({ id: 'tickets.pass.number' }, { number: pass.alternateId })}`}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * /tickets/:eventId/activations: the event's activations with my progress and points,
 * completing one with the code shown at its stall, and the leaderboard.
 */
export function ActivationsPage() {
  const intl = useIntl();
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const summary = useEventActivationSummary(eventId);
  const activations = useEventActivations(eventId, { pageSize: 100 });
  const registration = useAttendee(eventId);
  const passes = (registration.data?.passes ?? []).filter(
    (pass) => pass.status === 'ready' || pass.status === 'needsInfo',
  );
  const [chosen, setChosen] = useState('');
  const passId = passes.some((pass) => pass.id === chosen) ? chosen : (passes[0]?.id ?? '');
  const [now] = useState(() => Date.now());
  const title = intl.formatMessage({ id: 'tickets.activations.title' });

  return (
    <Page
      title={event.data ? `${title} · ${event.data.name}` : title}
      actions={<EventLinks eventId={eventId} current="activations" />}
    >
      <div className="flex flex-col gap-6">
        {summary.data ? <Progress summary={summary.data} /> : <Skeleton className="h-32 w-full" />}
        <PassChoice passes={passes} value={passId} onChange={setChosen} />
        {!registration.isPending && passId === '' ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'tickets.activations.noPass' })}
          </p>
        ) : null}
        <section aria-labelledby="activations" className="flex flex-col gap-3">
          <h2 id="activations" className="text-lg font-semibold">
            {intl.formatMessage({ id: 'tickets.activations.list' })}
          </h2>
          {activations.isPending ? (
            <ListSkeleton shape="cards" count={3} />
          ) : activations.items.length === 0 ? (
            <EmptyState
              title={intl.formatMessage({ id: 'tickets.activations.empty' })}
              body={intl.formatMessage({ id: 'tickets.activations.emptyBody' })}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {activations.items.map((activation) => (
                <li key={activation.id}>
                  <ActivationCard
                    eventId={eventId}
                    passId={passId}
                    activation={activation}
                    now={now}
                  />
                </li>
              ))}
            </ul>
          )}
          {activations.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-start"
              loading={activations.isFetchingNextPage}
              onClick={() => void activations.fetchNextPage()}
            >
              {intl.formatMessage({ id: 'tickets.sessions.more' })}
            </Button>
          ) : null}
        </section>
      </div>
    </Page>
  );
}
