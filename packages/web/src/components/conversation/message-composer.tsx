import type { BaseAccount } from '@convene/contract';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMentionPicker, type ComposedMention } from '../social/mention-picker';

export type { ComposedMention };

/**
 * The message box of a conversation or a discussion: Enter sends, Shift+Enter starts a new
 * line; typing `@` offers the members (arrows to choose, Enter or Tab to insert, Escape to
 * close) and the inserted names come back as mentions with their offsets.
 */
export function MessageComposer({
  label,
  placeholder,
  submitLabel,
  candidates,
  onSend,
  onTyping,
  initialText = '',
  onCancel,
  cancelLabel,
  maxLength,
  autoFocus = false,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  candidates: BaseAccount[];
  /** Returns false to keep the text (nothing was sent). */
  onSend: (text: string, mentions: ComposedMention[]) => boolean | void;
  onTyping?: () => void;
  initialText?: string;
  onCancel?: () => void;
  cancelLabel?: string;
  maxLength: number;
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const picker = useMentionPicker({ candidates, text, setText, input });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const raw = text;
    const trimmed = raw.trim();
    if (!trimmed) return;
    const lead = raw.length - raw.trimStart().length;
    const mentions = picker
      .mentionsOf(raw)
      .map((mention) => ({ ...mention, offset: mention.offset - lead }))
      .filter(
        (mention) => mention.offset >= 0 && mention.offset + mention.length <= trimmed.length,
      );
    if (onSend(trimmed, mentions) === false) return;
    setText('');
    picker.reset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || picker.onKeyDown(event)) return;
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="relative flex items-end gap-2">
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      {picker.list}
      <textarea
        ref={input}
        id={`${id}-text`}
        value={text}
        rows={1}
        maxLength={maxLength}
        autoFocus={autoFocus}
        placeholder={placeholder}
        {...picker.fieldProps}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          picker.onInput(event.target.value, event.target.selectionStart);
          if (event.target.value.trim()) onTyping?.();
        }}
        onKeyDown={onKeyDown}
        onBlur={picker.close}
        className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-gray-300 bg-white px-4 py-2.5 text-base text-gray-900 [field-sizing:content] placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
      />
      <span id={`${id}-hint`} className="sr-only">
        {intl.formatMessage({ id: 'messages.composer.hint' })}
      </span>
      {onCancel ? (
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-white/10"
        >
          {cancelLabel}
        </button>
      ) : null}
      <button
        type="submit"
        disabled={!text.trim()}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-full bg-primary px-4 text-sm font-semibold text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-gray-200 disabled:text-gray-600 dark:disabled:bg-white/10 dark:disabled:text-gray-400"
      >
        {submitLabel}
      </button>
    </form>
  );
}
