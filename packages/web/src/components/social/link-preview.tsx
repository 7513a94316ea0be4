import { useLinkPreview } from '@convene/client';
import { useIntl } from 'react-intl';
import { Image } from '../image';
import { Link } from '../link';

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** The first http(s) address of a text (the one a link preview shows). */
export function firstLinkOf(text: string): string | undefined {
  return text.match(URL_PATTERN)?.[0];
}

/** A link's preview (title, description, picture) as posts and messages show it. */
export function LinkPreviewCard({ href }: { href: string }) {
  const intl = useIntl();
  const { data } = useLinkPreview(href);
  if (!data || (!data.title && !data.description)) return null;
  return (
    <Link
      to={data.url}
      aria-label={`${intl.formatMessage({ id: 'social.linkPreview' })}: ${data.title ?? data.url}`}
      className="mt-3 flex overflow-hidden rounded-xl border border-gray-200 hover:bg-gray-50 dark:border-white/10 dark:hover:bg-white/5"
    >
      {data.image ? (
        <Image
          src={data.image}
          alt=""
          className="h-24 w-24 shrink-0 object-cover sm:h-28 sm:w-40"
        />
      ) : null}
      <span className="flex min-w-0 flex-col gap-1 p-3">
        {data.siteName ? (
          <span className="text-xs text-gray-600 uppercase dark:text-gray-400">
            {data.siteName}
          </span>
        ) : null}
        {data.title ? <span className="truncate font-semibold">{data.title}</span> : null}
        {data.description ? (
          <span className="line-clamp-2 text-sm text-gray-700 dark:text-gray-300">
            {data.description}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
