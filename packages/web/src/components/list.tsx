import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from './empty-state';
import { ListSkeleton, type SkeletonShape } from './skeleton';
import { Spinner } from './spinner';

export interface ListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** First page still loading: skeletons (in `className`'s layout) instead of 'not found'. */
  loading?: boolean;
  /** The shape of the loading placeholders (default 'rows'). */
  skeleton?: SkeletonShape;
  /** Given: a spinner at the end that calls it when scrolled into view (load more). */
  onEndReached?: () => void;
  /** False once the last page is loaded (hides the end spinner). */
  hasMore?: boolean;
  /** Replaces the default 'not found': a string becomes an EmptyState title; an element shows as is. */
  empty?: ReactNode;
  label?: string;
  className?: string;
}

/**
 * The list: skeletons while the first page loads, 'not found' (or your empty
 * state) when empty, and loading more when the end is reached.
 */
export function List<T>({
  items,
  keyOf,
  renderItem,
  loading = false,
  skeleton = 'rows',
  onEndReached,
  hasMore = true,
  empty,
  label,
  className = 'flex flex-col gap-3',
}: ListProps<T>) {
  const intl = useIntl();
  const sentinel = useRef<HTMLDivElement>(null);
  const showEnd = Boolean(onEndReached) && hasMore && items.length > 0;
  const callback = useRef(onEndReached);
  useEffect(() => {
    callback.current = onEndReached;
  }, [onEndReached]);

  useEffect(() => {
    const node = sentinel.current;
    if (!showEnd || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current?.();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [showEnd, items.length]);

  if (loading && items.length === 0)
    return (
      <ListSkeleton
        shape={skeleton}
        // Rows and posts stack in a column; cards and tiles take the list's own grid.
        {...(skeleton === 'cards' || skeleton === 'tiles' ? { className } : {})}
      />
    );
  if (items.length === 0)
    return typeof empty === 'string' || empty === undefined ? (
      <EmptyState title={empty ?? intl.formatMessage({ id: 'common.notFound' })} />
    ) : (
      empty
    );
  return (
    <>
      <ul className={className} aria-label={label}>
        {items.map((item, index) => (
          <li key={keyOf(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {showEnd ? (
        <div ref={sentinel} className="flex justify-center py-6" data-testid="list-end">
          <Spinner size="small" label={intl.formatMessage({ id: 'common.loadingMore' })} />
        </div>
      ) : null}
    </>
  );
}
