import { useApiKeyActions, useApiKeys } from '@convene/client';
import { displayName, type ApiKey } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ProblemPage } from '../../app/problem-page';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { Skeleton } from '../../components/skeleton';
import { ApiKeyForm } from './api-key-form';

type KeyStatus = 'active' | 'revoked' | 'expired';

function statusOf(key: ApiKey, now: number): KeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}

const BADGE: Record<KeyStatus, string> = {
  active: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  revoked: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  expired: 'bg-gray-200 text-gray-900 dark:bg-white/10 dark:text-gray-100',
};

/** One key: its name, prefix, scopes and dates, and Revoke while it works. */
function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const intl = useIntl();
  const status = statusOf(apiKey, Date.now());
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  const facts = [
    ...(apiKey.account
      ? [intl.formatMessage({ id: 'admin.apiKeys.actsFor' }, { name: displayName(apiKey.account) })]
      : []),
    intl.formatMessage({ id: 'admin.apiKeys.createdAt' }, { date: date(apiKey.createdAt) }),
    apiKey.lastUsedAt
      ? intl.formatMessage({ id: 'admin.apiKeys.lastUsed' }, { date: date(apiKey.lastUsedAt) })
      : intl.formatMessage({ id: 'admin.apiKeys.neverUsed' }),
    ...(apiKey.expiresAt
      ? [intl.formatMessage({ id: 'admin.apiKeys.expiresAt' }, { date: date(apiKey.expiresAt) })]
      : []),
  ];
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="api-key">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{apiKey.name}</h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}>
          {intl.formatMessage({ id: `admin.apiKeys.status.${status}` })}
        </span>
      </div>
      <p className="font-mono text-sm text-gray-800 dark:text-gray-200">{apiKey.prefix}…</p>
      <ul
        className="flex flex-wrap gap-1"
        aria-label={intl.formatMessage({ id: 'admin.apiKeys.scopes' })}
      >
        {apiKey.scopes.map((scope) => (
          <li
            key={scope}
            className="rounded bg-gray-100 px-2 py-0.5 font-mono text-xs dark:bg-white/10"
          >
            {scope}
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-700 dark:text-gray-300">{facts.join(' · ')}</p>
      {status === 'active' ? (
        <div>
          <Button variant="danger" onClick={() => onRevoke(apiKey)} data-testid="api-key-revoke">
            {intl.formatMessage({ id: 'admin.apiKeys.revoke' })}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * /admin/api-keys — the organization's API keys (decision 0073): create one (its secret shown
 * once), see when each was last used, revoke one after confirming. Administrators only: the
 * list answers 403 to anyone else, shown as the problem page.
 */
export function ApiKeysPage() {
  const intl = useIntl();
  const keys = useApiKeys();
  const { revoke } = useApiKeyActions();
  const feedback = useActionFeedback();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const title = intl.formatMessage({ id: 'admin.apiKeys.title' });
  if (keys.error) return <ProblemPage error={keys.error} />;
  return (
    <Page title={title}>
      <p className="mb-6 text-gray-700 dark:text-gray-300">
        {intl.formatMessage(
          { id: 'admin.apiKeys.intro' },
          { header: <code key="header">Authorization: Bearer cvk_…</code> },
        )}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <ApiKeyForm />
        <section className="flex flex-col gap-3" aria-labelledby="api-keys-list">
          <h2 id="api-keys-list" className="text-lg font-semibold">
            {intl.formatMessage({ id: 'admin.apiKeys.listTitle' })}
          </h2>
          {!keys.data ? (
            <Skeleton className="h-24 w-full" />
          ) : keys.data.length === 0 ? (
            <EmptyState
              title={intl.formatMessage({ id: 'admin.apiKeys.empty' })}
              body={intl.formatMessage({ id: 'admin.apiKeys.emptyBody' })}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {keys.data.map((apiKey) => (
                <li key={apiKey.id}>
                  <KeyRow apiKey={apiKey} onRevoke={setRevoking} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        destructive
        title={intl.formatMessage(
          { id: 'admin.apiKeys.revokeTitle' },
          { name: revoking?.name ?? '' },
        )}
        body={intl.formatMessage({ id: 'admin.apiKeys.revokeBody' })}
        confirmLabel={intl.formatMessage({ id: 'admin.apiKeys.revoke' })}
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(
            revoking.id,
            feedback({ success: 'admin.apiKeys.revoked', onSettled: () => setRevoking(null) }),
          );
        }}
      />
    </Page>
  );
}
