import { useApiClient, useWebhookActions, webhookQueries } from '@convene/client';
import type { WebhookDelivery } from '@convene/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { RelativeTime } from '../../components/relative-time';
import { ListSkeleton } from '../../components/skeleton';
import { useActionFeedback } from '../../components/action-feedback';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import {
  DeliveryStatusBadge,
  EndpointForm,
  SecretNotice,
  useEventTypeLabel,
} from './webhook-parts';

/** A delivery's attempts: when, the answer's status (or none), how long, what it said. */
function Attempts({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  const intl = useIntl();
  const api = useApiClient();
  const detail = useQuery(webhookQueries.delivery(api, endpointId, deliveryId));
  if (!detail.data) return <ListSkeleton />;
  if (!detail.data.attemptLog.length) {
    return <p className="text-sm">{intl.formatMessage({ id: 'admin.webhooks.noAttempts' })}</p>;
  }
  return (
    <ol className="flex flex-col gap-2" data-testid="attempts">
      {detail.data.attemptLog.map((attempt) => (
        <li key={attempt.id} className="rounded-lg bg-gray-50 p-3 text-sm dark:bg-white/5">
          <p className="font-medium">
            <RelativeTime date={attempt.createdAt} /> ·{' '}
            {attempt.statusCode === null
              ? intl.formatMessage({ id: 'admin.webhooks.noAnswer' })
              : intl.formatMessage(
                  { id: 'admin.webhooks.statusCode' },
                  { code: attempt.statusCode },
                )}{' '}
            · {intl.formatMessage({ id: 'admin.webhooks.duration' }, { ms: attempt.durationMs })}
          </p>
          {attempt.response ? (
            <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all font-mono text-xs">
              {attempt.response}
            </pre>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const intl = useIntl();
  const label = useEventTypeLabel();
  const actions = useWebhookActions();
  const feedback = useActionFeedback();
  const [open, setOpen] = useState(false);
  const panelId = `attempts-${delivery.id}`;
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{label(delivery.eventType)}</p>
        <DeliveryStatusBadge status={delivery.status} />
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        <RelativeTime date={delivery.createdAt} /> ·{' '}
        {intl.formatMessage({ id: 'admin.webhooks.attempts' }, { count: delivery.attempts })}
        {delivery.nextAttemptAt ? (
          <>
            {' · '}
            {intl.formatMessage({ id: 'admin.webhooks.nextAttempt' })}{' '}
            <RelativeTime date={delivery.nextAttemptAt} />
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="small"
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {intl.formatMessage({
            id: open ? 'admin.webhooks.hideAttempts' : 'admin.webhooks.showAttempts',
          })}
        </Button>
        <Button
          size="small"
          variant="secondary"
          loading={actions.resend.isPending}
          onClick={() =>
            actions.resend.mutate(
              { endpointId, deliveryId: delivery.id },
              feedback({ success: 'admin.webhooks.resent' }),
            )
          }
        >
          {intl.formatMessage({ id: 'admin.webhooks.resend' })}
        </Button>
      </div>
      {open ? (
        <div id={panelId}>
          <Attempts endpointId={endpointId} deliveryId={delivery.id} />
        </div>
      ) : null}
    </Card>
  );
}

/**
 * /admin/webhooks/:endpointId — one endpoint: edit it (URL, description, event types, on or
 * off), rotate its secret (the new one shown once), delete it, and its deliveries with every
 * attempt, each re-sendable.
 */
export function WebhookEndpointPage() {
  const intl = useIntl();
  const api = useApiClient();
  const navigate = useNavigate();
  const { endpointId = '' } = useParams();
  const endpoints = useQuery(webhookQueries.endpoints(api));
  const deliveries = useQuery(webhookQueries.deliveries(api, endpointId));
  const actions = useWebhookActions();
  const feedback = useActionFeedback();
  const [secret, setSecret] = useState<string | null>(null);
  const confirmDelete = useConfirmDelete({
    remove: actions.remove,
    success: 'admin.webhooks.deleted',
    onDeleted: () => void navigate('/admin/webhooks'),
  });
  const error = endpoints.error ?? deliveries.error;
  if (error) return <ProblemPage error={error} />;
  const endpoint = endpoints.data?.find((one) => one.id === endpointId);
  const title = intl.formatMessage({ id: 'admin.webhooks.endpoint.title' });
  if (endpoints.data && !endpoint) {
    return (
      <Page title={title}>
        <EmptyState title={intl.formatMessage({ id: 'admin.webhooks.notFound' })} />
      </Page>
    );
  }
  return (
    <Page
      title={title}
      actions={
        <Link to="/admin/webhooks" className="underline">
          {intl.formatMessage({ id: 'admin.webhooks.back' })}
        </Link>
      }
    >
      {!endpoint ? (
        <ListSkeleton />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
          <section className="flex flex-col gap-4" aria-labelledby="webhook-settings">
            <h2 id="webhook-settings" className="break-all text-lg font-semibold">
              {endpoint.url}
            </h2>
            <EndpointForm
              key={endpoint.updatedAt}
              initial={endpoint}
              submitLabel={intl.formatMessage({ id: 'admin.webhooks.form.save' })}
              onSubmit={(values) =>
                actions.update.mutateAsync(
                  { endpointId, ...values },
                  feedback({ success: 'admin.webhooks.saved' }),
                )
              }
            />
            {secret ? <SecretNotice secret={secret} /> : null}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                loading={actions.rotateSecret.isPending}
                onClick={() =>
                  actions.rotateSecret.mutate(endpointId, {
                    onSuccess: (rotated) => setSecret(rotated.secret),
                  })
                }
              >
                {intl.formatMessage({ id: 'admin.webhooks.rotate' })}
              </Button>
              <Button variant="danger" onClick={() => confirmDelete.ask(endpoint)}>
                {intl.formatMessage({ id: 'admin.webhooks.delete' })}
              </Button>
            </div>
          </section>
          <section className="flex flex-col gap-3" aria-labelledby="webhook-deliveries">
            <h2 id="webhook-deliveries" className="text-lg font-semibold">
              {intl.formatMessage({ id: 'admin.webhooks.deliveries' })}
            </h2>
            {!deliveries.data ? (
              <ListSkeleton />
            ) : deliveries.data.length === 0 ? (
              <EmptyState title={intl.formatMessage({ id: 'admin.webhooks.noDeliveries' })} />
            ) : (
              <ul className="flex flex-col gap-3">
                {deliveries.data.map((delivery) => (
                  <li key={delivery.id}>
                    <DeliveryRow endpointId={endpointId} delivery={delivery} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        {...confirmDelete.dialog}
        title={intl.formatMessage({ id: 'admin.webhooks.deleteTitle' })}
        body={intl.formatMessage({ id: 'admin.webhooks.deleteBody' })}
        confirmLabel={intl.formatMessage({ id: 'admin.webhooks.delete' })}
      />
    </Page>
  );
}
