import { ApiError } from '@convene/client';
import {
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookEndpointBody,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@convene/contract';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CheckField, FieldError } from '../../components/form-fields';
import { TextField } from '../../components/text-field';

const STATUS_STYLE: Record<WebhookDeliveryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  succeeded: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const intl = useIntl();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}
      data-testid="delivery-status"
    >
      {intl.formatMessage({ id: `admin.webhooks.status.${status}` })}
    </span>
  );
}

/** An event type's name, as the screens and the form show it. */
export function useEventTypeLabel() {
  const intl = useIntl();
  return (type: WebhookEventType) => intl.formatMessage({ id: `admin.webhooks.type.${type}` });
}

/** The secret, shown once after a creation or a rotation: to copy now. */
export function SecretNotice({ secret }: { secret: string }) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-2 border-amber-400 p-4" role="status" data-testid="secret">
      <h2 className="font-semibold">{intl.formatMessage({ id: 'admin.webhooks.secret.title' })}</h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {intl.formatMessage({ id: 'admin.webhooks.secret.body' })}
      </p>
      <TextField
        label={intl.formatMessage({ id: 'admin.webhooks.secret.label' })}
        value={secret}
        readOnly
        onFocus={(focus) => focus.target.select()}
        className="font-mono"
      />
    </Card>
  );
}

export type EndpointFormValues = Required<Omit<CreateWebhookEndpointBody, 'enabled'>> & {
  enabled: boolean;
};

/**
 * An endpoint's URL, description, event types and whether it is on: the creation form and
 * the edit form. The server's refusal is shown under the field it names.
 */
export function EndpointForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: EndpointFormValues;
  submitLabel: string;
  onSubmit: (values: EndpointFormValues) => Promise<unknown>;
}) {
  const intl = useIntl();
  const label = useEventTypeLabel();
  const typesId = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const errorOf = (field: string) => (error?.field === field ? error.message : null);
  const toggle = (type: WebhookEventType, on: boolean) =>
    setValues((current) => ({
      ...current,
      eventTypes: on
        ? WEBHOOK_EVENT_TYPES.filter((one) => one === type || current.eventTypes.includes(one))
        : current.eventTypes.filter((one) => one !== type),
    }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.eventTypes.length) {
      setError({
        field: 'eventTypes',
        message: intl.formatMessage({ id: 'admin.webhooks.form.typesRequired' }),
      });
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
      setError(null);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? { field: failure.field ?? 'url', message: failure.message }
          : null,
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <TextField
        label={intl.formatMessage({ id: 'admin.webhooks.form.url' })}
        hint={intl.formatMessage({ id: 'admin.webhooks.form.urlHint' })}
        type="url"
        inputMode="url"
        required
        value={values.url}
        error={errorOf('url')}
        onChange={(change) => setValues({ ...values, url: change.target.value })}
      />
      <TextField
        label={intl.formatMessage({ id: 'admin.webhooks.form.description' })}
        value={values.description}
        maxLength={500}
        error={errorOf('description')}
        onChange={(change) => setValues({ ...values, description: change.target.value })}
      />
      <fieldset
        className="flex flex-col"
        aria-describedby={errorOf('eventTypes') ? `${typesId}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
          {intl.formatMessage({ id: 'admin.webhooks.form.types' })}
        </legend>
        <div className="grid sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckField
              key={type}
              label={label(type)}
              checked={values.eventTypes.includes(type)}
              onChange={(on) => toggle(type, on)}
            />
          ))}
        </div>
        <FieldError id={typesId} error={errorOf('eventTypes')} />
      </fieldset>
      <CheckField
        label={intl.formatMessage({ id: 'admin.webhooks.form.enabled' })}
        checked={values.enabled}
        onChange={(enabled) => setValues({ ...values, enabled })}
      />
      <div>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
