import { useApiClient, useWebhookActions, webhookQueries } from '@convene/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { EndpointForm, SecretNotice, useEventTypeLabel } from './webhook-parts';

const BLANK = { url: '', description: '', eventTypes: [], enabled: true };

/**
 * /admin/webhooks — the organization's webhook endpoints, and a form to add one (its
 * signing secret shown once, after it is made). Administrators only (403 otherwise).
 */
export function WebhooksPage() {
  const intl = useIntl();
  const api = useApiClient();
  const label = useEventTypeLabel();
  const endpoints = useQuery(webhookQueries.endpoints(api));
  const actions = useWebhookActions();
  const [created, setCreated] = useState<{ secret: string; formKey: number } | null>(null);
  if (endpoints.error) return <ProblemPage error={endpoints.error} />;
  return (
    <Page title={intl.formatMessage({ id: 'admin.webhooks.title' })}>
      <p className="mb-6 text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'admin.webhooks.intro' })}
      </p>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section className="flex flex-col gap-3" aria-labelledby="webhook-endpoints">
          <h2 id="webhook-endpoints" className="text-lg font-semibold">
            {intl.formatMessage({ id: 'admin.webhooks.endpoints' })}
          </h2>
          {!endpoints.data ? (
            <ListSkeleton />
          ) : endpoints.data.length === 0 ? (
            <EmptyState title={intl.formatMessage({ id: 'admin.webhooks.empty' })} />
          ) : (
            <ul className="flex flex-col gap-3">
              {endpoints.data.map((endpoint) => (
                <li key={endpoint.id}>
                  <Card className="flex flex-col gap-1 p-4" data-testid="webhook-endpoint">
                    <Link
                      to={`/admin/webhooks/${endpoint.id}`}
                      className="break-all font-semibold hover:underline"
                    >
                      {endpoint.url}
                    </Link>
                    {endpoint.description ? (
                      <p className="text-sm">{endpoint.description}</p>
                    ) : null}
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {intl.formatMessage({
                        id: endpoint.enabled ? 'admin.webhooks.enabled' : 'admin.webhooks.disabled',
                      })}{' '}
                      · {endpoint.eventTypes.map(label).join(', ')}
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="flex flex-col gap-3" aria-labelledby="webhook-add">
          <h2 id="webhook-add" className="text-lg font-semibold">
            {intl.formatMessage({ id: 'admin.webhooks.add' })}
          </h2>
          {created ? <SecretNotice secret={created.secret} /> : null}
          <EndpointForm
            key={created?.formKey ?? 0}
            initial={BLANK}
            submitLabel={intl.formatMessage({ id: 'admin.webhooks.form.create' })}
            onSubmit={async (values) => {
              const endpoint = await actions.create.mutateAsync(values);
              setCreated({ secret: endpoint.secret, formKey: (created?.formKey ?? 0) + 1 });
            }}
          />
        </section>
      </div>
    </Page>
  );
}
