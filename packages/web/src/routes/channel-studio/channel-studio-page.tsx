import { useChannel, useManagedContents } from '@convene/client';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { ChannelDetailsForm } from './channel-details-form';
import { BackLink, ContentState, SECONDARY_LINK } from './studio-parts';

function StudioContents({ channelId }: { channelId: string }) {
  const intl = useIntl();
  const contents = useManagedContents(channelId);
  if (contents.isPending) return <ListSkeleton />;
  if (contents.items.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'studio.contents.empty' })}
        body={intl.formatMessage({ id: 'studio.contents.empty.body' })}
      />
    );
  }
  return (
    <ul className="flex flex-col gap-2" data-testid="studio-contents">
      {contents.items.map((content) => (
        <li key={content.id}>
          <Card className="flex flex-wrap items-center justify-between gap-3 p-3 sm:p-4">
            <span className="flex min-w-0 flex-col gap-1">
              <span id={`studio-content-${content.id}`} className="font-semibold break-words">
                {content.title}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
                <span>{intl.formatMessage({ id: `studio.type.${content.type}` })}</span>
                <ContentState content={content} />
              </span>
            </span>
            <Link
              to={`/studio/channels/${channelId}/contents/${content.id}`}
              // Named by what it shows (WCAG 2.5.3); the content's title describes it.
              aria-describedby={`studio-content-${content.id}`}
              className={SECONDARY_LINK}
            >
              {intl.formatMessage({ id: 'studio.content.editTitle' })}
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * /studio/channels/:channelId — a channel's studio: its details, and its contents with
 * drafts and scheduled ones, each opening the content editor.
 */
export function ChannelStudioPage() {
  const intl = useIntl();
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  if (channel.isError) return <ProblemPage error={channel.error} />;
  if (!channel.data) return <ListSkeleton />;
  if (!channel.data.manager) return <ProblemPage error={{ status: 403 }} />;
  const data = channel.data;
  return (
    <Page
      title={data.name}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={`/channels/${encodeURIComponent(data.slug)}`} className={SECONDARY_LINK}>
            {intl.formatMessage({ id: 'studio.channel.public' })}
          </Link>
          <Link
            to={`/studio/channels/${data.id}/contents/new`}
            className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {intl.formatMessage({ id: 'studio.contents.new' })}
          </Link>
        </div>
      }
    >
      <BackLink to="/studio/channels" label={intl.formatMessage({ id: 'studio.back' })} />
      <div className="flex flex-col gap-8">
        <ChannelDetailsForm key={data.id} channel={data} />
        <section aria-labelledby="studio-contents-title" className="flex flex-col gap-3">
          <h2 id="studio-contents-title" className="text-lg font-semibold">
            {intl.formatMessage({ id: 'studio.contents.title' })}
          </h2>
          <StudioContents channelId={data.id} />
        </section>
      </div>
    </Page>
  );
}
