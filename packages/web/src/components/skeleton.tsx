/**
 * Skeletons — grey shapes where content is loading, in the shape it will take, so nothing
 * jumps when it arrives.
 *
 *   <List loading={query.isPending} skeleton="posts" … />   // lists pass it through
 *   <ListSkeleton shape="cards" count={4} className="grid gap-3 md:grid-cols-2" />
 *   <Skeleton className="h-6 w-40" />                         // one bar, any size
 *
 *   <BannerPageSkeleton avatar />                            // a group's or a profile's page
 *
 * Shapes: 'rows' (a person or an item: round picture, two lines, a button), 'cards' (a
 * group: square picture and lines), 'posts' (author, time and text), 'tiles' (square media).
 * The whole placeholder is one status region named 'Loading…' for screen readers; the
 * shapes themselves are hidden from them. The pulse stops with prefers-reduced-motion.
 */
import { useIntl } from 'react-intl';
import { Card } from './card';

export type SkeletonShape = 'rows' | 'cards' | 'posts' | 'tiles';

export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-md bg-gray-200 motion-safe:animate-pulse dark:bg-white/10 ${className}`}
    />
  );
}

function Row() {
  return (
    <Card className="flex items-center gap-3 p-3">
      <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
      <span className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3 w-1/4" />
      </span>
      <Skeleton className="h-9 w-20 rounded-lg" />
    </Card>
  );
}

function GroupCardShape() {
  return (
    <Card className="flex gap-4 p-3 sm:p-4">
      <Skeleton className="h-20 w-20 shrink-0 rounded-xl sm:h-24 sm:w-24" />
      <span className="flex flex-1 flex-col gap-2 pt-1">
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-4 w-16 rounded-full" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-1/3" />
      </span>
    </Card>
  );
}

function Post() {
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4">
      <span className="flex items-center gap-3">
        <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
        <span className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-16" />
        </span>
      </span>
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-11/12" />
      <Skeleton className="h-3 w-2/3" />
    </Card>
  );
}

const SHAPES = {
  rows: Row,
  cards: GroupCardShape,
  posts: Post,
  tiles: () => <Skeleton className="aspect-square w-full rounded-xl" />,
} as const;

/** `count` placeholders of one shape, laid out by `className` like the list they stand for. */
export function ListSkeleton({
  shape = 'rows',
  count = 3,
  className = 'flex flex-col gap-3',
}: {
  shape?: SkeletonShape;
  count?: number;
  className?: string;
}) {
  const intl = useIntl();
  const Shape = SHAPES[shape];
  return (
    <div role="status" aria-live="polite" data-testid="list-skeleton">
      <span className="sr-only">{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={className}>
        {Array.from({ length: count }, (_, index) => (
          <Shape key={index} />
        ))}
      </div>
    </div>
  );
}

/**
 * A page headed by a card with a banner (a group, a profile) while it loads: banner, name,
 * a line under it (with `avatar`, the round picture over the banner's edge), tabs, content.
 */
export function BannerPageSkeleton({
  avatar = false,
  width = 'max-w-4xl',
}: {
  avatar?: boolean;
  width?: 'max-w-4xl' | 'max-w-5xl';
}) {
  const intl = useIntl();
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:px-6 sm:py-10`} role="status">
      <span className="sr-only">{intl.formatMessage({ id: 'common.loading' })}</span>
      <Card className="mb-6 overflow-hidden">
        <Skeleton className={`w-full rounded-none ${avatar ? 'h-28 sm:h-44' : 'h-36 sm:h-56'}`} />
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:gap-5 sm:p-6">
          {avatar ? (
            <Skeleton className="-mt-16 h-24 w-24 shrink-0 rounded-full border-4 border-white dark:border-night-raised" />
          ) : null}
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-8 w-2/3 sm:w-1/3" />
            <Skeleton className="h-5 w-40" />
          </span>
        </div>
      </Card>
      <Skeleton className="mb-4 h-11 w-full" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}
