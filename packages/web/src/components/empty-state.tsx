/**
 * Empty states — an empty list says why it is empty and what to do next.
 *
 *   // Nothing there yet: say what would be here, offer the first step.
 *   <EmptyState
 *     title="No groups yet"
 *     body="Groups gather people around a place or a topic."
 *     action={<Link to="/groups/new">Create a group</Link>}
 *   />
 *   // A search found nothing: not the same message as "nothing yet".
 *   <SearchEmptyState search={text} onClear={() => setText('')} />
 *
 * `List` shows a string `empty` as an EmptyState title; pass an element for more.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button';

function Icon({ kind }: { kind: 'empty' | 'search' }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-gray-700 dark:bg-white/10 dark:text-gray-200"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {kind === 'search' ? (
          <path d="m21 21-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z" />
        ) : (
          <path d="M3 13h5l1.5 3h5L16 13h5M5.5 5h13L21 13v6H3v-6l2.5-8Z" />
        )}
      </svg>
    </span>
  );
}

export function EmptyState({
  title,
  body,
  action,
  kind = 'empty',
}: {
  /** Why it is empty ("No posts yet"). */
  title: ReactNode;
  /** What to do about it, or what will show here. */
  body?: ReactNode;
  /** A link or button: the first step. */
  action?: ReactNode;
  kind?: 'empty' | 'search';
}) {
  return (
    <div
      className="flex flex-col items-center gap-2 px-4 py-10 text-center"
      data-testid="empty-state"
      data-kind={kind}
    >
      <Icon kind={kind} />
      <p className="font-semibold text-gray-900 dark:text-gray-100">{title}</p>
      {body ? <p className="max-w-md text-sm text-gray-600 dark:text-gray-300">{body}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** A search that found nothing: "Nothing matches “x”", how to search better, and clear it. */
export function SearchEmptyState({
  search,
  onClear,
  title,
  action,
}: {
  search: string;
  onClear?: () => void;
  /** Replaces the generic "Nothing matches “x”" (e.g. "No group matches “x”"). */
  title?: ReactNode;
  action?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <EmptyState
      kind="search"
      title={title ?? intl.formatMessage({ id: 'ui.empty.search.title' }, { search })}
      body={intl.formatMessage({ id: 'ui.empty.search.body' })}
      action={
        onClear || action ? (
          <div className="flex flex-wrap justify-center gap-2">
            {onClear ? (
              <Button variant="white" size="small" onClick={onClear}>
                {intl.formatMessage({ id: 'ui.empty.search.clear' })}
              </Button>
            ) : null}
            {action}
          </div>
        ) : undefined
      }
    />
  );
}
