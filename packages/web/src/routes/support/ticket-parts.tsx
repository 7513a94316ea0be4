import type { SupportTicketNote, SupportTicketStatus } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-fields';
import { RelativeTime } from '../../components/relative-time';
import { ApiError } from '@convene/client';

const STATUS_STYLE: Record<SupportTicketStatus, string> = {
  new: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  awaitingAdmin: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  awaitingClient: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  resolved: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  spam: 'bg-gray-200 text-gray-900 dark:bg-white/10 dark:text-gray-100',
};

export function StatusBadge({ status }: { status: SupportTicketStatus }) {
  const intl = useIntl();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}
      data-testid="ticket-status"
    >
      {intl.formatMessage({ id: `support.status.${status}` })}
    </span>
  );
}

/** A ticket's conversation, oldest first: replies (the desk's, the requester's) and notes. */
export function Conversation({ notes }: { notes: readonly SupportTicketNote[] }) {
  const intl = useIntl();
  if (!notes.length) {
    return (
      <p className="text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'support.ticket.noReplies' })}
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-3">
      {notes.map((note) => (
        <li
          key={note.id}
          data-testid="ticket-note"
          className={`rounded-xl border p-3 ${
            note.kind === 'note'
              ? 'border-dashed border-amber-500 bg-amber-50 dark:bg-amber-950/40'
              : 'border-gray-200 dark:border-white/10'
          }`}
        >
          <p className="mb-1 flex flex-wrap gap-2 text-xs text-gray-700 dark:text-gray-300">
            <span className="font-semibold">
              {intl.formatMessage({
                id:
                  note.kind === 'note'
                    ? 'support.admin.noteBadge'
                    : note.fromRequester
                      ? 'support.ticket.requester'
                      : 'support.ticket.desk',
              })}
            </span>
            <RelativeTime date={note.createdAt} />
          </p>
          <p className="whitespace-pre-wrap break-words">{note.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A text to send (a reply, a note): cleared once sent; the server's error under it. */
export function TextForm({
  label,
  action,
  onSend,
}: {
  label: string;
  action: string;
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await onSend(text);
      setText('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : null);
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <TextAreaField
        label={label}
        value={text}
        error={error}
        onChange={(change) => setText(change.target.value)}
      />
      <div>
        <Button type="submit" loading={sending} disabled={!text.trim()}>
          {action}
        </Button>
      </div>
    </form>
  );
}
