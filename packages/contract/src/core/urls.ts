import { z } from 'zod';

/** The message of a URL that is not an http(s) web link. */
export const HTTP_URL_MESSAGE = 'Enter a web link starting with http:// or https://';
export const HTTP_URL_MAX = 2048;

/**
 * True for an absolute http:// or https:// URL with a host, nothing else: no
 * `javascript:`, `data:`, `ftp:` …, no whitespace or control characters (the URL parser
 * would silently drop tabs and newlines, so `java\tscript:` must not get that far).
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s\p{Cc}]+$/iu.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a value written in a link-or-handle field means to be a URL (a scheme or a path). */
export function looksLikeUrl(value: string): boolean {
  return value.includes(':') || value.includes('/');
}

/**
 * The one schema of a URL a user sets (profile website, social links written as URLs,
 * group external URL, activity links): trimmed, at most 2048 characters, http(s) only.
 * Chain `.max(n)` for a shorter column, `.nullable()` / `.optional()` as the field needs.
 */
export const HttpUrlSchema = z
  .string()
  .trim()
  .max(HTTP_URL_MAX, `A link can be at most ${HTTP_URL_MAX} characters`)
  .refine(isHttpUrl, HTTP_URL_MESSAGE);
