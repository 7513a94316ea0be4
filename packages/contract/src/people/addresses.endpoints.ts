import { z } from 'zod';
import { AccountAddressSchema, AddressBodySchema } from './addresses';
import { defineEndpoint } from '../core/endpoint';
import { UuidSchema } from '../core/ids';
import { ListQuerySchema } from '../core/pagination';

const tags = ['addresses'];

export const AddressIdParamSchema = z.object({ addressId: UuidSchema });

/** The acting account's addresses (`/self/addresses`), used by every payment intent. */
export const addressEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/self/addresses',
    auth: 'account',
    tags,
    summary: "The acting account's addresses, the primary one first",
    query: ListQuerySchema,
    data: z.array(AccountAddressSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/self/addresses',
    auth: 'account',
    tags,
    summary:
      'Saves an address (line 1, postal code and state/province required); the first is primary',
    body: AddressBodySchema,
    data: AccountAddressSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/self/addresses/:addressId',
    auth: 'account',
    tags,
    summary: "One of the acting account's addresses",
    params: AddressIdParamSchema,
    data: AccountAddressSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/self/addresses/:addressId',
    auth: 'account',
    tags,
    summary: "Changes one of the acting account's addresses (the whole address)",
    params: AddressIdParamSchema,
    body: AddressBodySchema,
    data: AccountAddressSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/self/addresses/:addressId',
    auth: 'account',
    tags,
    summary: "Deletes one of the acting account's addresses",
    params: AddressIdParamSchema,
    data: z.null(),
  }),
};
