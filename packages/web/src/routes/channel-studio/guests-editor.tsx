import { useCreateGuest, useDeleteGuest, useUpdateGuest } from '@convene/client';
import {
  CONTENT_GUEST_TYPES,
  type Content,
  type ContentGuest,
  type ContentGuestType,
} from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectField, TextAreaField } from '../../components/form-fields';
import { Image } from '../../components/image';
import { TextField } from '../../components/text-field';
import { fieldErrors, ImagePicker } from './studio-parts';

interface ContentRef {
  channelId: string;
  contentId: string;
}

/** Adds a guest, or edits `guest`: name, role, title, bio and picture. */
function GuestForm({
  target,
  guest,
  onDone,
}: {
  target: ContentRef;
  guest?: ContentGuest;
  onDone: () => void;
}) {
  const intl = useIntl();
  const create = useCreateGuest();
  const update = useUpdateGuest();
  const write = guest ? update : create;
  const errorOf = fieldErrors(write.error);
  const [name, setName] = useState(guest?.name ?? '');
  const [type, setType] = useState<ContentGuestType>(guest?.type ?? 'guest');
  const [title, setTitle] = useState(guest?.title ?? '');
  const [bio, setBio] = useState(guest?.bio ?? '');
  const [imageDataUri, setImageDataUri] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contentGuest = { name, type, title: title.trim() || null, bio: bio.trim() || null };
    const image = imageDataUri ? { imageDataUri } : {};
    if (guest) {
      update.mutate(
        { ...target, guestId: guest.id, contentGuest, ...image },
        { onSuccess: onDone },
      );
    } else {
      create.mutate({ ...target, contentGuest, ...image }, { onSuccess: onDone });
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="guest-form">
      <TextField
        label={intl.formatMessage({ id: 'studio.guests.name' })}
        value={name}
        required
        maxLength={200}
        onChange={(event) => setName(event.target.value)}
        error={errorOf('name')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'studio.guests.role' })}
        value={type}
        onChange={(event) => setType(event.target.value as ContentGuestType)}
      >
        {CONTENT_GUEST_TYPES.map((role) => (
          <option key={role} value={role}>
            {intl.formatMessage({ id: `studio.guests.role.${role}` })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={intl.formatMessage({ id: 'studio.guests.jobTitle' })}
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        error={errorOf('title')}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'studio.guests.bio' })}
        value={bio}
        maxLength={5000}
        onChange={(event) => setBio(event.target.value)}
        error={errorOf('bio')}
      />
      <ImagePicker
        current={guest?.image?.uri}
        onChange={setImageDataUri}
        error={errorOf('imageDataUri')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={write.isPending}>
          {intl.formatMessage({ id: 'studio.guests.save' })}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {intl.formatMessage({ id: 'studio.cancel' })}
        </Button>
      </div>
    </form>
  );
}

/** A content's guests: the list with edit and remove (confirmed), and a form to add one. */
export function GuestsEditor({ target, content }: { target: ContentRef; content: Content }) {
  const intl = useIntl();
  const remove = useDeleteGuest();
  const [editing, setEditing] = useState<ContentGuest | 'new' | null>(null);
  const [removing, setRemoving] = useState<ContentGuest | null>(null);

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="studio-guests-title" className="flex flex-col gap-4">
        <h2 id="studio-guests-title" className="text-lg font-semibold">
          {intl.formatMessage({ id: 'studio.guests.title' })}
        </h2>
        {content.guests.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'studio.guests.empty' })}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {content.guests.map((guest) => (
              <li key={guest.id} className="flex flex-wrap items-center gap-3">
                <Image
                  src={guest.image?.uri}
                  alt=""
                  className="h-10 w-10 rounded-full object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{guest.name}</span>{' '}
                  <span className="text-sm text-gray-600 dark:text-gray-300">
                    {intl.formatMessage({ id: `studio.guests.role.${guest.type}` })}
                    {guest.title ? ` · ${guest.title}` : ''}
                  </span>
                </span>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={intl.formatMessage(
                    { id: 'studio.guests.edit' },
                    { name: guest.name },
                  )}
                  onClick={() => setEditing(guest)}
                >
                  {intl.formatMessage({ id: 'studio.content.editTitle' })}
                </Button>
                <Button size="small" variant="danger" onClick={() => setRemoving(guest)}>
                  {intl.formatMessage({ id: 'studio.guests.remove' }, { name: guest.name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {editing ? (
          <GuestForm
            key={editing === 'new' ? 'new' : editing.id}
            target={target}
            guest={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setEditing('new')}>
              {intl.formatMessage({ id: 'studio.guests.add' })}
            </Button>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={intl.formatMessage(
          { id: 'studio.guests.remove.confirm' },
          { name: removing?.name ?? '' },
        )}
        confirmLabel={intl.formatMessage(
          { id: 'studio.guests.remove' },
          { name: removing?.name ?? '' },
        )}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate({ ...target, guestId: removing.id }, { onSettled: () => setRemoving(null) })
        }
      />
    </Card>
  );
}
