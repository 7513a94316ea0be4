import { useChannel, useContent, useDeleteContent } from '@convene/client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { useLocale } from '../../i18n/locale-context';
import { ContentForm } from './content-form';
import { GuestsEditor } from './guests-editor';
import { SchedulePanel } from './schedule-panel';
import { BackLink, SECONDARY_LINK } from './studio-parts';

const studioOf = (channelId: string) => `/studio/channels/${channelId}`;

/** /studio/channels/:channelId/contents/new — a new draft; saved, it opens in the editor. */
export function NewContentPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  if (channel.isError) return <ProblemPage error={channel.error} />;
  if (channel.data && !channel.data.manager) return <ProblemPage error={{ status: 403 }} />;
  return (
    <Page title={intl.formatMessage({ id: 'studio.content.newTitle' })} width="narrow">
      <BackLink
        to={studioOf(channelId)}
        label={channel.data?.name ?? intl.formatMessage({ id: 'studio.back' })}
      />
      <Card className="p-4 sm:p-6">
        <ContentForm
          channelId={channelId}
          onCreated={(created) =>
            void navigate(localize(`${studioOf(channelId)}/contents/${created.id}`), {
              replace: true,
            })
          }
        />
      </Card>
    </Page>
  );
}

/**
 * /studio/channels/:channelId/contents/:contentId — a content's fields and media, its
 * publishing schedule, its guests, and delete (confirmed).
 */
export function EditContentPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const { channelId = '', contentId = '' } = useParams();
  const content = useContent(channelId, contentId);
  const remove = useDeleteContent();
  const [confirming, setConfirming] = useState(false);
  if (content.isError) return <ProblemPage error={content.error} />;
  if (!content.data) return <ListSkeleton />;
  const data = content.data;
  if (!data.manager) return <ProblemPage error={{ status: 403 }} />;
  const target = { channelId, contentId: data.id };
  return (
    <Page
      title={intl.formatMessage({ id: 'studio.content.editTitle' })}
      width="narrow"
      actions={
        data.state === 'published' ? (
          <Link
            to={`/channels/${encodeURIComponent(data.channel.slug)}/contents/${encodeURIComponent(data.slug)}`}
            className={SECONDARY_LINK}
          >
            {intl.formatMessage({ id: 'studio.content.public' })}
          </Link>
        ) : undefined
      }
    >
      <BackLink to={studioOf(channelId)} label={data.channel.name} />
      <div className="flex flex-col gap-6">
        <Card className="p-4 sm:p-6">
          <ContentForm key={data.id} channelId={channelId} content={data} />
        </Card>
        <SchedulePanel
          key={`${data.id}-${data.published ?? ''}`}
          channelId={channelId}
          content={data}
        />
        <GuestsEditor target={target} content={data} />
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {intl.formatMessage({ id: 'studio.delete' })}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        destructive
        title={intl.formatMessage({ id: 'studio.delete.confirm' }, { title: data.title })}
        body={intl.formatMessage({ id: 'studio.delete.body' })}
        confirmLabel={intl.formatMessage({ id: 'studio.delete' })}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(target, {
            onSuccess: () => void navigate(localize(studioOf(channelId)), { replace: true }),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Page>
  );
}
