import { ApiError, useDeleteListing, useUpdateListing } from '@convene/client';
import type { EventListing, EventStatus } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Link } from '../../components/link';
import { useLocale } from '../../i18n/locale-context';
import { missingToPublish } from './listing-form';
import type { HostMessageId } from './messages';
import { ListingStatusBadge } from './status-badge';

type Dialog = 'cancel' | 'delete' | null;

/**
 * The listing's status and what can be done with it: publish (or say what is missing),
 * unpublish, cancel (final: attendees are notified) and delete (the host only, refused
 * once a pass was paid for).
 */
export function StatusPanel({ listing }: { listing: EventListing }) {
  const intl = useIntl();
  const t = (id: HostMessageId) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { localize } = useLocale();
  const feedback = useActionFeedback();
  const update = useUpdateListing(listing.id);
  const remove = useDeleteListing(listing.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [missing, setMissing] = useState<HostMessageId[]>([]);
  const [deleteRefused, setDeleteRefused] = useState(false);
  const status = listing.status;

  const setStatus = (next: EventStatus, success: HostMessageId) => {
    setMissing([]);
    update.mutate(
      { event: { status: next } },
      {
        ...feedback({ success, onSettled: () => setDialog(null) }),
        onError: (error) => {
          setDialog(null);
          setMissing(missingToPublish(error));
        },
      },
    );
  };
  const destroy = () =>
    remove.mutate(undefined, {
      ...feedback({
        success: 'host.delete.done',
        onSuccess: () => navigate(localize('/host'), { replace: true }),
      }),
      onError: (error) => {
        setDialog(null);
        setDeleteRefused(error instanceof ApiError && error.status === 409);
      },
    });

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t('host.status.title')}</h2>
        <ListingStatusBadge status={status} />
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t(`host.status.explain.${status}`)}
      </p>
      {missing.length ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-50"
        >
          <p className="font-semibold">{t('host.missing.title')}</p>
          <ul className="mt-1 list-disc ps-5">
            {missing.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {deleteRefused ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-400/40 dark:bg-red-400/10 dark:text-red-100"
        >
          {t('host.delete.paid')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {status === 'draft' || status === 'needsInfo' ? (
          <Button
            loading={update.isPending}
            onClick={() => setStatus('ready', 'host.publish.done')}
            data-testid="publish-listing"
          >
            {t('host.publish')}
          </Button>
        ) : null}
        {status === 'ready' ? (
          <>
            <Link
              to={`/events/${listing.slug}`}
              className="inline-flex min-h-11 items-center rounded-lg border-2 border-primary px-4 font-semibold hover:bg-primary/10"
            >
              {t('host.viewPublic')}
            </Link>
            <Button
              variant="white"
              loading={update.isPending}
              onClick={() => setStatus('needsInfo', 'host.unpublish.done')}
            >
              {t('host.unpublish')}
            </Button>
          </>
        ) : null}
        {status !== 'canceled' ? (
          <Button variant="white" onClick={() => setDialog('cancel')}>
            {t('host.cancel')}
          </Button>
        ) : null}
        {listing.role === 'host' ? (
          <Button variant="danger" onClick={() => setDialog('delete')}>
            {t('host.delete')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={dialog === 'cancel'}
        destructive
        title={t('host.cancel.title')}
        body={t('host.cancel.body')}
        confirmLabel={t('host.cancel.confirm')}
        cancelLabel={t('host.keep')}
        loading={update.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => setStatus('canceled', 'host.cancel.done')}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        destructive
        title={t('host.delete.title')}
        body={t('host.delete.body')}
        confirmLabel={t('host.delete.confirm')}
        loading={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={destroy}
      />
    </Card>
  );
}
