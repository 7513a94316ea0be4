import type { ListingPassTypeBody } from '@convene/contract';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../components/payments/money';
import { TextField } from '../../components/text-field';
import { centsOf } from './listing-form';
import type { HostMessageId } from './messages';

/** The wizard's first pass type: a name, a price (typed as money, sent in cents), a supply. */
export interface PassValues {
  name: string;
  price: string;
  supply: string;
}
export type PassErrors = Partial<Record<keyof PassValues, HostMessageId>>;

const wholeNumber = (text: string) => /^\d{1,7}$/.test(text.trim());

export function validatePass(values: PassValues): PassErrors {
  const errors: PassErrors = {};
  if (!values.name.trim()) errors.name = 'host.pass.error.name';
  if (centsOf(values.price) === null) errors.price = 'host.pass.error.price';
  if (values.supply.trim() && !wholeNumber(values.supply)) errors.supply = 'host.pass.error.supply';
  return errors;
}

export function passBody(values: PassValues): ListingPassTypeBody {
  return {
    name: values.name.trim(),
    price: centsOf(values.price) ?? 0,
    supply: values.supply.trim() ? Number(values.supply.trim()) : null,
  };
}

export function PassFields({
  values,
  errors,
  onChange,
}: {
  values: PassValues;
  errors: PassErrors;
  onChange: (changes: Partial<PassValues>) => void;
}) {
  const intl = useIntl();
  const t = (id: HostMessageId | undefined) => (id ? intl.formatMessage({ id }) : null);
  const cents = centsOf(values.price);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('host.pass.name')}
        value={values.name}
        maxLength={200}
        required
        error={t(errors.name)}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label={t('host.pass.price')}
        value={values.price}
        inputMode="decimal"
        error={t(errors.price)}
        hint={
          cents === null
            ? t('host.pass.price.hint')
            : cents === 0
              ? t('host.pass.free')
              : formatMoney(intl, cents)
        }
        onChange={(event) => onChange({ price: event.target.value })}
      />
      <TextField
        label={t('host.pass.supply')}
        value={values.supply}
        inputMode="numeric"
        hint={t('host.pass.supply.hint')}
        error={t(errors.supply)}
        onChange={(event) => onChange({ supply: event.target.value })}
      />
    </div>
  );
}
