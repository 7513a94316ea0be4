import type { Channel } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { FeaturedBadge } from './content-parts';

/** A channel in a list: image, name, description, its counts; the whole card links to it. */
export function ChannelCard({ channel }: { channel: Channel }) {
  const intl = useIntl();
  return (
    <Link
      to={`/channels/${encodeURIComponent(channel.slug)}`}
      className="block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      data-testid="channel-card"
    >
      <Card className="flex h-full gap-4 p-3 transition hover:shadow-md sm:p-4">
        <Image
          src={channel.image?.uri}
          alt=""
          className="h-20 w-20 shrink-0 rounded-xl object-cover sm:h-24 sm:w-24"
        />
        <span className="flex min-w-0 flex-col gap-1.5">
          <span className="text-base font-semibold break-words">{channel.name}</span>
          <span className="flex flex-wrap items-center gap-1.5">
            {channel.featured ? <FeaturedBadge /> : null}
            {channel.groupId ? (
              <span className="inline-flex items-center rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800 dark:bg-white/10 dark:text-gray-100">
                {intl.formatMessage({ id: 'channels.private' })}
              </span>
            ) : null}
          </span>
          {channel.description ? (
            <span className="line-clamp-2 text-sm text-gray-700 dark:text-gray-300">
              {channel.description}
            </span>
          ) : null}
          <span className="text-sm text-gray-600 dark:text-gray-400">
            {intl.formatMessage(
              { id: 'channels.counts' },
              { contents: channel._count.contents, subscribers: channel.subscriberCount },
            )}
          </span>
        </span>
      </Card>
    </Link>
  );
}
