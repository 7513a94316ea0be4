import {
  useCreateListingSession,
  useDeleteListingSession,
  useEventSessions,
  useUpdateListingSession,
} from '@convene/client';
import {
  formatDateTimeRange,
  fullName,
  type BaseSession,
  type EventListing,
} from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { TextField } from '../../components/text-field';
import { EditorDialog } from '../../components/question-builder/editor-dialog';
import { EditorSection } from './editor-section';
import { CheckField, TextAreaField } from '../../components/form-fields';
import { useServerErrors } from './server-errors';
import { zoneOf } from '../../lib/event-when';
import { firstHour, fromEventInput, toEventInput } from './times';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Dates and times as the event's members read them: on the event's own clock. */
const whenIn = (listing: EventListing): Intl.DateTimeFormatOptions => ({
  ...WHEN,
  timeZone: zoneOf(listing),
});

interface SessionForm {
  name: string;
  description: string;
  start: string;
  end: string;
  nonSession: boolean;
  speakerIds: string[];
  /** Whether the speakers were changed (an edit sends them only then). */
  speakersTouched: boolean;
}

function SessionDialog({
  listing,
  session,
  onClose,
}: {
  listing: EventListing;
  session: BaseSession | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const create = useCreateListingSession(listing.id);
  const update = useUpdateListingSession(listing.id);
  const write = session ? update : create;
  const serverError = useServerErrors(write.error);
  // The agenda knows a session's speakers (the listing's session summary does not).
  const agenda = useEventSessions(listing.id);
  const known = agenda.data?.find((item) => item.id === session?.id)?.speakers;
  const [form, setForm] = useState<SessionForm>(() => {
    const suggested = firstHour(listing);
    return {
      name: session?.name ?? '',
      description: session?.description ?? '',
      start: toEventInput(session?.startTime ?? suggested.start, listing),
      end: toEventInput(session?.endTime ?? suggested.end, listing),
      nonSession: session?.nonSession ?? false,
      speakerIds: [],
      speakersTouched: false,
    };
  });
  const [required, setRequired] = useState<Set<string>>(new Set());
  const speakerIds = form.speakersTouched
    ? form.speakerIds
    : (known?.map((speaker) => speaker.id) ?? []);
  const problem = (field: keyof SessionForm, server: string) =>
    required.has(field) ? intl.formatMessage({ id: 'hostProgram.required' }) : serverError(server);

  const submit = () => {
    const startTime = fromEventInput(form.start, listing);
    const endTime = fromEventInput(form.end, listing);
    const missing = new Set<string>();
    if (!form.name.trim()) missing.add('name');
    if (!startTime) missing.add('start');
    if (!endTime) missing.add('end');
    setRequired(missing);
    if (!startTime || !endTime || missing.size > 0) return;
    const body = {
      session: {
        name: form.name.trim(),
        description: form.description.trim() || null,
        startTime,
        endTime,
        nonSession: form.nonSession,
        ...(session && !form.speakersTouched ? {} : { speakerIds }),
      },
    };
    const done = feedback({ success: 'hostProgram.saved', onSuccess: onClose });
    if (session) update.mutate({ sessionId: session.id, ...body }, done);
    else create.mutate(body, done);
  };

  return (
    <EditorDialog
      editing={session?.name ?? null}
      newTitle="hostProgram.sessions.new"
      onClose={onClose}
      onSubmit={submit}
      pending={write.isPending}
    >
      <TextField
        label={intl.formatMessage({ id: 'hostProgram.name' })}
        value={form.name}
        maxLength={200}
        required
        error={problem('name', 'name')}
        onChange={(change) => setForm({ ...form, name: change.target.value })}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'hostProgram.description' })}
        value={form.description}
        maxLength={5000}
        error={serverError('description')}
        onChange={(change) => setForm({ ...form, description: change.target.value })}
      />
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {intl.formatMessage(
          { id: 'hostProgram.sessions.within' },
          {
            start: intl.formatDate(listing.eventStart, whenIn(listing)),
            end: intl.formatDate(listing.eventEnd, whenIn(listing)),
          },
        )}
        <span className="block">
          {intl.formatMessage({ id: 'hostProgram.sessions.zone' }, { zone: zoneOf(listing) })}
        </span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={intl.formatMessage({ id: 'hostProgram.sessions.start' })}
          value={form.start}
          required
          error={problem('start', 'startTime')}
          onChange={(change) => setForm({ ...form, start: change.target.value })}
        />
        <TextField
          type="datetime-local"
          label={intl.formatMessage({ id: 'hostProgram.sessions.end' })}
          value={form.end}
          required
          error={problem('end', 'endTime')}
          onChange={(change) => setForm({ ...form, end: change.target.value })}
        />
      </div>
      <CheckField
        label={intl.formatMessage({ id: 'hostProgram.sessions.nonSession' })}
        checked={form.nonSession}
        onChange={(nonSession) => setForm({ ...form, nonSession })}
      />
      <fieldset className="flex flex-col">
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
          {intl.formatMessage({ id: 'hostProgram.sessions.speakers' })}
        </legend>
        {listing.speakers.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'hostProgram.sessions.noSpeakers' })}
          </p>
        ) : (
          listing.speakers.map((speaker) => (
            <CheckField
              key={speaker.id}
              label={fullName(speaker)}
              checked={speakerIds.includes(speaker.id)}
              onChange={(on) =>
                setForm({
                  ...form,
                  speakersTouched: true,
                  speakerIds: on
                    ? [...speakerIds, speaker.id]
                    : speakerIds.filter((id) => id !== speaker.id),
                })
              }
            />
          ))
        )}
      </fieldset>
    </EditorDialog>
  );
}

/** The agenda of a listing: sessions in time order, with create, edit and delete. */
export function SessionsEditor({ listing }: { listing: EventListing }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const remove = useDeleteListingSession(listing.id);
  const [editing, setEditing] = useState<BaseSession | 'new' | null>(null);
  const sessions = [...listing.sessions].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return (
    <>
      <EditorSection
        title="hostProgram.sessions"
        addLabel="hostProgram.sessions.add"
        empty="hostProgram.sessions.empty"
        emptyBody="hostProgram.sessions.emptyBody"
        items={sessions.map((session) => ({
          id: session.id,
          title: session.name,
          detail: formatDateTimeRange(
            intl.locale,
            new Date(session.startTime),
            new Date(session.endTime),
            whenIn(listing),
          ),
        }))}
        onAdd={() => setEditing('new')}
        onEdit={(id) => setEditing(sessions.find((session) => session.id === id) ?? null)}
        onDelete={(id, done) =>
          remove.mutate(id, feedback({ success: 'hostProgram.deleted', onSettled: done }))
        }
        deleting={remove.isPending}
      />
      {editing ? (
        <SessionDialog
          listing={listing}
          session={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
