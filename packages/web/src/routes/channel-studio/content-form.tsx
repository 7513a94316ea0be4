import { useCreateContent, useUpdateContent } from '@convene/client';
import { CONTENT_TYPES, type Content, type ContentType } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { SelectField, TextAreaField } from '../../components/form-fields';
import { TextField } from '../../components/text-field';
import { MediaUpload } from './media-upload';
import { fieldErrors, ImagePicker } from './studio-parts';

interface Draft {
  type: ContentType;
  title: string;
  description: string;
  body: string;
  imageDataUri?: string;
  /** A file or video uploaded for this content, not yet saved to it. */
  mediaId?: string;
}

const draftOf = (content?: Content): Draft => ({
  type: content?.type ?? 'article',
  title: content?.title ?? '',
  description: content?.description ?? '',
  body: content?.body ?? '',
});

/**
 * A content's fields: its type (fixed once created), title, description, image, and its
 * audio or video file (uploaded with progress) or its article text. Without `content` it
 * creates a draft and calls `onCreated`.
 */
export function ContentForm({
  channelId,
  content,
  onCreated,
}: {
  channelId: string;
  content?: Content;
  onCreated?: (created: Content) => void;
}) {
  const intl = useIntl();
  const create = useCreateContent();
  const update = useUpdateContent();
  const [draft, setDraft] = useState<Draft>(() => draftOf(content));
  const [uploading, setUploading] = useState(false);
  const [titleMissing, setTitleMissing] = useState(false);
  const write = content ? update : create;
  const errorOf = fieldErrors(write.error);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const mediaField = draft.type === 'audio' ? 'audioId' : 'videoId';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) {
      setTitleMissing(true);
      return;
    }
    if (uploading) return;
    const fields = {
      title: draft.title.trim(),
      description: draft.description.trim() || null,
      ...(draft.type === 'article' ? { body: draft.body } : {}),
      ...(draft.mediaId && draft.type !== 'article' ? { [mediaField]: draft.mediaId } : {}),
    };
    const image = draft.imageDataUri ? { imageDataUri: draft.imageDataUri } : {};
    if (content) {
      update.mutate({ channelId, contentId: content.id, content: fields, ...image });
    } else {
      create.mutate(
        { channelId, type: draft.type, ...fields, ...image },
        { onSuccess: (created) => onCreated?.(created) },
      );
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <SelectField
        label={intl.formatMessage({ id: 'studio.content.type' })}
        value={draft.type}
        disabled={Boolean(content)}
        onChange={(event) => set({ type: event.target.value as ContentType, mediaId: undefined })}
      >
        {CONTENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage({ id: `studio.type.${type}` })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={intl.formatMessage({ id: 'studio.content.title' })}
        value={draft.title}
        required
        maxLength={200}
        onChange={(event) => {
          set({ title: event.target.value });
          setTitleMissing(false);
        }}
        error={
          titleMissing
            ? intl.formatMessage({ id: 'studio.content.titleRequired' })
            : errorOf('title')
        }
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'studio.content.description' })}
        value={draft.description}
        maxLength={5000}
        onChange={(event) => set({ description: event.target.value })}
        error={errorOf('description')}
      />
      <ImagePicker
        current={content?.image?.uri}
        onChange={(imageDataUri) => set({ imageDataUri })}
        error={errorOf('imageDataUri')}
      />
      {draft.type === 'article' ? (
        <TextAreaField
          label={intl.formatMessage({ id: 'studio.content.body' })}
          hint={intl.formatMessage({ id: 'studio.content.body.hint' })}
          value={draft.body}
          rows={12}
          onChange={(event) => set({ body: event.target.value })}
          error={errorOf('body')}
        />
      ) : (
        <MediaUpload
          key={draft.type}
          kind={draft.type}
          currentName={
            draft.type === 'audio' ? content?.audio?.name : content?.video ? content.title : null
          }
          onUploaded={(mediaId) => set({ mediaId })}
          onUploading={setUploading}
          error={errorOf(mediaField) ?? errorOf('audio')}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          loading={write.isPending}
          disabled={uploading}
          success={Boolean(content) && update.isSuccess}
          successText={intl.formatMessage({ id: 'studio.saved' })}
        >
          {intl.formatMessage({ id: content ? 'studio.content.save' : 'studio.content.create' })}
        </Button>
        {uploading ? (
          <span className="text-sm text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'studio.media.waiting' })}
          </span>
        ) : null}
      </div>
    </form>
  );
}
