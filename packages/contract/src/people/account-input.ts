import { z } from 'zod';
import { HTTP_URL_MESSAGE, isHttpUrl, looksLikeUrl } from '../core/urls';

/** At least 5 characters; lowercase letters, digits and hyphens; no leading, trailing or doubled hyphen. */
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 30;
export const UsernameSchema = z
  .string()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[a-z0-9-]+$/, 'Username may only contain lowercase letters, numbers and hyphens')
  .refine(
    (value) => !value.startsWith('-') && !value.endsWith('-'),
    'Username cannot start or end with a hyphen',
  )
  .refine((value) => !value.includes('--'), 'Username cannot contain consecutive hyphens');

export const SOCIAL_LINK_MAX = 200;

/**
 * A social link as written: trimmed, an http(s) URL or a handle (an optional `@`, then
 * letters, digits and `._-#`, as Discord tags use); empty becomes null. Anything with a
 * `:` or `/` means to be a URL and must then be http(s) (HttpUrlSchema's rule).
 */
export const SocialLinkInputSchema = z
  .string()
  .trim()
  .max(SOCIAL_LINK_MAX, `A link can be at most ${SOCIAL_LINK_MAX} characters`)
  .refine((value) => !value.includes('\u0000'), 'Invalid character')
  .refine((value) => value === '' || !looksLikeUrl(value) || isHttpUrl(value), HTTP_URL_MESSAGE)
  .refine(
    (value) => value === '' || looksLikeUrl(value) || /^@?[\p{L}\p{N}._#-]{1,100}$/u.test(value),
    'Enter a link (https://…) or a handle',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable();
