import { readAsDataUri, useAccounts, useCreateActivity, useUploadImage } from '@convene/client';
import type { Activity, Image as ImageData } from '@convene/contract';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentAccount } from '../../app/current-account';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useActionFeedback } from '../action-feedback';
import { Button } from '../button';
import { Card } from '../card';
import { Image } from '../image';
import { firstLinkOf, LinkPreviewCard } from './link-preview';
import { useHashtagInterests } from './hashtag-interests';
import { useMentionPicker } from './mention-picker';

/** How long the text rests before its first link is previewed (not at every keystroke). */
const PREVIEW_DELAY_MS = 600;

/** The people `@` offers: the organization's accounts matching what follows it, not oneself. */
function useMentionCandidates(query: string | null) {
  const self = useCurrentAccount();
  const search = useDebouncedValue(query, 200);
  const found = useAccounts({ search: search ?? '', pageSize: 6, enabled: search !== null });
  return useMemo(
    () =>
      (found.data?.pages.flatMap((page) => page.data) ?? []).filter(
        (account) => account.id !== self?.id,
      ),
    [found.data, self?.id],
  );
}

/**
 * Writes a post (with `groupId`, in that group; with `commentedId`, a comment): a message and an optional picture,
 * uploaded first and attached by id. New hashtags become interests first (so they link like
 * the others). `@` offers people to mention (sent as mention entities: the server notifies
 * them), and the first link is previewed as the post will show it. The new activity lands
 * in the cached lists (SDK rules) and a toast says so.
 */
export function Composer({
  commentedId,
  groupId,
  onPosted,
}: {
  commentedId?: string;
  groupId?: string;
  onPosted?: (activity: Activity) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const picker = useMentionPicker({
    candidates: useMentionCandidates(query),
    text: message,
    setText: setMessage,
    input: field,
    // Activities spell a mention `@username` (what the server checks and links).
    tokenOf: (account) => `@${account.username}`,
    className: 'top-full mt-1',
    onQuery: setQuery,
  });
  const previewed = useDebouncedValue(firstLinkOf(message), PREVIEW_DELAY_MS);
  const [image, setImage] = useState<ImageData | null>(null);
  const create = useCreateActivity();
  const upload = useUploadImage();
  const feedback = useActionFeedback();
  const addHashtags = useHashtagInterests();
  const [preparing, setPreparing] = useState(false);
  const isComment = Boolean(commentedId);
  const kind = isComment ? 'comment.' : groupId ? 'group.' : '';

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const dataUri = await readAsDataUri(file);
    upload.mutate({ type: 'activity', dataUri, name: file.name }, { onSuccess: setImage });
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text || preparing || create.isPending) return;
    const lead = message.length - message.trimStart().length;
    const entities = picker
      .mentionsOf(message)
      .map((mention) => ({ ...mention, offset: mention.offset - lead }))
      .filter((mention) => mention.offset >= 0 && mention.offset + mention.length <= text.length)
      .map((mention) => ({
        type: 'mention' as const,
        startIndex: mention.offset,
        endIndex: mention.offset + mention.length,
        marks: [],
        accountId: mention.accountId,
      }));
    setPreparing(true);
    await addHashtags(text).finally(() => setPreparing(false));
    create.mutate(
      {
        message: text,
        ...(entities.length ? { entities } : {}),
        ...(image ? { imageId: image.id } : {}),
        ...(commentedId ? { commentedId } : {}),
        ...(groupId ? { groupId } : {}),
      },
      feedback({
        success: isComment ? 'social.commented' : 'social.posted',
        onSuccess: (activity) => {
          setMessage('');
          picker.reset();
          setImage(null);
          onPosted?.(activity);
        },
      }),
    );
  };

  return (
    <Card className="p-3 sm:p-4">
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
        <label htmlFor={`${id}-message`} className="sr-only">
          {intl.formatMessage({ id: `social.composer.${kind}label` })}
        </label>
        <div className="relative">
          <textarea
            ref={field}
            id={`${id}-message`}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              picker.onInput(event.target.value, event.target.selectionStart);
            }}
            onKeyDown={(event) => void picker.onKeyDown(event)}
            onBlur={picker.close}
            {...picker.fieldProps}
            rows={isComment ? 2 : 3}
            maxLength={5000}
            placeholder={intl.formatMessage({ id: `social.composer.${kind}placeholder` })}
            className="w-full resize-y rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
          />
          {picker.list}
        </div>
        {previewed && !image && previewed === firstLinkOf(message) ? (
          <LinkPreviewCard href={previewed} />
        ) : null}
        {image ? (
          <div className="relative">
            <Image src={image.uri} alt="" className="max-h-64 w-full rounded-xl object-cover" />
            <Button
              variant="white"
              size="small"
              className="absolute top-2 right-2"
              onClick={() => setImage(null)}
            >
              {intl.formatMessage({ id: 'social.composer.image.remove' })}
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {isComment ? (
            <span />
          ) : (
            <div>
              <input
                ref={fileInput}
                id={`${id}-image`}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
                className="sr-only"
                onChange={(event) => void onFile(event.target.files?.[0])}
              />
              <label
                htmlFor={`${id}-image`}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100 focus-within:outline-2 focus-within:outline-primary dark:text-gray-300 dark:hover:bg-white/10"
              >
                {intl.formatMessage({
                  id: upload.isPending
                    ? 'social.composer.image.uploading'
                    : 'social.composer.image',
                })}
              </label>
            </div>
          )}
          <Button
            type="submit"
            disabled={!message.trim() || upload.isPending}
            loading={preparing || create.isPending}
          >
            {intl.formatMessage({
              id: isComment ? 'social.composer.comment.submit' : 'social.composer.submit',
            })}
          </Button>
        </div>
      </form>
    </Card>
  );
}
