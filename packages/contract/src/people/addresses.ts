import { z } from 'zod';

/** The postal parts of an address, as addresses and payments carry them. */
export const PostalAddressSchema = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
});

/** A saved address of the acting account (the SDK's AccountAddress); every intent is taxed by one. */
export const AccountAddressSchema = PostalAddressSchema.extend({
  id: z.string().uuid(),
  primary: z.boolean(),
  name: z.string(),
});
export type AccountAddress = z.infer<typeof AccountAddressSchema>;

/** The rule, with the message and field of each missing part. */
export const ADDRESS_MESSAGES = {
  address1: 'Address line 1 is required',
  zip: 'Postal code is required',
  state: 'State/province is required',
} as const;
export type RequiredAddressField = keyof typeof ADDRESS_MESSAGES;

const text = (max: number) => z.string().trim().max(max);

/**
 * `POST /self/addresses` and `PUT /self/addresses/{id}`: the address itself, not wrapped
 * (as the SDK sends it). Read-only fields a client echoes back (`id`) are ignored. Line 1, postal code
 * and state/province are required (`missingAddressFields`; the server answers the first
 * one missing with its message and field).
 */
export const AddressBodySchema = z.object({
  name: text(120).default(''),
  address1: text(200).default(''),
  address2: text(200).default(''),
  city: text(120).default(''),
  state: text(120).default(''),
  country: text(120).default(''),
  zip: text(20).default(''),
  primary: z.boolean().default(false),
});
export type AddressBody = z.output<typeof AddressBodySchema>;
export type AddressBodyInput = z.input<typeof AddressBodySchema>;

/** The required parts an address lacks, in the order a form shows them. */
export function missingAddressFields(
  address: Partial<Record<RequiredAddressField, string | null | undefined>>,
): RequiredAddressField[] {
  return (['address1', 'state', 'zip'] as const).filter((field) => !address[field]?.trim());
}
