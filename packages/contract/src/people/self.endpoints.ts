import { z } from 'zod';
import {
  RelationshipsSchema,
  SelfImageBodySchema,
  SelfSchema,
  UpdateSelfBodySchema,
} from './account';
import { defineEndpoint } from '../core/endpoint';
import { IMAGE_BODY_LIMIT } from '../content/storage';

const tags = ['self'];

/** The acting account (`/self`); its lists live with their resources (`/self/blocks` …). */
export const selfEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: '/self',
    auth: 'account',
    tags,
    summary: 'The acting account: executeAs when allowed, else the login’s primary account',
    data: SelfSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/self',
    auth: 'account',
    tags,
    summary: 'Updates the acting account’s profile',
    body: UpdateSelfBodySchema,
    data: SelfSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/self',
    auth: 'account',
    tags,
    summary: 'Deletes the acting account (and the login when it held no other account)',
    data: z.null(),
  }),
  image: defineEndpoint({
    method: 'PUT',
    path: '/self/image',
    auth: 'account',
    tags,
    summary:
      'Sets the avatar (base64 or data URI; JPEG, PNG, GIF, WebP or AVIF; stored 512×512 WebP)',
    body: SelfImageBodySchema,
    data: SelfSchema,
    bodyLimit: IMAGE_BODY_LIMIT,
  }),
  banner: defineEndpoint({
    method: 'PUT',
    path: '/self/banner',
    auth: 'account',
    tags,
    summary:
      'Sets the banner (base64 or data URI; JPEG, PNG, GIF, WebP or AVIF; stored 1500×500 WebP)',
    body: SelfImageBodySchema,
    data: SelfSchema,
    bodyLimit: IMAGE_BODY_LIMIT,
  }),
  relationships: defineEndpoint({
    method: 'GET',
    path: '/self/relationships',
    auth: 'account',
    tags,
    summary: 'Per kind, the ids the acting account relates to',
    data: RelationshipsSchema,
  }),
};
