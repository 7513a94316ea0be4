import {
  useCreateListingSpeaker,
  useDeleteListingSpeaker,
  useUpdateListingSpeaker,
} from '@convene/client';
import { fullName, type BaseSpeaker, type EventListing } from '@convene/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Image } from '../../components/image';
import { TextField } from '../../components/text-field';
import { readAsDataUri } from '../../lib/read-file';
import { EditorDialog } from '../../components/question-builder/editor-dialog';
import { EditorSection } from './editor-section';
import { TextAreaField } from '../../components/form-fields';
import { useServerErrors } from './server-errors';

interface SpeakerForm {
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  bio: string;
  /** A newly chosen photo (data URI); undefined: unchanged. */
  imageDataUri: string | undefined;
}

const orNull = (text: string) => text.trim() || null;

function SpeakerDialog({
  eventId,
  speaker,
  onClose,
}: {
  eventId: string;
  speaker: BaseSpeaker | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const create = useCreateListingSpeaker(eventId);
  const update = useUpdateListingSpeaker(eventId);
  const write = speaker ? update : create;
  const serverError = useServerErrors(write.error);
  const photoId = useId();
  const [form, setForm] = useState<SpeakerForm>({
    firstName: speaker?.firstName ?? '',
    lastName: speaker?.lastName ?? '',
    title: speaker?.title ?? '',
    company: speaker?.company ?? '',
    bio: speaker?.bio ?? '',
    imageDataUri: undefined,
  });
  const [nameMissing, setNameMissing] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const preview = form.imageDataUri ?? speaker?.image?.uri ?? null;

  const onPhoto = async (change: ChangeEvent<HTMLInputElement>) => {
    const file = change.target.files?.[0];
    if (!file) return;
    try {
      setPhotoError(null);
      const imageDataUri = await readAsDataUri(file);
      setForm((current) => ({ ...current, imageDataUri }));
    } catch {
      setPhotoError(intl.formatMessage({ id: 'hostProgram.speakers.photoUnreadable' }));
    }
  };
  const submit = () => {
    setNameMissing(!form.firstName.trim());
    if (!form.firstName.trim()) return;
    const body = {
      speaker: {
        firstName: form.firstName.trim(),
        lastName: orNull(form.lastName),
        title: orNull(form.title),
        company: orNull(form.company),
        bio: orNull(form.bio),
      },
      ...(form.imageDataUri ? { imageDataUri: form.imageDataUri } : {}),
    };
    const done = feedback({ success: 'hostProgram.saved', onSuccess: onClose });
    if (speaker) update.mutate({ speakerId: speaker.id, ...body }, done);
    else create.mutate(body, done);
  };
  const imageError = photoError ?? serverError('imageDataUri');

  return (
    <EditorDialog
      editing={speaker ? fullName(speaker) : null}
      newTitle="hostProgram.speakers.new"
      onClose={onClose}
      onSubmit={submit}
      pending={write.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'hostProgram.speakers.firstName' })}
          value={form.firstName}
          maxLength={120}
          required
          error={
            nameMissing
              ? intl.formatMessage({ id: 'hostProgram.required' })
              : serverError('firstName')
          }
          onChange={(change) => setForm({ ...form, firstName: change.target.value })}
        />
        <TextField
          label={intl.formatMessage({ id: 'hostProgram.speakers.lastName' })}
          value={form.lastName}
          maxLength={120}
          error={serverError('lastName')}
          onChange={(change) => setForm({ ...form, lastName: change.target.value })}
        />
        <TextField
          label={intl.formatMessage({ id: 'hostProgram.speakers.jobTitle' })}
          value={form.title}
          maxLength={200}
          error={serverError('title')}
          onChange={(change) => setForm({ ...form, title: change.target.value })}
        />
        <TextField
          label={intl.formatMessage({ id: 'hostProgram.speakers.company' })}
          value={form.company}
          maxLength={200}
          error={serverError('company')}
          onChange={(change) => setForm({ ...form, company: change.target.value })}
        />
      </div>
      <TextAreaField
        label={intl.formatMessage({ id: 'hostProgram.speakers.bio' })}
        value={form.bio}
        maxLength={5000}
        error={serverError('bio')}
        onChange={(change) => setForm({ ...form, bio: change.target.value })}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Image
          src={preview}
          alt={intl.formatMessage(
            { id: 'hostProgram.speakers.photoPreview' },
            { name: form.firstName || '…' },
          )}
          className="h-20 w-20 shrink-0 rounded-full object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={photoId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
            {intl.formatMessage({ id: 'hostProgram.speakers.photo' })}
          </label>
          <input
            id={photoId}
            type="file"
            accept="image/*"
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? `${photoId}-error` : undefined}
            onChange={(change) => void onPhoto(change)}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary file:px-4 file:font-semibold file:text-on-primary"
          />
          {imageError ? (
            <p
              id={`${photoId}-error`}
              role="alert"
              className="text-sm font-medium text-red-700 dark:text-red-300"
            >
              {imageError}
            </p>
          ) : null}
        </div>
      </div>
    </EditorDialog>
  );
}

/** The speakers of a listing, each with a photo, title and bio. */
export function SpeakersEditor({ listing }: { listing: EventListing }) {
  const feedback = useActionFeedback();
  const remove = useDeleteListingSpeaker(listing.id);
  const [editing, setEditing] = useState<BaseSpeaker | 'new' | null>(null);
  return (
    <>
      <EditorSection
        title="hostProgram.speakers"
        addLabel="hostProgram.speakers.add"
        empty="hostProgram.speakers.empty"
        emptyBody="hostProgram.speakers.emptyBody"
        items={listing.speakers.map((speaker) => ({
          id: speaker.id,
          title: fullName(speaker),
          detail: [speaker.title, speaker.company].filter(Boolean).join(' · ') || null,
          leading: (
            <Image
              src={speaker.image?.uri}
              alt=""
              className="h-11 w-11 shrink-0 rounded-full object-cover"
            />
          ),
        }))}
        onAdd={() => setEditing('new')}
        onEdit={(id) => setEditing(listing.speakers.find((speaker) => speaker.id === id) ?? null)}
        onDelete={(id, done) =>
          remove.mutate(id, feedback({ success: 'hostProgram.deleted', onSettled: done }))
        }
        deleting={remove.isPending}
      />
      {editing ? (
        <SpeakerDialog
          eventId={listing.id}
          speaker={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
