import { useCalendarFeed, useRegenerateCalendarFeed, useRevokeCalendarFeed } from '@convene/client';
import type { CalendarFeedLink } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CopyButton } from '../../components/copy-button';
import { TextField } from '../../components/text-field';
import { useHydrated } from '../../lib/use-hydrated';

const LINK_CLASS =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:border-white/20 dark:hover:bg-white/10';

/** The organization's public feed on this site (the host names the organization). */
function organizationFeedUrl(): string {
  return `webcal://${window.location.host}/api/calendars/events.ics`;
}

/** The new address, shown once: copy it, or open it in the device's calendar app. */
function FeedAddress({ link }: { link: CalendarFeedLink }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={intl.formatMessage({ id: 'tickets.feed.urlLabel' })}
        hint={intl.formatMessage({ id: 'tickets.feed.private' })}
        value={link.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        data-testid="calendar-feed-url"
      />
      <div className="flex flex-wrap gap-2">
        <CopyButton
          variant="secondary"
          text={link.url}
          copiedMessage={intl.formatMessage({ id: 'tickets.feed.copied' })}
          failedMessage={intl.formatMessage({ id: 'tickets.feed.copyFailed' })}
          data-testid="calendar-feed-copy"
        >
          {intl.formatMessage({ id: 'tickets.feed.copy' })}
        </CopyButton>
        <a href={link.webcalUrl} className={LINK_CLASS} data-testid="calendar-feed-subscribe">
          {intl.formatMessage({ id: 'tickets.feed.subscribe' })}
        </a>
      </div>
    </div>
  );
}

/**
 * "Calendar subscription" on My tickets: the member's secret feed of every event and
 * session they register for (decision 0065). The server keeps only a hash of its address,
 * so the address is shown when it is made; making a new one stops the old one, and
 * turning it off stops it too. Also links the community's feed of its public events.
 */
export function CalendarFeedPanel() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const feedback = useActionFeedback();
  const feed = useCalendarFeed({ enabled: hydrated });
  const regenerate = useRegenerateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const active = link !== null || feed.data?.active === true;
  const make = () => regenerate.mutate(undefined, { onSuccess: (made) => setLink(made) });
  const turnOff = () =>
    revoke.mutate(
      undefined,
      feedback({ success: 'tickets.feed.revoked', onSuccess: () => setLink(null) }),
    );
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" data-testid="calendar-feed">
      <h2 className="text-lg font-semibold">{intl.formatMessage({ id: 'tickets.feed.title' })}</h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'tickets.feed.body' })}
      </p>
      {link ? <FeedAddress link={link} /> : null}
      {!link && feed.data?.active && feed.data.createdAt ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {intl.formatMessage(
            { id: 'tickets.feed.active' },
            { date: intl.formatDate(feed.data.createdAt, { dateStyle: 'medium' }) },
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant={active ? 'secondary' : 'primary'}
          loading={regenerate.isPending}
          disabled={!hydrated}
          onClick={make}
          data-testid="calendar-feed-make"
        >
          {intl.formatMessage({ id: active ? 'tickets.feed.regenerate' : 'tickets.feed.create' })}
        </Button>
        {active ? (
          <Button variant="danger" loading={revoke.isPending} onClick={turnOff}>
            {intl.formatMessage({ id: 'tickets.feed.revoke' })}
          </Button>
        ) : null}
        {hydrated ? (
          <a href={organizationFeedUrl()} className={LINK_CLASS}>
            {intl.formatMessage({ id: 'tickets.feed.organization' })}
          </a>
        ) : null}
      </div>
    </Card>
  );
}
