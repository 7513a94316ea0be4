import { useManagedChannels } from '@convene/client';
import { useIntl } from 'react-intl';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';

/** /studio/channels: the channels the acting account manages, each opening its studio. */
export function StudioPage() {
  const intl = useIntl();
  const channels = useManagedChannels();
  if (channels.isError) return <ProblemPage error={channels.error} />;
  return (
    <Page title={intl.formatMessage({ id: 'studio.title' })}>
      {channels.isPending ? (
        <ListSkeleton />
      ) : channels.items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'studio.channels.empty' })}
          body={intl.formatMessage({ id: 'studio.channels.empty.body' })}
        />
      ) : (
        <ul
          className="grid gap-3 sm:grid-cols-2"
          aria-label={intl.formatMessage({ id: 'studio.channels.label' })}
        >
          {channels.items.map((channel) => (
            <li key={channel.id}>
              <Link
                to={`/studio/channels/${channel.id}`}
                className="block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <Card className="flex h-full items-center gap-4 p-3 hover:shadow-md sm:p-4">
                  <Image
                    src={channel.image?.uri}
                    alt=""
                    className="h-16 w-16 shrink-0 rounded-xl object-cover"
                  />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="font-semibold break-words">{channel.name}</span>
                    <span className="text-sm text-gray-600 dark:text-gray-300">
                      {intl.formatMessage(
                        { id: 'channels.counts' },
                        { contents: channel._count.contents, subscribers: channel.subscriberCount },
                      )}
                    </span>
                  </span>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
