import type { BaseContent } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import {
  ContentTypeBadge,
  contentPath,
  FeaturedBadge,
  PlayButton,
  PublishedDate,
} from './content-parts';

/**
 * A content in a list: its picture (else its channel's), type, title, channel, date and
 * length; audio plays in the floating player from here without leaving the list.
 */
export function ContentCard({
  content,
  showChannel = true,
}: {
  content: BaseContent;
  showChannel?: boolean;
}) {
  const intl = useIntl();
  const image = content.image?.uri ?? content.video?.thumbnailUrl ?? content.channel.image?.uri;
  return (
    <Card className="flex h-full gap-3 p-3 sm:gap-4 sm:p-4" data-testid="content-card">
      <Image
        src={image || null}
        alt=""
        className="h-20 w-20 shrink-0 rounded-xl object-cover sm:h-24 sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <ContentTypeBadge type={content.type} />
          {content.featured ? <FeaturedBadge /> : null}
        </div>
        <h3 className="text-base leading-snug font-semibold break-words">
          <Link
            to={contentPath(content)}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {content.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700 dark:text-gray-300">
          {showChannel ? (
            <Link
              to={`/channels/${encodeURIComponent(content.channel.slug)}`}
              className="font-medium hover:underline"
            >
              {content.channel.name}
            </Link>
          ) : null}
          {content.published ? <PublishedDate date={content.published} /> : null}
          {content.duration ? (
            <span>
              {intl.formatMessage({ id: 'channels.duration' }, { duration: content.duration })}
            </span>
          ) : null}
        </p>
        {content.description ? (
          <p className="line-clamp-2 text-sm text-gray-700 dark:text-gray-300">
            {content.description}
          </p>
        ) : null}
        {content.type === 'audio' && content.past ? (
          <div className="mt-1">
            <PlayButton content={content} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
