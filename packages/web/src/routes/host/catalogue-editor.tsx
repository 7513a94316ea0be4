import { ApiError } from '@convene/client';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { formatMoney } from '../../components/payments/money';
import { Skeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';
import {
  KIND_FIELDS,
  bodyOf,
  formValuesOf,
  titleOf,
  type CatalogueItem,
  type CatalogueKind,
  type FieldSpec,
  type FormValues,
} from './catalogue-kinds';
import { CheckField, SelectField, TextAreaField } from '../../components/form-fields';
import type { HostMessageId } from './messages';

export type Done = { onSuccess?: () => void; onSettled?: () => void };

/** The writes of one kind, whatever hooks make them. */
export interface CatalogueWrites {
  create: (body: Record<string, unknown>, done: Done) => void;
  update: (id: string, body: Record<string, unknown>, done: Done) => void;
  remove: (id: string, done: Done) => void;
  saving: boolean;
  deleting: boolean;
  error: unknown;
}

function ItemField({
  field,
  value,
  error,
  passTypes,
  onChange,
}: {
  field: FieldSpec;
  value: string | boolean;
  error: string | null;
  passTypes: CatalogueItem[];
  onChange: (value: string | boolean) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: field.label });
  if (field.input === 'check')
    return <CheckField label={label} checked={value === true} onChange={onChange} />;
  const text = typeof value === 'string' ? value : '';
  if (field.input === 'textarea')
    return (
      <TextAreaField
        label={label}
        value={text}
        rows={3}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  if (field.input === 'passType')
    return (
      <SelectField
        label={label}
        value={text}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'host.item.anyPassType' })}</option>
        {passTypes.map((pass) => (
          <option key={pass.id} value={pass.id}>
            {titleOf(pass)}
          </option>
        ))}
      </SelectField>
    );
  return (
    <TextField
      label={label}
      value={text}
      required={field.required}
      error={error}
      inputMode={
        field.input === 'money' ? 'decimal' : field.input === 'text' ? undefined : 'numeric'
      }
      hint={
        field.input === 'money' ? intl.formatMessage({ id: 'host.pass.price.hint' }) : undefined
      }
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The create/edit dialog of one item. */
function ItemDialog({
  kind,
  item,
  writes,
  passTypes,
  onClose,
}: {
  kind: CatalogueKind;
  item: CatalogueItem | undefined;
  writes: CatalogueWrites;
  passTypes: CatalogueItem[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(kind, item));
  const [invalid, setInvalid] = useState<Record<string, HostMessageId>>({});
  const server = writes.error instanceof ApiError ? writes.error : null;
  const errorOf = (key: string) =>
    invalid[key]
      ? intl.formatMessage({ id: invalid[key] })
      : server?.field === key
        ? server.message
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = bodyOf(kind, values);
    if ('invalid' in result) {
      setInvalid(result.invalid);
      return;
    }
    setInvalid({});
    if (item) writes.update(item.id, result.body, { onSuccess: onClose });
    else writes.create(result.body, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: item ? `host.${kind}.edit` : `host.${kind}.add` })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {KIND_FIELDS[kind].map((field) => (
          <ItemField
            key={field.key}
            field={field}
            value={values[field.key] ?? ''}
            error={errorOf(field.key)}
            passTypes={passTypes}
            onChange={(value) => setValues({ ...values, [field.key]: value })}
          />
        ))}
        <div className="flex justify-end gap-2">
          <Button variant="white" onClick={onClose}>
            {intl.formatMessage({ id: 'host.item.close' })}
          </Button>
          <Button type="submit" loading={writes.saving}>
            {intl.formatMessage({ id: 'host.item.save' })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** One line of details: price or discount, and what is sold of the supply. */
function useDetails() {
  const intl = useIntl();
  return (item: CatalogueItem): string => {
    const parts: string[] = [];
    if (typeof item.discountPercent === 'number') parts.push(`−${item.discountPercent}%`);
    else if (typeof item.discountAmount === 'number')
      parts.push(`−${formatMoney(intl, item.discountAmount)}`);
    else if (typeof item.price === 'number')
      parts.push(
        item.price > 0
          ? formatMoney(intl, item.price)
          : intl.formatMessage({ id: 'host.pass.free' }),
      );
    const capacity = item.supply ?? item.useLimit;
    const sold = typeof item.sold === 'number' ? item.sold : 0;
    parts.push(
      typeof capacity === 'number'
        ? intl.formatMessage({ id: 'host.item.soldOf' }, { sold, supply: capacity })
        : intl.formatMessage({ id: 'host.item.sold' }, { sold }),
    );
    const active = item.active ?? item.isActive;
    if (active === false) parts.push(intl.formatMessage({ id: 'host.item.inactive' }));
    return parts.join(' · ');
  };
}

/** A list of one kind with add, edit and delete. */
export function CatalogueEditor({
  kind,
  items,
  loading,
  writes,
  passTypes,
}: {
  kind: CatalogueKind;
  items: CatalogueItem[];
  loading: boolean;
  writes: CatalogueWrites;
  passTypes: CatalogueItem[];
}) {
  const intl = useIntl();
  const details = useDetails();
  const [editing, setEditing] = useState<CatalogueItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CatalogueItem | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" onClick={() => setEditing('new')} data-testid={`add-${kind}`}>
          {intl.formatMessage({ id: `host.${kind}.add` })}
        </Button>
      </div>
      {loading ? (
        <Skeleton className="h-16 w-full" />
      ) : items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: `host.${kind}.empty` })}
          body={intl.formatMessage({ id: `host.${kind}.emptyBody` })}
        />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-white/10 dark:border-white/10">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{titleOf(item)}</p>
                <p className="text-sm text-gray-600 dark:text-gray-300">{details(item)}</p>
              </div>
              <Button
                size="small"
                variant="white"
                aria-label={intl.formatMessage(
                  { id: 'host.item.editNamed' },
                  { name: titleOf(item) },
                )}
                onClick={() => setEditing(item)}
              >
                {intl.formatMessage({ id: 'host.item.edit' })}
              </Button>
              <Button
                size="small"
                variant="white"
                aria-label={intl.formatMessage(
                  { id: 'host.item.deleteNamed' },
                  { name: titleOf(item) },
                )}
                onClick={() => setDeleting(item)}
              >
                {intl.formatMessage({ id: 'host.item.delete' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ItemDialog
          kind={kind}
          item={editing === 'new' ? undefined : editing}
          writes={writes}
          passTypes={passTypes}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={intl.formatMessage(
          { id: 'host.item.deleteTitle' },
          { name: deleting ? titleOf(deleting) : '' },
        )}
        body={intl.formatMessage({ id: 'host.item.deleteBody' })}
        confirmLabel={intl.formatMessage({ id: 'host.item.delete' })}
        loading={writes.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) writes.remove(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
