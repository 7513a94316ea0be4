import { useCreateSelfAddress, useSelfAddresses } from '@convene/client';
import {
  missingAddressFields,
  type AddressBodyInput,
  type RequiredAddressField,
} from '@convene/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { ListSkeleton } from '../skeleton';
import { TextField } from '../text-field';
import type { MessageId } from '../../i18n/catalogue';
import { formatPostalAddress } from '../../lib/postal-address';

const FIELDS = ['name', 'address1', 'address2', 'city', 'state', 'zip', 'country'] as const;
type Field = (typeof FIELDS)[number];

const REQUIRED_MESSAGES: Record<RequiredAddressField, MessageId> = {
  address1: 'payments.address.required.address1',
  state: 'payments.address.required.state',
  zip: 'payments.address.required.zip',
};

/** A new address: line 1, postal code and state/province are required. */
function AddressForm({
  onSaved,
  onCancel,
}: {
  onSaved: (id: string) => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const create = useCreateSelfAddress();
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<Field, string>,
  );
  const [missing, setMissing] = useState<RequiredAddressField[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const absent = missingAddressFields(values);
    setMissing(absent);
    if (absent.length > 0) return;
    const body: AddressBodyInput = { ...values };
    create.mutate(body, { onSuccess: (address) => onSaved(address.id) });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="address-form">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const required = field === 'address1' || field === 'state' || field === 'zip';
          const error = missing.includes(field as RequiredAddressField)
            ? intl.formatMessage({ id: REQUIRED_MESSAGES[field as RequiredAddressField] })
            : null;
          return (
            <TextField
              key={field}
              label={intl.formatMessage({ id: `payments.address.${field}` })}
              value={values[field]}
              required={required}
              error={error}
              autoComplete={
                {
                  name: 'name',
                  address1: 'address-line1',
                  address2: 'address-line2',
                  city: 'address-level2',
                  state: 'address-level1',
                  zip: 'postal-code',
                  country: 'country-name',
                }[field]
              }
              onChange={(change) => setValues({ ...values, [field]: change.target.value })}
              className={field === 'address1' || field === 'address2' ? 'sm:col-span-2' : ''}
            />
          );
        })}
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" loading={create.isPending}>
          {intl.formatMessage({ id: 'payments.address.save' })}
        </Button>
        {onCancel ? (
          <Button variant="white" onClick={onCancel}>
            {intl.formatMessage({ id: 'payments.address.cancel' })}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The billing address an intent is taxed by: one of the saved addresses (the primary one
 * first and chosen), or a new one entered here.
 */
export function AddressPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (addressId: string) => void;
}) {
  const intl = useIntl();
  const addresses = useSelfAddresses({ pageSize: 50 });
  const [adding, setAdding] = useState(false);
  const first = addresses.items[0]?.id;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);

  if (addresses.isPending) return <ListSkeleton count={1} />;
  const none = addresses.items.length === 0;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="address-picker">
      <legend className="mb-1 font-semibold">
        {intl.formatMessage({ id: 'payments.address.title' })}
      </legend>
      {addresses.items.map((address) => (
        <label
          key={address.id}
          className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 dark:border-white/10"
        >
          <input
            type="radio"
            name="billing-address"
            checked={value === address.id}
            onChange={() => onChange(address.id)}
            className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
          />
          <span>
            {address.name ? <span className="block font-medium">{address.name}</span> : null}
            <span className="block text-sm text-gray-700 dark:text-gray-300">
              {formatPostalAddress(address, intl.locale)}
            </span>
          </span>
        </label>
      ))}
      {adding || none ? (
        <AddressForm
          onSaved={(id) => {
            setAdding(false);
            onChange(id);
          }}
          onCancel={none ? undefined : () => setAdding(false)}
        />
      ) : (
        <Button variant="white" className="self-start" onClick={() => setAdding(true)}>
          {intl.formatMessage({ id: 'payments.address.add' })}
        </Button>
      )}
    </fieldset>
  );
}
