import { displayName, type BaseAccount } from '@convene/contract';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from './avatar';

/** A mention the composer inserted: its token at `offset`, `length` code units long. */
export interface ComposedMention {
  accountId: string;
  offset: number;
  length: number;
}

const MENTION_QUERY = /(?:^|\s)@([\p{L}\p{N}_.-]{0,40})$/u;
const MAX_SUGGESTIONS = 6;

function matches(account: BaseAccount, query: string): boolean {
  const needle = query.toLocaleLowerCase();
  return (
    displayName(account).toLocaleLowerCase().includes(needle) ||
    account.username.toLocaleLowerCase().includes(needle)
  );
}

export interface MentionPicker {
  /** What follows the `@` being typed (null when no mention is being typed). */
  query: string | null;
  /** From the text field's change: the new value and the caret. */
  onInput: (value: string, caret: number) => void;
  /** First thing of the text field's keydown: true when the picker took the key. */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  close: () => void;
  /** The suggestions list, to render next to the text field (nothing while closed). */
  list: ReactNode;
  /** The text field's combobox attributes. */
  fieldProps: {
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
  };
  /** The inserted mentions still in `value`, in order. */
  mentionsOf: (value: string) => ComposedMention[];
  /** Forgets the inserted mentions (after sending). */
  reset: () => void;
}

/**
 * `@` mention autocomplete for a text field (the discussions' and the feed's composers):
 * typing `@` offers the matching candidates (arrows to choose, Enter or Tab to insert,
 * Escape to close); the chosen account goes in as `tokenOf(account)` and comes back from
 * `mentionsOf` with its offset.
 */
export function useMentionPicker({
  candidates,
  text,
  setText,
  input,
  tokenOf = (account) => `@${displayName(account)}`,
  className = 'bottom-full mb-2',
  onQuery,
}: {
  candidates: BaseAccount[];
  text: string;
  setText: (value: string) => void;
  input: RefObject<HTMLTextAreaElement | null>;
  tokenOf?: (account: BaseAccount) => string;
  /** Where the list opens against the field's box (above it by default). */
  className?: string;
  /** Hears the query as it changes (to search the candidates on the server). */
  onQuery?: (query: string | null) => void;
}): MentionPicker {
  const intl = useIntl();
  const id = useId();
  const [query, setQueryState] = useState<string | null>(null);
  const setQuery = (next: string | null) => {
    setQueryState(next);
    onQuery?.(next);
  };
  const [active, setActive] = useState(0);
  const inserted = useRef<{ accountId: string; token: string }[]>([]);
  // Where the caret goes once the field shows the inserted mention: placed as soon as the
  // new text is in the page, before the next key is handled (a key typed in between would
  // otherwise land after the caret's old place).
  const caretAfterInsert = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterInsert.current;
    if (at === null) return;
    caretAfterInsert.current = null;
    input.current?.focus();
    input.current?.setSelectionRange(at, at);
  });

  const suggestions = useMemo(
    () =>
      query === null
        ? []
        : candidates.filter((account) => matches(account, query)).slice(0, MAX_SUGGESTIONS),
    [candidates, query],
  );
  const open = suggestions.length > 0;
  const listId = `${id}-mentions`;

  const choose = (account: BaseAccount) => {
    const field = input.current;
    const caret = field?.selectionStart ?? text.length;
    const before = text.slice(0, caret).replace(/@[\p{L}\p{N}_.-]{0,40}$/u, '');
    const token = tokenOf(account);
    inserted.current.push({ accountId: account.id, token });
    setText(`${before}${token} ${text.slice(caret)}`);
    setQuery(null);
    caretAfterInsert.current = before.length + token.length + 1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : suggestions.length - 1;
      setActive((current) => (current + step) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const account = suggestions[active];
      if (account) choose(account);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setQuery(null);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  const mentionsOf = (value: string): ComposedMention[] => {
    const found: ComposedMention[] = [];
    const taken: [number, number][] = [];
    for (const { accountId, token } of inserted.current) {
      let from = 0;
      for (;;) {
        const offset = value.indexOf(token, from);
        if (offset < 0) break;
        const end = offset + token.length;
        if (!taken.some(([start, stop]) => offset < stop && end > start)) {
          taken.push([offset, end]);
          found.push({ accountId, offset, length: token.length });
          break;
        }
        from = end;
      }
    }
    return found.sort((a, b) => a.offset - b.offset);
  };

  const list = open ? (
    <ul
      id={listId}
      role="listbox"
      aria-label={intl.formatMessage({ id: 'social.mentions.label' })}
      className={`absolute left-0 z-10 w-72 max-w-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg dark:border-white/10 dark:bg-night-raised ${className}`}
    >
      {suggestions.map((account, index) => (
        <li
          key={account.id}
          id={`${id}-mention-${index}`}
          role="option"
          aria-selected={index === active}
          onPointerDown={(event) => {
            event.preventDefault();
            choose(account);
          }}
          className={`flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm ${index === active ? 'bg-primary/10 dark:bg-white/10' : ''}`}
        >
          <Avatar account={account} size="small" />
          <span className="truncate font-medium">{displayName(account)}</span>
          <span className="truncate text-gray-600 dark:text-gray-400">@{account.username}</span>
        </li>
      ))}
    </ul>
  ) : null;

  return {
    query,
    onInput: (value, caret) => {
      const found = MENTION_QUERY.exec(value.slice(0, caret));
      setQuery(found ? (found[1] ?? '') : null);
      setActive(0);
    },
    onKeyDown,
    close: () => setQuery(null),
    list,
    fieldProps: {
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? `${id}-mention-${active}` : undefined,
    },
    mentionsOf,
    reset: () => {
      inserted.current = [];
      setQuery(null);
    },
  };
}
