import { useApiKeyActions } from '@convene/client';
import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CopyButton } from '../../components/copy-button';
import { CheckField, FieldError } from '../../components/form-fields';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/catalogue';
import { fieldErrorsOf } from '../../lib/field-errors';

const NO_WRAPPERS: ReadonlySet<string> = new Set();

/** The end of the chosen day (`YYYY-MM-DD`) in the browser's time zone, as ISO 8601. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

/** The new key's secret, shown once: copy it, then dismiss it. */
function SecretOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Card className="flex flex-col gap-3 border-primary p-4 sm:p-6" data-testid="api-key-secret">
      <h2 className="text-lg font-semibold">{t('admin.apiKeys.secretTitle')}</h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('admin.apiKeys.secretBody')}</p>
      <TextField
        label={intl.formatMessage({ id: 'admin.apiKeys.secretLabel' }, { name: created.name })}
        value={created.secret}
        readOnly
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
        data-testid="api-key-secret-value"
      />
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={created.secret}
          copiedMessage={t('admin.apiKeys.copied')}
          failedMessage={t('admin.apiKeys.copyFailed')}
          data-testid="api-key-copy"
        >
          {t('admin.apiKeys.copy')}
        </CopyButton>
        <Button variant="secondary" onClick={onDone}>
          {t('admin.apiKeys.done')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * Creating a key: a name, its scopes (checkboxes) and an optional last day. The secret the
 * server answers is shown once, above the form, until the administrator dismisses it.
 */
export function ApiKeyForm() {
  const intl = useIntl();
  const { create } = useApiKeyActions();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expires, setExpires] = useState('');
  const [missing, setMissing] = useState<{ name?: boolean; scopes?: boolean }>({});
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const serverErrors = fieldErrorsOf(create.error, NO_WRAPPERS);
  const t = (id: MessageId) => intl.formatMessage({ id });

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((chosen) =>
      on
        ? API_KEY_SCOPES.filter((s) => s === scope || chosen.includes(s))
        : chosen.filter((s) => s !== scope),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = { name: !name.trim(), scopes: scopes.length === 0 };
    setMissing(problems);
    if (problems.name || problems.scopes) return;
    create.mutate(
      { name: name.trim(), scopes, expiresAt: expires ? endOfDay(expires) : null },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
          setScopes([]);
          setExpires('');
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {created ? <SecretOnce created={created} onDone={() => setCreated(null)} /> : null}
      <Card className="p-4 sm:p-6">
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <h2 className="text-lg font-semibold">{t('admin.apiKeys.create')}</h2>
          <TextField
            label={t('admin.apiKeys.name')}
            hint={t('admin.apiKeys.nameHint')}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            error={missing.name ? t('admin.apiKeys.nameRequired') : serverErrors.get('name')}
            data-testid="api-key-name"
          />
          <fieldset className="flex flex-col gap-1" aria-describedby="api-key-scopes-error">
            <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
              {t('admin.apiKeys.scopes')}
            </legend>
            {API_KEY_SCOPES.map((scope) => (
              <CheckField
                key={scope}
                label={
                  <span>
                    <code className="mr-2 text-xs">{scope}</code>
                    {t(`admin.apiKeys.scope.${scope}`)}
                  </span>
                }
                checked={scopes.includes(scope)}
                onChange={(on) => toggle(scope, on)}
              />
            ))}
            <FieldError
              id="api-key-scopes"
              error={
                missing.scopes ? t('admin.apiKeys.scopesRequired') : serverErrors.get('scopes')
              }
            />
          </fieldset>
          <TextField
            type="date"
            label={t('admin.apiKeys.expires')}
            hint={t('admin.apiKeys.expiresHint')}
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
            error={serverErrors.get('expiresAt')}
            className="max-w-xs"
          />
          <div>
            <Button type="submit" loading={create.isPending} data-testid="api-key-create">
              {t('admin.apiKeys.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
