import { amountOf, centsOf } from './listing-form';
import type { HostMessageId } from './messages';

/**
 * What a listing sells, as the catalogue editor shows and writes it: each kind's fields
 * (label, input, how the value travels) and how one item reads in the list.
 */
export const CATALOGUE_KINDS = ['passTypes', 'packages', 'addOns', 'roomTypes', 'coupons'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export type FieldInput = 'text' | 'textarea' | 'money' | 'count' | 'percent' | 'check' | 'passType';

export interface FieldSpec {
  key: string;
  label: HostMessageId;
  input: FieldInput;
  required?: boolean;
  /** An empty input is sent as null (else '' for text, left out for numbers). */
  nullable?: boolean;
  /** A new item's value. */
  initial?: string | boolean;
}

/** A catalogue item as the editor reads it (every kind has an id; the rest varies). */
export type CatalogueItem = { id: string } & Record<string, unknown>;
export type FormValues = Record<string, string | boolean>;

const name: FieldSpec = { key: 'name', label: 'host.item.name', input: 'text', required: true };
const price: FieldSpec = { key: 'price', label: 'host.item.price', input: 'money', initial: '0' };
const supply: FieldSpec = {
  key: 'supply',
  label: 'host.item.supply',
  input: 'count',
  nullable: true,
};
const perNight: FieldSpec = { key: 'pricePerNight', label: 'host.item.perNight', input: 'check' };

export const KIND_FIELDS: Record<CatalogueKind, FieldSpec[]> = {
  passTypes: [
    name,
    { key: 'shortDescription', label: 'host.item.description', input: 'textarea' },
    price,
    supply,
    { key: 'active', label: 'host.item.active', input: 'check', initial: true },
    { key: 'cancelable', label: 'host.item.cancelable', input: 'check', initial: true },
    { key: 'transferable', label: 'host.item.transferable', input: 'check', initial: true },
  ],
  packages: [
    name,
    { key: 'description', label: 'host.item.description', input: 'textarea' },
    price,
    supply,
    { key: 'isActive', label: 'host.item.active', input: 'check', initial: true },
  ],
  addOns: [
    name,
    { key: 'shortDescription', label: 'host.item.description', input: 'textarea' },
    price,
    perNight,
    supply,
  ],
  roomTypes: [
    name,
    { key: 'description', label: 'host.item.description', input: 'textarea', nullable: true },
    price,
    perNight,
    { key: 'minPasses', label: 'host.item.minPasses', input: 'count', nullable: true },
    { key: 'maxPasses', label: 'host.item.maxPasses', input: 'count', nullable: true },
    { ...supply, label: 'host.item.rooms' },
  ],
  coupons: [
    { key: 'code', label: 'host.item.code', input: 'text', required: true },
    { key: 'description', label: 'host.item.description', input: 'textarea', nullable: true },
    { key: 'discountAmount', label: 'host.item.discountAmount', input: 'money', nullable: true },
    {
      key: 'discountPercent',
      label: 'host.item.discountPercent',
      input: 'percent',
      nullable: true,
    },
    { key: 'useLimit', label: 'host.item.useLimit', input: 'count', nullable: true },
    { key: 'passTypeId', label: 'host.item.passType', input: 'passType', nullable: true },
    { key: 'active', label: 'host.item.active', input: 'check', initial: true },
  ],
};

/** The form's values: a new item's defaults, or an item's own. */
export function formValuesOf(kind: CatalogueKind, item?: CatalogueItem): FormValues {
  const values: FormValues = {};
  for (const field of KIND_FIELDS[kind]) {
    const value = item?.[field.key];
    if (field.input === 'check')
      values[field.key] = typeof value === 'boolean' ? value : field.initial === true;
    else if (field.input === 'money')
      values[field.key] =
        typeof value === 'number' ? amountOf(value) : item ? '' : String(field.initial ?? '');
    else values[field.key] = value == null ? '' : String(value);
  }
  return values;
}

/** The body of a create or update, or the keys whose input is not valid. */
export function bodyOf(
  kind: CatalogueKind,
  values: FormValues,
): { body: Record<string, unknown> } | { invalid: Record<string, HostMessageId> } {
  const body: Record<string, unknown> = {};
  const invalid: Record<string, HostMessageId> = {};
  for (const field of KIND_FIELDS[kind]) {
    const raw = values[field.key];
    if (typeof raw === 'boolean') {
      body[field.key] = raw;
      continue;
    }
    const text = (raw ?? '').trim();
    if (!text) {
      if (field.required) invalid[field.key] = 'host.item.error.required';
      else if (field.nullable) body[field.key] = null;
      else if (field.input === 'text' || field.input === 'textarea') body[field.key] = '';
      else if (field.input === 'money') body[field.key] = 0;
      continue;
    }
    if (field.input === 'money') {
      const cents = centsOf(text);
      if (cents === null) invalid[field.key] = 'host.item.error.money';
      else body[field.key] = cents;
    } else if (field.input === 'count' || field.input === 'percent') {
      const max = field.input === 'percent' ? 100 : 1_000_000;
      if (!/^\d{1,7}$/.test(text) || Number(text) > max)
        invalid[field.key] =
          field.input === 'percent' ? 'host.item.error.percent' : 'host.item.error.count';
      else body[field.key] = Number(text);
    } else body[field.key] = text;
  }
  return Object.keys(invalid).length ? { invalid } : { body };
}

/** An item's title in the list: its name, or a coupon's code. */
export function titleOf(item: CatalogueItem): string {
  return typeof item.name === 'string' ? item.name : String(item.code ?? '');
}
