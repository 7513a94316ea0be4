import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from './spinner';

export interface ListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** First page still loading: a large spinner instead of 'not found'. */
  loading?: boolean;
  /** Given: a spinner at the end that calls it when scrolled into view (load more). */
  onEndReached?: () => void;
  /** False once the last page is loaded (hides the end spinner). */
  hasMore?: boolean;
  /** Replaces the default 'not found' text. */
  empty?: ReactNode;
  label?: string;
  className?: string;
}

/** The list of spec §2: 'not found' when empty, and loading more when the end is reached. */
export function List<T>({
  items,
  keyOf,
  renderItem,
  loading = false,
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
      <div className="flex justify-center py-10">
        <Spinner size="large" />
      </div>
    );
  if (items.length === 0)
    return (
      <p className="py-10 text-center text-gray-600 dark:text-gray-300">
        {empty ?? intl.formatMessage({ id: 'common.notFound' })}
      </p>
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
