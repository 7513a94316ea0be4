import {
  useCreateListingAnnouncement,
  useListingAnnouncements,
  useTestListingAnnouncement,
} from '@convene/client';
import type { ListingAnnouncement } from '@convene/contract';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { RelativeTime } from '../../components/relative-time';
import { ListSkeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/catalogue';
import { HostDoorFrame, useEventId } from './host-frame';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The host's text as the html the server keeps: one paragraph per blank-line block. */
export function paragraphsHtml(text: string): string {
  const blocks = text.split(/\r?\n\s*\r?\n/).map((block) => block.trim());
  return blocks
    .filter((block) => block.length > 0)
    .map((block) => block.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char))
    .map((block) => `<p>${block.split(/\r?\n/).join('<br>')}</p>`)
    .join('');
}

function Sent({ announcement }: { announcement: ListingAnnouncement }) {
  const intl = useIntl();
  const channels = [
    announcement.email ? intl.formatMessage({ id: 'hostDoor.announcements.byEmail' }) : null,
    announcement.push ? intl.formatMessage({ id: 'hostDoor.announcements.byPush' }) : null,
  ].filter(Boolean);
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold break-words">{announcement.title}</h3>
        <p className="flex flex-wrap gap-x-3 text-sm text-gray-700 dark:text-gray-300">
          <RelativeTime date={announcement.createdAt} />
          <span>
            {intl.formatMessage(
              { id: 'hostDoor.announcements.recipients' },
              { count: announcement.recipients },
            )}
          </span>
          {channels.length > 0 ? <span>{channels.join(' · ')}</span> : null}
        </p>
        <p className="whitespace-pre-line break-words">{announcement.message}</p>
      </Card>
    </li>
  );
}

function Compose({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const announce = useCreateListingAnnouncement(eventId);
  const test = useTestListingAnnouncement(eventId);
  const feedback = useActionFeedback();
  const textId = useId();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [email, setEmail] = useState(true);
  const [push, setPush] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const body = () => ({ title: title.trim(), html: paragraphsHtml(text), email, push });
  // Sending reaches every attendee at once: the form asks first, showing what they will read.
  const review = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const send = () =>
    announce.mutate(
      body(),
      feedback({
        success: 'hostDoor.announcements.sent',
        onSuccess: () => {
          setTitle('');
          setText('');
        },
        onSettled: () => setConfirming(false),
      }),
    );
  const ready = title.trim() !== '' && text.trim() !== '';
  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={review} className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">{t('hostDoor.announcements.new')}</h2>
        <TextField
          label={t('hostDoor.announcements.subject')}
          value={title}
          maxLength={200}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        <label htmlFor={textId} className="text-sm font-medium">
          {t('hostDoor.announcements.text')}
        </label>
        <textarea
          id={textId}
          rows={6}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 focus:outline-2 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
        />
        {(
          [
            ['hostDoor.announcements.email', email, setEmail],
            ['hostDoor.announcements.push', push, setPush],
          ] as const
        ).map(([label, checked, set]) => (
          <label key={label} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={checked}
              onChange={(event) => set(event.target.checked)}
            />
            {t(label)}
          </label>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={announce.isPending} disabled={!ready}>
            {t('hostDoor.announcements.send')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={test.isPending}
            disabled={!ready}
            onClick={() =>
              test.mutate(body(), feedback({ success: 'hostDoor.announcements.testSent' }))
            }
          >
            {t('hostDoor.announcements.test')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('hostDoor.announcements.confirm')}
        body={
          <>
            <span className="block">{t('hostDoor.announcements.confirm.body')}</span>
            <span className="mt-3 block font-semibold break-words text-gray-900 dark:text-gray-100">
              {title.trim()}
            </span>
            <span className="mt-1 block whitespace-pre-line break-words text-gray-900 dark:text-gray-100">
              {text.trim()}
            </span>
          </>
        }
        confirmLabel={t('hostDoor.announcements.send')}
        loading={announce.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      />
    </Card>
  );
}

/**
 * /host/events/:eventId/announcements — a message to every attendee (a notification, and
 * mail and push as each attendee allows), and the ones sent before.
 */
export function AnnouncementsPage() {
  const intl = useIntl();
  const eventId = useEventId();
  const list = useListingAnnouncements(eventId);
  return (
    <HostDoorFrame
      section="announcements"
      title={intl.formatMessage({ id: 'hostDoor.announcements.title' })}
    >
      <div className="flex flex-col gap-6">
        <Compose eventId={eventId} />
        <section aria-labelledby="sent-announcements" className="flex flex-col gap-3">
          <h2 id="sent-announcements" className="text-lg font-bold">
            {intl.formatMessage({ id: 'hostDoor.announcements.sentTitle' })}
          </h2>
          {list.isPending ? (
            <ListSkeleton shape="posts" count={2} />
          ) : list.items.length === 0 ? (
            <EmptyState
              title={intl.formatMessage({ id: 'hostDoor.announcements.empty' })}
              body={intl.formatMessage({ id: 'hostDoor.announcements.empty.body' })}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {list.items.map((item) => (
                <Sent key={item.id} announcement={item} />
              ))}
            </ul>
          )}
          {list.hasNextPage ? (
            <div>
              <Button
                variant="secondary"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {intl.formatMessage({ id: 'hostDoor.attendees.more' })}
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </HostDoorFrame>
  );
}
