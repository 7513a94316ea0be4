import {
  ApiError,
  useListingEmail,
  useListingEmailPreview,
  useUpdateListingEmail,
} from '@convene/client';
import { EVENT_EMAIL_TYPES, type EventEmail, type EventEmailType } from '@convene/contract';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/skeleton';
import { TabPanel, Tabs } from '../../components/tabs';
import { TextField } from '../../components/text-field';
import { HostDoorFrame, useEventId } from './host-frame';
import { RichTextEditor } from './rich-text-editor';

/** What the server fills in for each attendee (the mail's placeholders). */
const PLACEHOLDERS = [
  { token: '{name}', label: 'hostDoor.editor.placeholder.name' },
  { token: '{event}', label: 'hostDoor.editor.placeholder.event' },
  { token: '{when}', label: 'hostDoor.editor.placeholder.when' },
  { token: '{where}', label: 'hostDoor.editor.placeholder.where' },
] as const;

function Editor({
  eventId,
  type,
  saved,
}: {
  eventId: string;
  type: EventEmailType;
  saved: EventEmail | null;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const update = useUpdateListingEmail(eventId, type);
  const hintId = useId();
  const [body, setBody] = useState(saved?.body ?? '');
  const [replyTo, setReplyTo] = useState(saved?.replyTo ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { body, replyTo: replyTo.trim() || null },
      feedback({ success: 'hostDoor.emails.saved' }),
    );
  };
  const replyError =
    update.error instanceof ApiError && update.error.field === 'replyTo'
      ? update.error.message
      : null;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <RichTextEditor
        label={intl.formatMessage({ id: 'hostDoor.emails.body' })}
        value={body}
        onChange={setBody}
        placeholders={PLACEHOLDERS}
        describedBy={hintId}
      />
      <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'hostDoor.emails.hint' })}
      </p>
      <TextField
        type="email"
        label={intl.formatMessage({ id: 'hostDoor.emails.replyTo' })}
        value={replyTo}
        error={replyError}
        onChange={(event) => setReplyTo(event.target.value)}
      />
      <div>
        <Button type="submit" loading={update.isPending}>
          {intl.formatMessage({ id: 'hostDoor.emails.save' })}
        </Button>
      </div>
    </form>
  );
}

function Preview({ eventId, type }: { eventId: string; type: EventEmailType }) {
  const intl = useIntl();
  const preview = useListingEmailPreview(eventId, type);
  if (!preview.data) return <Skeleton className="h-64 w-full" />;
  const { subject, html, replyTo } = preview.data;
  return (
    <div className="flex flex-col gap-2">
      <dl className="text-sm">
        <dt className="text-gray-700 dark:text-gray-300">
          {intl.formatMessage({ id: 'hostDoor.emails.subject' })}
        </dt>
        <dd className="font-semibold break-words">{subject}</dd>
        {replyTo ? (
          <>
            <dt className="mt-2 text-gray-700 dark:text-gray-300">
              {intl.formatMessage({ id: 'hostDoor.emails.replyTo' })}
            </dt>
            <dd className="break-all">{replyTo}</dd>
          </>
        ) : null}
      </dl>
      {/* The server's rendering: the template's sanitized html (the announcements' subset). */}
      <div
        data-testid="email-preview"
        className="space-y-2 rounded-lg border border-gray-300 bg-white p-4 break-words text-gray-900 dark:border-white/20 dark:bg-night dark:text-gray-100 [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}

function Template({ eventId, type }: { eventId: string; type: EventEmailType }) {
  const intl = useIntl();
  const email = useListingEmail(eventId, type);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card className="p-4 sm:p-6">
        {email.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : (
          // Remount on save elsewhere or a type change: the form starts from the saved words.
          <Editor
            key={`${type}-${email.data?.updatedAt ?? 'none'}`}
            eventId={eventId}
            type={type}
            saved={email.data ?? null}
          />
        )}
      </Card>
      <Card className="flex flex-col gap-2 p-4 sm:p-6">
        <h2 className="text-lg font-bold">
          {intl.formatMessage({ id: 'hostDoor.emails.preview' })}
        </h2>
        <Preview eventId={eventId} type={type} />
      </Card>
    </div>
  );
}

/**
 * /host/events/:eventId/emails — the confirmation, cancellation and reminder mails: the
 * host's words (formatted text with placeholders, kept as sanitized html), a reply-to address, and a preview
 * rendered by the server with a sample attendee.
 */
export function EmailsPage() {
  const intl = useIntl();
  const eventId = useEventId();
  const [type, setType] = useState<EventEmailType>('confirmation');
  return (
    <HostDoorFrame section="emails" title={intl.formatMessage({ id: 'hostDoor.emails.title' })}>
      <Tabs
        id="host-emails"
        tabs={EVENT_EMAIL_TYPES}
        value={type}
        onChange={setType}
        label={intl.formatMessage({ id: 'hostDoor.emails.type' })}
        labelOf={(tab) => intl.formatMessage({ id: `hostDoor.emails.type.${tab}` })}
      />
      <TabPanel id="host-emails" tab={type}>
        <Template eventId={eventId} type={type} />
      </TabPanel>
    </HostDoorFrame>
  );
}
