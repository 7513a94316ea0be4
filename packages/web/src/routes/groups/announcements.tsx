import { useCreateGroupAnnouncement, useGroupAnnouncements } from '@convene/client';
import { displayName, type Group, type GroupAnnouncement } from '@convene/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { List } from '../../components/list';
import { pagedList } from '../../components/social/paged';
import { TextField } from '../../components/text-field';
import { RelativeTime } from '../../components/relative-time';
import type { MessageId } from '../../i18n/catalogue';
import { escapeHtml } from '../../lib/escape-html';

function Announcement({ announcement }: { announcement: GroupAnnouncement }) {
  const intl = useIntl();
  return (
    <Card className="p-4" data-testid="group-announcement">
      <h3 className="text-lg font-semibold">{announcement.title}</h3>
      <div className="mb-2 flex flex-wrap gap-x-2 text-xs text-gray-600 dark:text-gray-400">
        {announcement.creator ? (
          <span>
            {intl.formatMessage(
              { id: 'groups.announcements.by' },
              { name: displayName(announcement.creator) },
            )}
          </span>
        ) : null}
        <RelativeTime date={announcement.createdAt} />
      </div>
      {/* The server keeps only a safe subset of html (p, br, strong, em, links, lists, h2–h4, quotes). */}
      <div
        className="announcement-body space-y-2 text-gray-900 dark:text-gray-100 [&_a]:text-primary [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-3"
        dangerouslySetInnerHTML={{ __html: announcement.html ?? '' }}
      />
    </Card>
  );
}

/** The announcements tab: the list, below the moderators' form when given. */
export function AnnouncementsPanel({ group, form }: { group: Group; form?: ReactNode }) {
  const intl = useIntl();
  const list = useGroupAnnouncements(group.id);
  return (
    <>
      {form}
      <List
        {...pagedList(list)}
        keyOf={(item) => item.id}
        renderItem={(item) => <Announcement announcement={item} />}
        skeleton="posts"
        empty={intl.formatMessage({ id: 'groups.announcements.empty' })}
        label={intl.formatMessage({ id: 'groups.announcements.label' })}
      />
    </>
  );
}

/** Plain text to the announcement html subset: paragraphs, line breaks and https links. */
export function textToAnnouncementHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph.trim())
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
}

export function AnnouncementForm({ group }: { group: Group }) {
  const intl = useIntl();
  const create = useCreateGroupAnnouncement(group.id);
  const feedback = useActionFeedback();
  const messageId = useId();
  const hintId = useId();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(false);
  const [push, setPush] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title: title.trim(), html: textToAnnouncementHtml(message), email, push },
      feedback({
        success: 'groups.announcements.sent',
        onSuccess: () => {
          setTitle('');
          setMessage('');
        },
      }),
    );
  };
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Card className="mb-6 p-4">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">{t('groups.announcements.new')}</h3>
        <TextField
          label={t('groups.announcements.title')}
          value={title}
          maxLength={200}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label
            htmlFor={messageId}
            className="text-sm font-medium text-gray-800 dark:text-gray-200"
          >
            {t('groups.announcements.message')}
          </label>
          <textarea
            id={messageId}
            value={message}
            required
            rows={5}
            aria-describedby={hintId}
            onChange={(event) => setMessage(event.target.value)}
            className="rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
          />
          <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
            {t('groups.announcements.message.hint')}
          </p>
        </div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={email}
            onChange={(event) => setEmail(event.target.checked)}
          />
          {t('groups.announcements.email')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={push}
            onChange={(event) => setPush(event.target.checked)}
          />
          {t('groups.announcements.push')}
        </label>
        <div className="flex justify-end">
          <Button
            type="submit"
            disabled={!title.trim() || !message.trim()}
            loading={create.isPending}
          >
            {t('groups.announcements.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
