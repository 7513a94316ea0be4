import type { BaseContent } from '@convene/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../../components/form-fields';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { fieldErrorsOf } from '../../lib/field-errors';
import { readAsDataUri } from '../../lib/read-file';

/** The bodies that wrap what they write: `{content: {…}}`, `{channel: {…}}`, `{contentGuest: {…}}`. */
const WRAPPERS = new Set(['content', 'channel', 'contentGuest']);

/**
 * The field error of a failed write, by the field's name in the form (`content.title` →
 * `title`, `audio.dataUri` → `audio`). The app's toast says the same above the form.
 */
export function fieldErrors(error: unknown): (field: string) => string | null {
  const byField = fieldErrorsOf(error, WRAPPERS);
  return (field) => byField.get(field) ?? null;
}

/**
 * An image picker: the current image (or the picked one) and a file input. `onChange`
 * gets the picked image as a data URI.
 */
export function ImagePicker({
  current,
  onChange,
  error,
}: {
  current: string | null | undefined;
  onChange: (dataUri: string) => void;
  error?: string | null;
}) {
  const intl = useIntl();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const dataUri = await readAsDataUri(file);
    setPreview(dataUri);
    onChange(dataUri);
  };
  return (
    <div className="flex items-center gap-4">
      <Image
        src={preview ?? current}
        alt=""
        className="h-20 w-20 shrink-0 rounded-xl object-cover"
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {intl.formatMessage({ id: 'studio.image' })}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onChange={(event) => void pick(event)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-gray-100 file:px-4 file:font-semibold dark:file:bg-white/10 dark:file:text-gray-100"
        />
        {error ? null : (
          <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'studio.image.hint' })}
          </p>
        )}
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}

/** A content's state in words: draft, scheduled for a date, published on a date. */
export function ContentState({ content }: { content: Pick<BaseContent, 'state' | 'published'> }) {
  const intl = useIntl();
  const date = content.published
    ? intl.formatDate(content.published, { dateStyle: 'medium', timeStyle: 'short' })
    : '';
  const tone =
    content.state === 'published'
      ? 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100'
      : content.state === 'scheduled'
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
        : 'bg-gray-100 text-gray-800 dark:bg-white/10 dark:text-gray-100';
  return (
    <span
      data-testid="content-state"
      data-state={content.state}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}
    >
      {intl.formatMessage({ id: `studio.state.${content.state}` }, { date })}
    </span>
  );
}

/** The way back to the studio of a channel (or to the studio's list). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      ← {label}
    </Link>
  );
}

export const SECONDARY_LINK =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20 dark:bg-night-raised dark:text-gray-100 dark:hover:bg-white/10';
